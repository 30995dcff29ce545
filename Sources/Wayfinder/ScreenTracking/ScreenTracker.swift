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

/// What a navigator knows of its window's screens: the last quiet moment's snapshot, and the
/// refresh that takes the next one and returns what screens must hear (``ScreenDiff``).
/// Nobody tells it what changed: it reads the window, and records nothing while a transition
/// runs (a cancelled swipe's screen is not gone).
@MainActor
struct ScreenTracker {
    /// The window at the last refresh.
    private(set) var snapshot = WindowSnapshot()
    /// The screens' names, each type's made once (for references, commands and events).
    let names = ScreenNames()
    /// Screens that left recently (closing one again is superseded, not an error), until
    /// released or back in the window.
    private var recentlyLeft: [WeakScreen] = []
    /// The consistency check's faults, while it checks (on in debug builds and the fuzzer).
    var faults: [ConsistencyFault] = []
    #if DEBUG
        var checksQuietMoments = true
    #else
        var checksQuietMoments = false
    #endif
    /// Screens a navigation controller's `didShow` reported since the last refresh, for
    /// ``ScreenDiff/passedThrough(_:old:new:into:)``.
    private var shownSinceRefresh: [ScreenDiff.Shown] = []

    /// Notes that a signal saw `screen` shown on top of `navigation`, with the screens below
    /// it and their children the last snapshot does not hold: if the user takes them away
    /// before the next quiet moment (iOS 26), they still appear (the shown one) and leave
    /// (``ScreenDiff/passedThrough(_:old:new:into:)``), and the visible top they covered
    /// disappears and appears again around them, as in UIKit.
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
            shownSinceRefresh.append(
                .init(screen: WeakScreen(controller, names: names), wasVisible: wasVisible))
            noteChildren(of: controller, wasVisible: wasVisible)
        }
    }

    /// Notes the children of `controller` the last snapshot does not hold, parents first.
    private mutating func noteChildren(of controller: UIViewController, wasVisible: Bool) {
        for child in controller.children where !snapshot.contains(ObjectIdentifier(child)) {
            shownSinceRefresh.append(
                .init(screen: WeakScreen(child, names: names), wasVisible: wasVisible))
            noteChildren(of: child, wasVisible: wasVisible)
        }
    }

    /// Takes the snapshot of the window from `root` and returns what the screens must hear
    /// since the last one (compared from the first entry that changed), or `nil`, having
    /// recorded nothing, when a transition runs.
    mutating func refresh(from root: UIViewController?) -> ScreenRefresh? {
        var found = ScreenRefresh()
        guard let (same, rest) = snapshot.walk(from: root, names: names, front: &found.front) else {
            return nil
        }
        var (old, stillShown): ([WindowSnapshot.Entry], [WeakScreen]) = ([], [])
        if same < snapshot.entries.count || !rest.isEmpty {
            old = Array(snapshot.entries[same...])
            stillShown = ScreenDiff.changes(from: old, to: rest, into: &found.changes)
            snapshot.entries.replaceSubrange(same..., with: rest)
        }
        if !shownSinceRefresh.isEmpty {
            let passed = shownSinceRefresh.filter { $0.screen.value?.viewIfLoaded?.window == nil }
            if !passed.isEmpty {
                ScreenDiff.passedThrough(
                    passed, old: Array(snapshot.entries[..<same]) + old, new: snapshot.entries,
                    into: &found.changes)
            }
            shownSinceRefresh.removeAll()
        }
        for screen in stillShown.reversed() {
            snapshot.entries.append(.init(screen: screen, isVisible: false, isFront: true))
        }
        found.anyGone =
            !stillShown.isEmpty
            || found.changes.contains { if case .left = $0 { true } else { false } }
        if !recentlyLeft.isEmpty {
            recentlyLeft.removeAll { $0.value == nil || snapshot.contains($0.id) }
        }
        return found
    }

    /// Notes that `screen` left, until it is released or back in the window at a refresh.
    mutating func noteLeft(_ screen: WeakScreen) { recentlyLeft.append(screen) }

    /// Whether `screen` left recently (``noteLeft(_:)``).
    func hasLeftRecently(_ screen: UIViewController) -> Bool {
        recentlyLeft.contains { $0.value === screen }
    }
}
