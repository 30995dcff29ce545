import CustomDump
import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// A route navigator over a window whose horizontal size class is set before launch.
@MainActor
private func splitApp(
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

    @Test func probe() throws {
        let (app, routes) = try splitApp(Self.mail(), .regular)
        print(routes.state)
        print(app.navigator.tree)
        routes.update { $0.push("attachment") }
        app.runUntilIdle()
        print(app.records.lines(.uikit))
        print(app.trace.lines)
        print(routes.state)
        app.window.headless.setHorizontalSizeClass(.compact)
        app.runUntilIdle()
        print(app.trace.lines)
        print(routes.state)
        print(app.navigator.tree)
    }
}
