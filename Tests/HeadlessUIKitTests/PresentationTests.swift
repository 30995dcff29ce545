import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// Contract §6: present and dismiss, style by style, chains, and refused calls.
@MainActor
@Suite struct PresentationTests {
    /// A completion that records `name` in the trace.
    private func completion(_ name: String, _ stage: Stage) -> () -> Void {
        { stage.trace.record(name) }
    }

    @Test func fullScreenFromAChildIsPresentedByTheNavigationControllerAndCoversIt() {
        let stage = Stage()
        let nav = stage.showStack("A")
        let a = stage.screen("A")
        let b = stage.controller("B")
        b.modalPresentationStyle = .fullScreen

        a.present(b, animated: true, completion: completion("presented", stage))

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

        stage.screen("B").dismiss(animated: true, completion: completion("dismissed", stage))

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
            a.present(b, animated: true, completion: completion("presented", stage))
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

        stage.screen("B").dismiss(animated: true, completion: completion("dismissed", stage))

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

    @Test func automaticIsPresentedAsAPageSheet() {
        let stage = Stage()
        let a = stage.controller("A")
        stage.show(a)
        let b = stage.controller("B")

        a.present(b, animated: false)

        #expect(b.modalPresentationStyle == .automatic)
        #expect(b.presentationController?.presentationStyle == .pageSheet)
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

        a.present(b, animated: false, completion: completion("presented", stage))
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

        a.dismiss(animated: false, completion: completion("dismissed", stage))
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

        a.dismiss(animated: true, completion: completion("dismissed", stage))

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

        a.dismiss(animated: true, completion: completion("dismissed", stage))

        stage.expectNothingYet()
        stage.runUntilIdle()
        stage.expectTrace(["0.000 dismissed"])
        stage.expectNoDiagnostics()
    }

    // MARK: Refused calls

    @Test func presentingFromAControllerNotInTheWindowIsRecordedAndDoesNothing() {
        let stage = Stage()
        stage.show(stage.controller("A"))
        let offWindow = stage.controller("X")
        let b = stage.controller("B")

        offWindow.present(b, animated: true, completion: completion("presented", stage))
        stage.runUntilIdle()

        expectNoDifference(
            stage.diagnostics,
            [
                #"Attempt to present <ProbedViewController "B"> on <ProbedViewController "X">"#
                    + " whose view is not in the window hierarchy."
            ])
        stage.expectTrace([])
        #expect(offWindow.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
    }

    @Test func presentingFromAControllerThatAlreadyPresentsIsRecordedAndNeverCompletes() {
        let stage = Stage()
        let a = stage.controller("A")
        stage.show(a)
        a.present(stage.controller("B"), animated: true)
        stage.runUntilIdle()
        _ = stage.take()
        let c = stage.controller("C")

        a.present(c, animated: true, completion: completion("presented C", stage))
        stage.runUntilIdle()

        expectNoDifference(
            stage.diagnostics,
            [
                #"Attempt to present <ProbedViewController "C"> on <ProbedViewController "A">"#
                    + #" (from <ProbedViewController "A">) which is already presenting"#
                    + #" <ProbedViewController "B">."#
            ])
        stage.expectTrace([])
        #expect(a.presentedViewController === stage.screen("B"))
        #expect(c.presentingViewController == nil)
    }

    @Test func presentingWhileAPresentationRunsIsDroppedAndNeverCompletes() {
        let stage = Stage()
        let a = stage.controller("A")
        stage.show(a)
        a.present(stage.controller("B"), animated: true)
        stage.advance(by: 0.1)
        _ = stage.take()
        let c = stage.controller("C")

        stage.screen("B").present(c, animated: true, completion: completion("presented C", stage))
        stage.runUntilIdle()

        expectNoDifference(
            stage.diagnostics,
            [
                #"Attempt to present <ProbedViewController "C"> on <ProbedViewController "B">"#
                    + " while a presentation is in progress!"
            ])
        stage.expectTrace(["0.400 B.viewDidAppear(true) [beingPresented]"])
        #expect(stage.screen("B").presentedViewController == nil)
        #expect(c.presentingViewController == nil)
    }

    @Test func dismissingWhileAPresentationRunsIsDroppedAndNeverCompletes() {
        let stage = Stage()
        let a = stage.controller("A")
        stage.show(a)
        a.present(stage.controller("B"), animated: true)
        stage.advance(by: 0.1)
        _ = stage.take()

        a.dismiss(animated: true, completion: completion("dismissed", stage))
        stage.runUntilIdle()

        expectNoDifference(
            stage.diagnostics,
            [
                #"Attempt to dismiss from view controller <ProbedViewController "A"> while a"#
                    + " presentation or dismiss is in progress!"
            ])
        stage.expectTrace(["0.400 B.viewDidAppear(true) [beingPresented]"])
        #expect(a.presentedViewController === stage.screen("B"))
    }

    @Test func dismissingWhileADismissalRunsIsDroppedAndNeverCompletes() {
        let stage = Stage()
        let a = stage.controller("A")
        stage.show(a)
        a.present(stage.controller("B"), animated: true)
        stage.runUntilIdle()
        a.dismiss(animated: true, completion: completion("first dismissal", stage))
        stage.advance(by: 0.1)
        _ = stage.take()

        a.dismiss(animated: true, completion: completion("second dismissal", stage))
        stage.runUntilIdle()

        expectNoDifference(
            stage.diagnostics,
            [
                #"Attempt to dismiss from view controller <ProbedViewController "A"> while a"#
                    + " presentation or dismiss is in progress!"
            ])
        stage.expectTrace([
            "0.400 B.viewDidDisappear(true) [beingDismissed]",
            "0.400 first dismissal",
        ])
        #expect(stage.alive == ["A"])
    }

    @Test func presentingAControllerThatIsAlreadyPresentedIsRecordedAndIgnored() {
        let stage = Stage()
        let a = stage.controller("A")
        stage.show(a)
        a.present(stage.controller("B"), animated: true)
        stage.runUntilIdle()
        let other = Stage(scene: stage.window.windowScene)
        let x = other.controller("X")
        other.show(x)
        _ = stage.take()

        x.present(stage.screen("B"), animated: true, completion: completion("presented", stage))
        stage.runUntilIdle()

        expectNoDifference(
            stage.diagnostics,
            [
                "Application tried to present modally a view controller"
                    + #" <ProbedViewController "B"> that is already being presented by"#
                    + #" <ProbedViewController "A">."#
            ])
        stage.expectTrace([])
        #expect(x.presentedViewController == nil)
        #expect(stage.screen("B").presentingViewController === a)
    }
}
