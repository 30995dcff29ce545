import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Bursts, commands issued mid-transition or mid-gesture, and building the hierarchy at
/// launch (issue 10).
@MainActor
@Suite(.navigationChecked) struct QueueAndLaunchAcceptanceTests {
    typealias State = NavigationState<String>

    @Test func aLaterGoToInABurstSupersedesAnEarlierOneThatHasNotStarted() throws {
        let app = try AcceptanceApp(State(stack: ["home"]))
        let running = app.routes.go(to: State(stack: ["home", "a"]))
        let skipped = app.routes.go(to: State(stack: ["home", "b"]))
        let last = app.routes.go(to: State(stack: ["home", "c"], modals: [.init(["d"])]))
        app.runUntilIdle()
        #expect(skipped.settlement == .superseded)
        #expect(last.settlement == .completed)
        #expect(running.settlement != nil)
        #expect(!app.made.contains("b"))
        #expect(app.state == State(stack: ["home", "c"], modals: [.init(["d"])]))
        #expect(app.name(app.top) == "d")
        app.expectClean()
    }

    @Test func goToIssuedDuringAnAnimationWaitsItsTurn() throws {
        let app = try AcceptanceApp(State(stack: ["home"]))
        let first = app.routes.go(to: State(stack: ["home", "a"]))
        app.app.advance(by: 0.1)
        #expect(first.settlement == nil)
        let second = app.routes.go(to: State(stack: ["home", "a", "b"]))
        app.app.advance(by: 0.05)
        #expect(second.settlement == nil)
        #expect(first.settlement == nil)
        // An update builds on the latest target, so it includes `b`.
        let third = app.routes.update { $0.present("c") }
        app.runUntilIdle()
        #expect(first.settlement == .completed)
        #expect(second.settlement == .superseded || second.settlement == .completed)
        #expect(third.settlement == .completed)
        #expect(app.state == State(stack: ["home", "a", "b"], modals: [.init(["c"])]))
        app.expectClean()
    }

    @Test(arguments: [true, false])
    func goToIssuedDuringASwipeWaitsForItsEnd(completes: Bool) throws {
        let app = try AcceptanceApp(State(stack: ["home", "a", "b"]))
        let swipe = try #require(app.frontNavigation).headless.beginInteractivePop()
        swipe.update(progress: 0.5)
        let jump = app.routes.go(to: State(stack: ["home", "x"]))
        app.app.advance(by: 0.1)
        #expect(jump.settlement == nil)
        #expect(!app.made.contains("x"))
        if completes { swipe.finish() } else { swipe.cancel() }
        app.runUntilIdle()
        #expect(jump.settlement == .completed)
        #expect(app.state == State(stack: ["home", "x"]))
        #expect(app.frontNavigation?.viewControllers.compactMap(app.name) == ["home", "x"])
        app.expectClean()
    }

    @Test func updateIssuedDuringASheetDragAppliesToWhatIsOnScreenAfterIt() throws {
        let app = try AcceptanceApp(State(stack: ["home"], modals: [.init(["compose"])]))
        let drag = try #require(app.frontNavigation).headless.beginInteractiveDismiss()
        drag.update(progress: 0.6)
        let change = app.routes.update { $0.push("a") }
        drag.finish()
        app.runUntilIdle()
        #expect(change.settlement != nil)
        #expect(app.state.modals.isEmpty || app.state.modals == [.init(["compose", "a"])])
        #expect(app.name(app.top) == app.state.top)
        app.expectClean()
    }

    nonisolated static let launches: [(State, [String])] = [
        (State(stack: ["a", "b", "c", "d", "e"]), ["e"]),
        (State(tabs: [["inbox", "m1", "m2"], ["settings", "about"]], selected: 1), ["about"]),
        (State(stack: ["home", "a"], modals: [.init(["x", "y"], style: .fullScreen)]), ["y"]),
        (
            State(
                tabs: [["inbox"], ["s"]],
                modals: [.init(["p"], style: .fullScreen, inNavigation: false)]),
            ["p"]
        ),
    ]

    @Test(arguments: launches)
    func launchBuildsEverythingWithoutAnimationAndLoadsOnlyTheVisibleTop(
        state: State, loaded: [String]
    ) throws {
        let app = try AcceptanceApp(state, settle: false)
        app.runUntilIdle()
        #expect(app.loaded == loaded)
        #expect(app.visibleAnimations == 0, "\(app.uikitCalls)")
        #expect(app.trace.lines.allSatisfy { !$0.contains("(true)") }, "\(app.trace.lines)")
        #expect(app.state == state)
        #expect(app.name(app.top) == state.top)
        // Every route of the state was made once; the hidden ones load when shown.
        #expect(app.made.sorted() == allRoutes(state).sorted())
        app.expectClean()
    }

    @Test func launchWithASheetShowsTheSheetAndWhatIsUnderIt() throws {
        let state = State(stack: ["home", "a"], modals: [.init(["compose", "attach"])])
        let app = try AcceptanceApp(state, settle: false)
        app.runUntilIdle()
        #expect(Set(app.loaded).isSubset(of: ["a", "attach"]))
        #expect(app.loaded.contains("attach"))
        #expect(app.visibleAnimations == 0, "\(app.uikitCalls)")
        #expect(app.state == state)
        app.expectClean()
    }

    @Test func restorationIsOneLineAndFallsBackOnBadData() throws {
        let saved = State(
            tabs: [["inbox", "m42"], ["settings"]], selected: 0, modals: [.init(["compose"])])
        let data = try JSONEncoder().encode(saved)
        for (bytes, expected) in [(data, saved), (Data("{oops".utf8), State(stack: ["home"]))] {
            let restored =
                (try? State(restoring: bytes).validated()) ?? State(stack: ["home"])
            let app = try AcceptanceApp(restored, settle: false)
            app.runUntilIdle()
            #expect(app.state == expected)
            #expect(app.name(app.top) == expected.top)
            #expect(app.visibleAnimations == 0)
            app.expectClean()
        }
    }

    @Test func everyScreenIsReleasedWhenItsRoutesLeave() throws {
        let app = try AcceptanceApp(
            State(
                tabs: [["inbox", "m1", "m2"], ["settings"]],
                modals: [.init(["c", "d"]), .init(["e"])]))
        app.routes.go(to: State(stack: ["fresh"]))
        app.runUntilIdle()
        #expect(app.state == State(stack: ["fresh"]))
        app.expectClean()
        expectReleased(
            app.app.leaks, ["inbox", "m1", "m2", "settings", "c", "d", "e"])
    }

    private func allRoutes(_ state: State) -> [String] {
        var routes: [String]
        switch state.root {
        case .stack(let stack): routes = stack
        case .tabs(let tabs, _): routes = tabs.flatMap { $0 }
        }
        for modal in state.modals { routes += modal.stack }
        return routes
    }
}
