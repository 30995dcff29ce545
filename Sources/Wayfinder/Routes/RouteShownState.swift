import Foundation

/// What a route navigator's window showed at the last quiet moment, and the streams of
/// ``RouteNavigator/states`` that hear each change of it.
@MainActor
struct RouteShownState<Route: Hashable & Codable & Sendable> {
    /// What the window showed at the last quiet moment.
    private(set) var state: NavigationState<Route>
    private var listeners: [UUID: AsyncStream<NavigationState<Route>>.Continuation] = [:]

    init(_ state: NavigationState<Route>) {
        self.state = state
    }

    /// Makes `continuation` hear every change from now on.
    /// - Returns: the id that `removeListener(_:)` takes.
    mutating func addListener(
        _ continuation: AsyncStream<NavigationState<Route>>.Continuation
    ) -> UUID {
        let id = UUID()
        listeners[id] = continuation
        return id
    }

    /// Stops the listener `id` hearing changes (its stream ended).
    mutating func removeListener(_ id: UUID) {
        listeners[id] = nil
    }

    /// The window reads as `read`: when it changed, it becomes the shown state and every
    /// listener hears it.
    /// - Returns: the state shown before, or `nil` when nothing changed.
    mutating func publish(_ read: NavigationState<Route>) -> NavigationState<Route>? {
        guard read != state else { return nil }
        let old = state
        state = read
        for continuation in listeners.values { continuation.yield(read) }
        return old
    }
}
