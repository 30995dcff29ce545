import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// Contract §2: push.
@MainActor
@Suite struct PushTests {
    @Test func animatedPushStartsOnTheNextTurnAndEndsAfterTheDuration() {
        let stage = Stage()
        let delegate = NavigationDelegateRecorder(trace: stage.trace)
        let nav = stage.showStack("A", delegate: delegate)
        let a = stage.screen("A")
        let b = stage.controller("B")
        b.probe = { vc, line in
            stage.probes.record(
                "\(line): parent=\(traceName(of: vc.parent))"
                    + " navigationController=\(traceName(of: vc.navigationController))"
                    + " inStack=\(nav.viewControllers.contains(vc))"
                    + " coordinator=\(vc.transitionCoordinator != nil)")
            if line.hasPrefix("B.viewIsAppearing") {
                vc.transitionCoordinator?.animate(alongsideTransition: nil) { context in
                    stage.trace.record("coordinator.completion(cancelled: \(context.isCancelled))")
                }
            }
        }

        nav.pushViewController(b, animated: true)

        #expect(nav.viewControllers == [a, b])
        #expect(nav.topViewController === b)
        #expect(b.parent === nav)
        stage.expectTrace(["0.000 B.willMove(toParent: nav)"])
        stage.expectProbes([
            "B.willMove(toParent: nav): parent=nav navigationController=nav inStack=false"
                + " coordinator=false"
        ])

        stage.advance(by: 0.34)
        stage.expectTrace([
            "0.000 B.viewDidLoad",
            "0.000 nav.willShow(B, animated: true)",
            "0.000 A.viewWillDisappear(true)",
            "0.000 B.viewWillAppear(true) [movingToParent]",
            "0.000 B.viewIsAppearing(true) [movingToParent]",
        ])
        #expect(nav.transitionCoordinator?.isAnimated == true)
        #expect(nav.transitionCoordinator?.isInteractive == false)

        stage.advance(by: 0.01)
        stage.expectTrace([
            "0.010 A.viewDidDisappear(true)",
            "0.010 B.viewDidAppear(true) [movingToParent]",
            "0.010 B.didMove(toParent: nav)",
            "0.010 nav.didShow(B, animated: true)",
            "0.010 coordinator.completion(cancelled: false)",
        ])
        stage.expectProbes([
            "B.viewWillAppear(true) [movingToParent]: parent=nav navigationController=nav"
                + " inStack=true coordinator=true",
            "B.viewIsAppearing(true) [movingToParent]: parent=nav navigationController=nav"
                + " inStack=true coordinator=true",
            "B.viewDidAppear(true) [movingToParent]: parent=nav navigationController=nav"
                + " inStack=true coordinator=true",
            "B.didMove(toParent: nav): parent=nav navigationController=nav inStack=true"
                + " coordinator=true",
        ])
        #expect(nav.transitionCoordinator == nil)
        #expect(!b.isMovingToParent)
        #expect(!stage.window.headless.hasPendingWork)
        stage.expectNoDiagnostics()
    }

    @Test func pushWithoutAnimationRunsNothingDidInsideTheCallAndEndsOnTheNextTurns() {
        let stage = Stage()
        let delegate = NavigationDelegateRecorder(trace: stage.trace)
        let nav = stage.showStack("A", delegate: delegate)
        let b = stage.controller("B")

        nav.pushViewController(b, animated: false)

        #expect(nav.viewControllers == [stage.screen("A"), b])
        stage.expectTrace(["0.000 B.willMove(toParent: nav)"])
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 B.viewDidLoad",
            "0.000 nav.willShow(B, animated: false)",
            "0.000 A.viewWillDisappear(false)",
            "0.000 B.viewWillAppear(false) [movingToParent]",
            "0.000 B.viewIsAppearing(false) [movingToParent]",
            "0.000 A.viewDidDisappear(false)",
            "0.000 B.viewDidAppear(false) [movingToParent]",
            "0.000 B.didMove(toParent: nav)",
            "0.000 nav.didShow(B, animated: false)",
        ])
        #expect(stage.window.headless.now == 0)
        stage.expectNoDiagnostics()
    }

    @Test func pushingAControllerAlreadyInTheStackIsRecordedAndIgnored() {
        let stage = Stage()
        let nav = stage.showStack("A", "B")

        nav.pushViewController(stage.screen("B"), animated: true)
        stage.runUntilIdle()

        expectNoDifference(
            stage.diagnostics,
            [
                "*** NSInvalidArgumentException: <TracedNavigationController \"nav\"> is"
                    + " pushing the same view controller instance (<ProbedViewController \"B\">)"
                    + " more than once which is not supported and is most likely an error in"
                    + " the application : <ProbedViewController \"B\">"
            ])
        #expect(nav.viewControllers == [stage.screen("A"), stage.screen("B")])
        stage.expectTrace([])
    }

    @Test func pushingANavigationControllerIsRecordedAndIgnored() {
        let stage = Stage()
        let nav = stage.showStack("A")
        let inner = stage.navigation("inner", root: stage.controller("X"))
        _ = stage.take()

        nav.pushViewController(inner, animated: true)
        stage.runUntilIdle()

        expectNoDifference(
            stage.diagnostics,
            ["*** NSInvalidArgumentException: Pushing a navigation controller is not supported"])
        #expect(
            stage.window.headless.exceptions.map(\.kind) == [
                .exception(name: "NSInvalidArgumentException")
            ])
        #expect(stage.window.headless.warnings.isEmpty)
        #expect(nav.viewControllers == [stage.screen("A")])
        #expect(inner.parent == nil)
        stage.expectTrace([])
    }
}
