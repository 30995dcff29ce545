/// A route navigator's screen factory and what came of it: the launch state until
/// ``RouteNavigator/start(screen:)`` gives the factory, what restoring found, the route of
/// every view controller the factory made (how ``RouteNavigator/route(of:)`` answers and a
/// route's screen is found again), and the callers of ``RouteNavigator/result(of:as:)``
/// waiting for a route's screen to be made.
///
/// Made screens are held weakly; those of released controllers are pruned once the table has
/// grown past a threshold that doubles with what is still alive, so that pruning stays rare
/// however many screens come and go.
@MainActor
struct RouteScreenFactory<Route: Hashable & Codable & Sendable> {
    /// Where the launch is: waiting with the state to build, or started with the factory.
    private enum Launch {
        case waiting(NavigationState<Route>)
        case started(@MainActor (Route) -> UIViewController)
    }

    /// A controller the factory made, and its route.
    private struct Made {
        weak var screen: UIViewController?
        let route: Route
    }

    /// A caller of ``RouteNavigator/result(of:as:)`` waiting for its route's screen.
    private struct Waiter {
        let route: Route
        let id: UInt64
        let deliver: @MainActor (_ result: (any Sendable)?, _ by: ClosedBy) -> Void
    }

    private var launch: Launch
    /// What restoring found; `nil` when the route navigator was not made by restoring.
    private(set) var restoration: RestorationOutcome?
    private var made: [ObjectIdentifier: Made] = [:]
    /// Above this many entries, `pruneReleased()` drops those of released controllers.
    private var pruneThreshold = 64
    /// The waiters, in the order they asked.
    private var waiters: [Waiter] = []
    /// The id of the latest waiter.
    private var lastWaiterID: UInt64 = 0

    /// A factory not started yet, which builds `state` once started.
    init(launching state: NavigationState<Route>) {
        launch = .waiting(state)
    }

    // MARK: The launch

    /// The screen factory; `nil` until started.
    var screen: (@MainActor (Route) -> UIViewController)? {
        guard case .started(let screen) = launch else { return nil }
        return screen
    }

    /// Starts with `screen` as the factory, for the route navigator's life.
    /// - Returns: the state to build now; `nil` when the factory had started already (the
    ///   new one is ignored).
    mutating func start(
        _ screen: @escaping @MainActor (Route) -> UIViewController
    ) -> NavigationState<Route>? {
        guard case .waiting(let state) = launch else { return nil }
        launch = .started(screen)
        return state
    }

    /// Restoring found `outcome`.
    mutating func restored(_ outcome: RestorationOutcome) {
        restoration = outcome
    }

    /// The cause of the views the launch shows: `.restoration` when a saved state was
    /// restored, else `.launch`.
    var launchViewCause: ScreenViewCause {
        if case .restored = restoration { return .restoration }
        return .launch
    }

    // MARK: Made screens

    /// The number of made screens recorded, released ones included until they are pruned.
    var madeCount: Int { made.count }

    /// The route `screen` was made for, while it is alive; `nil` for a controller the factory
    /// did not make.
    func route(of screen: UIViewController) -> Route? {
        guard let entry = made[ObjectIdentifier(screen)], entry.screen === screen else {
            return nil
        }
        return entry.route
    }

    /// The live controllers made for `route`, in the table's order.
    func screens(of route: Route) -> [UIViewController] {
        made.values.compactMap { $0.route == route ? $0.screen : nil }
    }

    /// The factory made `screen` for `route`: it is recorded, and the callers waiting for a
    /// screen of `route` stop waiting.
    /// - Returns: their functions that deliver the outcome, in the order they asked; the
    ///   caller hands them to `screen`.
    mutating func made(
        _ screen: UIViewController, for route: Route
    ) -> [@MainActor ((any Sendable)?, ClosedBy) -> Void] {
        made[ObjectIdentifier(screen)] = Made(screen: screen, route: route)
        guard waiters.contains(where: { $0.route == route }) else { return [] }
        var taken: [@MainActor ((any Sendable)?, ClosedBy) -> Void] = []
        waiters.removeAll { waiter in
            guard waiter.route == route else { return false }
            taken.append(waiter.deliver)
            return true
        }
        return taken
    }

    /// Drops the entries of released controllers when there are more entries than the
    /// threshold, which becomes twice what is left (at least 64).
    mutating func pruneReleased() {
        guard made.count > pruneThreshold else { return }
        made = made.filter { $0.value.screen != nil }
        pruneThreshold = max(64, 2 * made.count)
    }

    // MARK: Callers waiting for a screen

    /// Keeps `deliver` until a screen of `route` is made.
    /// - Returns: the waiter's id, new for each waiter.
    mutating func wait(
        for route: Route, deliver: @escaping @MainActor ((any Sendable)?, ClosedBy) -> Void
    ) -> UInt64 {
        lastWaiterID &+= 1
        waiters.append(Waiter(route: route, id: lastWaiterID, deliver: deliver))
        return lastWaiterID
    }

    /// Whether the waiter `id` still waits.
    func isWaiting(_ id: UInt64) -> Bool {
        waiters.contains { $0.id == id }
    }

    /// Stops the waiter `id` waiting, if it does.
    mutating func stopWaiting(_ id: UInt64) {
        if let index = waiters.firstIndex(where: { $0.id == id }) {
            waiters.remove(at: index)
        }
    }
}
