import CustomDump
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Whole ordered traces, with virtual times, of the seed scenarios done with Wayfinder: the
/// UIKit callbacks, and where Wayfinder's own events fall among them.
@MainActor
@Suite(.navigationChecked) struct GoldenTraceTests {
    @Test func seed003CancelledSwipeThenBackTap() {
        let app = NavigatorHarness()
        let (nav, screens) = app.stack("A", "B")
        screens[1].onFinish { app.trace.record("B.onFinish(\($0))") }
        _ = consume screens

        let swipe = nav.headless.beginInteractivePop()
        swipe.update(progress: 0.5)
        swipe.cancel()
        app.runUntilIdle()
        nav.headless.tapBackButton()
        app.runUntilIdle()

        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 B.willMove(toParent: nil)",
                "0.000 B.viewWillDisappear(true) [movingFromParent]",
                "0.000 A.viewWillAppear(true)",
                "0.000 A.viewIsAppearing(true)",
                "0.175 A.viewWillDisappear(true)",
                "0.175 A.viewDidDisappear(true)",
                "0.175 B.viewWillAppear(true) [movingToParent]",
                "0.175 B.viewIsAppearing(true) [movingToParent]",
                "0.175 B.viewDidAppear(true) [movingToParent]",
                "0.175 B.willMove(toParent: nil)",
                "0.175 B.viewWillDisappear(true) [movingFromParent]",
                "0.175 A.viewWillAppear(true)",
                "0.175 A.viewIsAppearing(true)",
                "0.525 B.viewDidDisappear(true) [movingFromParent]",
                "0.525 B.didMove(toParent: nil)",
                "0.525 A.viewDidAppear(true)",
                "0.525 B.onFinish(backButton)",
            ])
        #expect(app.diagnostics.isEmpty)
    }

    @Test func seed004PushedPickerFinishesWithAResult() {
        let app = NavigatorHarness()
        _ = app.stack("A")
        do {
            let picker = ColorPicker("Picker", trace: app.trace)
            app.leaks.track(picker, "Picker")
            app.navigator.push(picker) { app.trace.record("outcome \($0)") }
            app.runUntilIdle()
            picker.finish(with: "red")
        }
        app.runUntilIdle()

        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 Picker.willMove(toParent: nav)",
                "0.000 Picker.viewDidLoad",
                "0.000 A.viewWillDisappear(true)",
                "0.000 Picker.viewWillAppear(true) [movingToParent]",
                "0.000 Picker.viewIsAppearing(true) [movingToParent]",
                "0.350 A.viewDidDisappear(true)",
                "0.350 Picker.viewDidAppear(true) [movingToParent]",
                "0.350 Picker.didMove(toParent: nav)",
                "0.350 Picker.willMove(toParent: nil)",
                "0.350 Picker.viewWillDisappear(true) [movingFromParent]",
                "0.350 A.viewWillAppear(true)",
                "0.350 A.viewIsAppearing(true)",
                "0.700 Picker.viewDidDisappear(true) [movingFromParent]",
                "0.700 Picker.didMove(toParent: nil)",
                "0.700 A.viewDidAppear(true)",
                "0.700 outcome finished(red)",
            ])
        #expect(
            app.records.lines(.uikit) == [
                "nav.pushViewController(Picker, animated: true)",
                "nav.popViewController(animated: true)",
            ])
    }

    @Test func seed002PresentOnTopOfAPresentation() {
        let app = NavigatorHarness()
        _ = app.stack("A")
        do {
            let first = app.screen("First")
            let second = app.screen("Second")
            second.modalPresentationStyle = .fullScreen
            app.navigator.present(first)
            app.navigator.present(second)
            app.runUntilIdle()
            #expect(app.navigator.topmost === second)
            app.navigator.dismissAll()
        }
        app.runUntilIdle()
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 First.viewDidLoad",
                "0.000 First.viewWillAppear(true) [beingPresented]",
                "0.000 First.viewIsAppearing(true) [beingPresented]",
                "0.500 First.viewDidAppear(true) [beingPresented]",
                "0.500 Second.viewDidLoad",
                "0.500 First.viewWillDisappear(true)",
                "0.500 Second.viewWillAppear(true) [beingPresented]",
                "0.500 Second.viewIsAppearing(true) [beingPresented]",
                "1.000 Second.viewDidAppear(true) [beingPresented]",
                "1.000 First.viewDidDisappear(true)",
                "1.000 Second.viewWillDisappear(true) [beingDismissed]",
                "1.500 Second.viewDidDisappear(true) [beingDismissed]",
            ])
        #expect(app.diagnostics.isEmpty)
    }
}
