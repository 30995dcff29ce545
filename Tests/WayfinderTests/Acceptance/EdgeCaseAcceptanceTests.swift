import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Less common shapes of issue 10's rules: tabs that come and go, modal chains edited from
/// the middle, gestures inside modals and tabs, updates building on pending targets, and a
/// route navigator started on a window that already shows something.
@MainActor
@Suite(.navigationChecked) struct EdgeCaseAcceptanceTests {
    typealias State = NavigationState<String>

    nonisolated static let tabShapes: [(State, State)] = [
        (State(tabs: [["a"], ["b"]]), State(tabs: [["a"], ["b"], ["c"]], selected: 2)),
        (
            State(tabs: [["a"], ["b"], ["c"]], selected: 2),
            State(tabs: [["a"], ["b"]], selected: 0)
        ),
        (State(tabs: [["a"], ["b"]], selected: 1), State(tabs: [["b"], ["a"]], selected: 0)),
        (State(tabs: [["a", "a1"], ["b"]]), State(tabs: [["x"], ["b", "b1"]], selected: 1)),
    ]

    @Test(arguments: tabShapes)
    func tabsThatAreAddedRemovedOrReordered(from: State, to: State) throws {
        let app = try AcceptanceApp(from)
        let jump = app.routes.go(to: to)
        app.runUntilIdle()
        #expect(jump.settlement == .completed)
        #expect(app.state == to)
        #expect(
            app.tabBar?.viewControllers?.count
                == { if case .tabs(let t, _) = to.root { t.count } else { 0 } }())
        #expect(app.name(app.top) == to.top)
        #expect(app.visibleAnimations <= 1, "\(app.uikitCalls)")
        app.expectClean()
    }

    @Test func aChangedModalInTheMiddleOfTheChainIsRebuiltUnderTheTop() throws {
        let app = try AcceptanceApp(
            State(stack: ["home"], modals: [.init(["c"]), .init(["d"]), .init(["e"])]))
        let jump = app.routes.go(to: State(stack: ["home"], modals: [.init(["c"]), .init(["x"])]))
        app.runUntilIdle()
        #expect(jump.settlement == .completed)
        #expect(app.state == State(stack: ["home"], modals: [.init(["c"]), .init(["x"])]))
        #expect(app.name(app.top) == "x")
        #expect(app.visibleAnimations <= 2, "\(app.uikitCalls)")
        app.expectClean()
    }

    @Test func aFullScreenModalOverAChangedRootSetsTheRootFirstThenDismissesOnce() throws {
        let app = try AcceptanceApp(
            State(stack: ["home"], modals: [.init(["player"], style: .fullScreen)]))
        app.routes.go(to: State(stack: ["home", "a"]))
        app.runUntilIdle()
        let calls = app.uikitCalls
        #expect(app.visibleAnimations == 1, "\(calls)")
        let dismiss = try #require(calls.firstIndex { $0.contains("dismiss") })
        let root = try #require(calls.firstIndex { $0.contains("a") && !$0.contains("dismiss") })
        #expect(root < dismiss, "\(calls)")
        #expect(!calls[root].contains("animated: true"))
        #expect(app.state == State(stack: ["home", "a"]))
        app.expectClean()
    }

    @Test func aSwipeBackInsideASheetUpdatesTheModalsStack() throws {
        let app = try AcceptanceApp(State(stack: ["home"], modals: [.init(["c", "d", "e"])]))
        let swipe = try #require(app.frontNavigation).headless.beginInteractivePop()
        swipe.update(progress: 0.8)
        swipe.finish()
        app.runUntilIdle()
        #expect(app.state == State(stack: ["home"], modals: [.init(["c", "d"])]))
        try #require(app.frontNavigation).headless.tapBackButton()
        app.runUntilIdle()
        #expect(app.state == State(stack: ["home"], modals: [.init(["c"])]))
        app.expectClean()
    }

    @Test func aBackTapInTheSelectedTabUpdatesThatTabOnly() throws {
        let app = try AcceptanceApp(
            State(tabs: [["inbox", "m1", "m2"], ["settings", "about"]], selected: 1))
        try #require(app.frontNavigation).headless.tapBackButton()
        app.runUntilIdle()
        #expect(app.state == State(tabs: [["inbox", "m1", "m2"], ["settings"]], selected: 1))
        app.expectClean()
    }

    @Test func aSingleScreenSheetSwipedDownUpdatesState() throws {
        let app = try AcceptanceApp(
            State(stack: ["home"], modals: [.init(["card"], inNavigation: false)]))
        #expect(app.top?.navigationController == nil)
        let drag = try #require(app.top).headless.beginInteractiveDismiss()
        drag.update(progress: 0.5)
        drag.finish()
        app.runUntilIdle()
        #expect(app.state == State(stack: ["home"]))
        app.expectClean()
    }

    @Test func aFullScreenModalCannotBeSwipedDownAndStaysInState() throws {
        let start = State(stack: ["home"], modals: [.init(["player"], style: .fullScreen)])
        let app = try AcceptanceApp(start)
        let drag = try #require(app.top).headless.beginInteractiveDismiss()
        #expect(!drag.didBegin)
        drag.finish()
        app.runUntilIdle()
        #expect(app.state == start)
        app.expectClean()
    }

    @Test func anUpdateInABurstBuildsOnThePendingTarget() throws {
        let app = try AcceptanceApp(State(stack: ["home"]))
        let jump = app.routes.go(to: State(stack: ["home", "a"]))
        let change = app.routes.update { $0.push("b") }
        app.runUntilIdle()
        #expect(change.settlement == .completed)
        #expect(jump.settlement == .completed || jump.settlement == .superseded)
        #expect(app.state == State(stack: ["home", "a", "b"]))
        app.expectClean()
    }

    @Test func anUpdateThatChangesNothingMakesNoUIKitCall() throws {
        let app = try AcceptanceApp(State(tabs: [["a"], ["b"]], modals: [.init(["c"])]))
        let change = app.routes.update { $0.selectTab(0) }
        app.runUntilIdle()
        #expect(change.settlement == .completed)
        #expect(app.uikitCalls == [])
        #expect(app.trace.lines == [])
        app.expectClean()
    }

    @Test func goingBackToTheStartAfterAJumpEndsWhereItBegan() throws {
        let start = State(tabs: [["inbox", "m1"], ["settings"]], modals: [.init(["c", "d"])])
        let app = try AcceptanceApp(start)
        app.routes.go(to: State(stack: ["solo"]))
        app.routes.go(to: start)
        app.runUntilIdle()
        #expect(app.state == start)
        #expect(app.name(app.top) == "d")
        app.expectClean()
    }

    @Test func twoSubscribersBothReceiveEveryChange() async throws {
        let app = try AcceptanceApp(State(stack: ["home"]))
        let first = SyncAcceptanceTests.Collector(app.routes)
        let second = SyncAcceptanceTests.Collector(app.routes)
        app.routes.update { $0.push("a") }
        app.runUntilIdle()
        try #require(app.frontNavigation).headless.tapBackButton()
        app.runUntilIdle()
        let expected = [State(stack: ["home", "a"]), State(stack: ["home"])]
        await letTasksRun {
            first.received.count >= expected.count && second.received.count >= expected.count
        }
        #expect(first.received == expected)
        #expect(second.received == expected)
        app.expectClean()
    }

    @Test func stateSavedAfterGesturesRestoresTheSameScreens() throws {
        let app = try AcceptanceApp(
            State(tabs: [["inbox", "m1", "m2"], ["settings"]], modals: [.init(["c", "d"])]))
        try #require(app.frontNavigation).headless.tapBackButton()
        app.runUntilIdle()
        let data = try JSONEncoder().encode(app.state)
        app.expectClean()

        let restored = try AcceptanceApp(try State(restoring: data).validated(), settle: false)
        restored.runUntilIdle()
        #expect(
            restored.state
                == State(tabs: [["inbox", "m1", "m2"], ["settings"]], modals: [.init(["c"])]))
        #expect(restored.name(restored.top) == "c")
        #expect(restored.visibleAnimations == 0)
        restored.expectClean()
    }

    @Test func onAWindowThatAlreadyShowsSomethingInitReconcilesIt() throws {
        let app = NavigatorHarness()
        app.setRoot(app.navigation(root: app.screen("splash")))
        let routes = try RouteNavigator(
            navigator: app.navigator, state: State(stack: ["home", "a"])
        ) { app.screen($0) }
        app.runUntilIdle()
        #expect(routes.state == State(stack: ["home", "a"]))
        #expect((app.navigator.topmost as? TracedViewController)?.name == "a")
        #expect(app.diagnostics == [])
    }
}
