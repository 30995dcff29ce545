import CustomDump
import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// A window whose root tab bar a ``RouteNavigator`` builds from iOS 18's `UITab`s
/// (`RouteContainers.uiTab`): each tab's identifier is its bottom route; the screens are
/// traced controllers named after their routes, and the factory logs the routes it makes.
@MainActor
private final class UITabRouteApp {
    typealias State = NavigationState<String>

    let app = NavigatorHarness()
    let routes: RouteNavigator<String>
    /// The routes the screen factory made, in order.
    private(set) var made: [String] = []

    init(_ state: State, guards: [@MainActor (String) -> GuardDecision<String>] = []) throws {
        app.window.makeKeyAndVisible()
        var containers = RouteContainers<String>()
        containers.uiTab = { _, bottom in .init(identifier: bottom, title: bottom.capitalized) }
        routes = try RouteNavigator(navigator: app.navigator, state: state, containers: containers)
        for decide in guards { routes.addGuard(decide) }
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
        // The tests build a tab bar root; a missing one fails them through `tabs` below.
        app.window.rootViewController as? UITabBarController ?? UITabBarController()
    }

    /// The identifiers of the root tabs, in order.
    var tabs: [String] { tabBar.tabs.map(\.identifier) }

    func runUntilIdle() { app.runUntilIdle() }

    /// The UIKit calls Wayfinder made, in order.
    var uikitCalls: [String] { app.records.lines(.uikit) }
}

/// Route state over a tab bar of `UITab`s: building it, reading tabs never shown without
/// making them, links and taps to such tabs, guards on taps, bad input.
@MainActor
@Suite(.navigationChecked) struct UITabRouteNavigatorTests {
    typealias State = NavigationState<String>

    static let launch = State(tabs: [["inbox", "message"], ["settings"], ["orders"]])

    @Test func theTabBarIsBuiltFromUITabsAndOnlyTheShownTabIsMade() throws {
        let app = try UITabRouteApp(Self.launch)
        expectNoDifference(app.tabs, ["inbox", "settings", "orders"])
        #expect(app.tabBar.tabs.map(\.title) == ["Inbox", "Settings", "Orders"])
        #expect(app.tabBar.selectedTab?.identifier == "inbox")
        expectNoDifference(app.made, ["inbox", "message"])
        // UIKit holds only the controller it asked for.
        #expect(app.tabBar.viewControllers?.count == 1)
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
        #expect(app.routes.state == Self.launch)
        #expect(app.app.diagnostics.isEmpty)
    }

    @Test func launchingOnAnotherTabMakesItAndTheTabUIKitSelectsFirst() throws {
        let launch = State(tabs: [["inbox", "message"], ["settings"], ["orders"]], selected: 2)
        let app = try UITabRouteApp(launch)
        #expect(app.tabBar.selectedTab?.identifier == "orders")
        // The selected tab is made with the request; HeadlessUIKit's `setTabs` also asks for
        // the first tab of the bar before the selection moves (UIKit makes a root tab's
        // controller when it needs it), so that tab is made from its stack, unseen.
        expectNoDifference(app.made, ["orders", "inbox", "message"])
        expectNoDifference(
            app.app.records.lines(.command).filter { $0.hasPrefix("tab ") },
            [
                #"tab 0 "inbox" made on first use: inbox › message"#
            ])
        #expect(!app.app.trace.lines.contains("message.viewDidLoad"))
        #expect(app.routes.state == launch)
    }

    @Test func aTabNeverShownReadsAsItsStackAndChangesWithoutBeingMade() throws {
        let app = try UITabRouteApp(Self.launch)
        app.clear()
        #expect(app.routes.state.stack(inTab: 2) == ["orders"])

        let transition = app.routes.update { $0.push("order7", inTab: 2) }
        app.runUntilIdle()

        #expect(transition.settlement == .completed)
        expectNoDifference(app.uikitCalls, [])
        expectNoDifference(app.app.trace.lines, [])
        expectNoDifference(app.made, [])
        expectNoDifference(
            app.routes.state,
            State(tabs: [["inbox", "message"], ["settings"], ["orders", "order7"]]))
        // Reading again makes nothing either.
        _ = app.routes.state
        #expect(app.tabBar.viewControllers?.count == 1)
        expectNoDifference(app.made, [])

        // The user's first tap on it makes it from the stack it was given last.
        app.tabBar.headless.tap(identifier: "orders")
        app.runUntilIdle()
        expectNoDifference(app.made, ["orders", "order7"])
        #expect(app.app.navigator.topmost?.title == "order7")
        expectNoDifference(
            app.routes.state,
            State(tabs: [["inbox", "message"], ["settings"], ["orders", "order7"]], selected: 2))
    }

