import CustomDump
import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// A window whose root tab bar a ``RouteNavigator`` builds with a `UITabGroup` and a
/// `UISearchTab`: tabs 0 and 1 (`inbox`, `archive`) are the children of the group
/// "mailboxes", tab 2 (`search`) is the search tab, tab 3 (`settings`) a tab of its own.
@MainActor
final class MailApp {
    typealias State = NavigationState<String>

    let app = NavigatorHarness()
    let routes: RouteNavigator<String>
    /// The routes the screen factory made, in order.
    private(set) var made: [String] = []

    init(_ state: State, iPad: Bool = false) throws {
        app.window.makeKeyAndVisible()
        if iPad {
            // An iPad in a regular width shows the sidebar (HeadlessUIKit is an iPhone).
            app.window.windowScene?.traitOverrides.userInterfaceIdiom = .pad
            app.window.headless.setHorizontalSizeClass(.regular)
        }
        var containers = RouteContainers<String>()
        let mailboxes = RouteContainers<String>.TabGroup(
            identifier: "mailboxes", title: "Mailboxes", systemImage: "tray.2")
        containers.uiTab = { index, bottom in
            switch bottom {
            case "inbox", "archive":
                .init(identifier: bottom, title: bottom.capitalized, group: mailboxes)
            case "search": .search()
            default: .derived(index: index, bottom: bottom)
            }
        }
        routes = try RouteNavigator(navigator: app.navigator, state: state, containers: containers)
        let harness = app
        routes.start { [weak self] route in
            self?.made.append(route)
            return harness.screen(route)
        }
        app.runUntilIdle()
    }

    /// Forgets what launch traced and made.
    func clear() {
        app.trace.clear()
        app.records.clear()
        made = []
    }

    var tabBar: UITabBarController {
        app.window.rootViewController as? UITabBarController ?? UITabBarController()
    }

    var group: UITabGroup? { tabBar.tab(forIdentifier: "mailboxes") as? UITabGroup }

    /// The titles of the screens in the group's navigation controller.
    var groupStack: [String] {
        group?.managingNavigationController?.viewControllers.compactMap(\.title) ?? []
    }

    func runUntilIdle() { app.runUntilIdle() }

    /// The UIKit calls Wayfinder made, in order.
    var uikitCalls: [String] { app.records.lines(.uikit) }
}

/// Tab groups (`UITabGroup`) and the search tab (`UISearchTab`) in route state: building,
/// reading, the sidebar's and the tab bar's taps, requests, a group's selected child as state.
@MainActor
@Suite(.navigationChecked) struct UITabGroupRouteNavigatorTests {
    typealias State = NavigationState<String>

    static let launch = State(tabs: [["inbox", "message"], ["archive"], ["search"], ["settings"]])

    @Test func aGroupAndTheSearchTabAreBuiltAndOnlyTheSelectedChildIsMade() throws {
        let app = try MailApp(Self.launch)
        // The group takes its children's place; the search tab is UIKit's own.
        expectNoDifference(
            app.tabBar.tabs.map(\.identifier),
            ["mailboxes", "com.apple.UIKit.UISearchTab", "tab3"])
        #expect(app.tabBar.tabs[1] is UISearchTab)
        expectNoDifference(app.group?.children.map(\.identifier), ["inbox", "archive"])
        #expect(app.group?.title == "Mailboxes")
        #expect(app.tabBar.selectedTab?.identifier == "inbox")
        #expect(app.group?.selectedChild?.identifier == "inbox")
        // The selected child's screen and what is pushed on it: the group's navigation
        // controller, which the tab bar shows for the group.
        expectNoDifference(app.groupStack, ["inbox", "message"])
        #expect(app.tabBar.selectedViewController === app.group?.managingNavigationController)
        expectNoDifference(app.made, ["inbox", "message"])
        expectNoDifference(
            app.app.trace.lines,
            [
                "inbox.willMove(toParent: UINavigationController)",
                "message.willMove(toParent: UINavigationController)",
                "inbox.didMove(toParent: UINavigationController)",
                "message.didMove(toParent: UINavigationController)",
                "message.viewDidLoad",
                "message.viewWillAppear(false) [movingToParent]",
                "message.viewIsAppearing(false) [movingToParent]",
                "message.viewDidAppear(false) [movingToParent]",
            ])
        expectNoDifference(app.routes.state, Self.launch)
        #expect(app.app.diagnostics.isEmpty)
    }

