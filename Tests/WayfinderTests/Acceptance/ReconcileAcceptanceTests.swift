import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// `go(to:)` (issue 10): at most one visible animation, what is hidden changes without one,
/// the same state again makes no UIKit call, and each settled jump reached its target.
@MainActor
@Suite(.navigationChecked) struct ReconcileAcceptanceTests {
    typealias State = NavigationState<String>

    @Test func threePushesAtOnceAreOnePushStyleTransition() throws {
        let app = try AcceptanceApp(State(stack: ["home"]))
        let jump = app.routes.go(to: State(stack: ["home", "a", "b", "c"]))
        app.runUntilIdle()
        #expect(jump.settlement == .completed)
        #expect(app.visibleAnimations == 1, "\(app.uikitCalls)")
        #expect(app.loaded == ["c"])
        #expect(app.trace.lines.contains("c.viewWillAppear(true) [movingToParent]"))
        #expect(app.trace.lines.contains("home.viewWillDisappear(true)"))
        #expect(app.name(app.top) == "c")
        #expect(
            app.frontNavigation?.viewControllers.compactMap(app.name) == ["home", "a", "b", "c"])
        #expect(app.state == State(stack: ["home", "a", "b", "c"]))
        app.expectClean()
    }

    @Test func deepJumpWithASheetOpenSetsTheStackUnseenThenDismissesOnce() throws {
        let app = try AcceptanceApp(
            State(stack: ["home", "a", "b"], modals: [.init(["compose"])]))
        let jump = app.routes.go(to: State(stack: ["home", "x"]))
        app.runUntilIdle()
        #expect(jump.settlement == .completed)
        #expect(app.visibleAnimations == 1, "\(app.uikitCalls)")
        #expect(app.uikitCalls.last?.contains("dismiss") == true, "\(app.uikitCalls)")
        #expect(!app.trace.lines.contains { $0.hasPrefix("x.") && $0.contains("(true)") })
        #expect(app.trace.lines.contains("compose.viewDidDisappear(true)"))
        #expect(app.state == State(stack: ["home", "x"]))
        #expect(app.name(app.top) == "x")
        app.expectClean()
    }

    @Test func switchingTabAndPushingPushesUnseenThenSwitches() throws {
        let app = try AcceptanceApp(State(tabs: [["inbox"], ["settings"]]))
        app.routes.go(to: State(tabs: [["inbox"], ["settings", "about"]], selected: 1))
        app.runUntilIdle()
        #expect(app.visibleAnimations == 0, "\(app.uikitCalls)")
        let calls = app.uikitCalls
        let push = try #require(calls.firstIndex { $0.contains("about") })
        let select = try #require(calls.firstIndex { $0.contains("selectedIndex") })
        #expect(push < select, "\(calls)")
        #expect(app.loaded == ["about"])
        #expect(app.tabBar?.selectedIndex == 1)
        #expect(app.name(app.top) == "about")
        #expect(app.state == State(tabs: [["inbox"], ["settings", "about"]], selected: 1))
        app.expectClean()
    }

    nonisolated static let sameStates: [State] = [
        State(stack: ["home"]),
        State(
            stack: ["home", "a", "b"],
            modals: [.init(["c", "d"]), .init(["e"], style: .fullScreen)]),
        State(
            tabs: [["inbox", "m"], ["settings"]], selected: 1,
            modals: [.init(["x"], inNavigation: false)]),
    ]

    @Test(arguments: sameStates)
    func theSameStateAgainMakesNoUIKitCall(state: State) throws {
        let app = try AcceptanceApp(state)
        let again = app.routes.go(to: state)
        app.runUntilIdle()
        #expect(again.settlement == .completed)
        #expect(app.uikitCalls == [])
        #expect(app.trace.lines == [])
        #expect(app.made == [])
        #expect(app.state == state)
        app.expectClean()
    }

    nonisolated static let hiddenChanges: [(State, State)] = [
        // A non-selected tab.
        (
            State(tabs: [["inbox"], ["settings"]]),
            State(tabs: [["inbox"], ["settings", "about", "licence"]])
        ),
        // Under a full-screen modal.
        (
            State(stack: ["home"], modals: [.init(["player"], style: .fullScreen)]),
            State(stack: ["home", "a", "b"], modals: [.init(["player"], style: .fullScreen)])
        ),
        // Under a sheet.
        (
            State(stack: ["home", "a"], modals: [.init(["compose"])]),
            State(stack: ["home", "x", "y"], modals: [.init(["compose"])])
        ),
        // Below the top of the top modal's stack.
        (
            State(stack: ["home"], modals: [.init(["c", "d"]), .init(["e"])]),
            State(stack: ["home", "z"], modals: [.init(["c"]), .init(["e"])])
        ),
    ]

    @Test(arguments: hiddenChanges)
    func hiddenChangesHappenWithoutAnimation(from: State, to: State) throws {
        let app = try AcceptanceApp(from)
        let top = app.top.map(ObjectIdentifier.init)
        let jump = app.routes.go(to: to)
        app.runUntilIdle()
        #expect(jump.settlement == .completed)
        #expect(app.visibleAnimations == 0, "\(app.uikitCalls)")
        #expect(app.top.map(ObjectIdentifier.init) == top)
        // Under a sheet the presenting screens stay in the window (as on iOS), so they may
        // load and appear, but nothing animates.
        #expect(!app.trace.lines.contains { $0.contains("(true)") }, "\(app.trace.lines)")
        if to.modals.allSatisfy({ $0.style == .fullScreen }) {
            #expect(app.loaded == [])
            #expect(!app.trace.lines.contains { $0.contains("Appear") })
        }
        #expect(app.state == to)
        app.expectClean()
    }

    nonisolated static let jumps: [(State, State)] = [
        (State(stack: ["home", "a", "b"]), State(stack: ["home"])),
        (State(stack: ["home", "a", "b"]), State(stack: ["x"])),
        (State(stack: ["home"]), State(stack: ["home"], modals: [.init(["c", "d", "e"])])),
        (
            State(stack: ["home"], modals: [.init(["c"]), .init(["d"]), .init(["e"])]),
            State(stack: ["home", "a"])
        ),
        (
            State(stack: ["home"], modals: [.init(["c"]), .init(["d"])]),
            State(stack: ["home"], modals: [.init(["c", "x"])])
        ),
        (
            State(tabs: [["inbox", "m1"], ["settings"]], modals: [.init(["compose"])]),
            State(tabs: [["inbox"], ["settings", "about"]], selected: 1)
        ),
        (
            State(tabs: [["inbox"], ["settings"]], selected: 1),
            State(stack: ["home", "a"])
        ),
        (
            State(stack: ["home", "a"]),
            State(tabs: [["inbox"], ["settings", "about"]], selected: 1, modals: [.init(["c"])])
        ),
        (
            State(stack: ["home"], modals: [.init(["c"], style: .fullScreen, inNavigation: false)]),
            State(stack: ["home"], modals: [.init(["c"], style: .sheet, inNavigation: true)])
        ),
        (State(stack: ["home", "a"]), State(stack: ["home", "a", "a", "a"])),
    ]

    @Test(arguments: jumps)
    func everyJumpReachesItsTargetWithAtMostOneVisibleAnimation(from: State, to: State) throws {
        let app = try AcceptanceApp(from)
        let jump = app.routes.go(to: to)
        app.runUntilIdle()
        #expect(jump.settlement == .completed)
        #expect(app.visibleAnimations <= 1, "\(app.uikitCalls)")
        #expect(app.state == to)
        #expect(app.name(app.top) == to.top)
        // Going back is a jump too.
        let back = app.routes.go(to: from)
        app.runUntilIdle()
        #expect(back.settlement == .completed)
        #expect(app.state == from)
        #expect(app.name(app.top) == from.top)
        app.expectClean()
    }

    @Test func animatedFalseAnimatesNothing() throws {
        let app = try AcceptanceApp(State(stack: ["home"], modals: [.init(["c"])]))
        app.routes.go(to: State(stack: ["home", "a", "b"]), animated: false)
        app.runUntilIdle()
        #expect(app.visibleAnimations == 0, "\(app.uikitCalls)")
        #expect(app.trace.lines.allSatisfy { !$0.contains("(true)") }, "\(app.trace.lines)")
        #expect(app.state == State(stack: ["home", "a", "b"]))
        app.expectClean()
    }

    @Test func updateAppliesAChangeToTheCurrentState() throws {
        let app = try AcceptanceApp(State(tabs: [["inbox"], ["settings"]]))
        let change = app.routes.update { state in
            state.selectTab(1)
            state.push("about")
            state.present("help")
        }
        app.runUntilIdle()
        #expect(change.settlement == .completed)
        #expect(
            app.state
                == State(
                    tabs: [["inbox"], ["settings", "about"]], selected: 1, modals: [.init(["help"])]
                ))
        #expect(app.name(app.top) == "help")
        #expect(app.visibleAnimations <= 1, "\(app.uikitCalls)")
        app.expectClean()
    }
}
