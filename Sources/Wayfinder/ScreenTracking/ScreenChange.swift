/// One thing a screen must hear after a refresh of the screen tracker.
@MainActor
enum ScreenChange {
    /// Its view came into the window.
    case appeared(UIViewController)
    /// Its view left the window, but the screen is still in it (covered, or a tab not
    /// selected).
    case disappeared(UIViewController)
    /// It left the window for good (or was released before the refresh saw it go);
    /// `wasVisible`: its view was in the window at the refresh before.
    case left(WeakScreen, wasVisible: Bool)
}

/// What one refresh of the screen tracker found, for the navigator to act on.
@MainActor
struct ScreenRefresh {
    /// What the screens must hear, in order (``ScreenTracker/refresh(from:)``).
    var changes: [ScreenChange] = []
    /// The front controllers, parents first: those whose delegates hold Wayfinder's proxies.
    var front: [UIViewController] = []
    /// What is in the window now, to rid per-controller tables of controllers that left.
    var inWindow = WindowContents(listed: [], covered: [])
    /// Whether any screen known at the refresh before left the window.
    var anyGone = false
}

/// The controllers in the window as of a refresh: those it listed (the front and the covered
/// screens it looked at) and the covered screens of the records.
@MainActor
struct WindowContents: ListedControllers {
    let listed: [UIViewController]
    let covered: Set<ObjectIdentifier>
    /// The listed identities, hashed when there are too many to compare one by one.
    private let listedIDs: Set<ObjectIdentifier>?

    init(listed: [UIViewController], covered: Set<ObjectIdentifier>) {
        self.listed = listed
        self.covered = covered
        self.listedIDs = listed.count > 16 ? Set(listed.lazy.map(ObjectIdentifier.init)) : nil
    }

    func contains(_ id: ObjectIdentifier) -> Bool {
        if covered.contains(id) { return true }
        if let listedIDs { return listedIDs.contains(id) }
        for controller in listed where ObjectIdentifier(controller) == id { return true }
        return false
    }
}