    @Test func aTapOnAChildInTheIPadSidebarSelectsItAndDropsWhatWasPushed() throws {
        let app = try MailApp(Self.launch, iPad: true)
        app.clear()

        app.tabBar.headless.tap(identifier: "archive")
        app.runUntilIdle()

        // UIKit's selection puts the child's screen in the group's navigation controller;
        // the message pushed on the inbox leaves (and is released: the suite checks), the
        // inbox's screen leaves the window but its UITab keeps it.
        expectNoDifference(app.made, ["archive"])
        expectNoDifference(app.groupStack, ["archive"])
        expectNoDifference(app.uikitCalls, [])
        expectNoDifference(
            app.app.trace.lines,
            [
                "inbox.willMove(toParent: nil)",
                "archive.willMove(toParent: UINavigationController)",
                "archive.viewDidLoad",
                "message.viewWillDisappear(false) [movingFromParent]",
                "archive.viewWillAppear(false) [movingToParent]",
                "archive.viewIsAppearing(false) [movingToParent]",
                "message.viewDidDisappear(false) [movingFromParent]",
                "inbox.didMove(toParent: nil)",
                "archive.viewDidAppear(false) [movingToParent]",
                "archive.didMove(toParent: UINavigationController)",
            ])
        expectNoDifference(
            app.routes.state,
            State(tabs: [["inbox"], ["archive"], ["search"], ["settings"]], selected: 1))

        // The search tab is a tab: tapping it leaves the group on its selected child, which
        // the state keeps as the group's selection.
        app.tabBar.headless.tap(identifier: "com.apple.UIKit.UISearchTab")
        app.runUntilIdle()
        var searching = State(
            tabs: [["inbox"], ["archive"], ["search"], ["settings"]], selected: 2)
        searching.tabGroupSelections = ["mailboxes": 1]
        expectNoDifference(app.routes.state, searching)
        #expect(app.app.navigator.topmost?.title == "search")
    }

    @Test func onAnIPhoneTheGroupIsOneTabThatShowsItsSelectedChild() throws {
        var launch = State(tabs: [["inbox"], ["archive", "old"], ["search"], ["settings"]])
        launch.selectTab(3)
        launch.tabGroupSelections = ["mailboxes": 1]
        let app = try MailApp(launch)
        expectNoDifference(app.routes.state, launch)
        #expect(app.group?.selectedChild?.identifier == "archive")
        // The group's selected child was given a pushed screen: its screens wait in the
        // group's navigation controller.
        expectNoDifference(app.groupStack, ["archive", "old"])
        app.clear()

        // The children are not in an iPhone's tab bar: a tap on one does nothing.
        app.tabBar.headless.tap(identifier: "inbox")
        app.runUntilIdle()
        expectNoDifference(app.routes.state, launch)

        app.tabBar.headless.tap(identifier: "mailboxes")
        app.runUntilIdle()
        expectNoDifference(
            app.routes.state,
            State(tabs: [["inbox"], ["archive", "old"], ["search"], ["settings"]], selected: 1))
        #expect(app.app.navigator.topmost?.title == "old")
        expectNoDifference(app.made, [])
    }

    @Test func requestsSelectAChildAndChangeAGroupsSelectionUnseen() throws {
        let app = try MailApp(Self.launch)
        app.clear()

        // Select the archive with a pushed screen: the child is selected as a tap would,
        // then its screens are set in the group's navigation controller.
        var target = State(tabs: [["inbox"], ["archive", "old"], ["search"], ["settings"]])
        target.selectTab(1)
        app.routes.go(to: target)
        app.runUntilIdle()
        expectNoDifference(app.routes.state, target)
        expectNoDifference(
            app.uikitCalls,
            [
                #"UITabBarController.selectedTab = tab "archive""#,
                "UINavigationController.pushViewController(old, animated: false)",
            ])
        expectNoDifference(app.groupStack, ["archive", "old"])

        // Settings selected: a state that names no selection for the group leaves it on the
        // child it shows (UIKit keeps a group's selected child), here the archive.
        app.clear()
        let settings = State(tabs: [["inbox"], ["archive"], ["search"], ["settings"]], selected: 3)
        app.routes.go(to: settings)
        app.runUntilIdle()
        expectNoDifference(app.routes.state, settings.with(["mailboxes": 1]))
        expectNoDifference(app.groupStack, ["archive"])

        // Naming the inbox moves the group back to it, unseen; the state read back names no
        // group (the inbox is the group's first child, its default).
        app.routes.go(to: settings.with(["mailboxes": 0]))
        app.runUntilIdle()
        expectNoDifference(app.routes.state, settings)
        #expect(app.group?.selectedChild?.identifier == "inbox")
        expectNoDifference(app.groupStack, ["inbox"])
        expectNoDifference(app.made, ["settings"])
    }

