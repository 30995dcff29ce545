/// One thing a screen must hear after a refresh of the screen tracker.
@MainActor
enum ScreenChange {
    /// Its view came into the window.
    case appeared(WeakScreen)
    /// Its view left the window, but the screen is still in it (covered, or a tab not
    /// selected).
    case disappeared(WeakScreen)
    /// It left the window for good (or was released before the refresh saw it go);
    /// `wasVisible`: its view was in the window at the refresh before.
    case left(WeakScreen, wasVisible: Bool)
}

/// What one refresh of the screen tracker found, for the navigator to act on.
@MainActor
struct ScreenRefresh {
    /// What the screens must hear, in order (``ScreenDiff``).
    var changes: [ScreenChange] = []
    /// The front controllers, parents first: those whose delegates hold Wayfinder's proxies.
    var front: [UIViewController] = []
    /// Whether any screen known at the refresh before is no longer in the window.
    var anyGone = false
}
