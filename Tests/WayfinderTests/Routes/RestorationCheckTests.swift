import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Restoration the app can trust: a saved state of another shape, one the app's own check
/// refuses, corrupt data and data from another version all fall back, with the reason in the
/// trace; nothing crashes.
@MainActor
@Suite(.navigationChecked) struct RestorationCheckTests {
    typealias State = NavigationState<String>

    static let tabsApp = State(tabs: [["home"], ["search"], ["orders"]])

    struct Expired: Error, CustomStringConvertible {
        var description: String { "a checkout never comes back after a restart" }
    }

    /// Launches a window from `data` the way an app does at scene connection.
    private func launch(
        _ data: Data?, accepting check: ((State) throws -> Void)? = nil
    ) throws -> (NavigatorHarness, RouteNavigator<String>) {
        let app = NavigatorHarness()
        app.window.makeKeyAndVisible()
        let routes = try RouteNavigator(
            navigator: app.navigator, restoring: data, or: Self.tabsApp, accepting: check
        ) { route in app.screen(route) }
        app.runUntilIdle()
        return (app, routes)
    }

    @Test func aSavedSingleStackStateLaunchesATabAppWithItsTabBar() throws {
        let saved = try State(stack: ["home", "product"]).jsonData()
        #expect(State(restoring: saved, or: Self.tabsApp) == Self.tabsApp)
        let (app, routes) = try launch(saved)
        #expect(app.window.rootViewController is UITabBarController)
        #expect(routes.state == Self.tabsApp)
        let fellBack = app.records.lines(.command).filter { $0.hasPrefix("restore:") }
        #expect(fellBack.count == 1)
        #expect(fellBack.first?.contains("shapeMismatch") == true)
        #expect(fellBack.first?.contains("a single stack, but the app now has 3 tabs") == true)
        #expect(app.diagnostics.isEmpty)
    }

    @Test func aStateWithAnotherNumberOfTabsFallsBack() throws {
        let saved = try State(tabs: [["home"], ["orders"]], selected: 1).jsonData()
        let (fallback, why) = State.restore(saved, or: Self.tabsApp)
        #expect(fallback == Self.tabsApp)
        #expect(why?.code == "shapeMismatch")
    }

    @Test func aStateOfTheRightShapeIsRestored() throws {
        let saved = State(tabs: [["home"], ["search", "results"], ["orders"]], selected: 1)
        let (app, routes) = try launch(try saved.jsonData())
        #expect(routes.state == saved)
        #expect(
            app.records.lines(.command).contains(
                "restore: tabs, selected 1: home | search › results | orders"))
    }

    @Test func theAppsOwnCheckRefusesAStateAndTheReasonIsTraced() throws {
        let saved = State(tabs: [["home"], ["search"], ["orders", "checkout"]], selected: 2)
        let check: (State) throws -> Void = { state in
            if state.allRoutes.contains("checkout") { throw Expired() }
        }
        #expect(
            State(restoring: try saved.jsonData(), or: Self.tabsApp, accepting: check)
                == Self.tabsApp)
        let (app, routes) = try launch(try saved.jsonData(), accepting: check)
        #expect(routes.state == Self.tabsApp)
        let fellBack = app.records.lines(.command).filter { $0.hasPrefix("restore:") }
        #expect(fellBack.first?.contains("rejected") == true)
        #expect(fellBack.first?.contains("a checkout never comes back after a restart") == true)
    }

    @Test(arguments: [
        Data([0xFF, 0x00]), Data("{}".utf8), Data(#"{"root":{"tabs":[]}}"#.utf8),
        Data(#"{"root":{"tabs":[["home"],["search"],["orders"]],"selected":7}}"#.utf8),
    ])
    func corruptOrInvalidDataFallsBackWithTheReason(_ data: Data) throws {
        let (app, routes) = try launch(data)
        #expect(routes.state == Self.tabsApp)
        let fellBack = app.records.lines(.command).filter { $0.hasPrefix("restore: fell back") }
        #expect(fellBack.count == 1)
        #expect(app.diagnostics.isEmpty)
    }

    @Test func nothingSavedBuildsTheFallbackWithoutARecord() throws {
        let (app, routes) = try launch(nil)
        #expect(routes.state == Self.tabsApp)
        #expect(app.records.lines(.command).filter { $0.hasPrefix("restore") }.isEmpty)
    }
}