    @Test func aLinkToATabNotYetShownMakesItOnSelection() throws {
        let app = try UITabRouteApp(Self.launch)
        var links = DeepLinkRouter<String>(schemes: ["shop"])
        try links.register("/orders/<int:id>") { parameters, state in
            var target = state
            target.setStack(["orders", "order\(try parameters.required("id") as Int)"], inTab: 2)
            target.selectTab(2)
            return target
        }
        app.routes.deepLinks = links
        app.clear()

        let transition = app.routes.open(URL(string: "shop://orders/7")!)
        app.runUntilIdle()

        #expect(transition.settlement == .completed)
        expectNoDifference(app.uikitCalls, [#"UITabBarController.selectedTab = tab "orders""#])
        expectNoDifference(app.made, ["orders", "order7"])
        // The orders tab is made and appears as a tab switch (no animation, §7).
        expectNoDifference(
            app.app.trace.lines,
            [
                "orders.willMove(toParent: UINavigationController)",
                "order7.willMove(toParent: UINavigationController)",
                "orders.didMove(toParent: UINavigationController)",
                "order7.didMove(toParent: UINavigationController)",
                "order7.viewDidLoad",
                "order7.viewWillAppear(false) [movingToParent]",
                "message.viewWillDisappear(false)",
                "order7.viewIsAppearing(false) [movingToParent]",
                "message.viewDidDisappear(false)",
                "order7.viewDidAppear(false) [movingToParent]",
            ])
        expectNoDifference(
            app.routes.state,
            State(tabs: [["inbox", "message"], ["settings"], ["orders", "order7"]], selected: 2))
        #expect(app.app.navigator.topmost?.title == "order7")

        // Back to the first tab, and the orders tab's stack back to its root: order7 leaves.
        app.routes.go(to: Self.launch)
        app.runUntilIdle()
        #expect(app.routes.state == Self.launch)
    }

    @Test func aUserTapOnAUITabReachesTheState() async throws {
        let app = try UITabRouteApp(Self.launch)
        app.clear()
        var states = app.routes.states.makeAsyncIterator()

        app.tabBar.headless.tap(identifier: "settings")
        app.runUntilIdle()

        // UIKit asked the provider on the tap: the tab is made then, from its stack.
        expectNoDifference(app.made, ["settings"])
        expectNoDifference(app.uikitCalls, [])
        expectNoDifference(
            app.app.trace.lines,
            [
                "settings.willMove(toParent: UINavigationController)",
                "settings.didMove(toParent: UINavigationController)",
                "settings.viewDidLoad",
                "settings.viewWillAppear(false) [movingToParent]",
                "message.viewWillDisappear(false)",
                "settings.viewIsAppearing(false) [movingToParent]",
                "message.viewDidDisappear(false)",
                "settings.viewDidAppear(false) [movingToParent]",
            ])
        let selected = State(tabs: [["inbox", "message"], ["settings"], ["orders"]], selected: 1)
        expectNoDifference(app.routes.state, selected)
        #expect(await states.next() == selected)

        // A request on the tab the user opened edits the controller UIKit holds.
        app.routes.update { $0.push("about") }
        app.runUntilIdle()
        expectNoDifference(
            app.uikitCalls, ["UINavigationController.pushViewController(about, animated: true)"])
        #expect(app.routes.state.stack(inTab: 1) == ["settings", "about"])
        // The navigator watches the tab's navigation controller: a back tap reaches the state.
        _ = app.app.navigator.topmost?.navigationController?.headless.tapBackButton()
        app.runUntilIdle()
        expectNoDifference(app.routes.state, selected)
        app.routes.go(to: Self.launch, animated: false)
        app.runUntilIdle()
    }

    @Test func aTapOnAGuardedUITabIsDeniedOrHeldBeforeTheTabIsMade() throws {
        var signedIn = false
        let app = try UITabRouteApp(
            Self.launch,
            guards: [
                { route in route == "orders" ? .deny("Orders need an account.") : .allow },
                { route in
                    route == "settings" && !signedIn ? .hold(presenting: "signIn") : .allow
                },
            ])
        app.clear()

        app.tabBar.headless.tap(identifier: "orders")
        app.runUntilIdle()
        #expect(app.tabBar.selectedTab?.identifier == "inbox")
        expectNoDifference(app.made, [])
        expectNoDifference(app.app.trace.lines, [])
        #expect(app.routes.state == Self.launch)
        expectNoDifference(
            app.app.records.lines(.gesture),
            ["tab 2 not selected: the guard denied orders: Orders need an account."])

        app.app.records.clear()
        app.tabBar.headless.tap(identifier: "settings")
        app.runUntilIdle()
        // Held: the sign-in sheet instead, the settings tab neither selected nor made.
        #expect(app.tabBar.selectedTab?.identifier == "inbox")
        expectNoDifference(app.made, ["signIn"])
        expectNoDifference(
            app.app.trace.lines,
            [
                "signIn.willMove(toParent: UINavigationController)",
                "signIn.didMove(toParent: UINavigationController)",
                "signIn.viewDidLoad",
                "signIn.viewWillAppear(true) [movingToParent]",
                "signIn.viewIsAppearing(true) [movingToParent]",
                "signIn.viewDidAppear(true) [movingToParent]",
            ])
        var sheetUp = Self.launch
        sheetUp.present("signIn")
        expectNoDifference(app.routes.state, sheetUp)

        signedIn = true
        app.clear()
        let resumed = app.routes.resumeHeld()
        app.runUntilIdle()
        #expect(resumed?.settlement == .completed)
        expectNoDifference(app.made, ["settings"])
        expectNoDifference(
            app.routes.state,
            State(tabs: [["inbox", "message"], ["settings"], ["orders"]], selected: 1))
    }

    @Test func aStateNamingATabNotInTheBarIsRefusedAndNothingChanges() throws {
        let app = try UITabRouteApp(Self.launch)
        app.clear()
        let tree = app.app.navigator.tree

        let transition = app.routes.go(
            to: State(tabs: [["inbox"], ["settings"], ["orders"]], selected: 5))
        app.runUntilIdle()

        guard case .failed(let error) = transition.settlement else {
            Issue.record("expected a failure, got \(String(describing: transition.settlement))")
            return
        }
        #expect(error.code == "invalidState")
        #expect(
            error.message
                == "The navigation state cannot be shown: The selected tab 5 does not exist: "
                + "there are 3 tabs (valid indexes 0..<3). Select an existing tab.")
        expectNoDifference(app.uikitCalls, [])
        expectNoDifference(app.made, [])
        #expect(app.app.navigator.tree == tree)
        #expect(app.routes.state == Self.launch)
        // An edit of a tab the bar does not have does nothing at all.
        let edit = app.routes.update { $0.push("x", inTab: 7) }
        app.runUntilIdle()
        #expect(edit.settlement == .completed)
        expectNoDifference(app.uikitCalls, [])
        #expect(app.routes.state == Self.launch)
    }

    @Test func selectingAHiddenUITabIsRefusedAndNothingChanges() throws {
        let app = try UITabRouteApp(Self.launch)
        app.tabBar.tabs[1].isHidden = true
        app.clear()

        // A hidden tab is still read, as its stack.
        #expect(app.routes.state == Self.launch)
        let transition = app.routes.update {
            $0.push("about", inTab: 1)
            $0.selectTab(1)
        }
        app.runUntilIdle()

        guard case .failed(let error) = transition.settlement else {
            Issue.record("expected a failure, got \(String(describing: transition.settlement))")
            return
        }
        #expect(error.code == "tabNotSelectable")
        #expect(
            error.message
                == "Tab 1 cannot be selected: its UITab \"settings\" is hidden, and UIKit does "
                + "not select a hidden tab. Show it first (isHidden = false). Nothing was changed.")
        expectNoDifference(app.uikitCalls, [])
        expectNoDifference(app.made, [])
        #expect(app.routes.state == Self.launch)
    }

