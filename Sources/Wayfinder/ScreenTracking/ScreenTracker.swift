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
    /// Screens that left recently; closing one again is superseded, not an error. Kept until
    /// released or back in the window.
    var recentlyLeft: [WeakScreen] = []
    /// Where a quiet moment's snapshot disagreed with a full walk of the window; reported by
    /// `Navigator.consistencyFaults()`.
    var faults: [ConsistencyFault] = []
    #if DEBUG
        /// Whether each refresh is checked against an independent walk of the window.
        var checksQuietMoments = true
    #else
        var checksQuietMoments = false
    #endif
    /// The buffers of the refresh before the last, reused, so that a refresh makes new ones
    /// only when the window grew.
    private var spare = WindowSnapshot()
    private var spareFront: [UIViewController] = []
    private var spareChanges: [ScreenChange] = []
    /// Screens a navigation controller's `didShow` reported since the last refresh, for
    /// ``ScreenDiff/passedThrough(_:old:new:into:isShown:)``.
    private var shownSinceRefresh: [ScreenDiff.Shown] = []

    /// Notes that a signal saw `screen` shown on top of `navigation`, with the screens below
    /// it that the last snapshot does not hold: if the user takes them away again before the
    /// next quiet moment (iOS 26's interruptions), they still appear (the shown one) and
    /// leave.
    ///
    /// The screens they embed came and went with them (a container's children appear and
    /// disappear with it): they are noted too, right after their parent, so that they appear
    /// after it.
    mutating func noteShown(_ screen: UIViewController, in navigation: UINavigationController) {
        for controller in navigation.viewControllers.reversed() {
            if snapshot.contains(ObjectIdentifier(controller)) { break }
            let wasVisible = controller === screen
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
        guard WindowSnapshot.take(of: root, reusing: snapshot, into: &spare, front: &spareFront)
        else {
            spare.entries.removeAll(keepingCapacity: true)  // holds no screen meanwhile
            spareFront.removeAll(keepingCapacity: true)
            return nil
        }
        var changes = spareChanges
        spareChanges = []
        changes.removeAll(keepingCapacity: true)
        let stillShown = ScreenDiff.changes(
            from: snapshot.entries, to: spare.entries, into: &changes)
        if !shownSinceRefresh.isEmpty {
            ScreenDiff.passedThrough(
                shownSinceRefresh, old: snapshot.entries, new: spare.entries, into: &changes)
            shownSinceRefresh.removeAll(keepingCapacity: true)
        }
        for screen in stillShown.reversed() {
            spare.entries.append(.init(screen: screen, isVisible: false, isFront: true))
        }
        swap(&snapshot, &spare)
        spare.entries.removeAll(keepingCapacity: true)
        let anyGone = changes.contains {
            if case .left = $0 { true } else { false }
        }
        return ScreenRefresh(
            changes: changes, front: spareFront, anyGone: anyGone || !stillShown.isEmpty)
    }

    /// Lets go of the front controllers of the last refresh, keeping the buffer's room.
    /// Called once the navigator is done with that refresh's result.
    mutating func releaseBuffers(of refresh: consuming ScreenRefresh) {
        spareFront = []
        swap(&spareFront, &refresh.front)
        spareFront.removeAll(keepingCapacity: true)
        swap(&spareChanges, &refresh.changes)
        spareChanges.removeAll(keepingCapacity: true)
    }
}
