import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// The route navigator's one-call completion forms: a route shown and its result handed to a
/// closure (`push`/`present(_:expecting:…onOutcome:)`), and `go(to:)` / `open(_:)` with the
/// settlement handed to a closure.
@MainActor
@Suite(.navigationChecked) struct RouteNavigatorCompletionTests {
    typealias State = NavigationState<String>
    typealias Picker = RouteContainersTests.Picker

    static func app() throws -> AppHarness<String> {
        try AppHarness { navigator in
            let routes = try RouteNavigator(navigator: navigator, state: State(stack: ["home"]))
            var links = DeepLinkRouter<String>(schemes: ["app"])
            try links.register("/pick") { _, state in
                var target = state
                target.push("picker")
                return target
            }
            routes.deepLinks = links
            routes.start { route in
                let made: UIViewController =
                    route.hasPrefix("picker") ? Picker() : UIViewController()
                made.title = route
                return made
            }
            return routes
        }
    }

    @Test func pushHandsTheResultToTheClosure() throws {
        let app = try Self.app()
        var outcomes: [Outcome<Int>] = []
        let transition = app.routes.push("picker", expecting: Int.self) { outcomes.append($0) }
        app.runUntilIdle()
        #expect(transition.settlement == .completed)
        #expect(app.routes.state == State(stack: ["home", "picker"]))
        #expect(outcomes.isEmpty)
        try #require(app.navigator.topmost as? Picker).finish(with: 7)
        app.runUntilIdle()
        #expect(outcomes == [.finished(7)])
        #expect(app.routes.state == State(stack: ["home"]))
    }

    @Test func presentHandsHowTheScreenLeftToTheClosure() throws {
        let app = try Self.app()
        var outcomes: [Outcome<Int>] = []
        app.routes.present("picker", expecting: Int.self, inNavigation: false) {
            outcomes.append($0)
        }
        app.runUntilIdle()
        #expect(app.routes.state.modals == [.init(["picker"], inNavigation: false)])
        app.swipeDown()?.finish()
        app.runUntilIdle()
        #expect(outcomes == [.closed(.swipeDown)])
    }

    @Test func aPushThatFailsIsClosedByCodeAtOnce() throws {
        let app = try Self.app()
        var outcomes: [Outcome<Int>] = []
        // A single-screen sheet is up: a push onto it makes a target that is not valid.
        app.routes.update { $0.present("cart", inNavigation: false) }
        app.runUntilIdle()
        let transition = app.routes.push("picker", expecting: Int.self) { outcomes.append($0) }
        app.runUntilIdle()
        guard case .failed? = transition.settlement else {
            Issue.record("expected a failure, got \(String(describing: transition.settlement))")
            return
        }
        #expect(outcomes == [.closed(.code)])
    }

    @Test func goAndOpenHandTheSettlementToTheClosure() throws {
        let app = try Self.app()
        var settlements: [String] = []
        app.routes.go(to: State(stack: ["home", "a"])) { settlements.append("go \($0)") }
        app.routes.open(URL(string: "app://pick")!) { settlements.append("open \($0)") }
        app.routes.open(URL(string: "app://nowhere")!) {
            settlements.append("nowhere \($0 == .completed ? "completed" : "not completed")")
        }
        app.runUntilIdle()
        // The link that matches nothing fails at once; the two others run in turn.
        #expect(settlements == ["nowhere not completed", "go completed", "open completed"])
        #expect(app.routes.state == State(stack: ["home", "a", "picker"]))
    }
}
