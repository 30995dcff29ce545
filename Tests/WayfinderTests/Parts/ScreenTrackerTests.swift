import HeadlessUIKit
import Testing

@testable import Wayfinder

/// The screen tracker's walk on its own, without a navigator: the front is walked every
/// time, a navigation stack's covered screens only for what changed since the last walk.
@MainActor
@Suite struct ScreenTrackerTests {
    private func screen(_ title: String) -> UIViewController {
        let screen = UIViewController()
        screen.title = title
        return screen
    }

    private func names(_ controllers: [UIViewController]) -> [String] {
        controllers.map(screenName(of:))
    }

    /// One quiet moment's walk from `root`, with nothing visible afterwards.
    private func walk(_ tracker: inout ScreenTracker, from root: UIViewController)
        -> Navigator.Look
    {
        tracker.quietMoments += 1
        var look = Navigator.Look()
        tracker.walk(root, into: &look)
        tracker.noteFirstVisible([])
        return look
    }

    @Test func theFirstWalkLooksAtEveryCoveredScreenAndRecordsThem() {
        let navigation = UINavigationController()
        navigation.title = "nav"
        navigation.setViewControllers(["A", "B", "C"].map(screen), animated: false)
        var tracker = ScreenTracker()
        let look = walk(&tracker, from: navigation)
        #expect(names(look.listed) == ["nav", "A", "B", "C"])
        #expect(names(look.front) == ["nav", "C"])
        #expect(look.added.map(\.screen.name) == ["A", "B"])
        let record = tracker.stackRecords[ObjectIdentifier(navigation)]
        #expect(record?.covered.map(\.screen.name) == ["A", "B"])
    }

    @Test func afterAPushOnlyTheScreenJustCoveredIsLookedAtAndAfterAPopOnlyItIsDropped() {
        let navigation = UINavigationController()
        navigation.title = "nav"
        let stack = ["A", "B", "C"].map(screen)
        navigation.setViewControllers(stack, animated: false)
        var tracker = ScreenTracker()
        _ = walk(&tracker, from: navigation)

        navigation.setViewControllers(stack + [screen("D")], animated: false)
        let afterPush = walk(&tracker, from: navigation)
        #expect(names(afterPush.listed) == ["nav", "C", "D"])
        #expect(afterPush.added.map(\.screen.name) == ["C"])
        #expect(afterPush.dropped.isEmpty)

        navigation.setViewControllers(stack, animated: false)
        let afterPop = walk(&tracker, from: navigation)
        #expect(names(afterPop.listed) == ["nav", "C"])
        #expect(afterPop.added.isEmpty)
        #expect(
            afterPop.dropped[ObjectIdentifier(navigation)]?.map(\.screen.name) == ["C"])
        let record = tracker.stackRecords[ObjectIdentifier(navigation)]
        #expect(record?.covered.map(\.screen.name) == ["A", "B"])
    }

    @Test func anUnchangedStackIsNotLookedAtUnlessCoveredScreensMayHaveChanged() {
        let navigation = UINavigationController()
        navigation.setViewControllers(["A", "B", "C"].map(screen), animated: false)
        var tracker = ScreenTracker()
        _ = walk(&tracker, from: navigation)
        #expect(walk(&tracker, from: navigation).added.isEmpty)
        tracker.coveredScreensChanged = true
        #expect(walk(&tracker, from: navigation).added.map(\.screen.name) == ["A", "B"])
    }
}