    @Test(arguments: [
        (
            State(tabs: [["inbox"], ["archive", "old"], ["search"], ["settings"]]),
            "tab 1 sits in the group \"mailboxes\" and is not its selected child (tab 0)"
        ),
        (
            State(tabs: [["inbox"], ["archive"], ["search"], ["settings"]]).with(["drafts": 1]),
            "tabGroupSelections names \"drafts\", which is not a group of the bar"
        ),
        (
            State(tabs: [["inbox"], ["archive"], ["search"], ["settings"]]).with(["mailboxes": 1]),
            "which holds the selected tab 0"
        ),
    ])
    func aStateTheGroupsCannotShowFailsWithNothingChanged(target: State, reason: String) throws {
        let app = try MailApp(Self.launch)
        app.clear()
        let transition = app.routes.go(to: target)
        app.runUntilIdle()
        guard case .failed(let error) = transition.settlement else {
            Issue.record("expected a failure, got \(String(describing: transition.settlement))")
            return
        }
        #expect(error.message.contains(reason), "\(error.message)")
        expectNoDifference(app.uikitCalls, [])
        expectNoDifference(app.app.trace.lines, [])
        expectNoDifference(app.routes.state, Self.launch)
    }

    @Test func aStateOfTodaysFormatDecodesAndGroupSelectionsRoundTrip() throws {
        // Written by the version before tab groups: no "tabGroupSelections".
        let old = #"{"root":{"tabs":[["inbox","message"],["archive"]],"selected":1},"modals":[]}"#
        let decoded = try JSONDecoder().decode(State.self, from: Data(old.utf8))
        expectNoDifference(decoded, State(tabs: [["inbox", "message"], ["archive"]], selected: 1))
        #expect(decoded.tabGroupSelections.isEmpty)
        // A state without groups is written as before.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let written = String(decoding: try encoder.encode(decoded), as: UTF8.self)
        #expect(!written.contains("tabGroupSelections"))

        var grouped = State(tabs: [["inbox"], ["archive", "old"], ["search"]], selected: 2)
        grouped.tabGroupSelections = ["mailboxes": 1]
        let data = try encoder.encode(grouped)
        #expect(
            String(decoding: data, as: UTF8.self).contains(#""tabGroupSelections":{"mailboxes":1}"#)
        )
        expectNoDifference(try JSONDecoder().decode(State.self, from: data), grouped)
    }
}

extension NavigationState {
    /// The state with these group selections.
    fileprivate func with(_ selections: [String: Int]) -> NavigationState {
        var state = self
        state.tabGroupSelections = selections
        return state
    }
}

/// Restoring a state with tab groups: the group's selection comes back; a saved state the
/// bar can no longer show falls back.
@MainActor
@Suite(.navigationChecked) struct UITabGroupRestorationTests {
    typealias State = NavigationState<String>

    static func containers() -> RouteContainers<String> {
        var containers = RouteContainers<String>()
        let mailboxes = RouteContainers<String>.TabGroup(identifier: "mailboxes", title: "Mail")
        containers.uiTab = { index, bottom in
            bottom == "search"
                ? .search()
                : .init(
                    identifier: bottom, title: bottom,
                    group: ["inbox", "archive"].contains(bottom) ? mailboxes : nil)
        }
        return containers
    }

    static let fallback = State(tabs: [["inbox"], ["archive"], ["search"]])

    @Test func aSavedGroupSelectionIsRestored() throws {
        let app = NavigatorHarness()
        app.window.makeKeyAndVisible()
        var saved = State(
            tabs: [["inbox"], ["archive", "old"], ["search", "result"]], selected: 2)
        saved.tabGroupSelections = ["mailboxes": 1]
        let routes = try RouteNavigator(
            navigator: app.navigator, restoring: try saved.jsonData(), or: Self.fallback,
            containers: Self.containers())
        routes.start { route in app.screen(route) }
        app.runUntilIdle()
        #expect(routes.restorationOutcome == .restored)
        expectNoDifference(routes.state, saved)
        #expect(app.navigator.topmost?.title == "result")
    }

    @Test func aSavedStateNamingAGroupThatIsGoneFallsBack() throws {
        let app = NavigatorHarness()
        app.window.makeKeyAndVisible()
        var saved = State(tabs: [["inbox"], ["archive"], ["search"]], selected: 2)
        saved.tabGroupSelections = ["folders": 1]
        let routes = try RouteNavigator(
            navigator: app.navigator, restoring: try saved.jsonData(), or: Self.fallback,
            containers: Self.containers())
        routes.start { route in app.screen(route) }
        app.runUntilIdle()
        guard case .fellBack(let error) = routes.restorationOutcome else {
            Issue.record(
                "expected a fall-back, got \(String(describing: routes.restorationOutcome))")
            return
        }
        #expect(error.message.contains("tabGroupSelections names \"folders\""), "\(error.message)")
        expectNoDifference(routes.state, Self.fallback)
    }
}
