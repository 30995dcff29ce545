import HeadlessUIKit
import Testing

@testable import Wayfinder

/// The screen tracker's walk on its own, without a navigator: the front is walked every
/// time, a navigation stack's covered screens only for what changed since the last walk.
@MainActor
@Suite struct ScreenTrackerTests {
    private func names(_ controllers: [UIViewController]) -> [String] {
        controllers.map(screenName(of:))
    }

    /// A window showing `navigation`, laid out.
    private func show(_ navigation: UINavigationController) -> UIWindow {
        let window = UIWindow(frame: .zero)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.headless.runUntilIdle()
        return window
    }

    /// One refresh from `root`, as words: `appeared A`, `disappeared B`, `left C (visible)`.
    private func refresh(_ tracker: inout ScreenTracker, from root: UIViewController)
        -> [String]?
    {
        guard let found = tracker.refresh(from: root) else { return nil }
        let words = found.changes.map { change in
            switch change {
            case .appeared(let screen): "appeared \(screenName(of: screen))"
            case .disappeared(let screen): "disappeared \(screenName(of: screen))"
            case .left(let screen, let wasVisible):
                "left \(screen.name)" + (wasVisible ? " (visible)" : "")
            }
        }
        tracker.releaseBuffers()
        return words
    }

    private func covered(_ tracker: ScreenTracker, of navigation: UINavigationController)
        -> [String]?
    {
        tracker.stackRecords[ObjectIdentifier(navigation)]?.covered.map(\.screen.name)
    }

    @Test func theFirstRefreshTellsTheVisibleScreensAndRecordsEveryCoveredOne() {
        let navigation = UINavigationController()
        navigation.title = "nav"
        navigation.setViewControllers(["A", "B", "C"].map(screen), animated: false)
        let window = show(navigation)
        var tracker = ScreenTracker()
        #expect(refresh(&tracker, from: navigation) == ["appeared nav", "appeared C"])
        #expect(covered(tracker, of: navigation) == ["A", "B"])
        #expect(tracker.frontScreens.map(\.name) == ["nav", "C"])
        #expect(refresh(&tracker, from: navigation) == [])
        _ = window
    }

    @Test func aPushCoversTheTopAndAPopTellsThatItLeft() {
        let navigation = UINavigationController()
        navigation.title = "nav"
        let stack = ["A", "B", "C"].map(screen)
        navigation.setViewControllers(stack, animated: false)
        let window = show(navigation)
        var tracker = ScreenTracker()
        _ = refresh(&tracker, from: navigation)

        navigation.pushViewController(screen("D"), animated: false)
        window.headless.runUntilIdle()
        #expect(refresh(&tracker, from: navigation) == ["appeared D", "disappeared C"])
        #expect(covered(tracker, of: navigation) == ["A", "B", "C"])

        navigation.popViewController(animated: false)
        window.headless.runUntilIdle()
        #expect(refresh(&tracker, from: navigation) == ["appeared C", "left D (visible)"])
        #expect(covered(tracker, of: navigation) == ["A", "B"])
        #expect(tracker.frontScreens.map(\.name) == ["nav", "C"])
    }

    @Test func aStackReplacedBelowItsTopIsSeenOnlyWhenTheTrackerIsTold() {
        let navigation = UINavigationController()
        let stack = ["A", "B", "C", "D"].map(screen)
        navigation.setViewControllers(stack, animated: false)
        let window = show(navigation)
        var tracker = ScreenTracker()
        _ = refresh(&tracker, from: navigation)
        // Same count and same two highest covered screens: taken as unchanged.
        navigation.setViewControllers([screen("X")] + stack.dropFirst(), animated: false)
        window.headless.runUntilIdle()
        #expect(refresh(&tracker, from: navigation) == [])
        #expect(covered(tracker, of: navigation) == ["A", "B", "C"])

        tracker.stackWasReplaced(in: navigation)
        #expect(refresh(&tracker, from: navigation) == ["left A"])
        #expect(covered(tracker, of: navigation) == ["X", "B", "C"])
    }

    @Test func nothingIsRecordedWhileATransitionRuns() {
        let navigation = UINavigationController()
        navigation.setViewControllers(["A", "B"].map(screen), animated: false)
        let window = show(navigation)
        var tracker = ScreenTracker()
        _ = refresh(&tracker, from: navigation)
        let swipe = navigation.headless.beginInteractivePop()
        #expect(refresh(&tracker, from: navigation) == nil)
        #expect(covered(tracker, of: navigation) == ["A"])
        swipe.cancel()
        window.headless.runUntilIdle()
        #expect(refresh(&tracker, from: navigation) == [])
        _ = window
    }
}
