import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Two-way sync (issue 10): what the user and the app change outside `go(to:)` updates
/// `state` and emits on `states`; a cancelled gesture changes nothing.
@MainActor
@Suite(.navigationChecked) struct SyncAcceptanceTests {
    typealias State = NavigationState<String>

    /// Collects every state `states` emits into an array, read after the run loop settles.
    @MainActor final class Collector {
        var received: [State] = []
        var task: Task<Void, Never>?
        init(_ routes: RouteNavigator<String>) {
            let stream = routes.states
            task = Task { @MainActor [weak self] in
                for await state in stream { self?.received.append(state) }
            }
        }
        isolated deinit { task?.cancel() }
    }

    /// Lets `states`' task run until it received `count` states, what the test expects to
    /// have been emitted, then a few turns more, in which a state emitted that should not have
    /// been would arrive (no number of turns proves that nothing more comes).
    private func drain(_ states: Collector, untilItHas count: Int) async {
        await letTasksRun { states.received.count >= count }
        for _ in 0..<20 { await Task.yield() }
    }

    @Test func aBackTapUpdatesStateAndEmits() async throws {
        let app = try AcceptanceApp(State(stack: ["home", "a", "b"]))
        let states = Collector(app.routes)
        try #require(app.frontNavigation).headless.tapBackButton()
        app.runUntilIdle()
        await drain(states, untilItHas: 1)
        #expect(app.state == State(stack: ["home", "a"]))
        #expect(states.received == [State(stack: ["home", "a"])])
        app.expectClean()
    }

    @Test func aCompletedSwipeBackUpdatesStateOnlyWhenItCompletes() async throws {
        let app = try AcceptanceApp(State(stack: ["home", "a", "b"]))
        let states = Collector(app.routes)
        let swipe = try #require(app.frontNavigation).headless.beginInteractivePop()
        swipe.update(progress: 0.7)
        app.app.advance(by: 0.1)
        await drain(states, untilItHas: 0)
        #expect(app.state == State(stack: ["home", "a", "b"]))
        #expect(states.received == [])
        swipe.finish()
        app.runUntilIdle()
        await drain(states, untilItHas: 1)
        #expect(app.state == State(stack: ["home", "a"]))
        #expect(states.received == [State(stack: ["home", "a"])])
        app.expectClean()
    }

    @Test func aCancelledSwipeBackChangesNothing() async throws {
        let start = State(stack: ["home", "a", "b"])
        let app = try AcceptanceApp(start)
        let states = Collector(app.routes)
        let swipe = try #require(app.frontNavigation).headless.beginInteractivePop()
        swipe.update(progress: 0.3)
        swipe.cancel()
        app.runUntilIdle()
        await drain(states, untilItHas: 0)
        #expect(app.state == start)
        #expect(states.received == [])
        #expect(app.name(app.top) == "b")
        app.expectClean()
    }

    @Test(arguments: [true, false])
    func aSheetSwipedDownUpdatesStateAndACancelledDragDoesNot(completes: Bool) async throws {
        let start = State(stack: ["home"], modals: [.init(["compose"]), .init(["photo", "crop"])])
        let app = try AcceptanceApp(start)
        let states = Collector(app.routes)
        let drag = try #require(app.frontNavigation).headless.beginInteractiveDismiss()
        drag.update(progress: 0.5)
        if completes { drag.finish() } else { drag.cancel() }
        app.runUntilIdle()
        await drain(states, untilItHas: completes ? 1 : 0)
        let expected = completes ? State(stack: ["home"], modals: [.init(["compose"])]) : start
        #expect(app.state == expected)
        #expect(states.received == (completes ? [expected] : []))
        app.expectClean()
    }

    @Test func aTabTappedByTheUserUpdatesState() async throws {
        let app = try AcceptanceApp(State(tabs: [["inbox", "m1"], ["settings"], ["search"]]))
        let states = Collector(app.routes)
        try #require(app.tabBar).headless.tap(index: 2)
        app.runUntilIdle()
        try #require(app.tabBar).headless.tap(index: 2)  // the same tab again: no change
        app.runUntilIdle()
        await drain(states, untilItHas: 1)
        let expected = State(tabs: [["inbox", "m1"], ["settings"], ["search"]], selected: 2)
        #expect(app.state == expected)
        #expect(states.received == [expected])
        app.expectClean()
    }

    @Test func directNavigatorChangesUpdateState() async throws {
        let app = try AcceptanceApp(
            State(tabs: [["inbox", "m1", "m2"], ["settings"]], modals: [.init(["compose"])]))
        let states = Collector(app.routes)
        app.navigator.dismissAll()
        app.runUntilIdle()
        #expect(app.state == State(tabs: [["inbox", "m1", "m2"], ["settings"]]))
        app.navigator.pop()
        app.runUntilIdle()
        #expect(app.state == State(tabs: [["inbox", "m1"], ["settings"]]))
        app.navigator.selectTab(1)
        app.runUntilIdle()
        #expect(app.state == State(tabs: [["inbox", "m1"], ["settings"]], selected: 1))
        await drain(states, untilItHas: 3)
        #expect(
            states.received == [
                State(tabs: [["inbox", "m1", "m2"], ["settings"]]),
                State(tabs: [["inbox", "m1"], ["settings"]]),
                State(tabs: [["inbox", "m1"], ["settings"]], selected: 1),
            ])
        app.expectClean()
    }

    @Test func aScreenClosingItselfUpdatesState() throws {
        let app = try AcceptanceApp(State(stack: ["home", "a"], modals: [.init(["c", "d"])]))
        try #require(app.top).close()
        app.runUntilIdle()
        #expect(app.state == State(stack: ["home", "a"], modals: [.init(["c"])]))
        try #require(app.top).close()
        app.runUntilIdle()
        #expect(app.state == State(stack: ["home", "a"]))
        app.expectClean()
    }

    @Test func goToEmitsTheTargetOnceAndTheSameStateAgainEmitsNothing() async throws {
        let app = try AcceptanceApp(State(stack: ["home"]))
        let states = Collector(app.routes)
        app.routes.go(to: State(stack: ["home", "a"], modals: [.init(["c"])]))
        app.runUntilIdle()
        app.routes.go(to: State(stack: ["home", "a"], modals: [.init(["c"])]))
        app.runUntilIdle()
        await drain(states, untilItHas: 1)
        #expect(states.received.last == State(stack: ["home", "a"], modals: [.init(["c"])]))
        #expect(Set(states.received).count == states.received.count)
        app.expectClean()
    }

    @Test func stateAfterGesturesMatchesWhatTheNextGoToStartsFrom() throws {
        let app = try AcceptanceApp(State(stack: ["home", "a", "b"]))
        try #require(app.frontNavigation).headless.tapBackButton()
        app.runUntilIdle()
        let change = app.routes.update { $0.push("c") }
        app.runUntilIdle()
        #expect(change.settlement == .completed)
        #expect(app.state == State(stack: ["home", "a", "c"]))
        #expect(app.frontNavigation?.viewControllers.compactMap(app.name) == ["home", "a", "c"])
        app.expectClean()
    }
}
