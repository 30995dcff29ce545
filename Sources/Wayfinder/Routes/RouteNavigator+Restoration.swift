import Foundation

extension RouteNavigator {
    /// Restores the window from a state saved with ``NavigationState/jsonData()``, or builds
    /// `fallback` when there is none or it cannot be used; the reason goes into the
    /// navigator's trace and stays in ``restorationOutcome``.
    ///
    /// What was saved is used only when it can be read, UIKit can show it, it has the
    /// fallback's shape (a single stack, or as many tabs), and `isAcceptable` does not throw
    /// (see ``NavigationState/init(restoring:or:accepting:)``). Otherwise the trace gets a
    /// `command` record `restore: fell back to … : <why>`, and `fallback` is built. An alert
    /// is never restored: ``NavigationState`` saves none, and data that has one anyway (an
    /// `alert` key, written by hand or by another tool) is restored without it, with a
    /// `restore: the saved alert was dropped: …` record.
    ///
    /// The record is made during this `init`: a trace handler added afterwards does not see
    /// it. Read ``restorationOutcome`` at any time instead (or add the handler to the
    /// navigator before making the route navigator).
    ///
    /// ```swift
    /// let routes = try RouteNavigator(
    ///     navigator: Navigator(window: window),
    ///     restoring: defaults.data(forKey: "nav"),
    ///     or: NavigationState(tabs: [[.home], [.search], [.orders]])
    /// ) { route in makeScreen(route) }
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: the window's navigator.
    ///   - data: JSON written by ``NavigationState/jsonData()``, or `nil` when nothing was
    ///     saved.
    ///   - fallback: the state to build instead.
    ///   - isAcceptable: the app's own check of a restored state; it throws to refuse it.
    ///   - screen: makes the view controller of a route, as for
    ///     ``init(navigator:state:screen:)``.
    /// - Throws: ``NavigationStateError`` when `fallback` is invalid; nothing changes then.
    public convenience init(
        navigator: Navigator, restoring data: Data?, or fallback: NavigationState<Route>,
        accepting isAcceptable: ((NavigationState<Route>) throws -> Void)? = nil,
        screen: @escaping @MainActor (Route) -> UIViewController
    ) throws {
        try self.init(
            navigator: navigator, restoring: data, or: fallback, accepting: isAcceptable,
            containers: RouteContainers())
        start(screen: screen)
    }

    /// Restores as ``init(navigator:restoring:or:accepting:screen:)`` does, but builds nothing
    /// until ``start(screen:)`` gives the screen factory (see
    /// ``init(navigator:state:containers:)``), and makes the containers as `containers` says.
    ///
    /// ```swift
    /// routes = try RouteNavigator(
    ///     navigator: navigator, restoring: saved, or: NavigationState(stack: [.home]),
    ///     accepting: { state in
    ///         if state.allRoutes.contains(.signIn) { throw CocoaError(.coderInvalidValue) }
    ///     },
    ///     containers: containers)
    /// routes.start { [weak self] route in self?.makeScreen(route) ?? UIViewController() }
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: the window's navigator.
    ///   - data: JSON written by ``NavigationState/jsonData()``, or `nil`.
    ///   - fallback: the state to build instead.
    ///   - isAcceptable: the app's own check of a restored state; it throws to refuse it.
    ///   - containers: how the containers are made and dressed.
    /// - Throws: ``NavigationStateError`` when `fallback` is invalid; nothing changes then.
    public convenience init(
        navigator: Navigator, restoring data: Data?, or fallback: NavigationState<Route>,
        accepting isAcceptable: ((NavigationState<Route>) throws -> Void)? = nil,
        containers: RouteContainers<Route>
    ) throws {
        // A saved state the tab bar cannot show (a tab group it names is gone, a child that
        // is not its group's selected one holds pushed routes) is refused like one the app
        // refuses: the fallback is built.
        let (state, fellBack) = NavigationState.restore(data, or: fallback) { restored in
            try isAcceptable?(restored)
            if let problem = Self.tabLayoutProblem(of: restored, containers: containers) {
                throw problem
            }
        }
        if let fellBack {
            navigator.tracer.record(
                .command, .code,
                "restore: fell back to \(fallback.summary): \(fellBack.code): \(fellBack.message)")
        } else if let data {
            navigator.tracer.record(.command, .code, "restore: \(state.summary)")
            if NavigationState<Route>.hasSavedAlert(data) {
                navigator.tracer.record(
                    .command, .code,
                    "restore: the saved alert was dropped: an alert is never restored (it "
                        + "asked about a moment that has passed); show it again from the "
                        + "restored state if it still applies")
            }
        }
        try self.init(navigator: navigator, state: state, containers: containers)
        if let fellBack {
            factory.restored(.fellBack(fellBack))
        } else {
            factory.restored(data == nil ? .nothingSaved : .restored)
        }
    }

    /// What restoring found when this route navigator was made with
    /// ``init(navigator:restoring:or:accepting:containers:)`` (or its `screen:` form): the
    /// saved state, nothing saved, or why it fell back; `nil` for a route navigator made
    /// from a state.
    ///
    /// The same as the `restore:` trace record, but readable whenever the app is ready: that
    /// record is made during `init`, before a trace handler added afterwards can see it.
    ///
    /// ```swift
    /// if case .fellBack(let error) = routes.restorationOutcome {
    ///     log.notice("restoration fell back: \(error.code): \(error.message)")
    /// }
    /// ```
    public var restorationOutcome: RestorationOutcome? { factory.restoration }
}

/// What ``RouteNavigator/init(navigator:restoring:or:accepting:containers:)`` found, as
/// ``RouteNavigator/restorationOutcome`` keeps it.
public enum RestorationOutcome: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The saved state was used.
    case restored
    /// Nothing was saved (the data was `nil`): the fallback was built.
    case nothingSaved
    /// What was saved could not be used (unreadable, invalid, another shape, or refused by
    /// the app's `accepting` check): the fallback was built; the error says why.
    case fellBack(NavigationStateError)

    /// `restored`, `nothingSaved` or `fellBack(<code>: <message>)`.
    public var description: String {
        switch self {
        case .restored: "restored"
        case .nothingSaved: "nothingSaved"
        case .fellBack(let error): "fellBack(\(error.code): \(error.message))"
        }
    }
}
