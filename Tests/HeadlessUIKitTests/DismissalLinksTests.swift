import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// Contract §0.1: while a dismissal runs and in its will-callbacks the presented/presenting
/// links are set; in its did-callbacks and its completion they are `nil` (microsoft/WinObjC
/// #2114 / PR #2195, aligned with iOS).
@MainActor
@Suite struct DismissalLinksTests {
    /// Records, from inside `name`'s callbacks, the links UIKit reports.
    private func probeLinks(of name: String, _ stage: Stage) {
        stage.screen(name).probe = { vc, line in
            stage.probes.record(
                "\(line): presenting=\(traceName(of: vc.presentingViewController))"
                    + " presented=\(traceName(of: vc.presentedViewController))")
        }
    }

    @Test func fullScreenDismissalClearsTheLinksBeforeTheDidCallbacks() {
        let stage = Stage()
        let nav = stage.showStack("A")
        do {
            let b = stage.controller("B")
            b.modalPresentationStyle = .fullScreen
            stage.screen("A").present(b, animated: true)
            stage.runUntilIdle()
            _ = stage.take()
        }
        probeLinks(of: "A", stage)
        probeLinks(of: "B", stage)

        stage.screen("B").dismiss(animated: true) { [weak nav] in
            stage.probes.record(
                "completion: presented=\(traceName(of: nav?.presentedViewController))")
        }

        #expect(nav.presentedViewController === stage.screen("B"), "set while it runs")
        stage.runUntilIdle()
        stage.expectProbes([
            "B.viewWillDisappear(true) [beingDismissed]: presenting=nav presented=nil",
            "A.viewWillAppear(true): presenting=nil presented=B",
            "A.viewIsAppearing(true): presenting=nil presented=B",
            "A.viewDidAppear(true): presenting=nil presented=nil",
            "B.viewDidDisappear(true) [beingDismissed]: presenting=nil presented=nil",
            "completion: presented=nil",
        ])
        #expect(stage.alive == ["A", "nav"])
        stage.expectNoDiagnostics()
    }

    @Test func sheetSwipedDownClearsTheLinksBeforeItsViewDidDisappear() {
        let stage = Stage()
        let a = stage.controller("A")
        stage.show(a)
        a.present(stage.controller("Sheet"), animated: true)
        stage.runUntilIdle()
        _ = stage.take()
        probeLinks(of: "Sheet", stage)

        let swipe = stage.screen("Sheet").headless.beginInteractiveDismiss()
        swipe.update(progress: 0.5)
        #expect(a.presentedViewController === stage.screen("Sheet"), "set during the swipe")
        swipe.finish()
        stage.runUntilIdle()

        stage.expectProbes([
            "Sheet.viewWillDisappear(true) [beingDismissed]: presenting=A presented=nil",
            "Sheet.viewDidDisappear(true) [beingDismissed]: presenting=nil presented=nil",
        ])
        #expect(a.presentedViewController == nil)
        #expect(stage.alive == ["A"])
        stage.expectNoDiagnostics()
    }

    @Test func chainDismissedFromTheMiddleClearsEveryLinkBeforeTheTopsViewDidDisappear() {
        let stage = Stage()
        let a = stage.controller("A")
        stage.show(a)
        do {
            let b = stage.controller("B")
            a.present(b, animated: false)
            stage.runUntilIdle()
            b.present(stage.controller("C"), animated: false)
            stage.runUntilIdle()
            _ = stage.take()
        }
        probeLinks(of: "B", stage)
        probeLinks(of: "C", stage)

        a.dismiss(animated: true, completion: stage.completion("dismissed"))
        stage.runUntilIdle()

        stage.expectProbes([
            "C.viewWillDisappear(true) [beingDismissed]: presenting=B presented=nil",
            "C.viewDidDisappear(true) [beingDismissed]: presenting=nil presented=nil",
        ])
        stage.expectTrace([
            "0.000 C.viewWillDisappear(true) [beingDismissed]",
            "0.500 C.viewDidDisappear(true) [beingDismissed]",
            "0.500 dismissed",
        ])
        #expect(a.presentedViewController == nil)
        #expect(stage.alive == ["A"])
        stage.expectNoDiagnostics()
    }
}
