import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// Contract §6, interactive dismissal: the swipe-down of a sheet and its delegate.
@MainActor
@Suite struct SheetDismissTests {
    /// A shown `A` presenting the page sheet `B`, whose presentation controller reports to
    /// the returned delegate.
    private func presentSheet(_ stage: Stage) -> PresentationDelegateRecorder {
        let a = stage.controller("A")
        stage.show(a)
        let delegate = PresentationDelegateRecorder(trace: stage.trace)
        let b = stage.controller("B")
        b.presentationController?.delegate = delegate
        a.present(b, animated: true)
        stage.runUntilIdle()
        _ = stage.take()
        return delegate
    }

    @Test func swipeOnASheetThatIsModalInPresentationOnlyReportsTheAttempt() {
        let stage = Stage()
        let delegate = presentSheet(stage)
        stage.screen("B").isModalInPresentation = true

        let swipe = stage.screen("B").headless.beginInteractiveDismiss()
        swipe.update(progress: 0.8)
        swipe.finish()
        stage.runUntilIdle()

        #expect(!swipe.didBegin)
        stage.expectTrace(["0.000 B.presentationControllerDidAttemptToDismiss"])
        #expect(stage.screen("A").presentedViewController === stage.screen("B"))
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    @Test func swipeRefusedByTheDelegateOnlyReportsTheAttempt() {
        let stage = Stage()
        let delegate = presentSheet(stage)
        delegate.allowsDismissal = false

        let swipe = stage.screen("B").headless.beginInteractiveDismiss()
        swipe.finish()
        stage.runUntilIdle()

        #expect(!swipe.didBegin)
        stage.expectTrace([
            "0.000 B.presentationControllerShouldDismiss",
            "0.000 B.presentationControllerDidAttemptToDismiss",
        ])
        #expect(stage.screen("A").presentedViewController === stage.screen("B"))
        stage.expectNoDiagnostics()
    }

    @Test func finishedSwipeDismissesTheSheetAndReleasesIt() {
        let stage = Stage()
        let delegate = presentSheet(stage)

        let swipe = stage.screen("B").headless.beginInteractiveDismiss()

        #expect(swipe.didBegin)
        stage.expectTrace([
            "0.000 B.presentationControllerShouldDismiss",
            "0.000 B.presentationControllerWillDismiss",
            "0.000 B.viewWillDisappear(true) [beingDismissed]",
        ])
        #expect(stage.screen("B").transitionCoordinator?.isInteractive == true)
        swipe.update(progress: 0.5)
        swipe.finish()
        stage.advance(by: 0.249)
        stage.expectNothingYet()
        stage.runUntilIdle()
        stage.expectTrace([
            "0.250 B.viewDidDisappear(true) [beingDismissed]",
            "0.250 B.presentationControllerDidDismiss",
        ])
        #expect(stage.screen("A").presentedViewController == nil)
        #expect(stage.alive == ["A"])
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    @Test func cancelledSwipeBringsTheSheetBackWithoutDidDismiss() {
        let stage = Stage()
        let delegate = presentSheet(stage)
        let swipe = stage.screen("B").headless.beginInteractiveDismiss()
        _ = stage.take()

        swipe.update(progress: 0.3)
        swipe.cancel()
        stage.advance(by: 0.149)
        stage.expectNothingYet()
        stage.runUntilIdle()

        stage.expectTrace([
            "0.150 B.viewWillAppear(true)",
            "0.150 B.viewIsAppearing(true)",
            "0.150 B.viewDidAppear(true)",
        ])
        #expect(stage.screen("A").presentedViewController === stage.screen("B"))
        #expect(stage.screen("B").presentingViewController === stage.screen("A"))
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    @Test func programmaticDismissNeverTellsThePresentationDelegate() {
        let stage = Stage()
        let delegate = presentSheet(stage)

        stage.screen("B").dismiss(animated: true)
        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 B.viewWillDisappear(true) [beingDismissed]",
            "0.500 B.viewDidDisappear(true) [beingDismissed]",
        ])
        #expect(stage.alive == ["A"])
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    @Test func fullScreenCannotBeSwipedDown() {
        let stage = Stage()
        let a = stage.controller("A")
        stage.show(a)
        let delegate = PresentationDelegateRecorder(trace: stage.trace)
        let b = stage.controller("B")
        b.modalPresentationStyle = .fullScreen
        b.presentationController?.delegate = delegate
        a.present(b, animated: false)
        stage.runUntilIdle()
        _ = stage.take()

        let swipe = b.headless.beginInteractiveDismiss()
        stage.runUntilIdle()

        #expect(!swipe.didBegin)
        stage.expectTrace([])
        #expect(a.presentedViewController === b)
        stage.expectNoDiagnostics()
    }
}
