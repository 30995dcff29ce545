import CustomDump
import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// A traced screen that hands an `Int` back when it finishes.
private final class TracedPicker: TracedViewController, ResultScreen {
    typealias Result = Int
}

/// A route navigator over a window whose horizontal size class is set before launch, whose
/// root tab bar is made of iOS 18's `UITab`s (each tab's identifier is its bottom route). The
/// screens are traced and leak-tracked, named after their routes; a `picker…` route is a
/// ``TracedPicker``.
@MainActor
private func uiTabSplitApp(
    _ state: NavigationState<String>, _ sizeClass: UIUserInterfaceSizeClass,
    restoring data: Data? = nil
) throws -> (NavigatorHarness, RouteNavigator<String>) {
    let app = NavigatorHarness()
    app.window.headless.setHorizontalSizeClass(sizeClass)
    app.window.makeKeyAndVisible()
    var containers = RouteContainers<String>()
    containers.uiTab = { _, bottom in .init(identifier: bottom, title: bottom.capitalized) }
    let routes =
        if let data {
            try RouteNavigator(
                navigator: app.navigator, restoring: data, or: state, containers: containers)
        } else {
            try RouteNavigator(navigator: app.navigator, state: state, containers: containers)
        }
    let harness = app
    routes.start { route in
        guard route.hasPrefix("picker") else { return harness.screen(route) }
        let picker = TracedPicker(route, trace: harness.trace)
        harness.leaks.track(picker, route)
        return picker
    }
    app.runUntilIdle()
    app.trace.clear()
    app.records.clear()
    return (app, routes)
}

/// Split views inside a tab bar of `UITab`s (iOS 18), the iPad's common shape: built, read
/// back whether or not the tab was shown, changed by requests and links in each column,
/// restored across size classes, and released when they leave.
@MainActor
@Suite(.navigationChecked) struct UITabSplitRouteNavigatorTests {
    typealias State = NavigationState<String>

    /// Inbox and a shop tab whose products list and detail are a split view.
    static func shop(selected: Int = 1, detail: [String] = ["product1"]) -> State {
        var state = State(tabs: [["inbox"], ["products"]], selected: selected)
        state.splits[1] = .init(secondary: detail)
        return state
    }

    /// The shop tab's split, read back.
    static func split(
        _ secondary: [String], collapsed: Bool, mode: State.Split.DisplayMode? = nil,
        top: State.Split.Column? = nil
    ) -> State.Split {
        var split = State.Split(secondary: secondary, displayMode: mode, topColumn: top)
        split.isCollapsed = collapsed
        return split
    }

    static func tabBar(_ app: NavigatorHarness) throws -> UITabBarController {
        try #require(app.window.rootViewController as? UITabBarController)
    }

