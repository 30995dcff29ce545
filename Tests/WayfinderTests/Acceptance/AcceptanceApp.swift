import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// The black-box harness of the acceptance suite: a shown window on HeadlessUIKit with a
/// ``RouteNavigator`` of string routes whose screens are traced controllers named after their
/// routes. Only the firm API of ARCHITECTURE.md layer 5 is used on the route navigator.
@MainActor
final class AcceptanceApp {
    typealias State = NavigationState<String>

    let app = NavigatorHarness()
    var routes: RouteNavigator<String>!
    /// Every route the screen factory was asked for, in order.
    private(set) var made: [String] = []
    /// Returns a controller of the app's own choosing for a route, instead of a new screen.
    var override: ((String) -> UIViewController?)?

    /// Shows the window, builds `state` and, unless `settle` is false, lets it settle and
    /// clears the traces.
    init(_ state: State, settle: Bool = true) throws {
        app.window.makeKeyAndVisible()
        routes = try RouteNavigator(navigator: app.navigator, state: state) {
            [unowned self] route in
            self.made.append(route)
            if let controller = self.override?(route) { return controller }
            return self.app.screen(route)
        }
        if settle { settleAndClear() }
    }

    var state: State { routes.state }
    var trace: CallbackTrace { app.trace }
    var navigator: Navigator { app.navigator }

    func runUntilIdle() { app.runUntilIdle() }

    /// Runs until idle, then forgets the traces, the records and the factory's log.
    func settleAndClear() {
        app.runUntilIdle()
        app.trace.clear()
        app.records.clear()
        made.removeAll()
    }

    /// The UIKit calls Wayfinder made, in order.
    var uikitCalls: [String] { app.records.lines(.uikit) }

    /// How many of those calls the user sees animate.
    var visibleAnimations: Int { uikitCalls.filter { $0.contains("animated: true") }.count }

    /// The screens that loaded their view since the traces were last cleared.
    var loaded: [String] {
        trace.lines.compactMap { line in
            line.hasSuffix(".viewDidLoad") ? String(line.dropLast(".viewDidLoad".count)) : nil
        }
    }

    /// The top screen on screen.
    var top: UIViewController? { navigator.topmost }

    /// The navigation controller showing the top screen.
    var frontNavigation: UINavigationController? { top?.navigationController }

    /// The tab bar controller at the root, if any.
    var tabBar: UITabBarController? { app.window.rootViewController as? UITabBarController }

    /// The name of a traced screen.
    func name(_ controller: UIViewController?) -> String? {
        (controller as? TracedViewController)?.name
    }

    /// Checks the end of a test: no diagnostic, no unexpected exception, every screen that
    /// left the window released.
    func expectClean(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let location = SourceLocation(
            fileID: String(describing: fileID), filePath: String(describing: filePath),
            line: Int(line), column: Int(column))
        #expect(app.diagnostics == [], sourceLocation: location)
        app.expectLeftScreensReleased(
            fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// The message of a failed settlement, or nil for any other.
func failureMessage(_ settlement: Settlement?) -> String? {
    if case .failed(let error) = settlement { return error.message }
    return nil
}
