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
}
