import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// Contract §5: setViewControllers(_:animated:), the viewControllers setter, and changing
/// the stack while a transition runs.
@MainActor
@Suite struct SetViewControllersTests {
    @Test func removingHiddenEntriesUnderTheSameTopSendsOnlyContainmentCallbacks() {
        let stage = Stage()
        let delegate = NavigationDelegateRecorder(trace: stage.trace)
        let nav = stage.showStack("A", "B", "C", delegate: delegate)

        nav.setViewControllers([stage.screen("A"), stage.screen("C")], animated: true)

        #expect(nav.viewControllers.map(traceName) == ["A", "C"])
        stage.expectTrace(["0.000 B.willMove(toParent: nil)"])
        stage.runUntilIdle()
        stage.expectTrace(["0.000 B.didMove(toParent: nil)"])
        #expect(stage.alive == ["A", "nav", "C"])
        stage.expectNoDiagnostics()
    }

    @Test func newTopFromTheOldStackIsOnePopStyleTransition() {
        let stage = Stage()
        let delegate = NavigationDelegateRecorder(trace: stage.trace)
        let nav = stage.showStack("A", "B", "C", delegate: delegate)

        nav.setViewControllers([stage.screen("B")], animated: true)

        #expect(nav.viewControllers.map(traceName) == ["B"])
        stage.expectTrace([
            "0.000 A.willMove(toParent: nil)"
        ])
        stage.advance(by: 0.34)
        stage.expectTrace([
            "0.000 nav.willShow(B, animated: true)",
            "0.000 C.viewWillDisappear(true) [movingFromParent]",
            "0.000 B.viewWillAppear(true)",
            "0.000 B.viewIsAppearing(true)",
        ])
        stage.runUntilIdle()
        stage.expectTrace([
            "0.010 C.viewDidDisappear(true) [movingFromParent]",
            "0.010 A.didMove(toParent: nil)",
            "0.010 B.viewDidAppear(true)",
            "0.010 nav.didShow(B, animated: true)",
        ])
        #expect(stage.alive == ["nav", "B"])
        stage.expectNoDiagnostics()
    }

