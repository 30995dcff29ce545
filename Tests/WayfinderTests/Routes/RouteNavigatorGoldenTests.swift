import CustomDump
import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Whole ordered traces of state jumps: the UIKit callbacks, with virtual times, and the UIKit
/// calls Wayfinder made.
@MainActor
@Suite(.navigationChecked) struct RouteNavigatorGoldenTests {
    @Test func deepJumpWithASheetOpenSetsTheStackUnderItThenDismissesOnce() throws {
        let app = try RouteApp(.init(stack: ["home", "a", "b"], modals: [.init(["compose"])]))
        let jump = app.routes.go(to: .init(stack: ["home", "x"]))
        app.runUntilIdle()

        expectNoDifference(
            app.uikitCalls,
            [
                "UINavigationController.setViewControllers([home, x], animated: false)",
                "UINavigationController.dismiss(animated: true)",
            ])
        // The old top b leaves without willMove/didMove(toParent: nil) (rdar 18002763).
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 a.willMove(toParent: nil)",
                "0.000 x.willMove(toParent: UINavigationController)",
                "0.000 x.viewDidLoad",
                "0.000 b.viewWillDisappear(false) [movingFromParent]",
                "0.000 x.viewWillAppear(false) [movingToParent]",
                "0.000 x.viewIsAppearing(false) [movingToParent]",
                "0.000 b.viewDidDisappear(false) [movingFromParent]",
                "0.000 a.didMove(toParent: nil)",
                "0.000 x.viewDidAppear(false) [movingToParent]",
                "0.000 x.didMove(toParent: UINavigationController)",
                "0.000 compose.viewWillDisappear(true)",
                "0.500 compose.viewDidDisappear(true)",
            ])
        #expect(jump.settlement == .completed)
        #expect(app.state == .init(stack: ["home", "x"]))
        #expect(app.app.diagnostics.isEmpty)
    }

    @Test func tabPlusPushPushesUnseenThenSwitchesTab() throws {
        let app = try RouteApp(.init(tabs: [["inbox"], ["settings"]]))
        app.routes.go(to: .init(tabs: [["inbox"], ["settings", "about"]], selected: 1))
        app.runUntilIdle()

        expectNoDifference(
            app.uikitCalls,
            [
                "UINavigationController.pushViewController(about, animated: false)",
                "UITabBarController.selectedIndex = 1",
            ])
        // `settings` is never loaded: the user never saw it.
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 about.willMove(toParent: UINavigationController)",
                "0.000 about.didMove(toParent: UINavigationController)",
                "0.000 about.viewDidLoad",
                "0.000 about.viewWillAppear(false) [movingToParent]",
                "0.000 inbox.viewWillDisappear(false)",
                "0.000 about.viewIsAppearing(false) [movingToParent]",
                "0.000 inbox.viewDidDisappear(false)",
                "0.000 about.viewDidAppear(false) [movingToParent]",
            ])
        #expect(app.state == .init(tabs: [["inbox"], ["settings", "about"]], selected: 1))
        #expect(app.app.diagnostics.isEmpty)
    }

    @Test func buildAtLaunchOfAFiveDeepStackLoadsOnlyTheTop() throws {
        let app = try RouteApp(.init(stack: ["a", "b", "c", "d", "e"]), settle: false)
        app.runUntilIdle()

        expectNoDifference(
            app.uikitCalls, ["window.rootViewController = UINavigationController[a, b, c, d, e]"])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 a.willMove(toParent: UINavigationController)",
                "0.000 b.willMove(toParent: UINavigationController)",
                "0.000 c.willMove(toParent: UINavigationController)",
                "0.000 d.willMove(toParent: UINavigationController)",
                "0.000 e.willMove(toParent: UINavigationController)",
                "0.000 a.didMove(toParent: UINavigationController)",
                "0.000 b.didMove(toParent: UINavigationController)",
                "0.000 c.didMove(toParent: UINavigationController)",
                "0.000 d.didMove(toParent: UINavigationController)",
                "0.000 e.didMove(toParent: UINavigationController)",
                "0.000 e.viewDidLoad",
                "0.000 e.viewWillAppear(false) [movingToParent]",
                "0.000 e.viewIsAppearing(false) [movingToParent]",
                "0.000 e.viewDidAppear(false) [movingToParent]",
            ])
        #expect(app.state == .init(stack: ["a", "b", "c", "d", "e"]))

        // Going back to the root loads it only then.
        app.trace.clear()
        app.routes.update { $0.popToRoot() }
        app.runUntilIdle()
        #expect(app.trace.lines.contains("a.viewDidLoad"))
        #expect(!app.trace.lines.contains("b.viewDidLoad"))
        #expect(app.app.diagnostics.isEmpty)
    }

    @Test func buildBeforeTheWindowIsShownLoadsOnlyTheTopAtTheFirstLayout() throws {
        let app = NavigatorHarness()
        let routes = try RouteNavigator(
            navigator: app.navigator, state: NavigationState<String>(stack: ["a", "b", "c"])
        ) { app.screen($0) }
        #expect(app.trace.lines.allSatisfy { !$0.contains("viewDidLoad") })
        app.window.makeKeyAndVisible()
        app.runUntilIdle()
        expectNoDifference(
            app.trace.lines.filter { !$0.contains("Move(toParent") },
            [
                "c.viewDidLoad",
                "c.viewWillAppear(false) [movingToParent]",
                "c.viewIsAppearing(false) [movingToParent]",
                "c.viewDidAppear(false) [movingToParent]",
            ])
        #expect(routes.state == NavigationState(stack: ["a", "b", "c"]))
        #expect(app.diagnostics.isEmpty)
    }

    @Test func aLaunchStateWithModalsShowsTheHiddenWindowAndPresentsAtOnce() throws {
        let app = NavigatorHarness()
        let state = NavigationState<String>(
            stack: ["a", "b"], modals: [.init(["m"], style: .fullScreen)])
        let routes = try RouteNavigator(navigator: app.navigator, state: state) {
            app.screen($0)
        }
        #expect(app.window.isKeyWindow)
        app.runUntilIdle()
        expectNoDifference(
            app.records.lines(.uikit),
            [
                "window.rootViewController = UINavigationController[a, b]",
                "b.present(UINavigationController, animated: false)",
            ])
        // Under a full-screen modal, `b` is covered: only `m` loads.
        #expect(!app.trace.lines.contains("a.viewDidLoad"))
        #expect(!app.trace.lines.contains("b.viewDidLoad"))
        #expect(app.trace.lines.contains("m.viewDidAppear(false) [movingToParent]"))
        #expect(routes.state == state)
        #expect(app.diagnostics.isEmpty)
    }

    @Test func restorationFromJSONBuildsWhatWasSavedWithoutAnimation() throws {
        let saved = Data(
            (#"{"root":{"tabs":[["inbox","message"],["settings"]],"selected":0},"#
                + #""modals":[{"stack":["compose"],"style":"sheet"}]}"#).utf8)
        let state = NavigationState<String>(
            restoring: saved, or: .init(tabs: [["inbox"], ["settings"]]))
        let app = try RouteApp(state, settle: false)
        app.runUntilIdle()

        expectNoDifference(
            app.uikitCalls,
            [
                "window.rootViewController = UITabBarController[UINavigationController[inbox, "
                    + "message], UINavigationController[settings]], selected 0",
                "message.present(UINavigationController, animated: false)",
            ])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 inbox.willMove(toParent: UINavigationController)",
                "0.000 message.willMove(toParent: UINavigationController)",
                "0.000 inbox.didMove(toParent: UINavigationController)",
                "0.000 message.didMove(toParent: UINavigationController)",
                "0.000 settings.willMove(toParent: UINavigationController)",
                "0.000 settings.didMove(toParent: UINavigationController)",
                "0.000 compose.willMove(toParent: UINavigationController)",
                "0.000 compose.didMove(toParent: UINavigationController)",
                "0.000 message.viewDidLoad",
                "0.000 message.viewWillAppear(false) [movingToParent]",
                "0.000 compose.viewDidLoad",
                "0.000 compose.viewWillAppear(false) [movingToParent]",
                "0.000 message.viewIsAppearing(false) [movingToParent]",
                "0.000 compose.viewIsAppearing(false) [movingToParent]",
                "0.000 message.viewDidAppear(false) [movingToParent]",
                "0.000 compose.viewDidAppear(false) [movingToParent]",
            ])
        #expect(app.state == state)
        #expect(try app.state.jsonData() == state.jsonData())
        #expect(app.app.diagnostics.isEmpty)
    }

    @Test func aCompletedSwipeBackUpdatesTheState() throws {
        let app = try RouteApp(.init(stack: ["home", "detail"]))
        let navigation = try #require(app.frontNavigation)
        let swipe = navigation.headless.beginInteractivePop()
        swipe.update(progress: 0.5)
        #expect(app.state == .init(stack: ["home", "detail"]))
        swipe.finish()
        app.runUntilIdle()

        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 detail.willMove(toParent: nil)",
                "0.000 home.viewDidLoad",
                "0.000 detail.viewWillDisappear(true) [movingFromParent]",
                "0.000 home.viewWillAppear(true)",
                "0.000 home.viewIsAppearing(true)",
                "0.175 detail.viewDidDisappear(true) [movingFromParent]",
                "0.175 detail.didMove(toParent: nil)",
                "0.175 home.viewDidAppear(true)",
            ])
        #expect(app.uikitCalls.isEmpty)
        #expect(app.state == .init(stack: ["home"]))
        #expect(app.app.diagnostics.isEmpty)
    }

    @Test func aCancelledSwipeBackChangesNothing() throws {
        let app = try RouteApp(.init(stack: ["home", "detail"]))
        let navigation = try #require(app.frontNavigation)
        let swipe = navigation.headless.beginInteractivePop()
        swipe.update(progress: 0.3)
        swipe.cancel()
        app.runUntilIdle()

        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 detail.willMove(toParent: nil)",
                "0.000 home.viewDidLoad",
                "0.000 detail.viewWillDisappear(true) [movingFromParent]",
                "0.000 home.viewWillAppear(true)",
                "0.000 home.viewIsAppearing(true)",
                "0.105 home.viewWillDisappear(true)",
                "0.105 home.viewDidDisappear(true)",
                "0.105 detail.viewWillAppear(true) [movingToParent]",
                "0.105 detail.viewIsAppearing(true) [movingToParent]",
                "0.105 detail.viewDidAppear(true) [movingToParent]",
            ])
        #expect(app.uikitCalls.isEmpty)
        #expect(app.state == .init(stack: ["home", "detail"]))
        #expect(app.app.diagnostics.isEmpty)
    }
}