    @Test func theSelectedTabIsASplitViewOfUITabsAndAPushGoesToTheDetail() throws {
        let (app, routes) = try uiTabSplitApp(Self.shop(), .regular)
        let tabs = try Self.tabBar(app)
        #expect(tabs.tabs.map(\.identifier) == ["inbox", "products"])
        #expect(tabs.selectedTab?.identifier == "products")
        // HeadlessUIKit's `setTabs` makes the bar's first tab too (see UITabRouteNavigatorTests).
        expectTree(
            app.navigator,
            """
            tabs "UITabBarController" (selected 1)
              navigation "UINavigationController"
                screen "inbox"
              container "UISplitViewController"
                navigation "UINavigationController"
                  screen "products"
                navigation "UINavigationController"
                  screen "product1"
            """)
        var expected = State(tabs: [["inbox"], ["products"]], selected: 1)
        expected.splits[1] = Self.split(["product1"], collapsed: false, mode: .oneBesideSecondary)
        expectNoDifference(routes.state, expected)
        #expect(routes.state.top == "product1")

        routes.update { $0.push("reviews") }
        app.runUntilIdle()
        expectNoDifference(
            app.records.lines(.uikit),
            ["UINavigationController.pushViewController(reviews, animated: true)"])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 reviews.willMove(toParent: UINavigationController)",
                "0.000 reviews.viewDidLoad",
                "0.000 product1.viewWillDisappear(true)",
                "0.000 reviews.viewWillAppear(true) [movingToParent]",
                "0.000 reviews.viewIsAppearing(true) [movingToParent]",
                "0.350 product1.viewDidDisappear(true)",
                "0.350 reviews.viewDidAppear(true) [movingToParent]",
                "0.350 reviews.didMove(toParent: UINavigationController)",
            ])
        expected.splits[1]?.secondary = ["product1", "reviews"]
        expectNoDifference(routes.state, expected)
        #expect(app.diagnostics.isEmpty)
    }

    @Test func aSplitTabNotShownYetReadsFromUIKitAndChangesUnseen() throws {
        let (app, routes) = try uiTabSplitApp(Self.shop(selected: 0), .regular)
        // The split view is made with the tab bar; UIKit has not asked for it, so none of its
        // screens has appeared.
        #expect(try Self.tabBar(app).viewControllers?.count == 1)
        var expected = State(tabs: [["inbox"], ["products"]], selected: 0)
        expected.splits[1] = Self.split(["product1"], collapsed: false, mode: .oneBesideSecondary)
        expectNoDifference(routes.state, expected)

        let link = routes.update { $0.setStack(["product2"], in: .secondary, ofSplit: 1) }
        app.runUntilIdle()
        #expect(link.settlement == .completed)
        expectNoDifference(
            app.records.lines(.uikit),
            ["UINavigationController.setViewControllers([product2], animated: false)"])
        // Off the window: the new screen joins the column, nothing appears.
        expectNoDifference(
            app.trace.lines,
            [
                "product2.willMove(toParent: UINavigationController)",
                "product2.didMove(toParent: UINavigationController)",
            ])
        expected.splits[1]?.secondary = ["product2"]
        expectNoDifference(routes.state, expected)
        expectReleased(app.leaks, ["product1"])

        app.records.clear()
        app.trace.clear()
        routes.update { $0.selectTab(1) }
        app.runUntilIdle()
        expectNoDifference(
            app.records.lines(.uikit), [#"UITabBarController.selectedTab = tab "products""#])
        // UIKit asks the tab's provider for the split view and adds it to the tab bar.
        expectNoDifference(
            app.trace.lines,
            [
                "products.viewDidLoad",
                "products.viewWillAppear(false) [movingToParent]",
                "product2.viewDidLoad",
                "product2.viewWillAppear(false) [movingToParent]",
                "inbox.viewWillDisappear(false)",
                "products.viewIsAppearing(false) [movingToParent]",
                "product2.viewIsAppearing(false) [movingToParent]",
                "inbox.viewDidDisappear(false)",
                "products.viewDidAppear(false) [movingToParent]",
                "product2.viewDidAppear(false) [movingToParent]",
            ])
        expected = Self.shop(selected: 1, detail: ["product2"])
        expected.splits[1] = Self.split(["product2"], collapsed: false, mode: .oneBesideSecondary)
        expectNoDifference(routes.state, expected)
    }

    @Test func aUserTapOnTheSplitTabShowsItAndAWidthChangeOffScreenReachesTheState() throws {
        let (app, routes) = try uiTabSplitApp(Self.shop(selected: 0), .regular)
        let tabs = try Self.tabBar(app)
        tabs.headless.tap(identifier: "products")
        app.runUntilIdle()
        #expect(tabs.selectedTab?.identifier == "products")
        var expected = Self.shop(selected: 1)
        expected.splits[1] = Self.split(["product1"], collapsed: false, mode: .oneBesideSecondary)
        expectNoDifference(routes.state, expected)
        #expect(app.navigator.topmost.map { routes.route(of: $0) } == "product1")

        // Back on the inbox, the window narrows: the split view, kept by the tab bar, collapses.
        tabs.headless.tap(identifier: "inbox")
        app.runUntilIdle()
        app.window.headless.setHorizontalSizeClass(.compact)
        app.runUntilIdle()
        expected = Self.shop(selected: 0)
        expected.splits[1] = Self.split(["product1"], collapsed: true, top: .secondary)
        expectNoDifference(routes.state, expected)
        app.trace.clear()

        tabs.headless.tap(identifier: "products")
        app.runUntilIdle()
        expected.selectTab(1)
        expectNoDifference(routes.state, expected)
        #expect(app.navigator.topmost.map { routes.route(of: $0) } == "product1")
    }

    @Test func aTapOnTheSplitTabIsDeniedWhenAGuardDeniesItsDetail() throws {
        let (app, routes) = try uiTabSplitApp(Self.shop(selected: 0), .regular)
        routes.addGuard { route in
            route == "product1" ? .deny("Products need an account.") : .allow
        }
        let before = routes.state
        let tabs = try Self.tabBar(app)
        tabs.headless.tap(identifier: "products")
        app.runUntilIdle()
        #expect(tabs.selectedTab?.identifier == "inbox")
        expectNoDifference(app.trace.lines, [])
        expectNoDifference(routes.state, before)
        expectNoDifference(
            app.records.lines(.gesture),
            ["tab 1 not selected: the guard denied product1: Products need an account."])
    }

    @Test(arguments: [State.Split.Column.primary, .supplementary, .secondary])
    func aLinkReachesEachColumnOfTheTabsSplitView(_ column: State.Split.Column) throws {
        var start = State(tabs: [["inbox"], ["mailboxes"]], selected: 0)
        start.splits[1] = .init(supplementary: ["folder"], secondary: ["message1"])
        let (app, routes) = try uiTabSplitApp(start, .regular)
        var links = DeepLinkRouter<String>(schemes: ["mail"])
        try links.register("/show/<column>/<route>") { parameters, state in
            var target = state
            let column = State.Split.Column(rawValue: parameters["column"] ?? "")
            target.selectTab(1)
            target.push(parameters["route"] ?? "", in: column ?? .secondary, ofSplit: 1)
            return target
        }
        routes.deepLinks = links
        let before = routes.state
        let open = routes.open(URL(string: "mail://show/\(column.rawValue)/linked")!)
        app.runUntilIdle()
        #expect(open.settlement == .completed)
        var expected = before
        expected.selectTab(1)
        expected.push("linked", in: column, ofSplit: 1)
        expectNoDifference(routes.state, expected)
        #expect(routes.state.stack(in: column, ofSplit: 1)?.last == "linked")
        #expect(routes.state.top == (column == .secondary ? "linked" : "message1"))
        // The column changes unseen, then the tab is selected.
        expectNoDifference(app.records.lines(.uikit).count, 2)
        #expect(
            app.records.lines(.uikit).last == #"UITabBarController.selectedTab = tab "mailboxes""#)
    }

    @Test func aGuardOnADetailRouteInTheTabsSplitViewDeniesItAndNothingChanges() throws {
        let (app, routes) = try uiTabSplitApp(Self.shop(), .regular)
        expectAGuardDeniesASecretPush(app, routes)
    }

    @Test func aStateSavedExpandedRestoresCollapsedAndBack() throws {
        let saved: Data
        do {
            let (app, routes) = try uiTabSplitApp(Self.shop(), .regular)
            routes.update { $0.push("reviews") }
            app.runUntilIdle()
            saved = try routes.state.jsonData()
        }
        let fallback = Self.shop(selected: 0, detail: ["empty"])
        let collapsedData: Data
        do {
            let (app, routes) = try uiTabSplitApp(fallback, .compact, restoring: saved)
            #expect(routes.restorationOutcome == .restored)
            var expected = Self.shop()
            expected.splits[1] = Self.split(
                ["product1", "reviews"], collapsed: true, top: .secondary)
            expectNoDifference(routes.state, expected)
            #expect(routes.state.top == "reviews")
            #expect(app.navigator.topmost.map { routes.route(of: $0) } == "reviews")
            expectTree(
                app.navigator,
                """
                tabs "UITabBarController" (selected 1)
                  navigation "UINavigationController"
                    screen "inbox"
                  container "UISplitViewController"
                    navigation "UINavigationController"
                      screen "products"
                      navigation "UINavigationController"
                        screen "product1"
                        screen "reviews"
                """)
            collapsedData = try routes.state.jsonData()
        }
        let (app, routes) = try uiTabSplitApp(fallback, .regular, restoring: collapsedData)
        #expect(routes.restorationOutcome == .restored)
        var expected = Self.shop()
        expected.splits[1] = Self.split(
            ["product1", "reviews"], collapsed: false, mode: .oneBesideSecondary)
        expectNoDifference(routes.state, expected)
        #expect(app.navigator.topmost.map { routes.route(of: $0) } == "reviews")
    }

    @Test func theWindowNarrowingAndWideningCollapsesAndExpandsTheTabsSplitView() throws {
        let (app, routes) = try uiTabSplitApp(Self.shop(detail: ["product1", "reviews"]), .regular)
        app.window.headless.setHorizontalSizeClass(.compact)
        app.runUntilIdle()
        var expected = Self.shop(detail: ["product1", "reviews"])
        expected.splits[1] = Self.split(
            ["product1", "reviews"], collapsed: true, top: .secondary)
        expectNoDifference(routes.state, expected)
        #expect(routes.state.visibleStack == ["product1", "reviews"])
        app.records.clear()

        // The list changes under the detail, which stays on top of the collapsed stack.
        let edit = routes.update { $0.setStack(["products", "sale"], inTab: 1) }
        app.runUntilIdle()
        #expect(edit.settlement == .completed)
        expectNoDifference(
            app.records.lines(.uikit),
            [
                "UINavigationController.setViewControllers("
                    + "[products, sale, UINavigationController], animated: false)"
            ])
        expected.setStack(["products", "sale"], inTab: 1)
        expectNoDifference(routes.state, expected)
        #expect(routes.state.top == "reviews")

        // Back to the list in the collapsed stack, then wide again: both columns show.
        routes.update { $0.splits[1]?.topColumn = .primary }
        app.runUntilIdle()
        expected.splits[1]?.topColumn = .primary
        expectNoDifference(routes.state, expected)
        #expect(routes.state.top == "sale")
        app.window.headless.setHorizontalSizeClass(.regular)
        app.runUntilIdle()
        expected.splits[1] = Self.split(
            ["product1", "reviews"], collapsed: false, mode: .oneBesideSecondary)
        expectNoDifference(routes.state, expected)
        #expect(routes.state.top == "reviews")
    }

    @Test func leavingTheSplitTabsStateReleasesEveryScreenOfItsColumns() throws {
        let (app, routes) = try uiTabSplitApp(Self.shop(detail: ["product1", "reviews"]), .regular)
        routes.go(to: State(tabs: [["inbox"], ["orders"]]))
        app.runUntilIdle()
        expectNoDifference(routes.state, State(tabs: [["inbox"], ["orders"]]))
        #expect(try Self.tabBar(app).tabs.map(\.identifier) == ["inbox", "orders"])
        expectReleased(app.leaks, ["products", "product1", "reviews"])
    }

    @Test func aSplitViewOnAChildOfATabGroupIsRefusedSayingWhy() throws {
        let app = NavigatorHarness()
        app.window.makeKeyAndVisible()
        var containers = RouteContainers<String>()
        let group = RouteContainers<String>.TabGroup(identifier: "shop", title: "Shop")
        containers.uiTab = { _, bottom in
            .init(identifier: bottom, title: bottom, group: bottom == "inbox" ? nil : group)
        }
        var state = State(tabs: [["inbox"], ["products"], ["orders"]])
        state.splits[1] = .init(secondary: ["product1"])
        let routes = try RouteNavigator(
            navigator: app.navigator, state: State(tabs: [["inbox"], ["products"], ["orders"]]),
            containers: containers)
        routes.start { app.screen($0) }
        app.runUntilIdle()
        let before = routes.state
        let tree = app.navigator.tree
        let request = routes.go(to: state)
        app.runUntilIdle()
        guard case .failed(let error) = request.settlement else {
            Issue.record("expected a failure, got \(String(describing: request.settlement))")
            return
        }
        #expect(error.code == "unsupportedTabBar")
        #expect(error.message.contains(#"tab 1 carries a split view and sits in the group "shop""#))
        expectNoDifference(routes.state, before)
        #expect(app.navigator.tree == tree)
    }
}

/// Typed results through a split view's detail column, an edit of a collapsed primary column,
/// and the compact and inspector columns in state, as whole states and traces.
@MainActor
@Suite(.navigationChecked) struct SplitColumnResultAndColumnTests {
    typealias State = NavigationState<String>

    /// A route navigator over a split view root (`splits[0]`), in a window of `sizeClass`.
    static func app(
        _ state: State, _ sizeClass: UIUserInterfaceSizeClass
    ) throws -> (NavigatorHarness, RouteNavigator<String>) {
        let app = NavigatorHarness()
        app.window.headless.setHorizontalSizeClass(sizeClass)
        app.window.makeKeyAndVisible()
        let harness = app
        let routes = try RouteNavigator(navigator: app.navigator, state: state) { route in
            guard route.hasPrefix("picker") else { return harness.screen(route) }
            let picker = TracedPicker(route, trace: harness.trace)
            harness.leaks.track(picker, route)
            return picker
        }
        app.runUntilIdle()
        app.trace.clear()
        app.records.clear()
        return (app, routes)
    }

    static func mail(compact: [String]? = nil, inspector: [String]? = nil) -> State {
        var state = State(stack: ["mailboxes"])
        state.splits[0] = .init(secondary: ["message1"], compact: compact, inspector: inspector)
        return state
    }

    @Test(arguments: [false, true])
    func aScreenInTheDetailColumnClosesItselfWithAResultThroughRoutes(_ inTab: Bool) throws {
        let (app, routes): (NavigatorHarness, RouteNavigator<String>)
        let index = inTab ? 1 : 0
        if inTab {
            var state = State(tabs: [["inbox"], ["mailboxes"]], selected: 1)
            state.splits[1] = .init(secondary: ["message1"])
            (app, routes) = try uiTabSplitApp(state, .regular)
        } else {
            (app, routes) = try Self.app(Self.mail(), .regular)
        }
        var outcomes: [Outcome<Int>] = []
        let push = routes.push("picker", expecting: Int.self) { outcomes.append($0) }
        app.runUntilIdle()
        #expect(push.settlement == .completed)
        #expect(routes.state.stack(in: .secondary, ofSplit: index) == ["message1", "picker"])
        #expect(outcomes.isEmpty)
        app.trace.clear()

        try #require(app.navigator.topmost as? TracedPicker).finish(with: 7)
        app.runUntilIdle()
        expectNoDifference(outcomes, [.finished(7)])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.350 picker.willMove(toParent: nil)",
                "0.350 picker.viewWillDisappear(true) [movingFromParent]",
                "0.350 message1.viewWillAppear(true)",
                "0.350 message1.viewIsAppearing(true)",
                "0.700 picker.viewDidDisappear(true) [movingFromParent]",
                "0.700 picker.didMove(toParent: nil)",
                "0.700 message1.viewDidAppear(true)",
            ])
        #expect(routes.state.stack(in: .secondary, ofSplit: index) == ["message1"])
        #expect(routes.state.top == "message1")
        expectReleased(app.leaks, ["picker"])
    }

    @Test func aScreenInTheDetailColumnClosesItselfWithAResultThroughTheNavigator() throws {
        let (app, routes) = try Self.app(Self.mail(), .regular)
        var outcomes: [Outcome<Int>] = []
        let picker = TracedPicker("picker", trace: app.trace)
        app.leaks.track(picker, "picker")
        app.navigator.push(picker) { outcomes.append($0) }
        app.runUntilIdle()
        // A screen the factory did not make is not a route: the detail column reads as before.
        #expect(routes.state.stack(in: .secondary) == ["message1"])
        #expect(app.navigator.topmost === picker)
        app.trace.clear()

        picker.finish(with: 3)
        app.runUntilIdle()
        expectNoDifference(outcomes, [.finished(3)])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.350 picker.willMove(toParent: nil)",
                "0.350 picker.viewWillDisappear(true) [movingFromParent]",
                "0.350 message1.viewWillAppear(true)",
                "0.350 message1.viewIsAppearing(true)",
                "0.700 picker.viewDidDisappear(true) [movingFromParent]",
                "0.700 picker.didMove(toParent: nil)",
                "0.700 message1.viewDidAppear(true)",
            ])
        #expect(routes.state.top == "message1")
    }

    @Test func theDetailColumnsRootCannotCloseItselfAndNothingChanges() throws {
        var state = State(stack: ["mailboxes"])
        state.splits[0] = .init(secondary: ["picker"])
        let (app, routes) = try Self.app(state, .regular)
        var outcomes: [Outcome<Int>] = []
        routes.result(of: "picker", as: Int.self) { outcomes.append($0) }
        let before = routes.state
        let picker = try #require(app.navigator.topmost as? TracedPicker)
        picker.finish(with: 1)
        app.runUntilIdle()
        #expect(outcomes.isEmpty)
        #expect(app.trace.lines.isEmpty)
        expectNoDifference(routes.state, before)
        // The same close, as a command: it fails saying why.
        let close = app.navigator.close(picker)
        app.runUntilIdle()
        guard case .failed(let error) = close.settlement else {
            Issue.record("expected a failure, got \(String(describing: close.settlement))")
            return
        }
        #expect(error.code == "cannotClose")
        expectNoDifference(routes.state, before)
    }

    @Test func collapsedAnEditOfTheListKeepsTheDetailOnTop() throws {
        let (app, routes) = try Self.app(Self.mail(), .compact)
        let edit = routes.update { $0.setStack(["mailboxes", "archive"], in: .primary) }
        app.runUntilIdle()
        #expect(edit.settlement == .completed)
        expectNoDifference(
            app.records.lines(.uikit),
            [
                "UINavigationController.setViewControllers("
                    + "[mailboxes, archive, UINavigationController], animated: false)"
            ])
        expectNoDifference(
            app.trace.lines,
            [
                "archive.willMove(toParent: UINavigationController)",
                "archive.didMove(toParent: UINavigationController)",
            ])
        var expected = Self.mail()
        expected.setStack(["mailboxes", "archive"], in: .primary)
        expected.splits[0]?.isCollapsed = true
        expected.splits[0]?.topColumn = .secondary
        expectNoDifference(routes.state, expected)
        #expect(routes.state.top == "message1")
    }

    @Test func collapsedTheCompactColumnShowsAndTheOthersKeepTheirStacks() throws {
        let (app, routes) = try Self.app(Self.mail(compact: ["compactList"]), .compact)
        var expected = Self.mail(compact: ["compactList"])
        expected.splits[0]?.isCollapsed = true
        expected.splits[0]?.topColumn = .compact
        expectNoDifference(routes.state, expected)
        #expect(routes.state.top == "compactList")
        #expect(routes.state.visibleStack == ["compactList"])

        // A push goes to the compact column, the one the user acts in.
        routes.update { $0.push("message2") }
        app.runUntilIdle()
        expectNoDifference(
            app.records.lines(.uikit),
            ["UINavigationController.pushViewController(message2, animated: true)"])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 message2.willMove(toParent: UINavigationController)",
                "0.000 message2.viewDidLoad",
                "0.000 compactList.viewWillDisappear(true)",
                "0.000 message2.viewWillAppear(true) [movingToParent]",
                "0.000 message2.viewIsAppearing(true) [movingToParent]",
                "0.350 compactList.viewDidDisappear(true)",
                "0.350 message2.viewDidAppear(true) [movingToParent]",
                "0.350 message2.didMove(toParent: UINavigationController)",
            ])
        expected.splits[0]?.compact = ["compactList", "message2"]
        expectNoDifference(routes.state, expected)

        // Widening shows the primary and secondary columns again, as they were.
        app.window.headless.setHorizontalSizeClass(.regular)
        app.runUntilIdle()
        expected.splits[0]?.isCollapsed = false
        expected.splits[0]?.topColumn = nil
        expected.splits[0]?.displayMode = .oneBesideSecondary
        expectNoDifference(routes.state, expected)
        #expect(routes.state.top == "message1")
    }

    @Test func aCollapseShowsTheCompactColumnInPlaceOfTheOthers() throws {
        let (app, routes) = try Self.app(Self.mail(compact: ["compactList"]), .regular)
        var expected = Self.mail(compact: ["compactList"])
        expected.splits[0]?.displayMode = .oneBesideSecondary
        expectNoDifference(routes.state, expected)
        #expect(routes.state.top == "message1")

        app.window.headless.setHorizontalSizeClass(.compact)
        app.runUntilIdle()
        expectNoDifference(
            app.trace.lines,
            [
                "mailboxes.viewWillDisappear(false)",
                "message1.viewWillDisappear(false)",
                "compactList.viewDidLoad",
                "compactList.viewWillAppear(false) [movingToParent]",
                "compactList.viewIsAppearing(false) [movingToParent]",
                "mailboxes.viewDidDisappear(false)",
                "message1.viewDidDisappear(false)",
                "compactList.viewDidAppear(false) [movingToParent]",
            ])
        expected.splits[0]?.isCollapsed = true
        expected.splits[0]?.displayMode = nil
        expected.splits[0]?.topColumn = .compact
        expectNoDifference(routes.state, expected)
        #expect(routes.state.top == "compactList")
        #expect(app.navigator.topmost.map { routes.route(of: $0) } == "compactList")
        app.trace.clear()

        app.window.headless.setHorizontalSizeClass(.regular)
        app.runUntilIdle()
        expectNoDifference(
            app.trace.lines,
            [
                "compactList.viewWillDisappear(false)",
                "mailboxes.viewWillAppear(false)",
                "mailboxes.viewIsAppearing(false)",
                "message1.viewWillAppear(false)",
                "message1.viewIsAppearing(false)",
                "compactList.viewDidDisappear(false)",
                "mailboxes.viewDidAppear(false)",
                "message1.viewDidAppear(false)",
            ])
        expected.splits[0]?.isCollapsed = false
        expected.splits[0]?.displayMode = .oneBesideSecondary
        expected.splits[0]?.topColumn = nil
        expectNoDifference(routes.state, expected)
        #expect(routes.state.top == "message1")
    }

    @Test func theInspectorColumnIsStateShownAndHiddenByRequests() throws {
        let (app, routes) = try Self.app(Self.mail(inspector: ["info"]), .regular)
        var expected = Self.mail(inspector: ["info"])
        expected.splits[0]?.displayMode = .oneBesideSecondary
        expectNoDifference(routes.state, expected)

        routes.update { $0.splits[0]?.isInspectorShown = true }
        app.runUntilIdle()
        expectNoDifference(
            app.records.lines(.uikit), ["UISplitViewController.show(.inspector)"])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 info.viewDidLoad",
                "0.000 info.viewWillAppear(true) [movingToParent]",
                "0.000 info.viewIsAppearing(true) [movingToParent]",
                "0.350 info.viewDidAppear(true) [movingToParent]",
            ])
        expected.splits[0]?.isInspectorShown = true
        expectNoDifference(routes.state, expected)
        app.trace.clear()
        app.records.clear()

        routes.update { $0.push("details", in: .inspector) }
        app.runUntilIdle()
        expected.splits[0]?.inspector = ["info", "details"]
        expectNoDifference(routes.state, expected)
        app.trace.clear()
        app.records.clear()

        routes.update { $0.splits[0]?.isInspectorShown = false }
        app.runUntilIdle()
        expectNoDifference(
            app.records.lines(.uikit), ["UISplitViewController.hide(.inspector)"])
        expected.splits[0]?.isInspectorShown = false
        expectNoDifference(routes.state, expected)
    }
}
