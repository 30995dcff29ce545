import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

// The code of IPadSplitViews.md, compiled and run. ArticleCodeTests checks that every Swift
// block of the article appears here line for line.

enum SplitViewsSnippets {
    enum MailRoute: Hashable, Codable, Sendable {
        case mailboxes, inbox, message(Int), attachment
    }

    final class MessageViewController: UIViewController {
        init(id: Int) {
            super.init(nibName: nil, bundle: nil)
            title = "message \(id)"
        }

        required init?(coder: NSCoder) { nil }
    }
}

@MainActor
@Suite(.navigationChecked) struct SplitViewsSnippetTests {
    typealias MailRoute = SplitViewsSnippets.MailRoute
    typealias MessageViewController = SplitViewsSnippets.MessageViewController

    @Test func theArticlesMailAppOnAnIPadAndAnIPhone() throws {
        let app = NavigatorHarness()
        app.window.headless.setHorizontalSizeClass(.regular)
        app.window.makeKeyAndVisible()
        func makeScreen(_ route: MailRoute) -> UIViewController { app.screen("\(route)") }

        var state = NavigationState<MailRoute>(stack: [.mailboxes])
        state.splits[0] = .init(supplementary: [.inbox], secondary: [.message(1)])

        var tabs = NavigationState<MailRoute>(tabs: [[.inbox], [.mailboxes]], selected: 1)
        tabs.splits[1] = .init(secondary: [.message(1)])
        #expect(try tabs.validated().stack(in: .secondary, ofSplit: 1) == [.message(1)])

        let routes = try RouteNavigator(navigator: app.navigator, state: state) { route in
            makeScreen(route)
        }
        var links = DeepLinkRouter<MailRoute>(schemes: ["mail"])
        routes.update { $0.setStack([.message(7)], in: .secondary) }
        routes.update { $0.push(.attachment) }  // the front column: the detail
        app.runUntilIdle()
        #expect(routes.state.stack(in: .secondary) == [.message(7), .attachment])

        routes.update { $0.splits[0]?.displayMode = .secondaryOnly }
        app.runUntilIdle()
        #expect(routes.state.splits[0]?.displayMode == .secondaryOnly)

        try links.register("/messages/<int:id>") { parameters, state in
            var target = state
            target.setStack([.message(try parameters.required("id", as: Int.self))], in: .secondary)
            return target
        }
        routes.deepLinks = links
        routes.open(URL(string: "mail://messages/9")!)
        app.runUntilIdle()
        #expect(routes.state.stack(in: .secondary) == [.message(9)])

        // The same state on an iPhone.
        let phoneApp = NavigatorHarness()
        let phoneWindow = phoneApp.window
        phoneWindow.headless.setHorizontalSizeClass(.compact)
        phoneWindow.makeKeyAndVisible()
        let saved = try routes.state.jsonData()
        let phone = try RouteNavigator(
            navigator: Navigator(window: phoneWindow), restoring: saved, or: state
        ) { route in makeScreen(route) }
        phoneApp.runUntilIdle()
        #expect(phone.state.splits[0]?.isCollapsed == true)
        #expect(phone.state.top == .message(9))
        let split = try #require(phoneWindow.rootViewController as? UISplitViewController)
        split.headless.userHide(.secondary)
        phoneApp.runUntilIdle()
        #expect(phone.state.splits[0]?.topColumn == .supplementary)
        do {
            let routes = phone
            routes.update { $0.splits[0]?.topColumn = .secondary }  // the message again
        }
        phoneApp.runUntilIdle()
        #expect(phone.state.top == .message(9))
        phoneWindow.rootViewController = nil
        phoneApp.runUntilIdle()
    }

    @Test func theArticlesTabBarWhoseTabIsASplitView() throws {
        let tabsApp = NavigatorHarness()
        tabsApp.window.headless.setHorizontalSizeClass(.regular)
        tabsApp.window.makeKeyAndVisible()
        func makeScreen(_ route: MailRoute) -> UIViewController { tabsApp.screen("\(route)") }
        var tabs = NavigationState<MailRoute>(tabs: [[.inbox], [.mailboxes]], selected: 0)
        tabs.splits[1] = .init(secondary: [.message(1)])

        let navigator: Navigator = tabsApp.navigator
        var containers = RouteContainers<MailRoute>()
        containers.uiTab = { index, bottom in
            switch bottom {
            case .mailboxes: .init(identifier: "mail", title: "Mail")
            default: .derived(index: index, bottom: bottom)
            }
        }
        let iPad = try RouteNavigator(navigator: navigator, state: tabs, containers: containers)
        iPad.start { route in makeScreen(route) }
        tabsApp.runUntilIdle()
        let bar = try #require(tabsApp.window.rootViewController as? UITabBarController)
        #expect(bar.tabs.map(\.identifier) == ["tab0", "mail"])

        iPad.update { $0.setStack([.message(3)], in: .secondary, ofSplit: 1) }
        iPad.update { $0.selectTab(1) }
        tabsApp.runUntilIdle()
        var expected = NavigationState<MailRoute>(tabs: [[.inbox], [.mailboxes]], selected: 1)
        expected.splits[1] = .init(secondary: [.message(3)], displayMode: .oneBesideSecondary)
        #expect(iPad.state == expected)
        #expect(tabsApp.navigator.topmost?.title == "message(3)")
        expectReleased(tabsApp.leaks, ["message(1)"])
    }

    @Test func theNavigatorShowsAScreenInAColumn() {
        let app = NavigatorHarness()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(app.navigation("list", root: app.screen("List")), for: .primary)
        split.setViewController(
            app.navigation("detail", root: app.screen("Detail")), for: .secondary)
        app.window.headless.setHorizontalSizeClass(.regular)
        app.setRoot(split)
        let navigator: Navigator = app.navigator
        navigator.show(MessageViewController(id: 7), in: .secondary)
        app.runUntilIdle()
        #expect(navigator.topmost?.title == "message 7")
        expectReleased(app.leaks, ["Detail"])
    }
}