    @Test func tabsChangedOutsideTheRouteNavigatorAreRefused() throws {
        let app = try UITabRouteApp(Self.launch)
        let group = UITabGroup(
            title: "More", image: nil, identifier: "more", children: [],
            viewControllerProvider: { _ in UIViewController() })
        app.tabBar.setTabs(app.tabBar.tabs + [group], animated: false)
        app.runUntilIdle()
        app.clear()

        let transition = app.routes.update { $0.push("a") }
        app.runUntilIdle()

        guard case .failed(let error) = transition.settlement else {
            Issue.record("expected a failure, got \(String(describing: transition.settlement))")
            return
        }
        #expect(error.code == "unsupportedTabBar")
        #expect(
            error.message
                == "The route navigator cannot read or change this tab bar of UITabs: its "
                + "tabs were changed outside the route navigator (it set [\"inbox\", "
                + "\"settings\", \"orders\"], the bar has [\"inbox\", \"settings\", \"orders\", "
                + "\"more\"]). Build the tab bar through RouteContainers.uiTab and change its tabs only "
                + "through the navigation state. Nothing was changed.")
        expectNoDifference(app.uikitCalls, [])
        // The state stays what the window last showed that could be read.
        #expect(app.routes.state == Self.launch)
    }

    @Test func duplicateTabIdentifiersFailTheBuild() throws {
        let app = NavigatorHarness()
        app.window.makeKeyAndVisible()
        var containers = RouteContainers<String>()
        containers.uiTab = { _, _ in .init(identifier: "same", title: "Same") }
        let routes = try RouteNavigator(
            navigator: app.navigator, state: State(stack: ["home"]), containers: containers)
        routes.start { app.screen($0) }
        app.runUntilIdle()
        app.trace.clear()
        app.records.clear()

        let transition = routes.go(to: State(tabs: [["a"], ["b"]]))
        app.runUntilIdle()

        guard case .failed(let error) = transition.settlement else {
            Issue.record("expected a failure, got \(String(describing: transition.settlement))")
            return
        }
        #expect(error.code == "duplicateTabIdentifier")
        #expect(app.records.lines(.uikit).isEmpty)
        #expect(app.window.rootViewController is UINavigationController)
        #expect(routes.state == State(stack: ["home"]))
    }

    @Test func theDerivedDescriptionNamesTabsByIndex() throws {
        var containers = RouteContainers<String>()
        containers.useUITabs()
        let tab = try #require(containers.uiTab?(2, "orders"))
        #expect(tab.identifier == "tab2")
        #expect(tab.title == "orders")
        #expect(tab.image == nil)
    }
}
