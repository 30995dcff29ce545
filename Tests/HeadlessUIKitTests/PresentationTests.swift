import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// Contract §6: present and dismiss, style by style, and chains.
@MainActor
@Suite struct PresentationTests {
    @Test func fullScreenFromAChildIsPresentedByTheNavigationControllerAndCoversIt() {
        let stage = Stage()
        let nav = stage.showStack("A")
        let a = stage.screen("A")
        let b = stage.controller("B")
        b.modalPresentationStyle = .fullScreen

        a.present(b, animated: true, completion: stage.completion("presented"))

        #expect(a.presentedViewController === b)
        #expect(nav.presentedViewController === b)
        #expect(b.presentingViewController === nav)
        #expect(b.presentationController?.presentingViewController === nav)
        stage.expectTrace([
            "0.000 B.viewDidLoad",
            "0.000 nav.viewWillDisappear(true)",
            "0.000 A.viewWillDisappear(true)",
            "0.000 B.viewWillAppear(true) [beingPresented]",
            "0.000 B.viewIsAppearing(true) [beingPresented]",
        ])
        stage.advance(by: 0.49)
        stage.expectNothingYet()
        stage.runUntilIdle()
        stage.expectTrace([
            "0.500 B.viewDidAppear(true) [beingPresented]",
            "0.500 nav.viewDidDisappear(true)",
            "0.500 A.viewDidDisappear(true)",
            "0.500 presented",
        ])
        #expect(!b.isBeingPresented)
        stage.expectNoDiagnostics()
    }

    @Test func dismissingAFullScreenBringsThePresenterBackAndReleasesThePresented() {
        let stage = Stage()
        let nav = stage.showStack("A")
        let a = stage.screen("A")
        do {
            let b = stage.controller("B")
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: true)
            stage.runUntilIdle()
            _ = stage.take()
        }

        stage.screen("B").dismiss(animated: true, completion: stage.completion("dismissed"))

