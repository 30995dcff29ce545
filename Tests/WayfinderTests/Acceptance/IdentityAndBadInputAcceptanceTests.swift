import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Identity (a route keeps its controller while its value and everything below it are
/// unchanged), `route(of:)`, and bad input: a failed transition with a helpful message and
/// nothing changed on screen.
@MainActor
@Suite(.navigationChecked) struct IdentityAndBadInputAcceptanceTests {
    typealias State = NavigationState<String>

    private func controllers(_ app: AcceptanceApp) -> [UIViewController] {
        app.frontNavigation?.viewControllers ?? []
    }

    @Test func aRouteKeepsItsControllerWhileWhatIsBelowItIsUnchanged() throws {
        let app = try AcceptanceApp(State(stack: ["home", "a", "b"]))
        do {
            let before = controllers(app).map(ObjectIdentifier.init)
            app.routes.go(to: State(stack: ["home", "a", "c"]))
            app.runUntilIdle()
            let after = controllers(app).map(ObjectIdentifier.init)
            #expect(after.count == 3)
            #expect(after[0] == before[0])
            #expect(after[1] == before[1])
            #expect(app.made == ["c"])
        }
        app.expectClean()
    }

    @Test func aRouteWhosePositionBelowChangesGetsANewController() throws {
        let app = try AcceptanceApp(State(stack: ["home", "a"]))
        do {
            let before = controllers(app).map(ObjectIdentifier.init)
            app.routes.go(to: State(stack: ["home", "x", "a"]))
            app.runUntilIdle()
            let after = controllers(app).map(ObjectIdentifier.init)
            #expect(after.count == 3)
            #expect(after[0] == before[0])
            #expect(after[2] != before[1])
            #expect(app.made == ["x", "a"])
        }
        #expect(app.state == State(stack: ["home", "x", "a"]))
        app.expectClean()
    }

    @Test func routeOfAnswersForEveryControllerItMadeAndNilForOthers() throws {
        let app = try AcceptanceApp(
            State(tabs: [["inbox", "m1"], ["settings"]], modals: [.init(["compose", "attach"])]))
        let names = app.app.allControllers().compactMap { controller in
            app.name(controller).map { ($0, controller) }
        }
        #expect(Set(names.map(\.0)) == ["inbox", "m1", "settings", "compose", "attach"])
        for (name, controller) in names { #expect(app.routes.route(of: controller) == name) }
        let foreign = app.app.screen("foreign")
        #expect(app.routes.route(of: foreign) == nil)
        #expect(app.tabBar.map { app.routes.route(of: $0) } == .some(nil))
        app.expectClean()
    }

    nonisolated static let invalidTargets: [(String, State)] = [
        ("empty stack", State(stack: [])),
        ("empty tab", State(tabs: [["inbox"], []])),
        ("tab out of range", State(tabs: [["inbox"], ["settings"]], selected: 5)),
        ("empty modal", State(stack: ["home"], modals: [.init([])])),
        (
            "single-screen modal of two",
            State(stack: ["home"], modals: [.init(["a", "b"], inNavigation: false)])
        ),
    ]

    @Test(arguments: invalidTargets)
    func anInvalidTargetFailsAndNothingChanges(name: String, target: State) throws {
        let start = State(stack: ["home", "a"], modals: [.init(["compose"])])
        let app = try AcceptanceApp(start)
        let jump = app.routes.go(to: target)
        app.runUntilIdle()
        let message = try #require(
            failureMessage(jump.settlement), "\(name): \(String(describing: jump.settlement))")
        #expect(!message.isEmpty)
        #expect(app.uikitCalls == [])
        #expect(app.trace.lines == [])
        #expect(app.state == start)
        app.expectClean()
    }

    @Test(arguments: invalidTargets)
    func anUpdateToAnInvalidStateFailsAndNothingChanges(name: String, target: State) throws {
        let start = State(stack: ["home", "a"])
        let app = try AcceptanceApp(start)
        let change = app.routes.update { $0 = target }
        app.runUntilIdle()
        #expect(failureMessage(change.settlement) != nil, "\(name)")
        #expect(app.uikitCalls == [])
        #expect(app.state == start)
        app.expectClean()
    }

    @Test(arguments: invalidTargets)
    func initThrowsOnAnInvalidStateAndShowsNothing(name: String, state: State) throws {
        let app = NavigatorHarness()
        app.window.makeKeyAndVisible()
        #expect(throws: (any Error).self, "\(name)") {
            _ = try RouteNavigator(navigator: app.navigator, state: state) { app.screen($0) }
        }
        app.runUntilIdle()
        #expect(app.window.rootViewController == nil)
        #expect(app.trace.lines == [])
        #expect(app.diagnostics == [])
    }

    @Test func aFactoryReturningAControllerAlreadyOnScreenFails() throws {
        let start = State(stack: ["home", "a"])
        let app = try AcceptanceApp(start)
        let onScreen = try #require(app.top)
        app.override = { $0 == "alias" ? onScreen : nil }
        let jump = app.routes.go(to: State(stack: ["home", "a", "alias"]))
        app.runUntilIdle()
        let message = try #require(
            failureMessage(jump.settlement), "\(String(describing: jump.settlement))")
        #expect(!message.isEmpty)
        #expect(app.frontNavigation?.viewControllers.compactMap(app.name) == ["home", "a"])
        #expect(!app.uikitCalls.contains { $0.contains("animated: true") })
        #expect(app.state == start)
        #expect(app.trace.lines.allSatisfy { !$0.contains("Appear") && !$0.contains("Disappear") })
        // The navigator still works afterwards.
        app.override = nil
        let next = app.routes.go(to: State(stack: ["home", "a", "b"]))
        app.runUntilIdle()
        #expect(next.settlement == .completed)
        #expect(app.state == State(stack: ["home", "a", "b"]))
        app.expectClean()
    }

    @Test func aFactoryReturningTheSameControllerTwiceInOneStateFails() throws {
        let start = State(stack: ["home"])
        let app = try AcceptanceApp(start)
        let shared = app.app.screen("shared")
        app.override = { $0.hasPrefix("s") ? shared : nil }
        let jump = app.routes.go(to: State(stack: ["home", "s1", "s2"]))
        app.runUntilIdle()
        #expect(failureMessage(jump.settlement) != nil, "\(String(describing: jump.settlement))")
        #expect(app.state == start)
        #expect(app.frontNavigation?.viewControllers.compactMap(app.name) == ["home"])
        app.override = nil
        app.expectClean()
    }
}
