import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// What Wayfinder reports for iOS 18's zoom pop and dismissal and iOS 26's content
/// swipe-back: `.swipe` (`.swipeDown` for a zoomed sheet) when finished, with the gesture
/// named in the trace records; nothing when cancelled.
@MainActor
@Suite(.navigationChecked) struct ZoomAndContentSwipeNavigatorTests {
    private func zoom() -> UIViewController.Transition {
        .zoom(sourceViewProvider: { _ in nil })
    }

    @Test(arguments: [true, false])
    func contentSwipeReportsSwipeOnlyWhenFinished(_ finishes: Bool) {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A", "B")
        var finished: [ClosedBy] = []
        nav.topViewController?.onFinish { finished.append($0) }
        app.records.clear()

        let swipe = nav.headless.beginInteractiveContentPop()
        swipe.update(progress: 0.5)
        if finishes { swipe.finish() } else { swipe.cancel() }
        app.runUntilIdle()

        #expect(finished == (finishes ? [.swipe] : []))
        let gestures = app.records.lines(.gesture)
        #expect(gestures.first?.hasSuffix("nav will show A by content swipe") == true)
        #expect(
            gestures.contains { $0.hasSuffix("cancelled: nav stays by content swipe") } == !finishes
        )
        if finishes { expectReleased(app.leaks, ["B"]) }
        #expect(app.diagnostics.isEmpty)
    }

    @Test(arguments: [true, false])
    func zoomPopReportsSwipeOnlyWhenFinished(_ finishes: Bool) {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A")
        var finished: [ClosedBy] = []
        do {
            let photo = app.screen("Photo")
            photo.preferredTransition = zoom()
            photo.onFinish { finished.append($0) }
            app.navigator.push(photo)
            app.runUntilIdle()
            app.records.clear()
            let pinch = photo.headless.beginInteractiveZoomDismiss()
            pinch.update(progress: 0.3)
            if finishes { pinch.finish() } else { pinch.cancel() }
        }
        app.runUntilIdle()

        #expect(finished == (finishes ? [.swipe] : []))
        #expect(app.records.lines(.gesture).first?.hasSuffix("nav will show A by zoom") == true)
        #expect(nav.viewControllers.count == (finishes ? 1 : 2))
        if finishes { expectReleased(app.leaks, ["Photo"]) }
    }

    @Test(arguments: [true, false])
    func zoomDismissOfAPresentedScreenReportsSwipeDownOnlyWhenFinished(_ finishes: Bool) {
        let app = NavigatorHarness()
        _ = app.stack("A")
        var finished: [ClosedBy] = []
        do {
            let detail = app.screen("Detail")
            detail.modalPresentationStyle = .fullScreen
            detail.preferredTransition = zoom()
            detail.onFinish { finished.append($0) }
            app.navigator.present(detail)
            app.runUntilIdle()
            app.records.clear()
            let drag = detail.headless.beginInteractiveZoomDismiss()
            #expect(drag.didBegin)
            if finishes { drag.finish() } else { drag.cancel() }
        }
        app.runUntilIdle()

        #expect(finished == (finishes ? [.swipeDown] : []))
        #expect(app.records.lines(.gesture).first?.hasSuffix("Detail drag began by zoom") == true)
        #expect(app.navigator.topmost?.title == (finishes ? "A" : "Detail"))
        if finishes { expectReleased(app.leaks, ["Detail"]) }
    }

    @Test func edgeSwipeRecordsKeepTheirWording() {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A", "B")
        app.records.clear()
        nav.headless.beginInteractivePop().finish()
        app.runUntilIdle()
        #expect(app.records.lines(.gesture).first?.hasSuffix("nav will show A") == true)
    }
}
