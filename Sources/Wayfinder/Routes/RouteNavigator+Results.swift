extension RouteNavigator {
    /// Waits for the result of `route`'s screen: `.finished(value)` when the screen calls
    /// ``ResultScreen/finish(with:animated:)`` with a `Value`, else `.closed(by)` with how it
    /// left (the back button, a swipe, a sheet swiped down, or a route update that removed
    /// it), as the navigator's `await push(_:)` does for screens shown directly.
    ///
    /// The screen is the one showing `route` now, when there is one; otherwise the next one
    /// the screen factory makes for `route`, however the route is reached: ``update(animated:_:)``,
    /// ``go(to:animated:)``, ``open(_:animated:)``, ``open(path:animated:)``, or a guard's
    /// ``resumeHeld(animated:)``. When the screen leaves, ``state`` loses the route as with any
    /// close.
    ///
    /// A route that is never reached keeps the caller waiting; use
    /// ``push(_:expecting:animated:)`` or ``present(_:expecting:style:inNavigation:animated:)``
    /// to show the route and wait in one call, which ends `.closed(.code)` when the request
    /// does not show it.
    ///
    /// ```swift
    /// routes.update { $0.push(.colourPicker) }
    /// if case .finished(let colour) = await routes.result(of: .colourPicker, as: String.self) {
    ///     apply(colour)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - route: the route whose screen hands the result back.
    ///   - type: the type of the result; a screen that finishes with a value of another type
    ///     counts as closed.
    /// - Returns: how the screen ended.
    public func result<Value: Sendable>(
        of route: Route, as type: Value.Type = Value.self
    ) async -> Outcome<Value> {
        await withCheckedContinuation { continuation in
            result(of: route, as: type) { continuation.resume(returning: $0) }
        }
    }

    /// Calls `onOutcome` exactly once with the result of `route`'s screen, as the async
    /// ``result(of:as:)`` returns it.
    ///
    /// - Parameters:
    ///   - route: the route whose screen hands the result back.
    ///   - type: the type of the result.
    ///   - onOutcome: called on the main actor when the screen has left.
    public func result<Value: Sendable>(
        of route: Route, as type: Value.Type = Value.self,
        onOutcome: @escaping @MainActor (Outcome<Value>) -> Void
    ) {
        awaitResult(of: route, as: type, onOutcome)
    }

    /// Pushes `route` on the stack the user sees and waits for its screen's result, as
    /// ``result(of:as:)`` does.
    ///
    /// ```swift
    /// switch await routes.push(.colourPicker, expecting: String.self) {
    /// case .finished(let colour): apply(colour)
    /// case .closed: break
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - route: the route to push.
    ///   - type: the type of the result.
    ///   - animated: `false` pushes without animation.
    /// - Returns: how the screen ended; `.closed(.code)` at once when the push failed, or was
    ///   superseded before the screen was made by a request whose target does not hold the
    ///   route (the transition's failure is in the navigator's events and trace).
    public func push<Value: Sendable>(
        _ route: Route, expecting type: Value.Type, animated: Bool = true
    ) async -> Outcome<Value> {
        await withCheckedContinuation { continuation in
            push(route, expecting: type, animated: animated) {
                continuation.resume(returning: $0)
            }
        }
    }

    /// Pushes `route` on the stack the user sees and calls `onOutcome` exactly once with its
    /// screen's result, as the async ``push(_:expecting:animated:)`` returns it: the show and
    /// its result in one call, as the navigator's `push(_:animated:onOutcome:)` does for a
    /// screen shown directly.
    ///
    /// ```swift
    /// routes.push(.colourPicker, expecting: String.self) { outcome in
    ///     if case .finished(let colour) = outcome { apply(colour) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - route: the route to push.
    ///   - type: the type of the result.
    ///   - animated: `false` pushes without animation.
    ///   - onOutcome: called on the main actor when the screen has left; with `.closed(.code)`
    ///     when the push failed or was superseded before the screen was made.
    /// - Returns: the push's transition.
    @discardableResult
    public func push<Value: Sendable>(
        _ route: Route, expecting type: Value.Type, animated: Bool = true,
        onOutcome: @escaping @MainActor (Outcome<Value>) -> Void
    ) -> NavigatorTransition {
        request(route, as: type, onOutcome) {
            update(animated: animated) { $0.push(route) }
        }
    }

    /// Presents `route` as a modal on top of the others and waits for its screen's result,
    /// as ``push(_:expecting:animated:)`` does.
    ///
    /// - Parameters:
    ///   - route: the route to present.
    ///   - type: the type of the result.
    ///   - style: a sheet (the default) or full screen.
    ///   - inNavigation: whether the route sits in a navigation controller.
    ///   - animated: `false` presents without animation.
    /// - Returns: how the screen ended; `.closed(.code)` at once when the presentation
    ///   failed or was superseded before the screen was made.
    public func present<Value: Sendable>(
        _ route: Route, expecting type: Value.Type,
        style: NavigationState<Route>.ModalStyle = .sheet, inNavigation: Bool = true,
        animated: Bool = true
    ) async -> Outcome<Value> {
        await withCheckedContinuation { continuation in
            present(
                route, expecting: type, style: style, inNavigation: inNavigation,
                animated: animated
            ) { continuation.resume(returning: $0) }
        }
    }

    /// Presents `route` as a modal on top of the others and calls `onOutcome` exactly once
    /// with its screen's result, as ``push(_:expecting:animated:onOutcome:)`` does.
    ///
    /// ```swift
    /// routes.present(.signIn, expecting: Account.self, style: .fullScreen) { outcome in
    ///     if case .finished(let account) = outcome { session.start(account) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - route: the route to present.
    ///   - type: the type of the result.
    ///   - style: a sheet (the default) or full screen.
    ///   - inNavigation: whether the route sits in a navigation controller.
    ///   - animated: `false` presents without animation.
    ///   - onOutcome: called on the main actor when the screen has left; with `.closed(.code)`
    ///     when the presentation failed or was superseded before the screen was made.
    /// - Returns: the presentation's transition.
    @discardableResult
    public func present<Value: Sendable>(
        _ route: Route, expecting type: Value.Type,
        style: NavigationState<Route>.ModalStyle = .sheet, inNavigation: Bool = true,
        animated: Bool = true, onOutcome: @escaping @MainActor (Outcome<Value>) -> Void
    ) -> NavigatorTransition {
        request(route, as: type, onOutcome) {
            update(animated: animated) {
                $0.present(route, style: style, inNavigation: inNavigation)
            }
        }
    }

    /// Waits for `route`'s result, then makes the request `show` makes; the caller hears
    /// `.closed(.code)` when the request fails, is superseded by one whose target does not
    /// hold the route, or settles without a screen of the route having been made.
    private func request<Value: Sendable>(
        _ route: Route, as type: Value.Type,
        _ onOutcome: @escaping @MainActor (Outcome<Value>) -> Void,
        show: () -> NavigatorTransition
    ) -> NavigatorTransition {
        let deliver = delivery(of: type, onOutcome)
        let id = factory.wait(for: route, deliver: deliver)
        let transition = show()
        transition.onSettled { [weak self] settlement in
            let pending = self?.factory.isWaiting(id) == true
            // A request superseded by one that also shows the route: the later one makes
            // its screen, and the caller keeps waiting for it.
            if settlement == .superseded, pending,
                self?.requests.approved?.allRoutes.contains(route) == true
            {
                return
            }
            if pending { self?.factory.stopWaiting(id) }
            switch settlement {
            case .failed, .superseded: deliver(nil, .code)
            case .completed, .cancelled: if pending { deliver(nil, .code) }
            }
        }
        return transition
    }

    /// Hands `onOutcome` to the shown screen of `route`, or keeps it until the factory makes
    /// one.
    private func awaitResult<Value: Sendable>(
        of route: Route, as type: Value.Type,
        _ onOutcome: @escaping @MainActor (Outcome<Value>) -> Void
    ) {
        let deliver = delivery(of: type, onOutcome)
        if let shown = shownScreen(of: route) {
            ScreenStore.record(for: shown).outcomeWaiters.append(deliver)
        } else {
            _ = factory.wait(for: route, deliver: deliver)
        }
    }

    /// The function that delivers a screen's result to `onOutcome`, once (later calls do
    /// nothing): `.finished` with a `Value`, else `.closed` with how the screen left.
    private func delivery<Value: Sendable>(
        of type: Value.Type, _ onOutcome: @escaping @MainActor (Outcome<Value>) -> Void
    ) -> @MainActor ((any Sendable)?, ClosedBy) -> Void {
        var delivered = false
        return { result, cause in
            guard !delivered else { return }
            delivered = true
            if let value = result as? Value {
                onOutcome(.finished(value))
            } else {
                onOutcome(.closed(cause))
            }
        }
    }

    /// The screen of `route` in the window's hierarchy: the front-most screen when it shows
    /// `route`, else one that is still in the hierarchy.
    private func shownScreen(of route: Route) -> UIViewController? {
        if let front = navigator.topmost, self.route(of: front) == route { return front }
        let window = navigator.window
        var found: UIViewController?
        for screen in factory.screens(of: route) {
            if screen.parent != nil || screen.presentingViewController != nil
                || window.rootViewController === screen
            {
                found = screen
            }
        }
        return found
    }

    /// The factory made `screen` for `route`: it is recorded, and the callers waiting for
    /// that route's result now wait for this screen.
    func made(_ screen: UIViewController, for route: Route) {
        let waiting = factory.made(screen, for: route)
        guard !waiting.isEmpty else { return }
        ScreenStore.record(for: screen).outcomeWaiters += waiting
    }
}
