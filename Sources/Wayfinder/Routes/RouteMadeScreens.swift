/// The route of every view controller a route navigator's screen factory made, by identity:
/// how ``RouteNavigator/route(of:)`` answers, and how a route's screen is found again.
///
/// Entries hold their controllers weakly; those of released controllers are pruned once the
/// table has grown past a threshold that doubles with what is still alive, so that pruning
/// stays rare however many screens come and go.
@MainActor
struct RouteMadeScreens<Route: Hashable & Codable & Sendable> {
    /// A controller the screen factory made, and its route.
    struct Entry {
        weak var screen: UIViewController?
        let route: Route
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Above this many entries, `pruneReleased()` drops those of released controllers.
    private var pruneThreshold = 64

    /// The number of entries, released controllers included until they are pruned.
    var count: Int { entries.count }

    /// The route `screen` was made for, while it is alive; `nil` for a controller the factory
    /// did not make.
    func route(of screen: UIViewController) -> Route? {
        guard let entry = entries[ObjectIdentifier(screen)], entry.screen === screen else {
            return nil
        }
        return entry.route
    }

    /// The live controllers made for `route`, in the table's order.
    func screens(of route: Route) -> [UIViewController] {
        entries.values.compactMap { $0.route == route ? $0.screen : nil }
    }

    /// Records that the factory made `screen` for `route`.
    mutating func record(_ screen: UIViewController, route: Route) {
        entries[ObjectIdentifier(screen)] = Entry(screen: screen, route: route)
    }

    /// Drops the entries of released controllers when there are more entries than the
    /// threshold, which becomes twice what is left (at least 64).
    mutating func pruneReleased() {
        guard entries.count > pruneThreshold else { return }
        entries = entries.filter { $0.value.screen != nil }
        pruneThreshold = max(64, 2 * entries.count)
    }
}
