import CustomDump
import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Split views whose state differed from UIKit's after width changes (issue 29, the route
/// fuzzer with `--splits`, seeds 2 and 3): each root cause as a hand-written scenario with its
/// whole trace and state.
@MainActor
@Suite(.navigationChecked) struct SplitWidthChangeStateTests {
    typealias State = NavigationState<String>

    /// The window becomes compact and regular again in one turn, on a split showing its
    /// detail alone, and a request pops the hidden list. The split view's coordinator lasts
    /// until the last change's columns moved, so the request waits for the list to leave the
    /// window and pops it off screen, without animation (sequences 3052, 162 and 366: the
    /// first change's coordinator ended before the second change's columns moved, the pop
    /// started animated in a list about to leave the window, and its `didShow` never came).
    @Test func aRequestAfterTwoWidthChangesInOneTurnWaitsForTheLastOne() throws {
        var launch = State(stack: ["a", "e", "d"])
        launch.splits[0] = .init(secondary: ["d", "c", "f"], displayMode: .secondaryOnly)
        let (app, routes) = try splitApp(launch, .regular)
        app.window.headless.setHorizontalSizeClass(.compact)
        app.window.headless.setHorizontalSizeClass(.regular)
        let pop = routes.update { $0.setStack(["a", "e"], in: .primary) }
        app.runUntilIdle()
        #expect(pop.settlement == .completed)
        expectNoDifference(
            app.records.lines(),
            [
                "go(to: stack: a › e, animated: true)",
                // The first quiet moment, once the split view is expanded again.
                "UISplitViewController appeared", "UINavigationController appeared",
                "f appeared",
                "UINavigationController.popViewController(animated: false)",
                "d finished(code)",
                "go(to: stack: a › e, animated: true) → completed",
            ])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 d.viewDidLoad",
                "0.000 d.viewWillAppear(false) [movingToParent]",
                "0.000 d.viewIsAppearing(false) [movingToParent]",
                "0.000 d.viewWillDisappear(false)",
                "0.000 d.viewDidDisappear(false)",
                "0.000 d.willMove(toParent: nil)",
                "0.000 d.didMove(toParent: nil)",
            ])
        var expected = State(stack: ["a", "e"])
        expected.splits[0] = .init(secondary: ["d", "c", "f"], displayMode: .secondaryOnly)
        expectNoDifference(routes.state, expected)
        expectReleased(app.leaks, ["d"])
    }

    /// Collapsed on the list in a tab, a request selects another tab, pushes on the list and
    /// asks for the detail on top. The list's stack is edited after the selection, unseen,
    /// and the detail is shown after that edit, so the edit does not take the detail's
    /// navigation controller back out of the list's stack (sequence 4687: `show(.secondary)`
    /// came first, animated in the window, and the list's `setViewControllers`, planned from
    /// the stack before, undid it: the state read the list on top).
    @Test func aRequestThatLeavesATabShowsItsDetailAfterEditingItsList() throws {
        var launch = State(tabs: [["x"], ["list"]], selected: 1)
        launch.splits[1] = .init(secondary: ["d1"], topColumn: .primary)
        let (app, routes) = try splitApp(launch, .compact)
        var target = State(tabs: [["x"], ["list", "filter"]], selected: 0)
        target.splits[1] = .init(secondary: ["d1"], topColumn: .secondary)
        let request = routes.go(to: target, animated: false)
        app.runUntilIdle()
        #expect(request.settlement == .completed)
        expectNoDifference(
            app.records.lines(),
            [
                "go(to: tabs, selected 0: x | list › filter, animated: false)",
                // The first quiet moment, at the request.
                "UINavigationController appeared", "list appeared",
                "UITabBarController.selectedIndex = 0",
                "UINavigationController.pushViewController(filter, animated: false)",
                "UISplitViewController.show(.secondary)",
                "UINavigationController appeared", "x appeared",
                "UISplitViewController disappeared", "UINavigationController disappeared",
                "list disappeared",
                "go(to: tabs, selected 0: x | list › filter, animated: false) → completed",
            ])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 x.viewDidLoad",
                "0.000 x.viewWillAppear(false) [movingToParent]",
                "0.000 list.viewWillDisappear(false)",
                "0.000 filter.willMove(toParent: UINavigationController)",
                "0.000 filter.didMove(toParent: UINavigationController)",
                "0.000 x.viewIsAppearing(false) [movingToParent]",
                "0.000 list.viewDidDisappear(false)",
                "0.000 x.viewDidAppear(false) [movingToParent]",
            ])
        var expected = State(tabs: [["x"], ["list", "filter"]], selected: 0)
        var split = State.Split(secondary: ["d1"], topColumn: .secondary)
        split.isCollapsed = true
        expected.splits[1] = split
        expectNoDifference(routes.state, expected)
    }

    /// Expanded with the detail alone, a triple-column split view collapses onto its middle
    /// column (the state's `topColumn`): the list's navigation controller arrives showing the
    /// middle column's navigation controller nested on it, so the middle column's top
    /// appears, not the list's own top, and a sheet is presented from it (sequence 4563: the
    /// list's top appeared instead, the middle column's top never was in the window, and
    /// UIKit refused to present from it).
    @Test func aCollapseOntoTheMiddleColumnFromTheDetailAloneShowsTheMiddleColumn() throws {
        var launch = State(stack: ["mailboxes", "filter"])
        launch.splits[0] = .init(
            supplementary: ["inbox"], secondary: ["message"], displayMode: .secondaryOnly,
            topColumn: .supplementary)
        let (app, routes) = try splitApp(launch, .regular)
        app.window.headless.setHorizontalSizeClass(.compact)
        let sheet = routes.update { $0.present("compose", style: .sheet) }
        app.runUntilIdle()
        #expect(sheet.settlement == .completed)
        expectNoDifference(
            app.records.lines(),
            [
                "go(to: stack: mailboxes › filter; sheet: compose, animated: true)",
                // The first quiet moment, at the request.
                "UISplitViewController appeared", "UINavigationController appeared",
                "UINavigationController appeared", "inbox appeared",
                "inbox.present(UINavigationController, animated: true)",
                "UINavigationController appeared", "compose appeared",
                "go(to: stack: mailboxes › filter; sheet: compose, animated: true) → completed",
            ])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 message.viewWillDisappear(false)",
                "0.000 inbox.viewDidLoad",
                "0.000 inbox.viewWillAppear(false) [movingToParent]",
                "0.000 inbox.viewIsAppearing(false) [movingToParent]",
                "0.000 message.viewDidDisappear(false)",
                "0.000 inbox.viewDidAppear(false) [movingToParent]",
                "0.000 compose.willMove(toParent: UINavigationController)",
                "0.000 compose.didMove(toParent: UINavigationController)",
                "0.000 compose.viewDidLoad",
                "0.000 compose.viewWillAppear(true) [movingToParent]",
                "0.000 compose.viewIsAppearing(true) [movingToParent]",
                "0.500 compose.viewDidAppear(true) [movingToParent]",
            ])
        var expected = State(
            stack: ["mailboxes", "filter"],
            modals: [.init(["compose"], style: .sheet, inNavigation: true)])
        var split = State.Split(
            supplementary: ["inbox"], secondary: ["message"], topColumn: .supplementary)
        split.isCollapsed = true
        expected.splits[0] = split
        expectNoDifference(routes.state, expected)
    }
}
