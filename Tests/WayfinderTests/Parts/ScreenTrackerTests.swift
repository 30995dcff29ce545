import HeadlessUIKit
import Testing

@testable import Wayfinder

/// The screen tracker on its own, without a navigator: each refresh takes a snapshot of the
/// whole window and compares it with the last one; nobody tells it what changed.
@MainActor
@Suite struct ScreenTrackerTests {
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
            case .appeared(let screen): "appeared \(screen.name)"
            case .disappeared(let screen): "disappeared \(screen.name)"
            case .left(let screen, let wasVisible):
                "left \(screen.name)" + (wasVisible ? " (visible)" : "")
            }
        }
        return words
    }

    /// The snapshot's screens, as names; a visible one ends in `*`.
    private func snapshot(_ tracker: ScreenTracker) -> [String] {
        tracker.snapshot.entries.map { $0.screen.name + ($0.isVisible ? "*" : "") }
    }

    @Test func theFirstRefreshTellsTheVisibleScreensAndTakesTheWholeWindow() {
        let navigation = UINavigationController()
        navigation.title = "nav"
        navigation.setViewControllers(["A", "B", "C"].map(screen), animated: false)
        let window = show(navigation)
        var tracker = ScreenTracker()
        #expect(refresh(&tracker, from: navigation) == ["appeared nav", "appeared C"])
        #expect(snapshot(tracker) == ["nav*", "A", "B", "C*"])
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
        #expect(snapshot(tracker) == ["nav*", "A", "B", "C", "D*"])

        navigation.popViewController(animated: false)
        window.headless.runUntilIdle()
        #expect(refresh(&tracker, from: navigation) == ["appeared C", "left D (visible)"])
        #expect(snapshot(tracker) == ["nav*", "A", "B", "C*"])
    }

    @Test func aStackReplacedBelowItsTopIsSeenAtTheNextRefresh() {
        let navigation = UINavigationController()
        let stack = ["A", "B", "C", "D"].map(screen)
        navigation.setViewControllers(stack, animated: false)
        let window = show(navigation)
        var tracker = ScreenTracker()
        _ = refresh(&tracker, from: navigation)
        // Same count and same highest screens: nothing but the snapshot tells it.
        navigation.setViewControllers([screen("X")] + stack.dropFirst(), animated: false)
        window.headless.runUntilIdle()
        #expect(refresh(&tracker, from: navigation) == ["left A"])
        #expect(snapshot(tracker).dropFirst() == ["X", "B", "C", "D*"])
    }

    @Test func aChildEmbeddedInACoveredScreenIsInTheNextSnapshot() {
        let navigation = UINavigationController()
        let stack = ["A", "B"].map(screen)
        navigation.setViewControllers(stack, animated: false)
        let window = show(navigation)
        var tracker = ScreenTracker()
        _ = refresh(&tracker, from: navigation)
        let child = screen("Child")
        stack[0].addChild(child)
        child.didMove(toParent: stack[0])
        #expect(refresh(&tracker, from: navigation) == [])
        #expect(snapshot(tracker).dropFirst() == ["A", "Child", "B*"])
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(refresh(&tracker, from: navigation) == ["left Child"])
        _ = window
    }

    /// Each refresh compares the window with the last snapshot entry by entry and writes only
    /// from the first entry that changed: a change deep inside a long stack, below screens
    /// that did not change, is seen all the same, and the snapshot is the one a tracker with
    /// no history takes.
    @Test func aChangeDeepInsideALongStackIsSeenAndTheSnapshotIsAFreshOnes() {
        let navigation = UINavigationController()
        let stack = (0..<30).map { screen("S\($0)") }
        navigation.setViewControllers(stack, animated: false)
        let window = show(navigation)
        var tracker = ScreenTracker()
        _ = refresh(&tracker, from: navigation)
        func fresh() -> [String] {
            var other = ScreenTracker()
            _ = other.refresh(from: navigation)
            return snapshot(other)
        }
        let child = screen("Child")
        stack[15].addChild(child)
        child.didMove(toParent: stack[15])
        #expect(refresh(&tracker, from: navigation) == [])
        #expect(snapshot(tracker) == fresh())
        #expect(snapshot(tracker)[16...17] == ["S15", "Child"])

        var replaced = stack
        replaced[20] = screen("X")
        navigation.setViewControllers(replaced, animated: false)
        window.headless.runUntilIdle()
        #expect(refresh(&tracker, from: navigation) == ["left S20"])
        #expect(snapshot(tracker) == fresh())

        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(refresh(&tracker, from: navigation) == ["left Child"])
        #expect(snapshot(tracker) == fresh())
        #expect(refresh(&tracker, from: navigation) == [])
    }

    @Test func previousReadsTheStackOfTheSnapshot() {
        let navigation = UINavigationController()
        let stack = ["A", "B", "C"].map(screen)
        navigation.setViewControllers(stack, animated: false)
        let window = show(navigation)
        var tracker = ScreenTracker()
        _ = refresh(&tracker, from: navigation)
        #expect(tracker.snapshot.screen(below: stack[2], in: navigation) == .some(stack[1]))
        #expect(tracker.snapshot.screen(below: stack[1], in: navigation) == .some(stack[0]))
        #expect(tracker.snapshot.screen(below: stack[0], in: navigation) == nil)
        #expect(tracker.snapshot.screen(below: stack[2], in: UINavigationController()) == nil)
        #expect(tracker.snapshot.contains(ObjectIdentifier(stack[1])))
        #expect(!tracker.snapshot.contains(ObjectIdentifier(window)))
    }

    @Test func nothingIsRecordedWhileATransitionRuns() {
        let navigation = UINavigationController()
        navigation.setViewControllers(["A", "B"].map(screen), animated: false)
        let window = show(navigation)
        var tracker = ScreenTracker()
        _ = refresh(&tracker, from: navigation)
        let swipe = navigation.headless.beginInteractivePop()
        #expect(refresh(&tracker, from: navigation) == nil)
        #expect(snapshot(tracker) == ["UINavigationController*", "A", "B*"])
        swipe.cancel()
        window.headless.runUntilIdle()
        #expect(refresh(&tracker, from: navigation) == [])
    }

    /// A `didShow` notes only the screens the last snapshot does not hold (after a pop, none:
    /// the shown screen was below the old top); one pushed and popped again before the next
    /// refresh appears and leaves all the same, and the screen it covered, shown by both
    /// snapshots, disappears and appears again around it (as UIKit called them).
    @Test func aDidShowNotesOnlyScreensTheSnapshotDoesNotHold() {
        let navigation = UINavigationController()
        navigation.title = "nav"
        let stack = ["A", "B", "C"].map(screen)
        navigation.setViewControllers(stack, animated: false)
        let window = show(navigation)
        var tracker = ScreenTracker()
        _ = refresh(&tracker, from: navigation)
        navigation.popViewController(animated: false)
        window.headless.runUntilIdle()
        tracker.noteShown(stack[1], in: navigation)
        #expect(refresh(&tracker, from: navigation) == ["appeared B", "left C (visible)"])

        let passing = screen("D")
        navigation.pushViewController(passing, animated: false)
        window.headless.runUntilIdle()
        tracker.noteShown(passing, in: navigation)
        navigation.popViewController(animated: false)
        window.headless.runUntilIdle()
        tracker.noteShown(stack[1], in: navigation)
        #expect(
            refresh(&tracker, from: navigation) == [
                "appeared D", "disappeared B", "appeared B", "left D (visible)",
            ])
        #expect(snapshot(tracker) == ["nav*", "A", "B*"])
    }
}
