import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Seed 003: the previous screen, and knowing when a screen really left.
@MainActor
@Suite(.navigationChecked) struct Seed003LeavingTests {
    @Test func previousIsRightInViewDidLoadOfAPushAndInViewWillDisappearOfAPop() {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A")
        let b = PreviousReporter("B", trace: app.trace)
        app.navigator.push(b)
        app.runUntilIdle()
        nav.headless.tapBackButton()
        app.runUntilIdle()
        #expect(app.trace.lines.contains("B.previous in viewDidLoad = A"))
        #expect(app.trace.lines.contains("B.previous in viewWillDisappear = A"))
    }

    @Test func previousIsRightDuringASwipeAndForThePresentedRoot() {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A", "B")
        let c = PreviousReporter("C", trace: app.trace)
        app.navigator.push(c)
        app.runUntilIdle()
        let swipe = nav.headless.beginInteractivePop()
        #expect(app.trace.lines.contains("C.previous in viewWillDisappear = B"))
        swipe.cancel()
        app.runUntilIdle()

        let sheetRoot = app.screen("SheetRoot")
        app.navigator.present(app.navigation("sheetNav", root: sheetRoot))
        app.runUntilIdle()
        #expect(app.navigator.previous(of: sheetRoot) === c)
    }

    @Test(arguments: [ClosedBy.backButton, .swipe, .code])
    func onFinishFiresOnceAfterThePopEnded(_ way: ClosedBy) {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A", "B")
        var finished: [ClosedBy] = []
        nav.topViewController?.onFinish { finished.append($0) }

        switch way {
        case .backButton: nav.headless.tapBackButton()
        case .swipe:
            let swipe = nav.headless.beginInteractivePop()
            swipe.update(progress: 0.6)
            swipe.finish()
        default: app.navigator.pop()
        }
        app.advance(by: 0.1)
        #expect(finished.isEmpty)
        app.runUntilIdle()
        #expect(finished == [way])
        #expect(app.diagnostics.isEmpty)
        expectReleased(app.leaks, ["B"])
    }

    @Test func cancelledSwipeReportsNothingAndALaterBackTapReportsOnce() {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A", "B")
        var finished: [ClosedBy] = []
        nav.topViewController?.onFinish { finished.append($0) }

        let swipe = nav.headless.beginInteractivePop()
        swipe.update(progress: 0.5)
        swipe.cancel()
        app.runUntilIdle()
        #expect(finished.isEmpty)
        #expect(nav.viewControllers.map(\.title) == ["A", "B"])

        nav.headless.tapBackButton()
        app.runUntilIdle()
        #expect(finished == [.backButton])
        expectReleased(app.leaks, ["B"])
    }

    @Test func sheetSwipeDownReportsOnceOnlyWhenFinished() {
        let app = NavigatorHarness()
        _ = app.stack("A")
        var finished: [ClosedBy] = []
        do {
            let sheet = app.screen("Sheet")
            sheet.onFinish { finished.append($0) }
            app.navigator.present(sheet)
            app.runUntilIdle()

            let cancelled = sheet.headless.beginInteractiveDismiss()
            cancelled.update(progress: 0.3)
            #expect(app.navigator.topmost?.title == "A")
            cancelled.cancel()
            app.runUntilIdle()
            #expect(finished.isEmpty)
            #expect(app.navigator.topmost === sheet)

            let swipe = sheet.headless.beginInteractiveDismiss()
            swipe.finish()
        }
        app.runUntilIdle()
        #expect(finished == [.swipeDown])
        expectReleased(app.leaks, ["Sheet"])
    }

    @Test func screenEventsArriveInOrderAndEndAfterFinished() async {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A")
        let events: AsyncStream<ScreenEvent>
        do {
            let b = app.screen("B")
            events = b.screenEvents
            app.navigator.push(b)
            app.runUntilIdle()
            let cover = app.screen("Cover")
            cover.modalPresentationStyle = .fullScreen
            app.navigator.present(cover)
            app.runUntilIdle()
            app.navigator.dismiss(cover)
            app.runUntilIdle()
        }
        nav.headless.tapBackButton()
        app.runUntilIdle()

        var received: [ScreenEvent] = []
        for await event in events { received.append(event) }
        #expect(
            received == [.appeared, .disappeared, .appeared, .disappeared, .finished(.backButton)])
    }

    @Test func appSetDelegateStillHearsEverything() {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A", "B")
        let recorder = NavigationDelegateRecorder(trace: app.trace)
        nav.delegate = recorder
        var finished: [ClosedBy] = []
        nav.topViewController?.onFinish { finished.append($0) }

        app.navigator.push(app.screen("C"))
        app.runUntilIdle()
        nav.headless.tapBackButton()
        app.runUntilIdle()
        nav.headless.tapBackButton()
        app.runUntilIdle()
        #expect(finished == [.backButton])
        #expect(
            app.trace.lines.filter { $0.hasPrefix("nav.") } == [
                "nav.willShow(C, animated: true)", "nav.didShow(C, animated: true)",
                "nav.willShow(B, animated: true)", "nav.didShow(B, animated: true)",
                "nav.willShow(A, animated: true)", "nav.didShow(A, animated: true)",
            ])
    }
}
