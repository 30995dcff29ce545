import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// A run's first step asks the window whether a transition runs, unless nothing but the
/// pass over an unchanged front ran since the queue asked: a screen told it left by the
/// quiet moment before a command may start a transition from its handler.
@MainActor
@Suite(.navigationChecked) struct FirstStepQuietTests {
    @Test func commandWaitsForATransitionAFinishHandlerStartedJustBeforeIt() {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A", "B", "C")
        let sheet = app.screen("S")
        let top = app.screen("T")
        nav.viewControllers[1].onFinish { _ in nav.present(sheet, animated: true) }
        // The app's own edit of a covered screen, which no signal reports: the quiet moment
        // before the next command finds B gone, and B's handler starts a presentation.
        nav.setViewControllers([nav.viewControllers[0], nav.viewControllers[2]], animated: false)
        app.runUntilIdle()
        let present = app.navigator.present(top)
        #expect(present.settlement == nil)
        #expect(app.records.lines(.uikit).isEmpty)

        app.runUntilIdle()
        #expect(present.settlement == .completed)
        #expect(app.records.lines(.uikit) == ["S.present(T, animated: true)"])
        #expect(sheet.presentedViewController === top)
        #expect(app.diagnostics.isEmpty)
        expectReleased(app.leaks, ["B"])
    }
}
