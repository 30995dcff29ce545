import Foundation

extension RouteNavigator {
    /// Adds a guard: every request (``go(to:animated:)``, ``update(animated:_:)``,
    /// ``open(_:animated:)``) asks it about each route its target adds to what is on screen.
    ///
    /// Guards are asked in the order they were added, routes in the target's order (the root,
    /// then the modals); the first decision other than `.allow` counts:
    /// - `.deny(reason)`: the transition fails with a ``NavigationError`` (`guardDenied`);
    ///   nothing on screen changes.
    /// - `.hold(presenting: route)`: `route` is presented as a sheet over the current screen
    ///   and the target waits; the caller's transition stays pending. ``resumeHeld(animated:)``
    ///   (after sign-in) dismisses the sheet and goes to the target in one transition, and the
    ///   caller's transition settles with it. Swiping the sheet down drops the target (it
    ///   settles `.cancelled`); any other request drops it too (`.superseded`).
    ///
    /// ```swift
    /// routes.addGuard { route in
    ///     route == .orders && !session.isSignedIn ? .hold(presenting: .signIn) : .allow
    /// }
    /// routes.open(URL(string: "shop://orders")!)   // sign-in sheet; the orders wait
    /// // … after sign-in:
    /// routes.resumeHeld()                           // dismiss sign-in, show the orders
    /// ```
    ///
    /// - Parameter decide: the guard; called on the main actor, once per added route.
    public func addGuard(_ decide: @escaping @MainActor (Route) -> GuardDecision<Route>) {
        if guards.isEmpty {
            navigator.observeQuiet { [weak self] in
                guard let self else { return false }
                self.dropHeldTargetWhenItsSheetLeft()
                return true
            }
        }
        guards.append(decide)
    }

    /// Goes to the target a guard held, now that the guards allow it: one transition that
    /// dismisses the guard's sheet and shows the target.
    ///
    /// The guards are asked again first. When one still holds, the returned transition fails
    /// (`guardStillHolds`) and the target keeps waiting; when one denies, both the returned
    /// transition and the held one fail.
    ///
    /// - Parameter animated: `false` makes every change without animation.
    /// - Returns: the transition, or `nil` when no target is held.
    @discardableResult
    public func resumeHeld(animated: Bool = true) -> Transition? {
        guard let held else { return nil }
        let command = NavigationCommand.goTo(held.target.summary, animated: animated)
        switch decide(held.target) {
        case nil:
            self.held = nil
            let transition = request(held.target, animated: animated, cause: .resume)
            transition.onSettled { [navigator] settlement in
                navigator.settleOutside(held.transition, settlement)
            }
            return transition
        case (let route, .deny(let reason))?:
            self.held = nil
            let error = NavigationError(.guardDenied(route: "\(route)", reason: reason))
            let refused = navigator.refuse(command, error)
            navigator.settleOutside(held.transition, .failed(error))
            return refused
        case (let route, .hold(let presenting))?:
            let error = NavigationError(
                .guardStillHolds(route: "\(route)", presenting: "\(presenting)"))
            return navigator.refuse(command, error)
        case (_, .allow)?:
            return nil
        }
    }

    /// Step 2 of ``request(_:animated:cause:)``: drops a held target (a new request goes
    /// elsewhere), then asks the guards about `target`.
    /// - Returns: `nil` when every guard allows; else the transition to hand to the caller.
    func guardRequest(
        _ target: NavigationState<Route>, command: NavigationCommand, animated: Bool
    ) -> Transition? {
        if let held {
            self.held = nil
            navigator.settleOutside(held.transition, .superseded)
        }
        switch decide(target) {
        case nil, (_, .allow)?:
            return nil
        case (let route, .deny(let reason))?:
            return navigator.refuse(
                command, NavigationError(.guardDenied(route: "\(route)", reason: reason)))
        case (_, .hold(let presenting))?:
            var sheetUp = requestedTarget?.state ?? state
            let sheet = NavigationState<Route>.Modal([presenting])
            if sheetUp.modals.last != sheet {
                sheetUp.modals.append(sheet)
            }
            let transition = navigator.pendingOutside(command)
            held = HeldTarget(
                target: target, animated: animated, transition: transition,
                presenting: presenting, modalCount: sheetUp.modals.count)
            let sheetTransition = request(sheetUp, animated: animated, cause: .guardHold)
            sheetTransition.onSettled { [weak self] settlement in
                guard let self, self.held?.transition === transition else { return }
                if settlement == .completed {
                    self.held?.presented = true
                    self.watchSheet(of: transition, presenting: presenting)
                } else {
                    self.held = nil
                    self.navigator.settleOutside(transition, settlement)
                }
            }
            return transition
        }
    }

    /// The first route `target` adds to what is on screen that a guard does not allow, and
    /// the guard's decision; `nil` when every guard allows every added route.
    private func decide(
        _ target: NavigationState<Route>
    ) -> (route: Route, decision: GuardDecision<Route>)? {
        guard !guards.isEmpty else { return nil }
        var shown: [Route: Int] = [:]
        for route in state.allRoutes { shown[route, default: 0] += 1 }
        for route in target.allRoutes {
            if let count = shown[route], count > 0 {
                shown[route] = count - 1
                continue
            }
            for decide in guards {
                let decision = decide(route)
                if case .allow = decision { continue }
                return (route, decision)
            }
        }
        return nil
    }

    /// Drops the held target when its sheet's screen leaves: `.cancelled` when the user swiped
    /// it down, `.superseded` when code closed it (a change the app made outside this route
    /// navigator).
    private func watchSheet(of transition: Transition, presenting: Route) {
        guard let sheet = navigator.topmost, route(of: sheet) == presenting else { return }
        held?.watched = true
        sheet.onFinish { [weak self] closedBy in
            guard let self, let held = self.held, held.transition === transition else { return }
            self.held = nil
            self.navigator.settleOutside(
                transition, closedBy == .swipeDown ? .cancelled : .superseded)
        }
    }

    /// At a quiet moment, for a sheet whose screen could not be watched: when it has left the
    /// screen, the held target is dropped and settles `.cancelled`.
    private func dropHeldTargetWhenItsSheetLeft() {
        guard let held, held.presented, !held.watched, let shown = readState() else { return }
        let index = held.modalCount - 1
        if shown.modals.indices.contains(index), shown.modals[index].stack.first == held.presenting
        {
            return
        }
        self.held = nil
        navigator.settleOutside(held.transition, .cancelled)
    }
}
