import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// Contract §6: the presentations and dismissals UIKit refuses, each with its diagnostic.
@MainActor
@Suite struct RefusedPresentationTests {
    @Test func presentingFromAControllerNotInTheWindowIsRecordedAndDoesNothing() {
        let stage = Stage()
        stage.show(stage.controller("A"))
        let offWindow = stage.controller("X")
        let b = stage.controller("B")

        offWindow.present(b, animated: true, completion: stage.completion("presented"))
        stage.runUntilIdle()

        expectNoDifference(
            stage.diagnostics,
            [
                #"Attempt to present <ProbedViewController "B"> on <ProbedViewController "X">"#
                    + #" (from <ProbedViewController "X">) whose view is not in the window"#
                    + " hierarchy."
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

        a.present(c, animated: true, completion: stage.completion("presented C"))
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

        stage.screen("B").present(c, animated: true, completion: stage.completion("presented C"))
        stage.runUntilIdle()

        expectNoDifference(
            stage.diagnostics,
            [
                #"Attempt to present <ProbedViewController "C"> on <ProbedViewController "B">"#
                    + #" (from <ProbedViewController "B">) while a presentation is in progress."#
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

        a.dismiss(animated: true, completion: stage.completion("dismissed"))
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
        a.dismiss(animated: true, completion: stage.completion("first dismissal"))
        stage.advance(by: 0.1)
        _ = stage.take()

        a.dismiss(animated: true, completion: stage.completion("second dismissal"))
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

        x.present(stage.screen("B"), animated: true, completion: stage.completion("presented"))
        stage.runUntilIdle()

        expectNoDifference(
            stage.diagnostics,
            [
                "*** NSInvalidArgumentException: Application tried to present modally a view"
                    + #" controller <ProbedViewController "B"> that is already being presented by"#
                    + #" <ProbedViewController "A">."#
            ])
        stage.expectTrace([])
        #expect(x.presentedViewController == nil)
        #expect(stage.screen("B").presentingViewController === a)
    }
}

extension RefusedPresentationTests {
    @Test func presentingAnActiveControllerFromWhatItPresentsIsRecordedAndIgnored() {
        let stage = Stage()
        let root = stage.controller("A")
        stage.show(root)
        let b = stage.controller("B")
        b.modalPresentationStyle = .fullScreen
        root.present(b, animated: false)
        stage.runUntilIdle()
        _ = stage.take()

        b.present(root, animated: true, completion: stage.completion("presented A"))
        stage.runUntilIdle()

        #expect(stage.take().isEmpty)
        #expect(root.presentingViewController == nil)
        #expect(b.presentedViewController == nil)
        #expect(
            stage.window.headless.diagnostics == [
                "*** NSInvalidArgumentException: Application tried to present modally an "
                    + "active controller <ProbedViewController \"A\">."
            ])
    }
}
