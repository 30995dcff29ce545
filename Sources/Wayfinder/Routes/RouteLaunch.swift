/// Where a route navigator is in its launch: waiting for ``RouteNavigator/start(screen:)``
/// with the state to build then, or started with the screen factory it keeps for its life.
enum RouteLaunch<Route: Hashable & Codable & Sendable> {
    /// Not started: the state to build at `start(screen:)`.
    case waiting(NavigationState<Route>)
    /// Started with this screen factory.
    case started(@MainActor (Route) -> UIViewController)

    /// The screen factory; `nil` until started.
    var screen: (@MainActor (Route) -> UIViewController)? {
        guard case .started(let screen) = self else { return nil }
        return screen
    }
}
