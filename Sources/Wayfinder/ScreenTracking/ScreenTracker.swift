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

/// What a navigator knows of the screens in its window: the snapshot of the last quiet
/// moment (``WindowSnapshot``), and the one refresh that takes the next and returns what
/// each screen must hear (``ScreenDiff``). Nobody tells it what changed: it reads the window.
///
/// A refresh is made only when no transition runs: a screen in the middle of a cancelled
/// swipe must never count as gone. The walk asks each front controller for a transition
/// coordinator before it reads anything else of it, and records nothing when one has.
@MainActor
struct ScreenTracker {
    /// The window at the last refresh.
    private(set) var snapshot = WindowSnapshot()
    /// The snapshot before it, whose room the next refresh reuses.
    private var spare = WindowSnapshot()
    /// Screens that left recently; closing one again is superseded, not an error. Kept until
    /// released or back in the window.
    private var recentlyLeft: [WeakScreen] = []
    /// Where a quiet moment's snapshot disagreed with a full walk of the window, while
    /// `checksQuietMoments` (on in debug builds and in the fuzzer).
    var faults: [ConsistencyFault] = []
    #if DEBUG
        var checksQuietMoments = true
    #else
        var checksQuietMoments = false
    #endif
    /// Screens a navigation controller's `didShow` reported since the last refresh, for
    /// ``ScreenDiff/passedThrough(_:old:new:into:isShown:)``.
    private var shownSinceRefresh: [ScreenDiff.Shown] = []

    /// Notes that a signal saw `screen` shown on top of `navigation`, with the screens below
    /// it that the last snapshot does not hold (a push's new screens; none after a pop): if
    /// the user takes them away again before the next quiet moment (iOS 26's interruptions),
    /// they still appear (the shown one) and leave.
    ///
    /// The screens they embed came and went with them (a container's children appear and
    /// disappear with it): they are noted too, right after their parent, so that they appear
    /// after it.
    ///
    /// The shown screen keeps the one it covered (the top screen of the last snapshot below
    /// it, when visible): if both snapshots show that one, it still disappears and appears
    /// again around the shown screen's passage, as UIKit called it.
    mutating func noteShown(_ screen: UIViewController, in navigation: UINavigationController) {
        var shownIndex: Int?
        for controller in navigation.viewControllers.reversed() {
            let id = ObjectIdentifier(controller)
            if snapshot.contains(id) {
                if let shownIndex {
                    shownSinceRefresh[shownIndex].covered =
                        snapshot.entries.last { $0.id == id && $0.isVisible }?.screen
                }
                break
            }
            let wasVisible = controller === screen
            if wasVisible { shownIndex = shownSinceRefresh.count }
            shownSinceRefresh.append(.init(screen: WeakScreen(controller), wasVisible: wasVisible))
            noteChildren(of: controller, wasVisible: wasVisible)
        }
    }

    /// Notes the children of `controller` the last snapshot does not hold, parents first.
    private mutating func noteChildren(of controller: UIViewController, wasVisible: Bool) {
        for child in controller.children where !snapshot.contains(ObjectIdentifier(child)) {
            shownSinceRefresh.append(.init(screen: WeakScreen(child), wasVisible: wasVisible))
            noteChildren(of: child, wasVisible: wasVisible)
        }
    }

    /// Takes the snapshot of the window whose root is `root` and returns what the screens
    /// must hear going from the last one to it, or `nil`, having recorded nothing, when a
    /// transition runs.
    mutating func refresh(from root: UIViewController?) -> ScreenRefresh? {
        var found = ScreenRefresh()
        guard spare.take(of: root, reusing: snapshot, front: &found.front) else {
            spare.entries.removeAll(keepingCapacity: true)  // holds no screen meanwhile
            return nil
        }
        let stillShown = ScreenDiff.changes(
            from: snapshot.entries, to: spare.entries, into: &found.changes)
        if !shownSinceRefresh.isEmpty {
            ScreenDiff.passedThrough(
                shownSinceRefresh, old: snapshot.entries, new: spare.entries,
                into: &found.changes)
            shownSinceRefresh.removeAll()
        }
        for screen in stillShown.reversed() {
            spare.entries.append(.init(screen: screen, isVisible: false, isFront: true))
        }
        swap(&snapshot, &spare)
        spare.entries.removeAll(keepingCapacity: true)
        found.anyGone =
            !stillShown.isEmpty
            || found.changes.contains { if case .left = $0 { true } else { false } }
        if !recentlyLeft.isEmpty {
            recentlyLeft.removeAll { $0.value == nil || snapshot.contains($0.id) }
        }
        return found
    }

    /// Notes that `screen` left (told by the navigator), until it is released or back in
    /// the window at a refresh.
    mutating func noteLeft(_ screen: WeakScreen) { recentlyLeft.append(screen) }

    /// Whether `screen` left recently (``noteLeft(_:)``).
    func hasLeftRecently(_ screen: UIViewController) -> Bool {
        recentlyLeft.contains { $0.value === screen }
    }
}