        #expect(a.presentedViewController === stage.screen("B"), "links stay until the end")
        #expect(stage.screen("B").presentingViewController === nav)
        stage.expectTrace([
            "0.000 B.viewWillDisappear(true) [beingDismissed]",
            "0.000 nav.viewWillAppear(true)",
            "0.000 A.viewWillAppear(true)",
            "0.000 nav.viewIsAppearing(true)",
            "0.000 A.viewIsAppearing(true)",
        ])
        stage.advance(by: 0.49)
        stage.expectNothingYet()
        stage.runUntilIdle()
        stage.expectTrace([
            "0.500 nav.viewDidAppear(true)",
            "0.500 A.viewDidAppear(true)",
            "0.500 B.viewDidDisappear(true) [beingDismissed]",
            "0.500 dismissed",
        ])
        #expect(a.presentedViewController == nil)
        #expect(nav.presentedViewController == nil)
        #expect(stage.alive == ["A", "nav"])
        stage.expectNoDiagnostics()
    }

    @Test(arguments: [UIModalPresentationStyle.pageSheet, .formSheet, .automatic, .overFullScreen])
    func presenterOfASheetOrOverFullScreenGetsNoAppearanceCallbacks(
        style: UIModalPresentationStyle
    ) {
        let stage = Stage()
        let nav = stage.showStack("A")
        let a = stage.screen("A")
        do {
            let b = stage.controller("B")
            b.modalPresentationStyle = style
            a.present(b, animated: true, completion: stage.completion("presented"))
            #expect(b.presentingViewController === nav)
        }
        #expect(a.presentedViewController === stage.screen("B"))
        stage.expectTrace([
            "0.000 B.viewDidLoad",
            "0.000 B.viewWillAppear(true) [beingPresented]",
            "0.000 B.viewIsAppearing(true) [beingPresented]",
        ])
        stage.advance(by: 0.49)
        stage.expectNothingYet()
        stage.runUntilIdle()
        stage.expectTrace([
            "0.500 B.viewDidAppear(true) [beingPresented]",
            "0.500 presented",
        ])

        stage.screen("B").dismiss(animated: true, completion: stage.completion("dismissed"))

        stage.expectTrace(["0.000 B.viewWillDisappear(true) [beingDismissed]"])
        stage.advance(by: 0.49)
        stage.expectNothingYet()
        stage.runUntilIdle()
        stage.expectTrace([
            "0.500 B.viewDidDisappear(true) [beingDismissed]",
            "0.500 dismissed",
        ])
        #expect(a.presentedViewController == nil)
        #expect(stage.alive == ["A", "nav"])
        stage.expectNoDiagnostics()
    }

    @Test func automaticReadsBackAndIsPresentedAsAFormSheet() {
        let stage = Stage()
        let a = stage.controller("A")
        stage.show(a)
        let b = stage.controller("B")
        b.modalPresentationStyle = .automatic
        // UIViewController.h: "reading it will always return a concrete presentation style"
        // (formSheet on iOS 18).
        #expect(b.modalPresentationStyle == HeadlessBehaviour.automaticPresentationStyle)

        a.present(b, animated: false)

        #expect(b.modalPresentationStyle == .formSheet)
        #expect(b.presentationController?.presentationStyle == .formSheet)
        #expect(b.sheetPresentationController != nil)
        stage.runUntilIdle()
        stage.expectNoDiagnostics()
    }

    @Test(arguments: [UIModalPresentationStyle.currentContext, .overCurrentContext])
    func contextStylesArePresentedByTheControllerThatDefinesTheContext(
        style: UIModalPresentationStyle
    ) {
        let stage = Stage()
        let nav = stage.showStack("A")
        let a = stage.screen("A")
        a.definesPresentationContext = true
        let covers = style == .currentContext
        do {
            let b = stage.controller("B")
            b.modalPresentationStyle = style
            a.present(b, animated: true)
            #expect(b.presentingViewController === a)
        }
        #expect(a.presentedViewController === stage.screen("B"))
        #expect(nav.presentedViewController == nil)
        stage.expectTrace(
            [
                "0.000 B.viewDidLoad"
            ] + (covers ? ["0.000 A.viewWillDisappear(true)"] : []) + [
                "0.000 B.viewWillAppear(true) [beingPresented]",
                "0.000 B.viewIsAppearing(true) [beingPresented]",
            ])
        stage.runUntilIdle()
        stage.expectTrace(
            ["0.500 B.viewDidAppear(true) [beingPresented]"]
                + (covers ? ["0.500 A.viewDidDisappear(true)"] : []))

        a.dismiss(animated: true)

        stage.expectTrace(
            ["0.000 B.viewWillDisappear(true) [beingDismissed]"]
                + (covers
                    ? ["0.000 A.viewWillAppear(true)", "0.000 A.viewIsAppearing(true)"] : []))
        stage.runUntilIdle()
        stage.expectTrace(
            (covers ? ["0.500 A.viewDidAppear(true)"] : [])
                + ["0.500 B.viewDidDisappear(true) [beingDismissed]"])
        #expect(a.presentedViewController == nil)
        #expect(stage.alive == ["A", "nav"])
        stage.expectNoDiagnostics()
    }

    @Test func presentAndDismissWithoutAnimationEndOnTheNextTurn() {
        let stage = Stage()
        let a = stage.controller("A")
        stage.show(a)
        let b = stage.controller("B")
        b.modalPresentationStyle = .fullScreen

        a.present(b, animated: false, completion: stage.completion("presented"))
        stage.expectTrace([
            "0.000 B.viewDidLoad",
            "0.000 A.viewWillDisappear(false)",
            "0.000 B.viewWillAppear(false) [beingPresented]",
            "0.000 B.viewIsAppearing(false) [beingPresented]",
        ])
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 B.viewDidAppear(false) [beingPresented]",
            "0.000 A.viewDidDisappear(false)",
            "0.000 presented",
        ])

        a.dismiss(animated: false, completion: stage.completion("dismissed"))
        stage.expectTrace([
            "0.000 B.viewWillDisappear(false) [beingDismissed]",
            "0.000 A.viewWillAppear(false)",
            "0.000 A.viewIsAppearing(false)",
        ])
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 A.viewDidAppear(false)",
            "0.000 B.viewDidDisappear(false) [beingDismissed]",
            "0.000 dismissed",
        ])
        #expect(stage.window.headless.now == 0)
        stage.expectNoDiagnostics()
    }

    @Test func dismissingFromTheBottomOfAChainAnimatesOnlyTheTopAndCompletesOnce() {
        let stage = Stage()
        let a = stage.controller("A")
        stage.show(a)
        do {
            let b = stage.controller("B")
            let c = stage.controller("C")
            b.modalPresentationStyle = .fullScreen
            c.modalPresentationStyle = .fullScreen
            a.present(b, animated: true)
            stage.runUntilIdle()
            b.present(c, animated: true)
            stage.runUntilIdle()
            #expect(b.presentedViewController === c)
            #expect(c.presentingViewController === b)
            _ = stage.take()
        }

        a.dismiss(animated: true, completion: stage.completion("dismissed"))

        stage.expectTrace([
            "0.000 C.viewWillDisappear(true) [beingDismissed]",
            "0.000 A.viewWillAppear(true)",
            "0.000 A.viewIsAppearing(true)",
        ])
        stage.runUntilIdle()
        stage.expectTrace([
            "0.500 A.viewDidAppear(true)",
            "0.500 C.viewDidDisappear(true) [beingDismissed]",
            "0.500 dismissed",
        ])
        #expect(a.presentedViewController == nil)
        #expect(stage.alive == ["A"])
        stage.expectNoDiagnostics()
    }

    @Test func dismissOnTheMiddleOfAChainDismissesWhatItPresents() {
        let stage = Stage()
        let a = stage.controller("A")
        stage.show(a)
        let b = stage.controller("B")
        do {
            let c = stage.controller("C")
            b.modalPresentationStyle = .fullScreen
            c.modalPresentationStyle = .fullScreen
            a.present(b, animated: true)
            stage.runUntilIdle()
            b.present(c, animated: true)
            stage.runUntilIdle()
            _ = stage.take()
        }

        b.dismiss(animated: true)
        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 C.viewWillDisappear(true) [beingDismissed]",
            "0.000 B.viewWillAppear(true)",
            "0.000 B.viewIsAppearing(true)",
            "0.500 B.viewDidAppear(true)",
            "0.500 C.viewDidDisappear(true) [beingDismissed]",
        ])
        #expect(a.presentedViewController === b)
        #expect(b.presentedViewController == nil)
        #expect(stage.alive == ["A", "B"])
        stage.expectNoDiagnostics()
    }

    @Test func dismissWithNothingToDismissRunsItsCompletionOnTheNextTurn() {
        let stage = Stage()
        let a = stage.controller("A")
        stage.show(a)

        a.dismiss(animated: true, completion: stage.completion("dismissed"))

        stage.expectNothingYet()
        stage.runUntilIdle()
        stage.expectTrace(["0.000 dismissed"])
        stage.expectNoDiagnostics()
    }
}
