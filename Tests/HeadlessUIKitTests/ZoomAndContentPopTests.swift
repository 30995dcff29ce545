import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// iOS 18's zoom transition (`preferredTransition`) and its interactive dismissal, and
/// iOS 26's full-width content swipe-back.
@MainActor
@Suite struct ZoomAndContentPopTests {
    /// A zoom whose source view provider records each call and returns `source` (or nil).
    private func zoom(
        _ stage: Stage, source: UIView?, shouldBegin: Bool = true
    ) -> UIViewController.Transition {
        let options = UIViewController.Transition.ZoomOptions()
        options.interactiveDismissShouldBegin = { [trace = stage.trace] context in
            trace.record("zoom.interactiveDismissShouldBegin(willBegin: \(context.willBegin))")
            return shouldBegin
        }
        return .zoom(options: options) { [trace = stage.trace, weak source] context in
            trace.record(
                "zoom.sourceView(from: \(traceName(of: context.sourceViewController)), "
                    + "zoomed: \(traceName(of: context.zoomedViewController)))")
            return source
        }
    }

    @Test func contentSwipeRunsTheEdgeSwipeCallbacksAndCancelsLikeIt() {
        let stage = Stage()
        let delegate = NavigationDelegateRecorder(trace: stage.trace)
        let nav = stage.showStack("A", "B", delegate: delegate)

        let swipe = nav.headless.beginInteractiveContentPop()

        #expect(swipe.didBegin)
        #expect(nav.interactiveContentPopGestureRecognizer?.state == .changed)
        #expect(nav.interactivePopGestureRecognizer?.state == .possible)
        stage.expectTrace([
            "0.000 B.willMove(toParent: nil)",
            "0.000 nav.willShow(A, animated: true)",
            "0.000 B.viewWillDisappear(true) [movingFromParent]",
            "0.000 A.viewWillAppear(true)",
            "0.000 A.viewIsAppearing(true)",
        ])
        swipe.update(progress: 0.4)
        swipe.cancel()
        stage.runUntilIdle()
        stage.expectTrace([
            "0.140 A.viewWillDisappear(true)",
            "0.140 A.viewDidDisappear(true)",
            "0.140 B.viewWillAppear(true) [movingToParent]",
            "0.140 B.viewIsAppearing(true) [movingToParent]",
            "0.140 B.viewDidAppear(true) [movingToParent]",
        ])
        #expect(nav.viewControllers == [stage.screen("A"), stage.screen("B")])
        #expect(nav.interactiveContentPopGestureRecognizer?.state == .possible)
        stage.expectNoDiagnostics()
    }

    @Test func finishedContentSwipePopsAndReleasesTheScreen() {
        let stage = Stage()
        let delegate = NavigationDelegateRecorder(trace: stage.trace)
        let nav = stage.showStack("A", "B", delegate: delegate)

        let swipe = nav.headless.beginInteractiveContentPop()
        _ = stage.take()
        swipe.update(progress: 0.6)
        swipe.finish()
        stage.runUntilIdle()

        stage.expectTrace([
            "0.140 B.viewDidDisappear(true) [movingFromParent]",
            "0.140 B.didMove(toParent: nil)",
            "0.140 A.viewDidAppear(true)",
            "0.140 nav.didShow(A, animated: true)",
        ])
        #expect(stage.alive == ["A", "nav"])
        stage.expectNoDiagnostics()
    }

    @Test func disabledContentSwipeDoesNotBeginButTheEdgeSwipeStillDoes() {
        let stage = Stage()
        let nav = stage.showStack("A", "B")
        nav.interactiveContentPopGestureRecognizer?.isEnabled = false

        let content = nav.headless.beginInteractiveContentPop()
        content.finish()
        stage.runUntilIdle()
        #expect(!content.didBegin)
        stage.expectTrace([])

        let edge = nav.headless.beginInteractivePop()
        #expect(edge.didBegin)
        edge.finish()
        stage.runUntilIdle()
        #expect(nav.viewControllers == [stage.screen("A")])
        stage.expectNoDiagnostics()
    }

