import Foundation

/// Who listens to a navigator: the `events` streams, the quiet observers and the tab gates
/// of declarative navigation (Routes/).
@MainActor
struct NavigatorListeners {
    /// Each stream made by ``Navigator/events``, until it ends.
    var eventContinuations: [UUID: AsyncStream<NavigationEvent>.Continuation] = [:]
    /// Called at every quiet moment, after screens are brought up to date (Routes/); an
    /// observer that returns `false` is removed.
    var quietObservers: [UUID: @MainActor () -> Bool] = [:]
    /// Asked about every tab a user's tap would select (guards of declarative navigation).
    var tabGates: [ObjectIdentifier: @MainActor (UITabBarController, UIViewController) -> Bool] =
        [:]
    /// Asked about every root tab (by its index in `tabs`) a user's tap would select in a tab
    /// bar of iOS 18's `UITab`s, whose controllers may not exist yet.
    var rootTabGates: [ObjectIdentifier: @MainActor (UITabBarController, Int) -> Bool] = [:]
}

extension Navigator {
    /// Calls the quiet observers (Routes/) when no command runs; an observer that returns
    /// `false` is removed.
    func callQuietObservers() {
        guard run == nil else { return }
        for (id, observer) in quietObservers where !observer() { quietObservers[id] = nil }
    }
}
