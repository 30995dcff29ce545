import CustomDump
import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Guards `"secret"` with a denial, asks to push it, and checks that the request fails with
/// `guardDenied` and nothing changed: no UIKit call, no trace, the same state and tree.
@MainActor
func expectAGuardDeniesASecretPush(
    _ app: NavigatorHarness, _ routes: RouteNavigator<String>,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    routes.addGuard { route in route == "secret" ? .deny("locked") : .allow }
    let before = routes.state
    let tree = app.navigator.tree
    let push = routes.update { $0.push("secret") }
    app.runUntilIdle()
    guard case .failed(let error) = push.settlement else {
        Issue.record(
            "expected a failure, got \(String(describing: push.settlement))",
            sourceLocation: sourceLocation)
        return
    }
    #expect(error.code == "guardDenied", sourceLocation: sourceLocation)
    #expect(app.records.lines(.uikit).isEmpty, sourceLocation: sourceLocation)
    #expect(app.trace.lines.isEmpty, sourceLocation: sourceLocation)
    expectNoDifference(routes.state, before)
    #expect(app.navigator.tree == tree, sourceLocation: sourceLocation)
}

/// A route navigator over a window whose horizontal size class is set before launch.
@MainActor
func splitApp(
    _ state: NavigationState<String>, _ sizeClass: UIUserInterfaceSizeClass
) throws -> (NavigatorHarness, RouteNavigator<String>) {
    let app = NavigatorHarness()
    app.window.headless.setHorizontalSizeClass(sizeClass)
    app.window.makeKeyAndVisible()
    let routes = try RouteNavigator(navigator: app.navigator, state: state) { route in
        app.screen(route)
    }
    app.runUntilIdle()
    app.trace.clear()
    app.records.clear()
    return (app, routes)
}

/// Split views in a route navigator's state: built, read back expanded and collapsed, changed
/// by requests and by the user.
@MainActor
@Suite(.navigationChecked) struct SplitRouteNavigatorTests {
    typealias State = NavigationState<String>

    static func mail(_ secondary: [String] = ["message1"]) -> State {
        var state = State(stack: ["mailboxes"])
        state.splits[0] = .init(secondary: secondary)
        return state
    }

    static func triple() -> State {
        var state = State(stack: ["mailboxes"])
        state.splits[0] = .init(supplementary: ["inbox"], secondary: ["message1"])
        return state
    }

    /// The split of the state, read back.
    static func split(
        _ secondary: [String], collapsed: Bool, mode: State.Split.DisplayMode? = nil,
        top: State.Split.Column? = nil
    ) -> State.Split {
        var split = State.Split(secondary: secondary, displayMode: mode, topColumn: top)
        split.isCollapsed = collapsed
        return split
    }

