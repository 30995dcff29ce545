import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// `restorationOutcome` keeps what `init(restoring:…)` found, for an app whose trace handler
/// is added after `init` and so never sees the `restore:` record.
@MainActor
@Suite(.navigationChecked) struct RestorationOutcomeTests {
    typealias State = NavigationState<String>

    struct Refused: Error, CustomStringConvertible {
        var description: String { "a flow step" }
    }

    enum Saved: String, CaseIterable, CustomTestStringConvertible {
        case nothing, usable, unreadable, otherShape, refused
        var testDescription: String { rawValue }

        var data: Data? {
            switch self {
            case .nothing: nil
            case .usable: try? State(stack: ["home", "a"]).jsonData()
            case .unreadable: Data("not json".utf8)
            case .otherShape: try? State(tabs: [["home"], ["b"]]).jsonData()
            case .refused: try? State(stack: ["home", "signIn"]).jsonData()
            }
        }
    }

    @Test(arguments: Saved.allCases)
    func theOutcomeIsKeptForAHandlerAddedAfterInit(_ saved: Saved) throws {
        let app = NavigatorHarness()
        app.window.makeKeyAndVisible()
        let harness = app
        let routes = try RouteNavigator(
            navigator: app.navigator, restoring: saved.data, or: State(stack: ["home"]),
            accepting: { state in if state.allRoutes.contains("signIn") { throw Refused() } }
        ) { route in harness.screen(route) }
        // The app's handler, added after init, as Examples/Shop does.
        var late: [String] = []
        app.navigator.addTraceHandler { late.append($0.message) }
        app.runUntilIdle()
        #expect(!late.contains { $0.hasPrefix("restore:") })

        let outcome = try #require(routes.restorationOutcome)
        let restore = app.records.lines(.command).filter { $0.contains("restore:") }
        switch saved {
        case .nothing:
            #expect(outcome == .nothingSaved)
            #expect(restore.isEmpty)
        case .usable:
            #expect(outcome == .restored)
            #expect(routes.state == State(stack: ["home", "a"]))
        case .unreadable, .otherShape, .refused:
            guard case .fellBack(let error) = outcome else {
                Issue.record("expected a fall-back, got \(outcome)")
                return
            }
            let code = [
                "unreadable": "unreadable", "otherShape": "shapeMismatch", "refused": "rejected",
            ]
            #expect(error.code == code[saved.rawValue])
            #expect(outcome.description == "fellBack(\(error.code): \(error.message))")
            // The record the late handler missed says the same.
            #expect(restore.count == 1)
            #expect(restore.first?.hasSuffix(": \(error.code): \(error.message)") == true)
            #expect(routes.state == State(stack: ["home"]))
        }
    }

    @Test func aRouteNavigatorMadeFromAStateHasNoOutcome() throws {
        let app = try RouteApp(.init(stack: ["home"]))
        #expect(app.routes.restorationOutcome == nil)
    }
}