    @Test func zoomPushAsksForTheSourceViewAndKeepsThePushOrder() {
        let stage = Stage()
        let nav = stage.showStack("A")
        let source = UIView()
        let b = stage.controller("B")
        b.preferredTransition = zoom(stage, source: source)

        nav.pushViewController(b, animated: true)
        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 B.willMove(toParent: nav)",
            "0.000 B.viewDidLoad",
            "0.000 zoom.sourceView(from: A, zoomed: B)",
            "0.000 A.viewWillDisappear(true)",
            "0.000 B.viewWillAppear(true) [movingToParent]",
            "0.000 B.viewIsAppearing(true) [movingToParent]",
            "0.350 A.viewDidDisappear(true)",
            "0.350 B.viewDidAppear(true) [movingToParent]",
            "0.350 B.didMove(toParent: nav)",
        ])
        withExtendedLifetime(source) {}
        stage.expectNoDiagnostics()
    }

    @Test func cancelledZoomPopOfAPushedScreenKeepsItLikeACancelledSwipe() {
        let stage = Stage()
        let nav = stage.showStack("A")
        let b = stage.controller("B")
        b.preferredTransition = zoom(stage, source: nil)
        nav.pushViewController(b, animated: true)
        stage.runUntilIdle()
        _ = stage.take()

        let pinch = stage.screen("B").headless.beginInteractiveZoomDismiss()
        #expect(pinch.didBegin)
        #expect(nav.interactivePopGestureRecognizer?.state == .possible)
        #expect(nav.transitionCoordinator?.isInteractive == true)
        pinch.update(progress: 0.5)
        pinch.cancel()
        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 zoom.interactiveDismissShouldBegin(willBegin: true)",
            "0.000 B.willMove(toParent: nil)",
            "0.000 zoom.sourceView(from: A, zoomed: B)",
            "0.000 B.viewWillDisappear(true) [movingFromParent]",
            "0.000 A.viewWillAppear(true)",
            "0.000 A.viewIsAppearing(true)",
            "0.175 A.viewWillDisappear(true)",
            "0.175 A.viewDidDisappear(true)",
            "0.175 B.viewWillAppear(true) [movingToParent]",
            "0.175 B.viewIsAppearing(true) [movingToParent]",
            "0.175 B.viewDidAppear(true) [movingToParent]",
        ])
        #expect(nav.viewControllers == [stage.screen("A"), stage.screen("B")])
        stage.expectNoDiagnostics()
    }

    @Test func finishedZoomPopWithAGoneSourceViewPopsAndReleases() {
        let stage = Stage()
        let nav = stage.showStack("A")
        do {
            let b = stage.controller("B")
            b.preferredTransition = zoom(stage, source: nil)
            nav.pushViewController(b, animated: true)
        }
        stage.runUntilIdle()
        _ = stage.take()

        stage.screen("B").headless.beginInteractiveZoomDismiss().finish()
        stage.runUntilIdle()

        #expect(nav.viewControllers == [stage.screen("A")])
        #expect(stage.alive == ["A", "nav"])
        stage.expectNoDiagnostics()
    }

    @Test func zoomDismissRefusedByTheOptionsOrWithoutAZoomDoesNotBegin() {
        let stage = Stage()
        let nav = stage.showStack("A", "B")
        let plain = stage.screen("B").headless.beginInteractiveZoomDismiss()
        #expect(!plain.didBegin)

        let c = stage.controller("C")
        c.preferredTransition = zoom(stage, source: nil, shouldBegin: false)
        nav.pushViewController(c, animated: false)
        stage.runUntilIdle()
        _ = stage.take()
        let refused = stage.screen("C").headless.beginInteractiveZoomDismiss()
        refused.finish()
        stage.runUntilIdle()

        #expect(!refused.didBegin)
        stage.expectTrace(["0.000 zoom.interactiveDismissShouldBegin(willBegin: true)"])
        #expect(nav.viewControllers.count == 3)
        stage.expectNoDiagnostics()
    }

    @Test func zoomPresentedScreenDismissesInteractivelyWithTheSheetDelegate() {
        let stage = Stage()
        stage.show(stage.controller("A"))
        let delegate = PresentationDelegateRecorder(trace: stage.trace)
        do {
            let b = stage.controller("B")
            b.modalPresentationStyle = .fullScreen
            b.preferredTransition = zoom(stage, source: stage.screen("A").view)
            b.presentationController?.delegate = delegate
            stage.screen("A").present(b, animated: true)
        }
        stage.runUntilIdle()
        _ = stage.take()

        let drag = stage.screen("B").headless.beginInteractiveZoomDismiss()
        #expect(drag.didBegin)
        drag.update(progress: 0.5)
        drag.cancel()
        stage.runUntilIdle()
        let cancelled = stage.take()
        #expect(cancelled.contains("0.000 B.presentationControllerWillDismiss"))
        #expect(!cancelled.contains { $0.contains("DidDismiss") })
        #expect(stage.screen("A").presentedViewController === stage.screen("B"))

        stage.screen("B").headless.beginInteractiveZoomDismiss().finish()
        stage.runUntilIdle()
        #expect(stage.take().contains { $0.hasSuffix("B.presentationControllerDidDismiss") })
        #expect(stage.screen("A").presentedViewController == nil)
        #expect(stage.leaks.isReleased("B"))
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }
}
