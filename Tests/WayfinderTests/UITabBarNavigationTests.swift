import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// The app's own tab delegate: counts every call, old (view controller) and new (`UITab`).
@MainActor
private final class CountingTabDelegate: NSObject, UITabBarControllerDelegate {
    var calls: [String] = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
        -> Bool
    {
        calls.append("shouldSelectTab(\(tab.identifier))")
        return true
    }

    func tabBarController(
        _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
        previousTab: UITab?
    ) {
        calls.append("didSelectTab(\(selectedTab.identifier))")
    }

    func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
        calls.append("shouldSelect(\(viewController.title ?? "?"))")
        return true
    }

    func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
        calls.append("didSelect(\(viewController.title ?? "?"))")
    }
}

/// Wayfinder over a tab bar built from iOS 18's `UITab`s: the front-most screen, the tree,
/// commands, closing and screen events, and taps through the new delegate methods.
@MainActor
@Suite(.navigationChecked) struct UITabBarNavigationTests {
    /// A tab whose provider makes a navigation controller `<id>Nav` holding screen `<Id>`.
    private func tab(_ app: NavigatorHarness, _ id: String, _ screen: String) -> UITab {
        UITab(title: screen, image: nil, identifier: id) { _ in
            app.navigation("\(id)Nav", root: app.screen(screen))
        }
    }

    /// A window whose root is a `UITab` bar [inbox: nav(Inbox), settings: nav(Settings)], with
    /// the app's delegate set before Wayfinder sees the bar.
    private func tabbedApp() -> (NavigatorHarness, UITabBarController, CountingTabDelegate) {
        let app = NavigatorHarness()
        let tabs = UITabBarController(
            tabs: [tab(app, "inbox", "Inbox"), tab(app, "settings", "Settings")])
        tabs.title = "tabs"
        app.leaks.track(tabs, "tabs")
        let delegate = CountingTabDelegate()
        tabs.delegate = delegate
        app.setRoot(tabs)
        return (app, tabs, delegate)
    }

