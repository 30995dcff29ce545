import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// Contract §4: the interactive swipe-back.
@MainActor
@Suite struct InteractivePopTests {
    /// Records the coordinator's interaction change and completion into the trace.
    private func observeCoordinator(of nav: UINavigationController, _ stage: Stage) {
        let coordinator = nav.transitionCoordinator
        #expect(coordinator?.isInteractive == true)
        #expect(coordinator?.initiallyInteractive == true)
        coordinator?.notifyWhenInteractionChanges { context in
            stage.trace.record("coordinator.interactionChanged(cancelled: \(context.isCancelled))")
        }
        coordinator?.animate(alongsideTransition: nil) { context in
            stage.trace.record("coordinator.completion(cancelled: \(context.isCancelled))")
        }
    }

    @Test func swipeStartSendsWillCallbacksAndRemovesTheTopAtOnce() {
        let stage = Stage()
        let delegate = NavigationDelegateRecorder(trace: stage.trace)
        let nav = stage.showStack("A", "B", delegate: delegate)

        let swipe = nav.headless.beginInteractivePop()

        #expect(swipe.didBegin)
        #expect(swipe.phase == .interacting)
        #expect(nav.viewControllers == [stage.screen("A")])
        #expect(stage.screen("B").parent === nav)
        stage.expectTrace([
            "0.000 B.willMove(toParent: nil)",
            "0.000 nav.willShow(A, animated: true)",
            "0.000 B.viewWillDisappear(true) [movingFromParent]",
            "0.000 A.viewWillAppear(true)",
            "0.000 A.viewIsAppearing(true)",
        ])
        stage.advance(by: 10)
        stage.expectTrace([])
        #expect(nav.viewControllers == [stage.screen("A")])
        stage.expectNoDiagnostics()
    }

    @Test func completedSwipeEndsLikeTheBackButtonAndReleasesTheScreen() {
        let stage = Stage()
        let delegate = NavigationDelegateRecorder(trace: stage.trace)
        let nav = stage.showStack("A", "B", delegate: delegate)
        let swipe = nav.headless.beginInteractivePop()
        observeCoordinator(of: nav, stage)
        _ = stage.take()

        swipe.update(progress: 0.6)
        swipe.finish()

        #expect(swipe.phase == .finishing)
        stage.expectTrace(["0.000 coordinator.interactionChanged(cancelled: false)"])
        stage.advance(by: 0.139)
        stage.expectNothingYet()
        stage.runUntilIdle()
        stage.expectTrace([
            "0.140 B.viewDidDisappear(true) [movingFromParent]",
            "0.140 B.didMove(toParent: nil)",
            "0.140 A.viewDidAppear(true)",
            "0.140 nav.didShow(A, animated: true)",
            "0.140 coordinator.completion(cancelled: false)",
        ])
        #expect(nav.viewControllers == [stage.screen("A")])
        #expect(stage.alive == ["A", "nav"])
        stage.expectNoDiagnostics()
    }

    @Test func cancelledSwipeKeepsTheScreenAndSkipsDidShow() {
        let stage = Stage()
        let delegate = NavigationDelegateRecorder(trace: stage.trace)
        let nav = stage.showStack("A", "B", delegate: delegate)
        let swipe = nav.headless.beginInteractivePop()
        observeCoordinator(of: nav, stage)
        _ = stage.take()

        swipe.update(progress: 0.4)
        swipe.cancel()

        #expect(swipe.phase == .cancelling)
        stage.expectTrace(["0.000 coordinator.interactionChanged(cancelled: true)"])
        stage.advance(by: 0.139)
        stage.expectNothingYet()
        stage.runUntilIdle()
        stage.expectTrace([
            "0.140 A.viewWillDisappear(true)",
            "0.140 A.viewDidDisappear(true)",
            "0.140 B.viewWillAppear(true) [movingToParent]",
            "0.140 B.viewIsAppearing(true) [movingToParent]",
            "0.140 B.viewDidAppear(true) [movingToParent]",
            "0.140 coordinator.completion(cancelled: true)",
        ])
        #expect(nav.viewControllers == [stage.screen("A"), stage.screen("B")])
        #expect(stage.screen("B").parent === nav)
        #expect(nav.transitionCoordinator == nil)
        #expect(stage.alive == ["A", "nav", "B"])
        stage.expectNoDiagnostics()
    }

    @Test func backButtonAfterACancelledSwipePopsNormally() {
        let stage = Stage()
        let nav = stage.showStack("A", "B")
        let swipe = nav.headless.beginInteractivePop()
        swipe.update(progress: 0.5)
        swipe.cancel()
        stage.runUntilIdle()
        _ = stage.take()

        nav.headless.tapBackButton()
        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 B.willMove(toParent: nil)",
            "0.000 B.viewWillDisappear(true) [movingFromParent]",
            "0.000 A.viewWillAppear(true)",
            "0.000 A.viewIsAppearing(true)",
            "0.350 B.viewDidDisappear(true) [movingFromParent]",
            "0.350 B.didMove(toParent: nil)",
            "0.350 A.viewDidAppear(true)",
        ])
        #expect(stage.alive == ["A", "nav"])
        stage.expectNoDiagnostics()
    }

    @Test func swipeDoesNotBeginOnTheRootOrWhenTheGestureIsDisabled() {
        let stage = Stage()
        let nav = stage.showStack("A")
        #expect(!nav.headless.beginInteractivePop().didBegin)

        nav.pushViewController(stage.controller("B"), animated: false)
        stage.runUntilIdle()
        _ = stage.take()
        nav.interactivePopGestureRecognizer?.isEnabled = false
        let swipe = nav.headless.beginInteractivePop()
        swipe.update(progress: 0.5)
        swipe.finish()
        stage.runUntilIdle()

        #expect(!swipe.didBegin)
        #expect(swipe.phase == .refused)
        stage.expectTrace([])
        #expect(nav.viewControllers == [stage.screen("A"), stage.screen("B")])
        stage.expectNoDiagnostics()
    }
}
