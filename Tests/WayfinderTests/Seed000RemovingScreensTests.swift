import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Seed 000: removing screens (Start → Remove → End) from a navigation stack.
@MainActor
@Suite(.navigationChecked) struct Seed000RemovingScreensTests {
    /// Start → Remove → End on screen, pushed through the navigator.
    private func startRemoveEnd() -> (
        NavigatorHarness, start: TracedViewController, nav: TracedNavigationController
    ) {
        let app = NavigatorHarness()
        let start = app.screen("Start")
        let nav = app.navigation(root: start)
        app.setRoot(nav)
        app.navigator.push(app.screen("Remove"))
        app.navigator.push(app.screen("End"))
        app.runUntilIdle()
        app.trace.clear()
        app.records.clear()
        return (app, start, nav)
    }

    @Test func pushRemovingIsOneAnimatedPushThatDropsTheMatchedScreens() {
        let (app, start, nav) = startRemoveEnd()
        let next = app.screen("Next")

        let transition = app.navigator.push(next) { $0.title == "Remove" || $0.title == "End" }
        #expect(nav.viewControllers.map(\.title) == ["Start", "Next"])
        #expect(transition.settlement == nil)
        app.runUntilIdle()

        expectTrace(
            app.trace,
            [
                "Remove.willMove(toParent: nil)",
                "Next.willMove(toParent: nav)",
                "Next.viewDidLoad",
                "End.viewWillDisappear(true) [movingFromParent]",
                "Next.viewWillAppear(true) [movingToParent]",
                "Next.viewIsAppearing(true) [movingToParent]",
                "End.viewDidDisappear(true) [movingFromParent]",
                "Remove.didMove(toParent: nil)",
                "Next.viewDidAppear(true) [movingToParent]",
                "Next.didMove(toParent: nav)",
            ])
        #expect(
            app.records.lines(.uikit) == ["nav.setViewControllers([Start, Next], animated: true)"])
        #expect(transition.settlement == .completed)
        #expect(nav.viewControllers == [start, next])
        #expect(app.diagnostics.isEmpty)
        expectReleased(app.leaks, ["Remove", "End"])
    }

    @Test func removalRequestedDuringThePushWaitsAndIsAppliedWithoutAnimation() {
        let (app, start, nav) = startRemoveEnd()
        let next = app.screen("Next")

        let push = app.navigator.push(next)
        app.advance(by: 0.1)
        let removal = app.navigator.remove { $0.title == "Remove" || $0.title == "End" }
        #expect(nav.viewControllers.map(\.title) == ["Start", "Remove", "End", "Next"])
        app.runUntilIdle()

        expectTrace(
            app.trace,
            [
                "Next.willMove(toParent: nav)",
                "Next.viewDidLoad",
                "End.viewWillDisappear(true)",
                "Next.viewWillAppear(true) [movingToParent]",
                "Next.viewIsAppearing(true) [movingToParent]",
                "End.viewDidDisappear(true)",
                "Next.viewDidAppear(true) [movingToParent]",
                "Next.didMove(toParent: nav)",
                "Remove.willMove(toParent: nil)",
                "End.willMove(toParent: nil)",
                "Remove.didMove(toParent: nil)",
                "End.didMove(toParent: nil)",
            ])
        #expect(push.settlement == .completed)
        #expect(removal.settlement == .completed)
        #expect(nav.viewControllers == [start, next])
        #expect(app.diagnostics.isEmpty)
        expectReleased(app.leaks, ["Remove", "End"])
    }

    @Test func removingTheVisibleTopPopsItWithAnimation() {
        let (app, _, nav) = startRemoveEnd()
        app.navigator.remove { $0.title == "End" }
        app.runUntilIdle()
        expectTrace(
            app.trace,
            [
                "End.willMove(toParent: nil)",
                "End.viewWillDisappear(true) [movingFromParent]",
                "Remove.viewWillAppear(true)",
                "Remove.viewIsAppearing(true)",
                "End.viewDidDisappear(true) [movingFromParent]",
                "End.didMove(toParent: nil)",
                "Remove.viewDidAppear(true)",
            ])
        #expect(nav.viewControllers.map(\.title) == ["Start", "Remove"])
        expectReleased(app.leaks, ["End"])
    }

    @Test func editingViewControllersByHandDuringAPushIsWhatUIKitWarnsAbout() {
        let (app, _, nav) = startRemoveEnd()
        nav.pushViewController(app.screen("Next"), animated: true)
        app.advance(by: 0.1)
        nav.viewControllers = nav.viewControllers.filter {
            $0.title != "Remove" && $0.title != "End"
        }
        app.runUntilIdle()
        #expect(
            app.diagnostics == [
                "Finishing up a navigation transition in an unexpected state. Navigation Bar "
                    + "subview tree might get corrupted."
            ])
        app.expectWarning(containing: "Finishing up a navigation transition in an unexpected state")
    }
}