    @Test func topmostTreeAndCommandsSeeTheSelectedUITab() {
        let (app, tabs, delegate) = tabbedApp()
        app.navigator.push(app.screen("Message"))
        app.runUntilIdle()
        #expect(app.navigator.topmost?.title == "Message")
        #expect(app.navigator.previous(of: app.navigator.topmost!)?.title == "Inbox")

        tabs.headless.tap(identifier: "settings")
        app.runUntilIdle()

        #expect(app.navigator.topmost?.title == "Settings")
        expectTree(
            app.navigator,
            """
            tabs "tabs" (selected 1)
              navigation "inboxNav"
                screen "Inbox"
                screen "Message"
              navigation "settingsNav"
                screen "Settings"
            """)
        #expect(
            delegate.calls == [
                "shouldSelectTab(settings)", "shouldSelect(settingsNav)", "didSelectTab(settings)",
                "didSelect(settingsNav)",
            ])
        #expect(tabs.delegate !== delegate)
    }

    @Test func selectTabCountsRootUITabsAndMakesATabNeverShown() {
        let (app, _, delegate) = tabbedApp()
        app.records.clear()

        let selected = app.navigator.selectTab(1)
        app.runUntilIdle()

        #expect(selected.settlement == .completed)
        #expect(
            app.records.lines(.uikit) == ["tabs.selectedTab = tab \"settings\""])
        // The quiet moment before the command sees the launch state; the selection then
        // shows the settings tab's screens and hides the inbox's.
        #expect(
            app.records.lines(.screen) == [
                "tabs appeared", "inboxNav appeared", "Inbox appeared",
                "settingsNav appeared", "Settings appeared",
                "inboxNav disappeared", "Inbox disappeared",
            ])
        #expect(app.navigator.topmost?.title == "Settings")
        // Selecting it again changes nothing.
        app.navigator.selectTab(1)
        app.runUntilIdle()
        #expect(app.records.lines(.uikit).count == 1)
        // Programmatic selection is not a tap: the app's delegate hears nothing.
        #expect(delegate.calls == [])
    }

    @Test func selectTabRefusesATabOutOfRangeOrHiddenAndChangesNothing() {
        let (app, tabs, delegate) = tabbedApp()
        tabs.tabs[1].isHidden = true
        app.runUntilIdle()
        app.records.clear()

        let outOfRange = app.navigator.selectTab(2)
        let hidden = app.navigator.selectTab(1)
        app.runUntilIdle()

        guard case .failed(let rangeError) = outOfRange.settlement,
            case .failed(let hiddenError) = hidden.settlement
        else {
            Issue.record(
                "expected both to fail: \(outOfRange.settlement as Any), \(hidden.settlement as Any)"
            )
            return
        }
        #expect(rangeError.code == "tabOutOfRange")
        #expect(hiddenError.code == "tabNotSelectable")
        #expect(hiddenError.message.contains("hidden"))
        #expect(app.records.lines(.uikit) == [])
        #expect(tabs.selectedTab?.identifier == "inbox")
        withExtendedLifetime(delegate) {}
    }

    @Test func aTapOnAUITabReachesTheAppDelegateOnceThroughTheProxy() {
        let (app, tabs, delegate) = tabbedApp()
        app.records.clear()

        tabs.headless.tap(identifier: "settings")
        app.runUntilIdle()

        #expect(
            delegate.calls == [
                "shouldSelectTab(settings)", "shouldSelect(settingsNav)", "didSelectTab(settings)",
                "didSelect(settingsNav)",
            ])
    }

    @Test func closeAndOnFinishWorkInsideAUITab() {
        let (app, tabs, delegate) = tabbedApp()
        tabs.headless.tap(identifier: "settings")
        app.runUntilIdle()
        var finished: [ClosedBy] = []
        do {
            let detail = app.screen("Detail")
            app.navigator.push(detail)
            app.runUntilIdle()
            detail.onFinish { finished.append($0) }
            detail.close()
            app.runUntilIdle()
        }
        #expect(finished == [.code])
        #expect(app.navigator.topmost?.title == "Settings")
        do {
            let sheet = app.screen("Sheet")
            app.navigator.present(sheet)
            app.runUntilIdle()
            #expect(app.navigator.topmost === sheet)
            app.navigator.close(sheet)
            app.runUntilIdle()
        }
        #expect(app.navigator.topmost?.title == "Settings")
        withExtendedLifetime(delegate) {}
    }

    @Test func screenEventsFollowUITabSwitchesAndEndWhenTheScreenLeaves() async throws {
        let (app, tabs, delegate) = tabbedApp()
        tabs.headless.tap(identifier: "settings")
        app.runUntilIdle()
        let events: AsyncStream<ScreenEvent>
        do {
            let detail = app.screen("Detail")
            events = detail.screenEvents
            app.navigator.push(detail)
            app.runUntilIdle()
        }
        tabs.headless.tap(identifier: "inbox")
        app.runUntilIdle()
        tabs.headless.tap(identifier: "settings")
        app.runUntilIdle()
        let settings = try #require(tabs.selectedViewController as? UINavigationController)
        settings.headless.tapBackButton()
        app.runUntilIdle()

        var received: [ScreenEvent] = []
        for await event in events { received.append(event) }
        #expect(
            received == [.appeared, .disappeared, .appeared, .disappeared, .finished(.backButton)])
        withExtendedLifetime(delegate) {}
    }

    /// Selecting a child of a group with a managing navigation controller rebuilds that
    /// stack; the tab keeps its controller (UIKit's `UITab.viewController` is strong), so a
    /// controller that leaves the stack this way is not finished: tapping its tab brings the
    /// same one back.
    @Test func aTabGroupsManagingNavigationControllerIsWalkedLikeAnyStack() {
        let app = NavigatorHarness()
        do {
            let managed = app.navigation("libraryNav", root: app.screen("Empty"))
            let library = UITabGroup(
                title: "Library", image: nil, identifier: "library",
                children: [
                    UITab(title: "Books", image: nil, identifier: "books") { _ in
                        app.screen("Books")
                    },
                    UITab(title: "Films", image: nil, identifier: "films") { _ in
                        app.screen("Films")
                    },
                ]
            ) { _ in app.screen("Library") }
            library.managingNavigationController = managed
            let tabs = UITabBarController(tabs: [tab(app, "home", "Home"), library])
            tabs.title = "tabs"
            // The sidebar (where a group's child is tapped) shows on an iPad only (Apple's
            // `UITabBarController.Mode.tabSidebar`: "On iPhone and Apple TV, the system
            // displays the platform’s regular tab bar").
            tabs.traitOverrides.userInterfaceIdiom = .pad
            tabs.traitOverrides.horizontalSizeClass = .regular
            app.leaks.track(tabs, "tabs")
            app.setRoot(tabs)

            tabs.headless.tap(identifier: "films")
            app.runUntilIdle()

            #expect(app.navigator.topmost?.title == "Films")
            #expect(app.navigator.previous(of: app.navigator.topmost!)?.title == "Library")
            expectTree(
                app.navigator,
                """
                tabs "tabs" (selected 1)
                  navigation "homeNav"
                    screen "Home"
                  navigation "libraryNav"
                    screen "Library"
                    screen "Films"
                """)
            let films = app.navigator.topmost
            var finished: [ClosedBy] = []
            films?.onFinish { finished.append($0) }
            tabs.headless.tap(identifier: "books")
            app.runUntilIdle()
            #expect(app.navigator.topmost?.title == "Books")
            tabs.headless.tap(identifier: "films")
            app.runUntilIdle()
            #expect(app.navigator.topmost === films)
            #expect(finished.isEmpty)

            app.window.rootViewController = nil
            app.runUntilIdle()
        }
        expectReleased(app.leaks)
    }
}
