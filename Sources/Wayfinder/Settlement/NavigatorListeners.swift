import Foundation

/// Who listens to a navigator: the `events` streams, the quiet observers and the tab gates
/// of declarative navigation (Routes/).
///
/// Its tables change only through its own methods. The navigator calls the listeners itself,
/// from a copy of a table: a listener may add or remove listeners while it is called.
@MainActor
struct NavigatorListeners {
    /// Each stream made by ``Navigator/events``, until it ends.
    private(set) var eventContinuations: [UUID: AsyncStream<NavigationEvent>.Continuation] = [:]
    /// Called at every quiet moment, after screens are brought up to date (Routes/); an
    /// observer that returns `false` is removed.
    private(set) var quietObservers: [UUID: @MainActor () -> Bool] = [:]
    /// Asked about every tab a user's tap would select (guards of declarative navigation).
    private(set) var tabGates:
        [ObjectIdentifier: @MainActor (UITabBarController, UIViewController) -> Bool] = [:]
    /// Asked about every root tab (by its index in `tabs`) a user's tap would select in a tab
    /// bar of iOS 18's `UITab`s, whose controllers may not exist yet, with the tab tapped (the
    /// root tab, or a child of a group in the iPad's sidebar).
    private(set) var rootTabGates:
        [ObjectIdentifier: @MainActor (UITabBarController, Int, AnyObject) -> Bool] = [:]

    /// Keeps `continuation` under `id` until ``removeEventStream(_:)``.
    mutating func addEventStream(
        _ id: UUID, _ continuation: AsyncStream<NavigationEvent>.Continuation
    ) {
        eventContinuations[id] = continuation
    }

    /// Lets go of the stream kept under `id` (it ended).
    mutating func removeEventStream(_ id: UUID) {
        eventContinuations[id] = nil
    }

    /// Keeps `observer`, called at every quiet moment until it returns `false`.
    mutating func addQuietObserver(_ observer: @escaping @MainActor () -> Bool) {
        quietObservers[UUID()] = observer
    }

    /// Lets go of the quiet observer kept under `id`.
    mutating func removeQuietObserver(_ id: UUID) {
        quietObservers[id] = nil
    }

    /// Keeps `gate`, asked about every tab a user's tap would select, in place of `owner`'s
    /// earlier one.
    mutating func setTabGate(
        owner: ObjectIdentifier,
        _ gate: @escaping @MainActor (UITabBarController, UIViewController) -> Bool
    ) {
        tabGates[owner] = gate
    }

    /// Keeps `gate`, asked about every root tab a user's tap would select, in place of
    /// `owner`'s earlier one.
    mutating func setRootTabGate(
        owner: ObjectIdentifier,
        _ gate: @escaping @MainActor (UITabBarController, Int, AnyObject) -> Bool
    ) {
        rootTabGates[owner] = gate
    }
}

extension Navigator {
    /// Calls the quiet observers (Routes/) when no command runs; an observer that returns
    /// `false` is removed.
    func callQuietObservers() {
        guard !runsACommand else { return }
        for (id, observer) in listeners.quietObservers where !observer() {
            listeners.removeQuietObserver(id)
        }
    }

    /// Registers `body` to run at every quiet moment, until it returns `false`.
    func observeQuiet(_ body: @escaping @MainActor () -> Bool) {
        listeners.addQuietObserver(body)
    }

    /// Tells every ``events`` stream about `event`.
    func emit(_ event: NavigationEvent) {
        for continuation in listeners.eventContinuations.values { continuation.yield(event) }
    }

    /// Whether a stream of ``events`` listens (an event is made only then).
    var hasEventStreams: Bool { !listeners.eventContinuations.isEmpty }

    /// Whether a user's tap may select `viewController` in `tabs`: the tab gates (guards of
    /// declarative navigation) are asked after the app's own delegate allowed it.
    func tabMayBeSelected(_ tabs: UITabBarController, _ viewController: UIViewController) -> Bool {
        for gate in listeners.tabGates.values where !gate(tabs, viewController) { return false }
        return true
    }

    /// Registers `gate`, asked about every tab a user's tap would select; it stays while
    /// `owner` lives.
    func addTabGate(
        owner: AnyObject,
        _ gate: @escaping @MainActor (UITabBarController, UIViewController) -> Bool
    ) {
        listeners.setTabGate(owner: ObjectIdentifier(owner)) {
            [weak owner] tabs, viewController in
            owner == nil ? true : gate(tabs, viewController)
        }
    }

    /// Whether a user's tap on `tapped` may select the root tab at `index` of `tabs.tabs`, in
    /// a tab bar of `UITab`s (iOS 18): the root-tab gates are asked after the app's own
    /// delegate allowed it. `tapped` is that root tab, or the child of a group the user tapped
    /// in the iPad's sidebar (a `UITab`, typed `AnyObject` so that the iOS 17 SDK compiles
    /// this). The tab's controller is not needed, so its provider does not run.
    func tabMayBeSelected(
        _ tabs: UITabBarController, rootTabAt index: Int, tapped: AnyObject
    ) -> Bool {
        for gate in listeners.rootTabGates.values where !gate(tabs, index, tapped) { return false }
        return true
    }

    /// Registers `gate`, asked about every root tab a user's tap would select in a tab bar of
    /// `UITab`s; it stays while `owner` lives.
    func addRootTabGate(
        owner: AnyObject,
        _ gate: @escaping @MainActor (UITabBarController, Int, AnyObject) -> Bool
    ) {
        listeners.setRootTabGate(owner: ObjectIdentifier(owner)) {
            [weak owner] tabs, index, tapped in
            owner == nil ? true : gate(tabs, index, tapped)
        }
    }
}