    @Test func expandedASplitIsBuiltInColumnStyleAndAPushGoesToTheDetail() throws {
        let (app, routes) = try splitApp(Self.mail(), .regular)
        expectTree(
            app.navigator,
            """
            container "UISplitViewController"
              navigation "UINavigationController"
                screen "mailboxes"
              navigation "UINavigationController"
                screen "message1"
            """)
        var expected = State(stack: ["mailboxes"])
        expected.splits[0] = Self.split(["message1"], collapsed: false, mode: .oneBesideSecondary)
        expectNoDifference(routes.state, expected)
        #expect(routes.state.top == "message1")

        routes.update { $0.push("attachment") }
        app.runUntilIdle()
        expectNoDifference(
            app.records.lines(.uikit),
            ["UINavigationController.pushViewController(attachment, animated: true)"])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 attachment.willMove(toParent: UINavigationController)",
                "0.000 attachment.viewDidLoad",
                "0.000 message1.viewWillDisappear(true)",
                "0.000 attachment.viewWillAppear(true) [movingToParent]",
                "0.000 attachment.viewIsAppearing(true) [movingToParent]",
                "0.350 message1.viewDidDisappear(true)",
                "0.350 attachment.viewDidAppear(true) [movingToParent]",
                "0.350 attachment.didMove(toParent: UINavigationController)",
            ])
        expected.splits[0]?.secondary = ["message1", "attachment"]
        expectNoDifference(routes.state, expected)
        #expect(app.navigator.topmost.map { routes.route(of: $0) } == "attachment")
    }

    @Test func aNewDetailReplacesTheOldOneWhichIsReleased() throws {
        let (app, routes) = try splitApp(Self.mail(["message1", "attachment"]), .regular)
        routes.update { $0.setStack(["message2"], in: .secondary) }
        app.runUntilIdle()
        expectNoDifference(
            app.records.lines(.uikit),
            ["UINavigationController.setViewControllers([message2], animated: true)"])
        #expect(routes.state.stack(in: .secondary) == ["message2"])
        #expect(routes.state.stack(in: .primary) == ["mailboxes"])
        expectReleased(app.leaks, ["message1", "attachment"])
    }

    @Test func collapsedTheDetailIsOnTopAndBackInTheCollapsedStackReachesState() throws {
        let (app, routes) = try splitApp(Self.mail(["message1", "attachment"]), .compact)
        var expected = State(stack: ["mailboxes"])
        expected.splits[0] = Self.split(
            ["message1", "attachment"], collapsed: true, top: .secondary)
        expectNoDifference(routes.state, expected)
        #expect(routes.state.visibleStack == ["message1", "attachment"])

        // The back button of the collapsed detail column's root: the list comes back.
        let split = try #require(app.window.rootViewController as? UISplitViewController)
        split.headless.userHide(.secondary)
        app.runUntilIdle()
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 mailboxes.viewDidLoad",
                "0.000 attachment.viewWillDisappear(true)",
                "0.000 mailboxes.viewWillAppear(true)",
                "0.000 mailboxes.viewIsAppearing(true)",
                "0.350 attachment.viewDidDisappear(true)",
                "0.350 mailboxes.viewDidAppear(true)",
            ])
        expected.splits[0]?.topColumn = .primary
        expectNoDifference(routes.state, expected)
        #expect(routes.state.top == "mailboxes")
        app.trace.clear()

        // A request puts the detail back on top, as a push of the column.
        routes.update { $0.splits[0]?.topColumn = .secondary }
        app.runUntilIdle()
        expectNoDifference(
            app.records.lines(.uikit), ["UISplitViewController.show(.secondary)"])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.350 mailboxes.viewWillDisappear(true)",
                "0.350 attachment.viewWillAppear(true)",
                "0.350 attachment.viewIsAppearing(true)",
                "0.700 mailboxes.viewDidDisappear(true)",
                "0.700 attachment.viewDidAppear(true)",
            ])
        expected.splits[0]?.topColumn = .secondary
        expectNoDifference(routes.state, expected)
    }

    @Test func aCollapseDuringAPushInTheDetailKeepsTheStateAsUIKitShowsIt() throws {
        let (app, routes) = try splitApp(Self.mail(), .regular)
        let push = routes.update { $0.push("reply") }
        app.window.headless.setHorizontalSizeClass(.compact)
        app.runUntilIdle()
        #expect(push.settlement == .completed)
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 reply.willMove(toParent: UINavigationController)",
                "0.000 mailboxes.viewWillDisappear(false)",
                "0.000 reply.viewDidLoad",
                "0.000 message1.viewWillDisappear(true)",
                "0.000 reply.viewWillAppear(true) [movingToParent]",
                "0.000 reply.viewIsAppearing(true) [movingToParent]",
                "0.000 mailboxes.viewDidDisappear(false)",
                "0.350 message1.viewDidDisappear(true)",
                "0.350 reply.viewDidAppear(true) [movingToParent]",
                "0.350 reply.didMove(toParent: UINavigationController)",
            ])
        var expected = State(stack: ["mailboxes"])
        expected.splits[0] = Self.split(["message1", "reply"], collapsed: true, top: .secondary)
        expectNoDifference(routes.state, expected)
    }

    @Test func anExpansionDuringAPushInTheCollapsedDetailShowsBothColumns() throws {
        let (app, routes) = try splitApp(Self.mail(), .compact)
        let push = routes.update { $0.push("reply") }
        app.window.headless.setHorizontalSizeClass(.regular)
        app.runUntilIdle()
        #expect(push.settlement == .completed)
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 reply.willMove(toParent: UINavigationController)",
                "0.000 mailboxes.viewDidLoad",
                "0.000 mailboxes.viewWillAppear(false)",
                "0.000 mailboxes.viewIsAppearing(false)",
                "0.000 reply.viewDidLoad",
                "0.000 message1.viewWillDisappear(true)",
                "0.000 reply.viewWillAppear(true) [movingToParent]",
                "0.000 reply.viewIsAppearing(true) [movingToParent]",
                "0.000 mailboxes.viewDidAppear(false)",
                "0.350 message1.viewDidDisappear(true)",
                "0.350 reply.viewDidAppear(true) [movingToParent]",
                "0.350 reply.didMove(toParent: UINavigationController)",
            ])
        var expected = State(stack: ["mailboxes"])
        expected.splits[0] = Self.split(
            ["message1", "reply"], collapsed: false, mode: .oneBesideSecondary)
        expectNoDifference(routes.state, expected)
    }

    @Test func aColumnTheUserHidesReachesStateAndARequestShowsItAgain() throws {
        let (app, routes) = try splitApp(Self.mail(), .regular)
        let split = try #require(app.window.rootViewController as? UISplitViewController)
        split.headless.userHide(.primary)
        app.runUntilIdle()
        expectNoDifference(
            app.trace.timedLines,
            ["0.000 mailboxes.viewWillDisappear(true)", "0.350 mailboxes.viewDidDisappear(true)"])
        #expect(routes.state.splits[0]?.displayMode == .secondaryOnly)
        app.trace.clear()

        routes.update { $0.splits[0]?.displayMode = .oneBesideSecondary }
        app.runUntilIdle()
        expectNoDifference(
            app.records.lines(.uikit),
            ["UISplitViewController.preferredDisplayMode = .oneBesideSecondary"])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.350 mailboxes.viewWillAppear(true)",
                "0.350 mailboxes.viewIsAppearing(true)",
                "0.700 mailboxes.viewDidAppear(true)",
            ])
        #expect(routes.state.splits[0]?.displayMode == .oneBesideSecondary)
    }

    @Test(arguments: [State.Split.Column.primary, .supplementary, .secondary])
    func aLinkReachesEachColumnAndChangesOnlyThatColumn(_ column: State.Split.Column) throws {
        let (app, routes) = try splitApp(Self.triple(), .regular)
        var links = DeepLinkRouter<String>(schemes: ["mail"])
        try links.register("/show/<column>/<route>") { parameters, state in
            var target = state
            let column = State.Split.Column(rawValue: parameters["column"] ?? "")
            target.push(parameters["route"] ?? "", in: column ?? .secondary)
            return target
        }
        routes.deepLinks = links
        let before = routes.state
        let open = routes.open(URL(string: "mail://show/\(column.rawValue)/linked")!)
        app.runUntilIdle()
        #expect(open.settlement == .completed)
        var expected = before
        expected.push("linked", in: column)
        expectNoDifference(routes.state, expected)
        #expect(routes.state.stack(in: column)?.last == "linked")
        expectNoDifference(app.records.lines(.uikit).count, 1)
    }

    @Test func aGuardOnADetailRouteDeniesItAndNothingChanges() throws {
        let (app, routes) = try splitApp(Self.mail(), .regular)
        expectAGuardDeniesASecretPush(app, routes)
    }

    @Test(arguments: [
        (UIUserInterfaceSizeClass.regular, UIUserInterfaceSizeClass.compact),
        (.compact, .regular),
    ])
    func aStateSavedInOneSizeClassRestoresInTheOther(
        _ saved: UIUserInterfaceSizeClass, _ restored: UIUserInterfaceSizeClass
    ) throws {
        let data: Data
        do {
            let (app, routes) = try splitApp(Self.mail(), saved)
            routes.update { $0.push("attachment") }
            app.runUntilIdle()
            data = try routes.state.jsonData()
        }
        let app = NavigatorHarness()
        app.window.headless.setHorizontalSizeClass(restored)
        app.window.makeKeyAndVisible()
        let routes = try RouteNavigator(
            navigator: app.navigator, restoring: data, or: Self.mail(["empty"])
        ) { app.screen($0) }
        app.runUntilIdle()
        #expect(routes.restorationOutcome == .restored)
        var expected = State(stack: ["mailboxes"])
        expected.splits[0] =
            restored == .compact
            ? Self.split(["message1", "attachment"], collapsed: true, top: .secondary)
            : Self.split(["message1", "attachment"], collapsed: false, mode: .oneBesideSecondary)
        expectNoDifference(routes.state, expected)
        #expect(routes.state.top == "attachment")
        #expect(app.navigator.topmost.map { routes.route(of: $0) } == "attachment")
    }

    @Test func aTabCarriesASplitView() throws {
        var start = State(tabs: [["inbox"], ["products"]])
        start.splits[1] = .init(secondary: ["product1"])
        let (app, routes) = try splitApp(start, .regular)
        routes.update {
            $0.selectTab(1)
            $0.push("reviews")
        }
        app.runUntilIdle()
        var expected = State(tabs: [["inbox"], ["products"]], selected: 1)
        expected.splits[1] = Self.split(
            ["product1", "reviews"], collapsed: false, mode: .oneBesideSecondary)
        expectNoDifference(routes.state, expected)
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
    }
}

