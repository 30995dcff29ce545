import CustomDump
import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Split views whose width changes while a request runs, and the other root causes the route
/// fuzzer found with split layouts (issue 29): each test is the whole trace and state.
@MainActor
@Suite(.navigationChecked) struct SplitSizeClassChangeTests {
    typealias State = NavigationState<String>

    /// Stack `e › a` with a split whose detail is `e`.
    static func detailOnList() -> State {
        var state = State(stack: ["e", "a"])
        state.splits[0] = .init(secondary: ["e"])
        return state
    }

    static func mail(_ secondary: [String] = ["message1"]) -> State {
        var state = State(stack: ["mailboxes"])
        state.splits[0] = .init(secondary: secondary)
        return state
    }

    /// A push on the primary column, and the window becomes compact before it ends: UIKit
    /// nests the detail's navigation controller on top of the pushed screen. The push settles
    /// and the state is what the window shows.
    @Test func aCollapseDuringAPushOnThePrimaryColumnSettlesThePush() throws {
        let (app, routes) = try splitApp(Self.mail(), .regular)
        let push = routes.update { $0.push("filter", in: .primary) }
        app.window.headless.setHorizontalSizeClass(.compact)
        app.runUntilIdle()
        #expect(push.settlement == .completed)
        expectNoDifference(
            app.records.lines(),
            [
                // The first quiet moment, at the request.
                "UISplitViewController appeared", "UINavigationController appeared",
                "mailboxes appeared", "UINavigationController appeared", "message1 appeared",
                "go(to: stack: mailboxes › filter, animated: true)",
                "UINavigationController.pushViewController(filter, animated: true)",
                "go(to: stack: mailboxes › filter, animated: true) → completed",
                "mailboxes disappeared",
            ])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 filter.willMove(toParent: UINavigationController)",
                "0.000 mailboxes.viewWillDisappear(false)",
                "0.000 filter.didMove(toParent: UINavigationController)",
                "0.000 mailboxes.viewDidDisappear(false)",
            ])
        var expected = State(stack: ["mailboxes", "filter"])
        var split = State.Split(secondary: ["message1"], topColumn: .secondary)
        split.isCollapsed = true
        expected.splits[0] = split
        expectNoDifference(routes.state, expected)
    }

    /// Collapsed with the detail on top, UIKit's primary stack is the list's own screens with
    /// the detail's navigation controller on them: a new primary column replaces the list's
    /// screens under it, unseen, and the detail stays on top.
    @Test func aNewPrimaryColumnWhileCollapsedKeepsTheNestedDetailOnTop() throws {
        var start = Self.mail()
        start.setStack(["mailboxes", "filter"], in: .primary)
        let (app, routes) = try splitApp(start, .compact)
        let edit = routes.update { $0.setStack(["mailboxes"], in: .primary) }
        app.runUntilIdle()
        #expect(edit.settlement == .completed)
        expectNoDifference(
            app.records.lines(.uikit),
            [
                "UINavigationController.setViewControllers([mailboxes, UINavigationController], "
                    + "animated: false)"
            ])
        expectNoDifference(
            app.trace.timedLines,
            ["0.000 filter.willMove(toParent: nil)", "0.000 filter.didMove(toParent: nil)"])
        var expected = State(stack: ["mailboxes"])
        var split = State.Split(secondary: ["message1"], topColumn: .secondary)
        split.isCollapsed = true
        expected.splits[0] = split
        expectNoDifference(routes.state, expected)
        expectReleased(app.leaks, ["filter"])
    }

    /// The same collapse when the push's animation already runs: the size change completes
    /// the push at once (its `didShow`; ``HeadlessBehaviour/sizeChangeCompletesRunningColumnTransitions``),
    /// then the collapse puts the nested detail on top of the pushed screen in the same turn,
    /// so no quiet moment sees the pushed screen in front: it hears no `appeared`.
    @Test func aCollapseMidwayThroughAPushOnThePrimaryColumnSettlesThePush() throws {
        let (app, routes) = try splitApp(Self.mail(), .regular)
        let push = routes.update { $0.push("filter", in: .primary) }
        app.window.headless.advance(by: 0.1)
        app.window.headless.setHorizontalSizeClass(.compact)
        app.runUntilIdle()
        #expect(push.settlement == .completed)
        expectNoDifference(
            app.records.lines(),
            [
                // The first quiet moment, at the request.
                "UISplitViewController appeared", "UINavigationController appeared",
                "mailboxes appeared", "UINavigationController appeared", "message1 appeared",
                "go(to: stack: mailboxes › filter, animated: true)",
                "UINavigationController.pushViewController(filter, animated: true)",
                "go(to: stack: mailboxes › filter, animated: true) → completed",
                "mailboxes disappeared",
            ])
        var expected = State(stack: ["mailboxes", "filter"])
        var split = State.Split(secondary: ["message1"], topColumn: .secondary)
        split.isCollapsed = true
        expected.splits[0] = split
        expectNoDifference(routes.state, expected)
    }

    /// Collapsed on the list, a push on it, and the window becomes regular before the push's
    /// transition starts: the expansion puts the pushed screen on screen itself. The push
    /// settles, and the state is the expanded split.
    @Test func anExpansionBeforeAPushOnTheCollapsedListStartsSettlesThePush() throws {
        let (app, routes) = try splitApp(Self.mail(), .compact)
        let split = try #require(app.window.rootViewController as? UISplitViewController)
        split.headless.userHide(.secondary)
        app.runUntilIdle()
        app.trace.clear()
        app.records.clear()
        let push = routes.update(animated: false) { $0.push("filter") }
        app.window.headless.setHorizontalSizeClass(.regular)
        app.runUntilIdle()
        #expect(push.settlement == .completed)
        // Wayfinder's whole trace: the push, the screens the expansion shows, the settlement.
        // (HeadlessUIKit's callbacks of an expansion over a pending push are issue 28's.)
        expectNoDifference(
            app.records.lines(),
            [
                "go(to: stack: mailboxes › filter, animated: false)",
                "UINavigationController.pushViewController(filter, animated: false)",
                "filter appeared", "UINavigationController appeared", "message1 appeared",
                "go(to: stack: mailboxes › filter, animated: false) → completed",
            ])
        var expected = State(stack: ["mailboxes", "filter"])
        expected.splits[0] = .init(secondary: ["message1"], displayMode: .oneBesideSecondary)
        expectNoDifference(routes.state, expected)
    }

    /// Collapsed, a request for the list on top pops the nested detail off the list's
    /// navigation controller: the request waits for that pop, which is its own (no user's
    /// back button in the trace), and settles once the list shows.
    @Test func aRequestForTheListOnTopOfACollapsedSplitWaitsForItsPop() throws {
        let (app, routes) = try splitApp(Self.mail(["message1", "attachment"]), .compact)
        _ = routes.state
        app.records.clear()
        let request = routes.update { $0.splits[0]?.topColumn = .primary }
        #expect(request.settlement == nil)
        app.runUntilIdle()
        #expect(request.settlement == .completed)
        // The detail is covered, not gone: the split view controller keeps its column.
        expectNoDifference(
            app.records.lines(),
            [
                "go(to: stack: mailboxes, animated: true)",
                "UISplitViewController.show(.primary)",
                "mailboxes appeared", "UINavigationController disappeared",
                "attachment disappeared",
                "go(to: stack: mailboxes, animated: true) → completed",
            ])
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
        var expected = State(stack: ["mailboxes"])
        var split = State.Split(secondary: ["message1", "attachment"], topColumn: .primary)
        split.isCollapsed = true
        expected.splits[0] = split
        expectNoDifference(routes.state, expected)
    }

    /// Collapsed on the list (the user went back from the detail), a request changes both
    /// the list and the hidden detail, and the window becomes regular before its transition
    /// starts: the request goes on with the detail once the expansion showed the list, and
    /// settles with the state UIKit shows.
    @Test func anExpansionDuringARequestForTheListAndTheHiddenDetailSettlesIt() throws {
        var start = State(stack: ["list"])
        start.splits[0] = .init(secondary: ["b", "e", "f"])
        let (app, routes) = try splitApp(start, .compact)
        let split = try #require(app.window.rootViewController as? UISplitViewController)
        split.headless.userHide(.secondary)
        app.runUntilIdle()
        app.records.clear()
        app.trace.clear()
        var target = State(stack: ["list", "c", "e"])
        target.splits[0] = .init(secondary: ["b", "f"])
        let request = routes.go(to: target)
        app.window.headless.setHorizontalSizeClass(.regular)
        app.runUntilIdle()
        #expect(request.settlement == .completed)
        // The detail's screens the user went back from stayed alive in the split view
        // controller (covered, not finished); the request keeps the bottom one and replaces
        // the rest.
        expectNoDifference(
            app.records.lines(),
            [
                "go(to: stack: list › c › e, animated: true)",
                "UINavigationController.setViewControllers([list, c, e], animated: true)",
                "UINavigationController.setViewControllers([b, f], animated: false)",
                "e appeared", "UINavigationController appeared", "f appeared",
                "f finished(code)", "e finished(code)",
                "go(to: stack: list › c › e, animated: true) → completed",
            ])
        target.splits[0]?.displayMode = .oneBesideSecondary
        expectNoDifference(routes.state, target)
    }

    /// Route fuzzer, splits, seed 1, sequence 1983: a request lays a collapsed split view out
    /// under a full-screen modal, the next one dismisses it for a sheet, and the window
    /// becomes regular while the sheet comes up. The expansion takes the supplementary and
    /// secondary columns' navigation controllers out of the primary's stack; no quiet moment
    /// saw them in front, so Wayfinder's delegate proxy was not in them, and the request
    /// waited forever for the `didShow` of its edit of the supplementary column (`routes.state`
    /// stayed the previous target). Wayfinder puts its proxy in a navigation controller it
    /// edits and waits on.
    @Test func anExpansionWhileASheetComesUpOverANewSplitSettlesTheColumnEdits() throws {
        let app = NavigatorHarness()
        app.window.headless.setHorizontalSizeClass(.compact)
        app.window.makeKeyAndVisible()
        let routes = try RouteNavigator(
            navigator: app.navigator, state: State(stack: ["e"], modals: [.init(["e", "d"])])
        ) { route in app.screen(route) }
        app.runUntilIdle()
        app.records.clear()
        app.trace.clear()
        var first = State(
            stack: ["c", "d", "b", "d"], modals: [.init(["e", "b", "c"], style: .fullScreen)])
        first.splits[0] = .init(
            supplementary: ["a", "f"], secondary: ["c", "b"], displayMode: .oneBesideSecondary)
        let layout = routes.go(to: first, animated: false)
        var target = State(stack: ["b", "d"], modals: [.init(["e", "b"])])
        target.splits[0] = .init(supplementary: ["f", "d"], secondary: ["c"])
        let request = routes.go(to: target, animated: true)
        app.window.headless.advance(by: 0.15)
        #expect(layout.settlement == .completed)
        expectNoDifference(
            app.records.lines(),
            [
                "go(to: stack: c › d › b › d; fullScreen: e › b › c, animated: false)",
                "UINavigationController.dismiss(animated: false)",
                "go(to: stack: b › d; sheet: e › b, animated: true)",
                "window.rootViewController = UISplitViewController",
                "b.present(UINavigationController, animated: false)",
                "UINavigationController appeared", "c appeared",
                "d finished(code)", "e finished(code)", "UINavigationController finished(code)",
                "e finished(code)", "UINavigationController finished(code)",
                "go(to: stack: c › d › b › d; fullScreen: e › b › c, animated: false) "
                    + "→ completed",
                // Collapsed, the primary column keeps the other columns nested on top.
                "UINavigationController.setViewControllers("
                    + "[b, d, UINavigationController, UINavigationController], animated: false)",
                "UISplitViewController.dismiss(animated: false)",
                "b.present(UINavigationController, animated: true)",
            ])
        app.records.clear()
        app.trace.clear()
        app.window.headless.setHorizontalSizeClass(.regular)
        app.runUntilIdle()
        #expect(request.settlement == .completed)
        expectNoDifference(
            app.records.lines(),
            [
                "UINavigationController.setViewControllers([f, d], animated: false)",
                "UINavigationController.popViewController(animated: false)",
                // The first quiet moment.
                "UISplitViewController appeared", "UINavigationController appeared",
                "d appeared", "UINavigationController appeared", "c appeared",
                "UINavigationController appeared", "b appeared",
                "c finished(code)", "b finished(code)", "e finished(code)",
                "UINavigationController finished(code)", "b finished(code)", "f finished(code)",
                "a finished(code)", "d finished(code)", "b finished(code)", "d finished(code)",
                "c finished(code)",
                "go(to: stack: b › d; sheet: e › b, animated: true) → completed",
            ])
        expectNoDifference(
            app.trace.timedLines,
            [
                // The expansion shows the supplementary column's top.
                "0.150 f.viewDidLoad",
                "0.150 f.viewWillAppear(false) [movingToParent]",
                "0.150 f.viewIsAppearing(false) [movingToParent]",
                "0.150 f.viewDidAppear(false) [movingToParent]",
                "0.500 b.viewDidAppear(true) [movingToParent]",
                // The supplementary column: a new f and d replace a and f.
                "0.500 a.willMove(toParent: nil)",
                "0.500 f.willMove(toParent: UINavigationController)",
                "0.500 d.willMove(toParent: UINavigationController)",
                "0.500 d.viewDidLoad",
                "0.500 f.viewWillDisappear(false) [movingFromParent]",
                "0.500 d.viewWillAppear(false) [movingToParent]",
                "0.500 d.viewIsAppearing(false) [movingToParent]",
                "0.500 f.viewDidDisappear(false) [movingFromParent]",
                "0.500 a.didMove(toParent: nil)",
                "0.500 d.viewDidAppear(false) [movingToParent]",
                "0.500 f.didMove(toParent: UINavigationController)",
                "0.500 d.didMove(toParent: UINavigationController)",
                // The secondary column: the pop to c, which its `didShow` ends.
                "0.500 b.willMove(toParent: nil)",
                "0.500 c.viewDidLoad",
                "0.500 b.viewWillDisappear(false) [movingFromParent]",
                "0.500 c.viewWillAppear(false)",
                "0.500 c.viewIsAppearing(false)",
                "0.500 b.viewDidDisappear(false) [movingFromParent]",
                "0.500 b.didMove(toParent: nil)",
                "0.500 c.viewDidAppear(false)",
            ])
        target.splits[0]?.displayMode = .oneBesideSecondary
        expectNoDifference(routes.state, target)
        expectReleased(app.leaks, ["a"])
    }

    /// Route fuzzer, splits, `--os 26`, seed 1, sequence 3326: collapsed on the detail, a
    /// request for the list on top (`show(.primary)` pops the nested detail) and one for a
    /// sheet, and the window becomes regular in the same turn, before the pop's transition
    /// starts. The expansion gave the split view controller back the nested columns still in
    /// the primary's stack only, and the pop then left the detail's navigation controller in
    /// no parent, in the window: the sheet presented from the detail was not the root's
    /// `presentedViewController`, and `routes.state` had no sheet. The size change starts and
    /// completes the pop first
    /// (``HeadlessBehaviour/sizeChangeCompletesRunningColumnTransitions``).
    @Test func anExpansionInTheTurnOfACollapsedShowPrimaryKeepsTheDetailInTheSplit() throws {
        let app = NavigatorHarness()
        app.window.headless.behaviour = .iOS26
        app.window.headless.setHorizontalSizeClass(.compact)
        let routes = try RouteNavigator(
            navigator: app.navigator, state: Self.detailOnList()
        ) { route in app.screen(route) }
        app.window.makeKeyAndVisible()
        app.runUntilIdle()
        app.records.clear()
        app.trace.clear()
        let list = routes.update { $0.splits[0]?.topColumn = .primary }
        let sheet = routes.update { $0.present("s") }
        app.window.headless.setHorizontalSizeClass(.regular)
        app.runUntilIdle()
        #expect(list.settlement == .completed)
        #expect(sheet.settlement == .completed)
        expectNoDifference(
            app.records.lines(),
            [
                // The first quiet moment, at the request.
                "UINavigationController appeared", "UINavigationController appeared",
                "e appeared",
                "go(to: stack: e › a, animated: true)",
                "UISplitViewController.show(.primary)",
                "go(to: stack: e › a; sheet: s, animated: true)",
                "go(to: stack: e › a, animated: true) → completed",
                "a appeared",
                "e.present(UINavigationController, animated: true)",
                "UINavigationController appeared", "s appeared",
                "go(to: stack: e › a; sheet: s, animated: true) → completed",
            ])
        expectNoDifference(
            app.trace.timedLines,
            [
                // The pop, completed at once by the size change.
                "0.000 a.viewDidLoad",
                "0.000 e.viewWillDisappear(true)",
                "0.000 a.viewWillAppear(true)",
                "0.000 a.viewIsAppearing(true)",
                "0.000 e.viewDidDisappear(true)",
                "0.000 a.viewDidAppear(true)",
                // The expansion shows the detail again, beside the list.
                "0.000 e.viewWillAppear(false)",
                "0.000 e.viewIsAppearing(false)",
                "0.000 e.viewDidAppear(false)",
                // The sheet.
                "0.000 s.willMove(toParent: UINavigationController)",
                "0.000 s.didMove(toParent: UINavigationController)",
                "0.000 s.viewDidLoad",
                "0.000 s.viewWillAppear(true) [movingToParent]",
                "0.000 s.viewIsAppearing(true) [movingToParent]",
                "0.500 s.viewDidAppear(true) [movingToParent]",
            ])
        let split = try #require(app.window.rootViewController as? UISplitViewController)
        #expect(split.viewController(for: .secondary)?.parent === split)
        #expect(split.presentedViewController != nil)
        var expected = State(stack: ["e", "a"], modals: [.init(["s"])])
        expected.splits[0] = .init(secondary: ["e"], displayMode: .oneBesideSecondary)
        expectNoDifference(routes.state, expected)
    }
}
