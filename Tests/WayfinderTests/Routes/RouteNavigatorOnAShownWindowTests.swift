import CustomDump
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// A route navigator created on a window that already shows something.
@MainActor
@Suite(.navigationChecked) struct RouteNavigatorOnAShownWindowTests {
    @Test func aRootItDidNotMakeIsReplacedWithoutAnimation() throws {
        let app = NavigatorHarness()
        do {
            let launch = app.screen("launch")
            app.setRoot(launch)
            app.navigator.present(app.screen("splash"), animated: false)
            app.runUntilIdle()
            app.trace.clear()
            app.records.clear()
        }
        let routes = try RouteNavigator(
            navigator: app.navigator, state: NavigationState<String>(stack: ["home", "detail"])
        ) { app.screen($0) }
        app.runUntilIdle()
        expectNoDifference(
            app.records.lines(.uikit),
            [
                "launch.dismiss(animated: false)",
                "window.rootViewController = UINavigationController[home, detail]",
            ])
        #expect(routes.state == NavigationState(stack: ["home", "detail"]))
        #expect(!app.trace.lines.contains("home.viewDidLoad"))
        #expect(app.diagnostics.isEmpty)
    }

    @Test func aReleasedRouteNavigatorStopsFollowingTheWindow() throws {
        let app = NavigatorHarness()
        app.window.makeKeyAndVisible()
        do {
            let routes = try RouteNavigator(
                navigator: app.navigator, state: NavigationState<String>(stack: ["a", "b"])
            ) { app.screen($0) }
            app.runUntilIdle()
            #expect(routes.state.top == "b")
        }
        app.navigator.pop()
        app.runUntilIdle()
        #expect(app.navigator.topmost?.title == "a")
        #expect(app.diagnostics.isEmpty)
    }
}