    @Test func reorderingKeepsTheOldTopInTheStackSoNobodyIsMoving() {
        let stage = Stage()
        let nav = stage.showStack("A", "B")

        nav.setViewControllers([stage.screen("B"), stage.screen("A")], animated: true)

        stage.expectTrace([])
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 B.viewWillDisappear(true)",
            "0.000 A.viewWillAppear(true)",
            "0.000 A.viewIsAppearing(true)",
            "0.350 B.viewDidDisappear(true)",
            "0.350 A.viewDidAppear(true)",
        ])
        #expect(nav.viewControllers.map(traceName) == ["B", "A"])
        stage.expectNoDiagnostics()
    }

    @Test func newTopNotInTheOldStackIsOnePushStyleTransition() {
        let stage = Stage()
        let delegate = NavigationDelegateRecorder(trace: stage.trace)
        let nav = stage.showStack("A", "B", delegate: delegate)

        nav.setViewControllers([stage.screen("A"), stage.controller("C")], animated: true)

        #expect(nav.viewControllers.map(traceName) == ["A", "C"])
        #expect(stage.screen("C").parent === nav)
        stage.expectTrace([
            "0.000 C.willMove(toParent: nav)"
        ])
        stage.advance(by: 0.34)
        stage.expectTrace([
            "0.000 C.viewDidLoad",
            "0.000 nav.willShow(C, animated: true)",
            "0.000 B.viewWillDisappear(true) [movingFromParent]",
            "0.000 C.viewWillAppear(true) [movingToParent]",
            "0.000 C.viewIsAppearing(true) [movingToParent]",
        ])
        stage.runUntilIdle()
        stage.expectTrace([
            "0.010 B.viewDidDisappear(true) [movingFromParent]",
            "0.010 C.viewDidAppear(true) [movingToParent]",
            "0.010 C.didMove(toParent: nav)",
            "0.010 nav.didShow(C, animated: true)",
        ])
        #expect(stage.alive == ["A", "nav", "C"])
        stage.expectNoDiagnostics()
    }

    /// Seed 000: `[Start, Remove, End]` → `[Start, Next]`, animated. The removed old top
    /// (End) gets neither `willMove(toParent: nil)` nor `didMove(toParent: nil)` (rdar
    /// 18002763); the removed hidden entry (Remove) gets both.
    @Test func pushAndRemoveIsOneTransitionFromEndToNextAndReleasesRemoveAndEnd() {
        let stage = Stage()
        let delegate = NavigationDelegateRecorder(trace: stage.trace)
        let nav = stage.showStack("Start", "Remove", "End", delegate: delegate)

        var stack = nav.viewControllers.filter { $0 !== stage.screen("Remove") }
        stack.removeAll { $0 === stage.screen("End") }
        stack.append(stage.controller("Next"))
        nav.setViewControllers(stack, animated: true)
        stack = []

        #expect(nav.viewControllers.map(traceName) == ["Start", "Next"])
        stage.expectTrace([
            "0.000 Remove.willMove(toParent: nil)",
            "0.000 Next.willMove(toParent: nav)",
        ])
        stage.advance(by: 0.34)
        stage.expectTrace([
            "0.000 Next.viewDidLoad",
            "0.000 nav.willShow(Next, animated: true)",
            "0.000 End.viewWillDisappear(true) [movingFromParent]",
            "0.000 Next.viewWillAppear(true) [movingToParent]",
            "0.000 Next.viewIsAppearing(true) [movingToParent]",
        ])
        #expect(stage.alive == ["Start", "nav", "Remove", "End", "Next"])
        stage.runUntilIdle()
        stage.expectTrace([
            "0.010 End.viewDidDisappear(true) [movingFromParent]",
            "0.010 Remove.didMove(toParent: nil)",
            "0.010 Next.viewDidAppear(true) [movingToParent]",
            "0.010 Next.didMove(toParent: nav)",
            "0.010 nav.didShow(Next, animated: true)",
        ])
        #expect(stage.alive == ["Start", "nav", "Next"])
        stage.expectNoDiagnostics()
    }

    @Test func viewControllersSetterIsSetViewControllersWithoutAnimation() {
        let stage = Stage()
        let nav = stage.showStack("A", "B")

        nav.viewControllers = [stage.screen("A"), stage.controller("C")]

        stage.expectTrace([
            "0.000 C.willMove(toParent: nav)"
        ])
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 C.viewDidLoad",
            "0.000 B.viewWillDisappear(false) [movingFromParent]",
            "0.000 C.viewWillAppear(false) [movingToParent]",
            "0.000 C.viewIsAppearing(false) [movingToParent]",
            "0.000 B.viewDidDisappear(false) [movingFromParent]",
            "0.000 C.viewDidAppear(false) [movingToParent]",
            "0.000 C.didMove(toParent: nav)",
        ])
        #expect(stage.alive == ["A", "nav", "C"])
        stage.expectNoDiagnostics()
    }

    @Test func pushDuringARunningPushIsRecordedAndShownWhenTheRunningOneEnds() {
        let stage = Stage()
        let nav = stage.showStack("A")
        nav.pushViewController(stage.controller("B"), animated: true)
        stage.advance(by: 0.1)
        _ = stage.take()

        nav.pushViewController(stage.controller("C"), animated: true)

        expectNoDifference(
            stage.diagnostics, ["nested push animation can result in corrupted navigation bar"])
        #expect(nav.viewControllers.map(traceName) == ["A", "B", "C"])
        stage.advance(by: 0.24)
        #expect(stage.diagnostics.count == 1, "the second line comes when the running one ends")
        stage.advance(by: 0.01)
        expectNoDifference(
            stage.diagnostics,
            [
                "nested push animation can result in corrupted navigation bar",
                "Finishing up a navigation transition in an unexpected state. Navigation Bar"
                    + " subview tree might get corrupted.",
            ])
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 C.willMove(toParent: nav)",
            "0.250 A.viewDidDisappear(true)",
            "0.250 B.viewDidAppear(true) [movingToParent]",
            "0.250 B.didMove(toParent: nav)",
            "0.250 C.viewDidLoad",
            "0.250 B.viewWillDisappear(true)",
            "0.250 C.viewWillAppear(true) [movingToParent]",
            "0.250 C.viewIsAppearing(true) [movingToParent]",
            "0.600 B.viewDidDisappear(true)",
            "0.600 C.viewDidAppear(true) [movingToParent]",
            "0.600 C.didMove(toParent: nav)",
        ])
        #expect(stage.diagnostics.count == 2)
        #expect(stage.alive == ["A", "nav", "B", "C"])
    }

    @Test func popDuringARunningPushIsRecordedAndShownWhenTheRunningOneEnds() {
        let stage = Stage()
        let nav = stage.showStack("A")
        nav.pushViewController(stage.controller("B"), animated: true)
        stage.advance(by: 0.1)
        _ = stage.take()

        #expect(nav.popViewController(animated: true) === stage.screen("B"))

        expectNoDifference(
            stage.diagnostics,
            [
                "Finishing up a navigation transition in an unexpected state. Navigation Bar"
                    + " subview tree might get corrupted."
            ])
        #expect(nav.viewControllers.map(traceName) == ["A"])
        stage.expectTrace(["0.000 B.willMove(toParent: nil)"])
        stage.runUntilIdle()
        stage.expectTrace([
            "0.250 A.viewDidDisappear(true)",
            "0.250 B.viewDidAppear(true) [movingToParent]",
            "0.250 B.viewWillDisappear(true) [movingFromParent]",
            "0.250 A.viewWillAppear(true)",
            "0.250 A.viewIsAppearing(true)",
            "0.600 B.viewDidDisappear(true) [movingFromParent]",
            "0.600 B.didMove(toParent: nil)",
            "0.600 A.viewDidAppear(true)",
        ])
        #expect(stage.alive == ["A", "nav"])
    }

    @Test func setViewControllersDuringARunningTransitionIsRecordedAndAppliedAfterIt() {
        let stage = Stage()
        let nav = stage.showStack("A", "B")
        nav.headless.tapBackButton()
        stage.advance(by: 0.1)
        _ = stage.take()

        nav.setViewControllers([stage.screen("A"), stage.controller("C")], animated: true)

        expectNoDifference(
            stage.diagnostics,
            [
                "Finishing up a navigation transition in an unexpected state. Navigation Bar"
                    + " subview tree might get corrupted."
            ])
        #expect(nav.viewControllers.map(traceName) == ["A", "C"])
        stage.expectTrace(["0.000 C.willMove(toParent: nav)"])
        stage.runUntilIdle()
        stage.expectTrace([
            "0.250 B.viewDidDisappear(true) [movingFromParent]",
            "0.250 B.didMove(toParent: nil)",
            "0.250 A.viewDidAppear(true)",
            "0.250 C.viewDidLoad",
            "0.250 A.viewWillDisappear(true)",
            "0.250 C.viewWillAppear(true) [movingToParent]",
            "0.250 C.viewIsAppearing(true) [movingToParent]",
            "0.600 A.viewDidDisappear(true)",
            "0.600 C.viewDidAppear(true) [movingToParent]",
            "0.600 C.didMove(toParent: nav)",
        ])
        #expect(stage.alive == ["A", "nav", "C"])
    }
}
