import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// A window on HeadlessUIKit driven by a ``RouteNavigator`` of string routes, whose screens
/// are traced controllers named after their routes.
@MainActor
final class RouteApp {
    typealias State = NavigationState<String>

    let app = NavigatorHarness()
    var routes: RouteNavigator<String>!

    /// Launches with `state`: the window is made visible first, then the route navigator
    /// builds the hierarchy, with its containers made as `containers` says; settles and clears
    /// the traces unless `settle` is false.
    init(
        _ state: State, containers: RouteContainers<String> = RouteContainers(),
        settle: Bool = true
    ) throws {
        app.window.makeKeyAndVisible()
        let harness = app
        routes = try RouteNavigator(
            navigator: app.navigator, state: state, containers: containers)
        routes.start { route in harness.screen(route) }
        if settle {
            app.runUntilIdle()
            app.trace.clear()
            app.records.clear()
        }
    }

    var trace: CallbackTrace { app.trace }
    var state: State { routes.state }

    func runUntilIdle() { app.runUntilIdle() }

    /// The UIKit calls Wayfinder made, in order.
    var uikitCalls: [String] { app.records.lines(.uikit) }

    /// The screen showing `route` at the top of the visible stack.
    var topScreen: UIViewController? { app.navigator.topmost }

    /// The navigation controller that shows the top screen.
    var frontNavigation: UINavigationController? { topScreen?.navigationController }
}
