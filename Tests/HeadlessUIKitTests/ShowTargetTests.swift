import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// `show(_:sender:)` and `showDetailViewController(_:sender:)` find their target up the
/// hierarchy as UIKit documents: a navigation controller pushes for `show`; nothing
/// handles `showDetailViewController` on a compact iPhone, so it presents.
@MainActor
@Suite struct ShowTargetTests {
    @Test func showFromAScreenInANavigationControllerPushes() {
        let stage = Stage()
        let nav = stage.showStack("A")
        #expect(
            stage.screen("A").targetViewController(
                forAction: Selector(("showViewController:sender:")), sender: nil) === nav)

        stage.screen("A").show(stage.controller("B"), sender: nil)
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 B.willMove(toParent: nav)",
            "0.000 B.viewDidLoad",
            "0.000 A.viewWillDisappear(true)",
            "0.000 B.viewWillAppear(true) [movingToParent]",
            "0.000 B.viewIsAppearing(true) [movingToParent]",
            "0.350 A.viewDidDisappear(true)",
            "0.350 B.viewDidAppear(true) [movingToParent]",
            "0.350 B.didMove(toParent: nav)",
        ])
        #expect(nav.viewControllers.count == 2)
        stage.expectNoDiagnostics()
    }

    @Test func showDetailFromANavigationStackPresentsModally() {
        let stage = Stage()
        let nav = stage.showStack("A")
        #expect(
            stage.screen("A").targetViewController(
                forAction: Selector(("showDetailViewController:sender:")), sender: nil) == nil)

        stage.screen("A").showDetailViewController(stage.controller("B"), sender: nil)
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 B.viewDidLoad",
            "0.000 B.viewWillAppear(true) [beingPresented]",
            "0.000 B.viewIsAppearing(true) [beingPresented]",
            "0.500 B.viewDidAppear(true) [beingPresented]",
        ])
        #expect(nav.presentedViewController === stage.screen("B"))
        stage.expectNoDiagnostics()
    }

    @Test func showFromAPresentedScreenWithoutANavigationControllerPresentsOnTopOfIt() {
        let stage = Stage()
        let a = stage.controller("A")
        stage.show(a)
        do {
            let b = stage.controller("B")
            a.present(b, animated: false)
            stage.runUntilIdle()
            _ = stage.take()
            b.show(stage.controller("C"), sender: b)
        }
        stage.runUntilIdle()
        #expect(stage.screen("B").presentedViewController === stage.screen("C"))
        #expect(stage.take().first == "0.000 C.viewDidLoad")
        stage.expectNoDiagnostics()
    }
}
