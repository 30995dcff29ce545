import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// Contract §3: pop by back button, popTo, popToRoot.
@MainActor
@Suite struct PopTests {
    /// Records, from inside B's callbacks, where B stands in the navigation controller.
    private func probeMembership(of name: String, in nav: UINavigationController, _ stage: Stage) {
        stage.screen(name).probe = { [weak nav] vc, line in
            stage.probes.record(
                "\(line): inStack=\(nav?.viewControllers.contains(vc) == true)"
                    + " navigationController=\(traceName(of: vc.navigationController))"
                    + " parent=\(traceName(of: vc.parent))")
        }
    }

    @Test func backButtonPopsInSeed003OrderAndReleasesThePoppedScreen() {
        let stage = Stage()
        let delegate = NavigationDelegateRecorder(trace: stage.trace)
        let nav = stage.showStack("A", "B", delegate: delegate)
        probeMembership(of: "B", in: nav, stage)

        #expect(nav.headless.tapBackButton() === stage.screen("B"))
        #expect(nav.viewControllers == [stage.screen("A")])
        #expect(nav.topViewController === stage.screen("A"))
        stage.expectTrace(["0.000 B.willMove(toParent: nil)"])
        stage.expectProbes([
            "B.willMove(toParent: nil): inStack=true navigationController=nav parent=nav"
        ])

        stage.advance(by: 0.34)
        stage.expectTrace([
            "0.000 nav.willShow(A, animated: true)",
            "0.000 B.viewWillDisappear(true) [movingFromParent]",
            "0.000 A.viewWillAppear(true)",
            "0.000 A.viewIsAppearing(true)",
        ])
        #expect(stage.alive == ["A", "nav", "B"])

        stage.advance(by: 0.01)
        stage.expectTrace([
            "0.010 B.viewDidDisappear(true) [movingFromParent]",
            "0.010 B.didMove(toParent: nil)",
            "0.010 A.viewDidAppear(true)",
            "0.010 nav.didShow(A, animated: true)",
        ])
        stage.expectProbes([
            "B.viewWillDisappear(true) [movingFromParent]: inStack=false"
                + " navigationController=nav parent=nav",
            "B.viewDidDisappear(true) [movingFromParent]: inStack=false"
                + " navigationController=nil parent=nil",
            "B.didMove(toParent: nil): inStack=false navigationController=nil parent=nil",
        ])
        #expect(stage.alive == ["A", "nav"])
        #expect(!stage.window.headless.hasPendingWork)
        stage.expectNoDiagnostics()
    }

    @Test func popWithoutAnimationEndsOnTheFollowingTurns() {
        let stage = Stage()
        let nav = stage.showStack("A", "B")

        #expect(nav.popViewController(animated: false) === stage.screen("B"))

        stage.expectTrace(["0.000 B.willMove(toParent: nil)"])
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 B.viewWillDisappear(false) [movingFromParent]",
            "0.000 A.viewWillAppear(false)",
            "0.000 A.viewIsAppearing(false)",
            "0.000 B.viewDidDisappear(false) [movingFromParent]",
            "0.000 B.didMove(toParent: nil)",
            "0.000 A.viewDidAppear(false)",
        ])
        #expect(stage.alive == ["A", "nav"])
        stage.expectNoDiagnostics()
    }

    @Test func popToAControllerGivesAppearanceCallbacksOnlyToTheOldTopAndTheDestination() {
        let stage = Stage()
        let delegate = NavigationDelegateRecorder(trace: stage.trace)
        let nav = stage.showStack("A", "B", "C", "D", delegate: delegate)

        let popped = nav.popToViewController(stage.screen("B"), animated: true)?.map(traceName)

        #expect(popped == ["C", "D"])
        #expect(nav.viewControllers == [stage.screen("A"), stage.screen("B")])
        stage.expectTrace([
            "0.000 C.willMove(toParent: nil)",
            "0.000 D.willMove(toParent: nil)",
        ])
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 nav.willShow(B, animated: true)",
            "0.000 D.viewWillDisappear(true) [movingFromParent]",
            "0.000 B.viewWillAppear(true)",
            "0.000 B.viewIsAppearing(true)",
            "0.350 D.viewDidDisappear(true) [movingFromParent]",
            "0.350 C.didMove(toParent: nil)",
            "0.350 D.didMove(toParent: nil)",
            "0.350 B.viewDidAppear(true)",
            "0.350 nav.didShow(B, animated: true)",
        ])
        #expect(stage.alive == ["A", "nav", "B"])
        stage.expectNoDiagnostics()
    }

    @Test func popToRootRemovesEverythingAboveTheRootInOneTransition() {
        let stage = Stage()
        let nav = stage.showStack("A", "B", "C")

        let popped = nav.popToRootViewController(animated: true)?.map(traceName)

        #expect(popped == ["B", "C"])
        #expect(nav.viewControllers == [stage.screen("A")])
        stage.expectTrace([
            "0.000 B.willMove(toParent: nil)",
            "0.000 C.willMove(toParent: nil)",
        ])
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 C.viewWillDisappear(true) [movingFromParent]",
            "0.000 A.viewWillAppear(true)",
            "0.000 A.viewIsAppearing(true)",
            "0.350 C.viewDidDisappear(true) [movingFromParent]",
            "0.350 B.didMove(toParent: nil)",
            "0.350 C.didMove(toParent: nil)",
            "0.350 A.viewDidAppear(true)",
        ])
        #expect(stage.alive == ["A", "nav"])
        stage.expectNoDiagnostics()
    }

    @Test func poppingTheRootDoesNothingAndReturnsNil() {
        let stage = Stage()
        let nav = stage.showStack("A")

        #expect(nav.popViewController(animated: true) == nil)
        #expect(nav.headless.tapBackButton() == nil)
        #expect(nav.popToRootViewController(animated: true) == [])

        #expect(!stage.window.headless.hasPendingWork)
        stage.runUntilIdle()
        stage.expectTrace([])
        #expect(nav.viewControllers == [stage.screen("A")])
        stage.expectNoDiagnostics()
    }

    @Test func popToAControllerNotInTheStackIsRecordedAndDoesNothing() {
        let stage = Stage()
        let nav = stage.showStack("A", "B")
        let stranger = stage.controller("X")

        #expect(nav.popToViewController(stranger, animated: true) == nil)
        stage.runUntilIdle()

        expectNoDifference(
            stage.diagnostics,
            [
                "*** NSInternalInconsistencyException: Tried to pop to a view controller that"
                    + " doesn't exist."
            ])
        stage.expectTrace([])
        #expect(nav.viewControllers == [stage.screen("A"), stage.screen("B")])
    }
}