/// The navigator's command that shows a screen in a column of a split view.
@MainActor
@Suite(.navigationChecked) struct SplitColumnCommandTests {
    func splitApp(_ sizeClass: UIUserInterfaceSizeClass) -> NavigatorHarness {
        let app = NavigatorHarness()
        let split = UISplitViewController(style: .doubleColumn)
        split.title = "split"
        app.leaks.track(split, "split")
        split.setViewController(app.navigation("listNav", root: app.screen("List")), for: .primary)
        split.setViewController(
            app.navigation("detailNav", root: app.screen("Detail")), for: .secondary)
        app.window.headless.setHorizontalSizeClass(sizeClass)
        app.setRoot(split)
        return app
    }

    @Test func expandedTheDetailColumnShowsTheNewScreenInPlaceOfTheOld() {
        let app = splitApp(.regular)
        let show = app.navigator.show(app.screen("Message"), in: .secondary)
        app.runUntilIdle()
        #expect(show.settlement == .completed)
        expectTrace(
            app.trace,
            [
                "Message.willMove(toParent: detailNav)",
                "Message.viewDidLoad",
                "Detail.viewWillDisappear(true) [movingFromParent]",
                "Message.viewWillAppear(true) [movingToParent]",
                "Message.viewIsAppearing(true) [movingToParent]",
                "Detail.viewDidDisappear(true) [movingFromParent]",
                "Message.viewDidAppear(true) [movingToParent]",
                "Message.didMove(toParent: detailNav)",
            ])
        #expect(app.navigator.topmost?.title == "Message")
        expectReleased(app.leaks, ["Detail"])
    }

