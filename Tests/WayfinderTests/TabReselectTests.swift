import HeadlessUIKit
import Testing
import WayfinderTesting

@testable import Wayfinder

/// UIKit pops the selected tab's navigation controller to its root when the user taps that tab
/// again ("The default behavior of a UITabBarController is to pop the contained
/// UINavigationController to the root view controller when a particular tab is tapped a second
/// time", https://www.e-learn.cn/qa/answer/156549/605941.html; HeadlessUIKit:
/// `HeadlessBehaviour.reselectingATabPopsItsNavigationControllerToRoot`). Wayfinder sees a
/// user's pop: the popped screens finish with `.backButton` (the cause Wayfinder gives every
/// non-interactive pop it did not start: `ClosedBy` has no case for a tab re-tap, and adding
/// one would break users' exhaustive switches), `topmost` is the root again, and a command
/// queued meanwhile runs after the pop.
@MainActor
@Suite(.navigationChecked) struct TabReselectTests {
    private func tab(_ app: NavigatorHarness, _ id: String, _ screen: String) -> UITab {
        UITab(title: screen, image: nil, identifier: id) { _ in
            app.navigation("\(id)Nav", root: app.screen(screen))
        }
    }

    @Test func reTappingTheSelectedUITabFinishesThePoppedScreens() async {
        let app = NavigatorHarness()
        let tabs = UITabBarController(
            tabs: [tab(app, "inbox", "Inbox"), tab(app, "settings", "Settings")])
        tabs.title = "tabs"
        app.leaks.track(tabs, "tabs")
        app.setRoot(tabs)
        let messageEvents: AsyncStream<ScreenEvent>
        let replyEvents: AsyncStream<ScreenEvent>
        do {
            let message = app.screen("Message")
            let reply = app.screen("Reply")
            messageEvents = message.screenEvents
            replyEvents = reply.screenEvents
            app.navigator.push(message)
            app.navigator.push(reply)
            app.runUntilIdle()
        }
        #expect(app.navigator.topmost?.title == "Reply")

        tabs.headless.tap(identifier: "inbox")
        app.runUntilIdle()

        #expect(app.navigator.topmost?.title == "Inbox")
        #expect(app.navigator.previous(of: app.navigator.topmost!) == nil)
        var message: [ScreenEvent] = []
        for await event in messageEvents { message.append(event) }
        var reply: [ScreenEvent] = []
        for await event in replyEvents { reply.append(event) }
        #expect(message == [.appeared, .disappeared, .finished(.backButton)])
        #expect(reply == [.appeared, .disappeared, .finished(.backButton)])

        tabs.headless.tap(identifier: "inbox")  // at the root: nothing pops
        app.runUntilIdle()
        #expect(app.navigator.topmost?.title == "Inbox")
    }

    @Test func aCommandQueuedDuringTheReTapPopRunsAfterIt() {
        let app = NavigatorHarness()
        let tabs = UITabBarController()
        tabs.title = "tabs"
        app.leaks.track(tabs, "tabs")
        tabs.viewControllers = [
            app.navigation("inboxNav", root: app.screen("Inbox")), app.screen("Settings"),
        ]
        app.setRoot(tabs)
        app.navigator.push(app.screen("Message"))
        app.runUntilIdle()

        tabs.headless.tap(index: 0)
        app.navigator.push(app.screen("Compose"))
        app.runUntilIdle()

        #expect(app.navigator.topmost?.title == "Compose")
        #expect(app.navigator.previous(of: app.navigator.topmost!)?.title == "Inbox")
    }
}
