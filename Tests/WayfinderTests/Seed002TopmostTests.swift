import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Seed 002: the front-most screen, and presenting on top of it.
@MainActor
@Suite(.navigationChecked) struct Seed002TopmostTests {
    /// A window whose root is tabs [nav(Inbox, Message), nav(Settings)].
    private func tabbedApp() -> (NavigatorHarness, UITabBarController) {
        let app = NavigatorHarness()
        let tabs = UITabBarController()
        tabs.title = "tabs"
        let inbox = app.navigation("inboxNav", root: app.screen("Inbox"))
        let settings = app.navigation("settingsNav", root: app.screen("Settings"))
        tabs.viewControllers = [inbox, settings]
        app.setRoot(tabs)
        app.navigator.push(app.screen("Message"))
        app.runUntilIdle()
        app.trace.clear()
        return (app, tabs)
    }

    @Test func topmostWalksTabsNavigationAndPresentations() {
        let (app, _) = tabbedApp()
        #expect(app.navigator.topmost?.title == "Message")

        app.navigator.selectTab(1)
        app.runUntilIdle()
        #expect(app.navigator.topmost?.title == "Settings")

        let sheet = app.navigation("sheetNav", root: app.screen("Compose"))
        app.navigator.present(sheet)
        app.runUntilIdle()
        #expect(app.navigator.topmost?.title == "Compose")
        expectTree(
            app.navigator,
            """
            tabs "tabs" (selected 1)
              navigation "inboxNav"
                screen "Inbox"
                screen "Message"
              navigation "settingsNav"
                screen "Settings"
              presents formSheet:
                navigation "sheetNav"
                  screen "Compose"
            """)
        #expect(app.diagnostics.isEmpty)
    }

    @Test func topmostSkipsAScreenBeingDismissed() {
        let (app, _) = tabbedApp()
        let dismissal: Transition
        do {
            let sheet = app.screen("Sheet")
            app.navigator.present(sheet)
            app.runUntilIdle()

            dismissal = app.navigator.dismiss(sheet)
            app.advance(by: 0.2)
            #expect(dismissal.settlement == nil)
            #expect(sheet.presentingViewController != nil)
            #expect(app.navigator.topmost?.title == "Message")
        }
        app.runUntilIdle()
        #expect(dismissal.settlement == .completed)
    }

    @Test func presentWhileAPresentationRunsWaitsAndPresentsOnTopOfIt() {
        let (app, tabs) = tabbedApp()
        let first = app.screen("First")
        let second = app.screen("Second")

        let one = app.navigator.present(first)
        let two = app.navigator.present(second)
        app.runUntilIdle()

        #expect(app.settlements([one, two]) == [.completed, .completed])
        #expect(tabs.presentedViewController === first)
        #expect(first.presentedViewController === second)
        #expect(app.navigator.topmost === second)
        #expect(app.diagnostics.isEmpty)
    }

    @Test func presentAfterADismissWaitsForTheDismissal() {
        let (app, tabs) = tabbedApp()
        let dismissal: Transition
        let presentation: Transition
        do {
            let first = app.screen("First")
            app.navigator.present(first)
            app.runUntilIdle()
            dismissal = app.navigator.dismiss(first)
            presentation = app.navigator.present(app.screen("Second"))
        }
        app.runUntilIdle()
        #expect(app.settlements([dismissal, presentation]) == [.completed, .completed])
        #expect(tabs.presentedViewController?.title == "Second")
        #expect(app.diagnostics.isEmpty)
        expectReleased(app.leaks, ["First"])
    }

    @Test func eachWindowHasItsOwnTopmost() {
        let (app, _) = tabbedApp()
        let other = NavigatorHarness()
        other.setRoot(other.navigation(root: other.screen("Elsewhere")))
        #expect(app.navigator.topmost?.title == "Message")
        #expect(other.navigator.topmost?.title == "Elsewhere")
        #expect(Navigator.of(other.window.rootViewController!) === other.navigator)
    }

    @Test func topmostLooksInsideContainersThatAdoptTheProtocol() {
        let app = NavigatorHarness()
        let container = TracedContainer("box")
        container.show(child: app.screen("Inside"))
        app.setRoot(container)
        #expect(app.navigator.topmost?.title == "Inside")
    }
}