    @Test func collapsedOnTheListTheDetailColumnComesOnTop() throws {
        let app = splitApp(.compact)
        let split = try #require(app.window.rootViewController as? UISplitViewController)
        split.headless.userHide(.secondary)
        app.runUntilIdle()
        app.trace.clear()
        let show = app.navigator.show(app.screen("Message"), in: .secondary)
        app.runUntilIdle()
        #expect(show.settlement == .completed)
        expectNoDifference(
            app.records.lines(.uikit).suffix(1), ["split.show(.secondary)"])
        expectTrace(
            app.trace,
            [
                "Message.willMove(toParent: detailNav)",
                "Message.didMove(toParent: detailNav)",
                "List.viewWillDisappear(true)",
                "detailNav.viewWillAppear(true)",
                "Message.viewDidLoad",
                "Message.viewWillAppear(true) [movingToParent]",
                "detailNav.viewIsAppearing(true)",
                "Message.viewIsAppearing(true) [movingToParent]",
                "List.viewDidDisappear(true)",
                "detailNav.viewDidAppear(true)",
                "Message.viewDidAppear(true) [movingToParent]",
            ])
        #expect(app.navigator.topmost?.title == "Message")
        expectReleased(app.leaks, ["Detail"])
    }

    @Test func withoutASplitViewItFailsAndNothingChanges() {
        let app = NavigatorHarness()
        app.setRoot(app.navigation(root: app.screen("Home")))
        let show = app.navigator.show(app.screen("Message"), in: .secondary)
        app.runUntilIdle()
        guard case .failed(let error) = show.settlement else {
            Issue.record("expected a failure, got \(String(describing: show.settlement))")
            return
        }
        #expect(error.code == "noSplitColumn")
        #expect(
            error.message
                == "There is no secondary column to show the screen in: no split view "
                + "controller is in front. Show it in a column the split view controller has (in "
                + "a navigation controller), or push or present it instead.")
        #expect(app.trace.lines.isEmpty)
    }
}

