import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// Contract §0.1–0.2 and §10: the run loop, the virtual clock and the driver.
@MainActor
@Suite struct RunLoopTests {
    @Test func nothingRunsUntilTheTestTurnsTheLoop() {
        let stage = Stage()
        let nav = stage.showStack("A")

        nav.pushViewController(stage.controller("B"), animated: true)

        #expect(stage.window.headless.hasPendingWork)
        stage.expectTrace(["0.000 B.willMove(toParent: nav)"])
        #expect(stage.window.headless.now == 0)
        stage.expectNoDiagnostics()
    }

    @Test func advanceRunsWhatIsDueInOrderOfDueTimeThenArrivalAndMovesTheClock() {
        let stage = Stage()
        // `UIView.animate` names no view: it uses the run loop that ran last, this one.
        stage.show(stage.controller("A"))

        UIView.animate(withDuration: 0.2, animations: {}) { _ in stage.trace.record("0.2 first") }
        UIView.animate(withDuration: 0.1, animations: {}) { _ in stage.trace.record("0.1 first") }
        UIView.animate(withDuration: 0.1, animations: {}) { _ in stage.trace.record("0.1 second") }

        stage.advance(by: 0.05)
        #expect(stage.window.headless.now == 0.05)
        stage.expectNothingYet()
        stage.advance(by: 0.05)
        expectNoDifference(stage.trace.timedLines, ["0.100 0.1 first", "0.100 0.1 second"])
        stage.runUntilIdle()
        stage.expectTrace([
            "0.100 0.1 first",
            "0.100 0.1 second",
            "0.200 0.2 first",
        ])
        #expect(stage.window.headless.now == 0.2)
        #expect(!stage.window.headless.hasPendingWork)
        stage.expectNoDiagnostics()
    }

    @Test func advanceMovesTheClockEvenWhenNothingIsDue() {
        let stage = Stage()

        stage.advance(by: 1.5)

        #expect(stage.window.headless.now == 1.5)
        #expect(!stage.window.headless.hasPendingWork)
    }

    @Test func runUntilIdleStopsAtTheLastDueWork() {
        let stage = Stage()
        let nav = stage.showStack("A")
        nav.pushViewController(stage.controller("B"), animated: true)
        stage.runUntilIdle()

        stage.screen("B").present(stage.controller("C"), animated: true)
        stage.runUntilIdle()

        #expect(stage.window.headless.now == 0.85)
        #expect(!stage.window.headless.hasPendingWork)
        stage.expectNoDiagnostics()
    }

    @Test func durationsAreTheContractDefaults() {
        #expect(HeadlessBehaviour.navigationDuration == 0.35)
        #expect(HeadlessBehaviour.presentationDuration == 0.5)
        #expect(HeadlessBehaviour.tabSwitchDuration == 0)
    }

    @Test func lazyViewsLoadOnceOnFirstAccess() {
        let stage = Stage()
        let a = stage.controller("A")

        #expect(!a.isViewLoaded)
        #expect(a.viewIfLoaded == nil)
        _ = a.view
        _ = a.view
        a.loadViewIfNeeded()

        #expect(a.isViewLoaded)
        stage.expectTrace(["0.000 A.viewDidLoad"])
    }

    @Test func flagsAreFalseOutsideTheCallbacks() {
        let stage = Stage()
        let nav = stage.showStack("A")
        let b = stage.controller("B")
        b.modalPresentationStyle = .fullScreen

        nav.pushViewController(b, animated: true)
        stage.advance(by: 0.1)
        #expect(!b.isMovingToParent)
        stage.runUntilIdle()
        nav.present(stage.controller("C"), animated: true)
        #expect(!stage.screen("C").isBeingPresented)
        stage.runUntilIdle()
        stage.screen("C").dismiss(animated: true)
        #expect(!stage.screen("C").isBeingDismissed)
        stage.runUntilIdle()
        nav.popViewController(animated: true)
        stage.advance(by: 0.1)
        #expect(!b.isMovingFromParent)
        stage.runUntilIdle()
        stage.expectNoDiagnostics()
    }
}
