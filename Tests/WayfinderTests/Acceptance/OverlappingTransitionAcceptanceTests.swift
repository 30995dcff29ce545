import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Transitions the app starts behind Wayfinder's back while Wayfinder's own run: the next
/// queued request waits for them too (found by RandomJumpAcceptanceTests, seed 44 at 60
/// steps).
@MainActor
@Suite(.navigationChecked) struct OverlappingTransitionAcceptanceTests {
    typealias State = NavigationState<String>

    /// The root pops (by the app, directly on UIKit) while Wayfinder's dismissal of a sheet
    /// runs; the pop outlasts the dismissal. The queued `go(to:)` must wait for the pop, not
    /// call `setViewControllers` in the middle of it. HeadlessUIKit used to forget the pop's
    /// coordinator when the dismissal ended (one slot for both), so Wayfinder saw a quiet
    /// window and UIKit reported "Finishing up a navigation transition in an unexpected
    /// state".
    @Test func aGoToQueuedBehindADismissalWaitsForAPopTheAppStartedMeanwhile() throws {
        let app = try AcceptanceApp(
            State(stack: ["d", "home"], modals: [.init(["c"], inNavigation: false)]))
        let first = app.routes.go(to: State(stack: ["d", "b", "a"]))
        app.app.advance(by: 0.4)
        #expect(first.settlement == nil)
        let navigation = try #require(app.frontNavigation)
        #expect(app.name(navigation.popViewController(animated: true)) == "a")
        let second = app.routes.go(to: State(stack: ["b", "c"]))
        app.app.advance(by: 0.15)
        // The dismissal ended, the pop still runs: nothing else has started yet.
        #expect(navigation.transitionCoordinator != nil)
        #expect(second.settlement == nil)
        app.runUntilIdle()
        #expect(first.settlement == .completed || first.settlement == .superseded)
        #expect(second.settlement == .completed)
        #expect(app.state == State(stack: ["b", "c"]))
        #expect(navigation.viewControllers.compactMap(app.name) == ["b", "c"])
        app.expectClean()
    }

    /// The app pops inside a modal stack Wayfinder is still presenting; the pop outlasts the
    /// presentation. `state` must follow once the pop ends: the run ended while the pop ran,
    /// so its quiet moment is owed to the end of the pop (found by RandomJumpAcceptanceTests,
    /// seed 10; before, `state` stayed at the state before the `go(to:)` for good).
    @Test(arguments: [State.ModalStyle.sheet, .fullScreen])
    func aPopTheAppMakesDuringAPresentationIsSeenWhenItEnds(style: State.ModalStyle) throws {
        let app = try AcceptanceApp(State(stack: ["b", "a"]))
        let jump = app.routes.go(
            to: State(stack: ["c"], modals: [.init(["x", "d"], style: style)]))
        app.app.advance(by: 0.3)
        #expect(app.name(app.frontNavigation?.popViewController(animated: true)) == "d")
        app.runUntilIdle()
        #expect(jump.settlement == .completed)
        #expect(app.state == State(stack: ["c"], modals: [.init(["x"], style: style)]))
        #expect(app.state == RandomJumpAcceptanceTests.readBack(app.app.window))
        #expect(app.name(app.top) == "x")
        app.expectClean()
    }

    /// A tab tapped while a cancelled swipe animates back: the tap's signal comes while a
    /// transition runs, so the quiet moment is owed to the end of the swipe (found by
    /// RandomJumpAcceptanceTests, seed 40 at 60 steps; before, `state` kept the old tab).
    @Test func aTabTappedWhileACancelledSwipeAnimatesBackIsSeen() throws {
        let app = try AcceptanceApp(State(tabs: [["home", "a"], ["settings"]]))
        let swipe = try #require(app.frontNavigation).headless.beginInteractivePop()
        swipe.update(progress: 0.5)
        swipe.cancel()
        try #require(app.tabBar).headless.tap(index: 1)
        app.runUntilIdle()
        let expected = State(tabs: [["home", "a"], ["settings"]], selected: 1)
        #expect(app.state == expected)
        #expect(app.state == RandomJumpAcceptanceTests.readBack(app.app.window))
        #expect(app.name(app.top) == "settings")
        app.expectClean()
    }

    /// The user starts dragging the sheet down between two steps of a jump (the stack under
    /// the sheet was set, the dismissal not yet called): the dismissal waits for the drag
    /// instead of reaching UIKit in the middle of it ("Attempt to dismiss … while a
    /// presentation or dismiss is in progress!"), and `state` follows what the drag did
    /// (found by RandomGuardedAcceptanceTests, seed 2).
    @Test(arguments: [true, false])
    func aSheetDragThatStartsMidJumpMakesTheNextStepWait(completes: Bool) throws {
        let app = try AcceptanceApp(State(stack: ["home", "b"], modals: [.init(["compose"])]))
        let jump = app.routes.go(to: State(stack: ["home", "a"]))
        let drag = try #require(app.top).headless.beginInteractiveDismiss()
        drag.update(progress: 0.5)
        if completes { drag.finish() } else { drag.cancel() }
        app.runUntilIdle()
        #expect(jump.settlement != nil)
        #expect(app.state == RandomJumpAcceptanceTests.readBack(app.app.window))
        #expect(app.state == State(stack: ["home", "a"]))
        #expect(app.name(app.top) == "a")
        app.expectClean()
    }
}