/// Split views in the state as a value: Codable (states saved before split views restore),
/// validation, editing.
@Suite struct NavigationStateSplitTests {
    typealias State = NavigationState<String>

    @Test func aStateSavedBeforeSplitViewsExistedStillRestores() throws {
        let saved = Data(
            (#"{"modals":[{"inNavigation":true,"stack":["compose"],"style":"sheet"}],"#
                + #""root":{"selected":1,"tabs":[["inbox"],["settings","about"]]}}"#).utf8)
        let state = try State(restoring: saved)
        expectNoDifference(
            state,
            State(
                tabs: [["inbox"], ["settings", "about"]], selected: 1, modals: [.init(["compose"])])
        )
        #expect(state.splits.isEmpty)
        // Written back as it was: no "splits" key for a state without split views.
        #expect(try state.jsonData() == saved)
    }

    @Test func aSplitViewRoundTripsThroughJSON() throws {
        var state = State(tabs: [["inbox"], ["products"]], selected: 1)
        state.splits[1] = .init(
            supplementary: ["shoes"], secondary: ["product1", "reviews"], compact: ["phone"],
            displayMode: .twoBesideSecondary, topColumn: .compact)
        let data = try state.jsonData()
        expectNoDifference(try State(restoring: data), state)
        let text = String(decoding: data, as: UTF8.self)
        #expect(
            text.contains(
                #""splits":{"1":{"compact":["phone"],"displayMode":"twoBesideSecondary","#
                    + #""isCollapsed":false,"isInspectorShown":false,"#
                    + #""secondary":["product1","reviews"],"supplementary":["shoes"],"#
                    + #""topColumn":"compact"}}"#))
    }

    @Test func invalidSplitsAreRefusedSayingWhy() {
        var outOfRange = State(stack: ["home"])
        outOfRange.splits[2] = .init(secondary: ["detail"])
        #expect(
            throws: NavigationStateError.self,
            performing: { try outOfRange.validated() })
        #expect(
            (try? outOfRange.validated()) == nil
                && outOfRange.problemMessage
                    == "Split 2 is carried by no stack: the root has 1 stack (valid indexes "
                    + "0..<1). Key a split view by the index of its primary column's stack in "
                    + "rootStacks (0 for a stack root, the tab's index for tabs)."
        )
        var empty = State(stack: ["home"])
        empty.splits[0] = .init(secondary: [])
        #expect(
            empty.problemMessage
                == "The secondary column of split 0 is empty, and a navigation stack cannot be: "
                + "give it at least one route, or remove it.")
        var noColumn = State(stack: ["home"])
        noColumn.splits[0] = .init(secondary: ["detail"], topColumn: .supplementary)
        #expect(
            noColumn.problemMessage
                == "Split 0 has no supplementary column, so it cannot be the top column. Give "
                + "the split that column, or leave topColumn nil.")
    }

    @Test func editsGoToTheFrontColumnAndRemoveAllPrunesColumns() {
        var state = State(stack: ["list"])
        state.splits[0] = .init(secondary: ["detail"])
        state.push("more")
        #expect(state.stack(in: .secondary) == ["detail", "more"])
        #expect(state.visibleStack == ["detail", "more"])
        state.splits[0]?.isCollapsed = true
        state.splits[0]?.topColumn = .primary
        state.push("filter")
        #expect(state.stack(in: .primary) == ["list", "filter"])
        state.removeAll { $0 == "more" || $0 == "filter" || $0 == "detail" }
        #expect(state.rootStacks == [["list"]])
        #expect(state.stack(in: .secondary) == ["detail"])
        #expect(state.allRoutes == ["list", "detail"])
        #expect(state.shapeDescription == "a single stack, split 0 of primary, secondary")
        expectNoDifference(
            state.description,
            """
            stack: list
            split 0 (collapsed, top primary):
                secondary: detail
            """)
    }
}

extension NavigationState {
    /// The message of the first problem ``validated()`` finds, or `nil`.
    fileprivate var problemMessage: String? {
        do {
            _ = try validated()
            return nil
        } catch let error as NavigationStateError {
            return error.message
        } catch {
            return String(describing: error)
        }
    }
}
