import CustomDump
import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// The root causes the route fuzzer found with split layouts under iOS 26 (issue 29,
/// `wayfinder fuzz --mode routes --splits --os 26`), each as a hand-written scenario with its
/// whole trace and state.
@MainActor
@Suite(.navigationChecked) struct SplitFuzzRootCauseTests {
    typealias State = NavigationState<String>

    /// A route navigator under iOS 26 on a compact window, launched at `state`, whose guard
    /// holds `secret` behind a `signIn` sheet.
    static func app(_ state: State) throws -> (NavigatorHarness, RouteNavigator<String>) {
        let app = NavigatorHarness()
        app.window.headless.behaviour = .iOS26
        app.window.makeKeyAndVisible()
        let routes = try RouteNavigator(navigator: app.navigator, state: state) { route in
            app.screen(route)
        }
        routes.addGuard { route in route == "secret" ? .hold(presenting: "signIn") : .allow }
        app.runUntilIdle()
        app.trace.clear()
        app.records.clear()
        return (app, routes)
    }

    /// Collapsed on the list, the user shows the detail column and the window becomes
    /// regular in the same turn, before the detail's push started; then a guard holds a
    /// request. The expansion completes the push first, so the detail's top is in the window
    /// and the guard's sheet is presented from it (sequence 2564: the detail's top was never
    /// put in the window, and UIKit refused to present from it).
    @Test func aGuardsSheetAfterAnExpansionRightAfterTheUserShowedTheDetailIsPresented()
        throws
    {
        var launch = State(stack: ["list"])
        launch.splits[0] = .init(
            secondary: ["d1", "d2", "d3"], displayMode: .oneOverSecondary, topColumn: .primary)
        let (app, routes) = try Self.app(launch)
        let split = try #require(app.window.rootViewController as? UISplitViewController)
        split.headless.userShow(.secondary)
        app.window.headless.setHorizontalSizeClass(.regular)
        let request = routes.go(to: State(stack: ["secret"]))
        app.runUntilIdle()
        #expect(request.settlement == nil)  // held until the user signs in
        expectNoDifference(
            app.records.lines(),
            [
                // The first quiet moment, at the request.
                "UINavigationController appeared", "list appeared",
                "UINavigationController will show UINavigationController",
                "go(to: stack: secret, animated: true) held",
                "go(to: stack: list; sheet: signIn, animated: true)",
                "UINavigationController appeared", "d3 appeared",
                "d3.present(UINavigationController, animated: true)",
                "UINavigationController appeared", "signIn appeared",
                "go(to: stack: list; sheet: signIn, animated: true) → completed",
            ])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 list.viewWillDisappear(true)",
                "0.000 d3.viewDidLoad",
                "0.000 d3.viewWillAppear(true) [movingToParent]",
                "0.000 d3.viewIsAppearing(true) [movingToParent]",
                "0.000 list.viewDidDisappear(true)",
                "0.000 d3.viewDidAppear(true) [movingToParent]",
                "0.000 list.viewWillAppear(false)",
                "0.000 list.viewIsAppearing(false)",
                "0.000 list.viewDidAppear(false)",
                "0.000 signIn.willMove(toParent: UINavigationController)",
                "0.000 signIn.didMove(toParent: UINavigationController)",
                "0.000 signIn.viewDidLoad",
                "0.000 signIn.viewWillAppear(true) [movingToParent]",
                "0.000 signIn.viewIsAppearing(true) [movingToParent]",
                "0.500 signIn.viewDidAppear(true) [movingToParent]",
            ])
        var expected = State(
            stack: ["list"], modals: [.init(["signIn"], style: .sheet, inNavigation: true)])
        expected.splits[0] = .init(
            secondary: ["d1", "d2", "d3"], displayMode: .oneOverSecondary)
        expectNoDifference(routes.state, expected)
    }

    /// Collapsed on the detail, the user shows the list (the detail's navigation controller
    /// is popped off the list's and kept aside), a guard holds a request, and under iOS 26
    /// the user begins a swipe-back on the detail during that pop. The guard's sheet request
    /// waits for the swipe to end: a push on the detail's navigation controller during its
    /// interactive pop would nest in it (sequence 892: "nested push animation"). The
    /// request's steps start at the cancel (1.142), not during the swipe.
    @Test func aRequestWaitsForASwipeOnADetailColumnTheUserTookOffScreen() throws {
        var launch = State(stack: ["list"])
        launch.splits[0] = .init(secondary: ["d1", "d2"], displayMode: .oneBesideSecondary)
        let (app, routes) = try Self.app(launch)
        let split = try #require(app.window.rootViewController as? UISplitViewController)
        split.headless.userShow(.primary)
        let request = routes.go(to: State(stack: ["secret"]))
        let detail = try #require(app.navigator.topmost?.navigationController)
        let swipe = detail.headless.beginInteractivePop()
        #expect(swipe.didBegin)
        swipe.update(progress: 0.72)
        app.window.headless.advance(by: 0.48)
        app.window.headless.advance(by: 0.41)
        // Nothing of the request ran during the swipe.
        expectNoDifference(app.records.lines(.uikit), [])
        swipe.cancel()
        app.runUntilIdle()
        #expect(request.settlement == nil)  // held until the user signs in
        expectNoDifference(
            app.records.lines(.uikit),
            [
                "list.present(UINavigationController, animated: true)",
                "UISplitViewController.show(.secondary)",
            ])
        // From the cancel on (HeadlessUIKit's callbacks of a swipe on a column being popped
        // are not this test's subject).
        expectNoDifference(
            app.trace.timedLines.filter { !$0.hasPrefix("0.") },
            [
                "1.142 d1.viewWillDisappear(true)",
                "1.142 d1.viewDidDisappear(true)",
                "1.142 d2.viewWillAppear(true) [movingToParent]",
                "1.142 d2.viewIsAppearing(true) [movingToParent]",
                "1.142 d2.viewDidAppear(true) [movingToParent]",
                "1.142 signIn.willMove(toParent: UINavigationController)",
                "1.142 signIn.didMove(toParent: UINavigationController)",
                "1.142 signIn.viewDidLoad",
                "1.142 signIn.viewWillAppear(true) [movingToParent]",
                "1.142 signIn.viewIsAppearing(true) [movingToParent]",
                "1.642 signIn.viewDidAppear(true) [movingToParent]",
                "1.642 list.viewWillDisappear(true)",
                "1.642 d2.viewWillAppear(true)",
                "1.642 d2.viewIsAppearing(true)",
                "1.992 list.viewDidDisappear(true)",
                "1.992 d2.viewDidAppear(true)",
            ])
        var expected = State(
            stack: ["list"], modals: [.init(["signIn"], style: .sheet, inNavigation: true)])
        var column = State.Split(secondary: ["d1", "d2"], topColumn: .secondary)
        column.isCollapsed = true
        expected.splits[0] = column
        expectNoDifference(routes.state, expected)
    }

    /// The same swipe, told as screens hear it: while it runs on the detail column the split
    /// keeps aside, the screen it takes off (`d2`) has not left, so the quiet moment when the
    /// list has come on screen records nothing; the user cancels, and `d2` is a covered
    /// screen of the kept column (it disappears with it), never finished. Before, the list's
    /// quiet moment read the kept column mid-swipe and `d2` finished by the back button,
    /// then came back.
    @Test func aScreenASwipeTakesOffAColumnTheUserTookOffScreenHasNotLeftUntilTheSwipeEnds()
        throws
    {
        var launch = State(stack: ["list"])
        launch.splits[0] = .init(secondary: ["d1", "d2"], displayMode: .oneBesideSecondary)
        let (app, routes) = try Self.app(launch)
        let split = try #require(app.window.rootViewController as? UISplitViewController)
        split.headless.userShow(.primary)
        let detail = try #require(app.navigator.topmost?.navigationController)
        let swipe = detail.headless.beginInteractivePop()
        #expect(swipe.didBegin)
        swipe.update(progress: 0.72)
        app.window.headless.advance(by: 0.89)
        expectNoDifference(
            app.records.lines(),
            [
                // The launch's quiet moment, at the user's show.
                "UINavigationController appeared", "UINavigationController appeared",
                "d2 appeared",
                "UINavigationController will show d1",
                "UINavigationController will show list",
            ])
        app.records.clear()
        swipe.cancel()
        app.runUntilIdle()
        expectNoDifference(
            app.records.lines(),
            [
                "cancelled: UINavigationController stays",
                "list appeared", "UINavigationController disappeared", "d2 disappeared",
            ])
        var expected = State(stack: ["list"])
        var column = State.Split(secondary: ["d1", "d2"], topColumn: .primary)
        column.isCollapsed = true
        expected.splits[0] = column
        expectNoDifference(routes.state, expected)
    }
}
