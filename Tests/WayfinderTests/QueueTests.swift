import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// The per-window queue: bursts, and commands issued while the user drives a transition.
@MainActor
@Suite(.navigationChecked) struct QueueTests {
    @Test func burstOfPushPushPopPresentDismissSettlesInOrder() {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A")
        var settledOrder: [String] = []
        let transitions: [Transition]
        do {
            let sheet = app.screen("S")
            transitions = [
                app.navigator.push(app.screen("B")),
                app.navigator.push(app.screen("C")),
                app.navigator.pop(),
                app.navigator.present(sheet),
                app.navigator.dismiss(sheet),
            ]
        }
        for (index, transition) in transitions.enumerated() {
            transition.onSettled { _ in settledOrder.append("t\(index + 1)") }
        }
        app.runUntilIdle()

        #expect(
            app.settlements(transitions) == [
                .completed, .superseded, .completed, .completed, .completed,
            ])
        #expect(settledOrder == ["t1", "t2", "t3", "t4", "t5"])
        #expect(nav.viewControllers.map(\.title) == ["A", "B"])
        #expect(nav.presentedViewController == nil)
        #expect(app.diagnostics.isEmpty)
        expectReleased(app.leaks, ["C"])
        #expect(
            app.records.lines(.uikit) == [
                "nav.pushViewController(B, animated: true)",
                "B.present(S, animated: true)",
                "nav.dismiss(animated: true)",
            ])
    }

    @Test func consecutiveStackEditsMergeIntoOneTransition() {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A", "B")
        app.navigator.push(app.screen("C"))
        app.navigator.popToRoot()
        app.navigator.push(app.screen("D"))
        app.navigator.push(app.screen("E"))
        app.runUntilIdle()
        #expect(
            app.records.lines(.uikit) == [
                "nav.pushViewController(C, animated: true)",
                "nav.setViewControllers([A, D, E], animated: true)",
            ])
        #expect(nav.viewControllers.map(\.title) == ["A", "D", "E"])
        #expect(app.diagnostics.isEmpty)
        expectReleased(app.leaks, ["B", "C"])
    }

    @Test(arguments: [true, false])
    func commandDuringASwipeWaitsForItToEnd(_ finishes: Bool) {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A", "B")
        var finished: [ClosedBy] = []
        nav.topViewController?.onFinish { finished.append($0) }
        let swipe = nav.headless.beginInteractivePop()
        swipe.update(progress: 0.5)

        let push = app.navigator.push(app.screen("C"))
        app.advance(by: 1)
        #expect(push.settlement == nil)
        #expect(nav.viewControllers.map(\.title) == ["A"])

        if finishes { swipe.finish() } else { swipe.cancel() }
        app.runUntilIdle()
        #expect(push.settlement == .completed)
        #expect(nav.viewControllers.map(\.title) == (finishes ? ["A", "C"] : ["A", "B", "C"]))
        #expect(finished == (finishes ? [.swipe] : []))
        #expect(app.diagnostics.isEmpty)
    }

    @Test func commandDuringASheetDragWaitsForIt() {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A")
        let close: Transition
        do {
            let sheet = app.screen("Sheet")
            app.navigator.present(sheet)
            app.runUntilIdle()
            let drag = sheet.headless.beginInteractiveDismiss()
            close = app.navigator.close(sheet)
            drag.finish()
        }
        app.runUntilIdle()
        #expect(close.settlement == .superseded)
        #expect(nav.presentedViewController == nil)
        #expect(app.diagnostics.isEmpty)
    }

    @Test func eventsReportSettlementsAndFinishedScreensInOrder() async {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A")
        let events = app.navigator.events
        app.navigator.push(app.screen("B"))
        app.runUntilIdle()
        nav.headless.tapBackButton()
        app.runUntilIdle()
        app.navigator.pop()
        app.runUntilIdle()

        var received: [String] = []
        for await event in events {
            received.append(event.description)
            if received.count == 3 { break }
        }
        #expect(
            received == [
                "settled(push(B, animated: true), completed)",
                "screenFinished(B, backButton)",
                "settled(pop(animated: true), failed(cannotPopRoot): The navigation stack holds "
                    + "only its root, which cannot be popped. Dismiss or close the navigation "
                    + "controller instead.)",
            ])
    }

    @Test func traceRecordsCarryVirtualTimeAndCause() {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A")
        app.navigator.push(app.screen("B"))
        app.runUntilIdle()
        nav.headless.tapBackButton()
        app.runUntilIdle()
        let lines = app.records.records.map(\.description)
        #expect(lines.contains("0.000 command  code  push(B, animated: true)"))
        #expect(lines.contains("0.350 settled  code  push(B, animated: true) → completed"))
        #expect(lines.contains("0.350 gesture  user(backButton)  nav will show A"))
        #expect(lines.contains("0.700 screen   user(backButton)  B finished(backButton)"))
    }
}
