/// A caller of ``RouteNavigator/result(of:as:onOutcome:)`` waiting for its route's screen to
/// be made.
@MainActor
struct RouteResultWaiter<Route: Hashable & Codable & Sendable> {
    let route: Route
    let id: UInt64
    let deliver: @MainActor (_ result: (any Sendable)?, _ by: ClosedBy) -> Void
}

/// The callers of ``RouteNavigator/result(of:as:)`` waiting for the screen of a route to be
/// made, in the order they asked, each with an id of its own so that a request can take its
/// caller back when it does not show the route.
@MainActor
struct RouteResultWaiters<Route: Hashable & Codable & Sendable> {
    private var waiters: [RouteResultWaiter<Route>] = []
    /// The id of the latest waiter.
    private var lastID: UInt64 = 0

    /// Keeps `deliver` until a screen of `route` is made.
    /// - Returns: the waiter's id, new for each waiter.
    mutating func add(
        _ route: Route, deliver: @escaping @MainActor ((any Sendable)?, ClosedBy) -> Void
    ) -> UInt64 {
        lastID &+= 1
        waiters.append(RouteResultWaiter(route: route, id: lastID, deliver: deliver))
        return lastID
    }

    /// Whether the waiter `id` still waits.
    func contains(_ id: UInt64) -> Bool {
        waiters.contains { $0.id == id }
    }

    /// Stops the waiter `id` waiting, if it does.
    mutating func remove(_ id: UInt64) {
        if let index = waiters.firstIndex(where: { $0.id == id }) {
            waiters.remove(at: index)
        }
    }

    /// Takes every waiter of `route`, for the screen just made for it.
    /// - Returns: their functions that deliver the outcome, in the order they asked.
    mutating func take(
        for route: Route
    ) -> [@MainActor ((any Sendable)?, ClosedBy) -> Void] {
        guard waiters.contains(where: { $0.route == route }) else { return [] }
        var taken: [@MainActor ((any Sendable)?, ClosedBy) -> Void] = []
        waiters.removeAll { waiter in
            guard waiter.route == route else { return false }
            taken.append(waiter.deliver)
            return true
        }
        return taken
    }
}
