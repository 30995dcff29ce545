import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Bad input and guards meeting the queue: an invalid request issued behind others, a
/// factory that hands back a screen shown elsewhere, holds over sheets and gestures.
@MainActor
@Suite(.navigationChecked) struct QueuedBadInputAcceptanceTests {
    typealias State = NavigationState<String>

    @Test func anInvalidRequestInABurstFailsWithoutSupersedingTheValidOnes() throws {
        let app = try AcceptanceApp(State(stack: ["home"]))
        let running = app.routes.go(to: State(stack: ["home", "a"]))
        let queued = app.routes.go(to: State(stack: ["home", "a", "b"]))
        let invalid = app.routes.go(to: State(stack: []))
        app.runUntilIdle()
        #expect(failureMessage(invalid.settlement) != nil)
        #expect(running.settlement == .completed)
        #expect(queued.settlement == .completed)
        #expect(app.state == State(stack: ["home", "a", "b"]))
        app.expectClean()
    }

    @Test func aFactoryReturningAScreenFromAnotherTabFailsAndChangesNothing() throws {
        let start = State(tabs: [["inbox", "m1"], ["settings", "about"]])
        let app = try AcceptanceApp(start)
        let about = try #require(app.tabBar?.viewControllers?[1] as? UINavigationController)
            .viewControllers.last.map(ObjectIdentifier.init)
        let hidden = try #require(
            app.app.allControllers().first { ObjectIdentifier($0) == about })
        app.override = { [weak hidden] route in route == "dup" ? hidden : nil }
        let jump = app.routes.go(
            to: State(tabs: [["inbox", "m1", "dup"], ["settings", "about"]]))
        app.runUntilIdle()
        #expect(failureMessage(jump.settlement) != nil, "\(String(describing: jump.settlement))")
        #expect(app.state == start)
        #expect(app.name(app.top) == "m1")
        app.override = nil
        app.expectClean()
    }

    @Test func aFactoryReturningAPresentedScreenFailsWhileATransitionRuns() throws {
        let start = State(stack: ["home"], modals: [.init(["sheet"])])
        let app = try AcceptanceApp(start)
        let sheet = try #require(app.top)
        app.override = { [weak sheet] route in route == "again" ? sheet : nil }
        let first = app.routes.update { $0.push("x") }
        let second = app.routes.update { $0.push("again") }
        app.runUntilIdle()
        #expect(first.settlement == .completed || first.settlement == .superseded)
        #expect(
            failureMessage(second.settlement) != nil, "\(String(describing: second.settlement))")
        #expect(app.name(app.top) == app.state.top)
        #expect(!app.state.visibleStack.contains("again"))
        app.override = nil
        app.expectClean()
    }

    private func signInApp(_ state: State) throws -> (AcceptanceApp, () -> Void) {
        let app = try AcceptanceApp(state)
        var signedIn = false
        app.routes.addGuard { route in
            route == "account" && !signedIn ? .hold(presenting: "signin") : .allow
        }
        return (app, { signedIn = true })
    }

    @Test func aHoldOverAnOpenSheetPresentsSignInOnTopAndResumeReachesTheTarget() throws {
        let (app, signIn) = try signInApp(State(stack: ["home"], modals: [.init(["compose"])]))
        let held = app.routes.go(to: State(stack: ["home", "account"]))
        app.runUntilIdle()
        #expect(app.name(app.top) == "signin")
        #expect(app.state.modals.last?.stack == ["signin"])
        #expect(app.state.modals.first?.stack == ["compose"])
        signIn()
        let resumed = try #require(app.routes.resumeHeld())
        app.runUntilIdle()
        #expect(resumed.settlement == .completed)
        #expect(held.settlement == .completed)
        #expect(app.state == State(stack: ["home", "account"]))
        #expect(app.top?.presentedViewController == nil)
        app.expectClean()
    }

    @Test func aCancelledDragOfTheSignInSheetKeepsTheTargetHeld() throws {
        let (app, signIn) = try signInApp(State(stack: ["home"]))
        let held = app.routes.go(to: State(stack: ["home", "account"]))
        app.runUntilIdle()
        let drag = try #require(app.top).headless.beginInteractiveDismiss()
        drag.update(progress: 0.3)
        drag.cancel()
        app.runUntilIdle()
        #expect(held.settlement == nil)
        #expect(app.name(app.top) == "signin")
        signIn()
        let resumed = try #require(app.routes.resumeHeld())
        app.runUntilIdle()
        #expect(resumed.settlement == .completed)
        #expect(app.state == State(stack: ["home", "account"]))
        app.expectClean()
    }

    @Test func resumeWhileTheSignInSheetIsStillAppearingWaitsItsTurn() throws {
        let (app, signIn) = try signInApp(State(stack: ["home"]))
        let held = app.routes.go(to: State(stack: ["home", "account"]))
        app.app.advance(by: 0.05)
        signIn()
        let resumed = app.routes.resumeHeld()
        app.runUntilIdle()
        if let resumed { #expect(resumed.settlement == .completed) }
        #expect(held.settlement == (resumed == nil ? nil : .completed))
        if resumed != nil { #expect(app.state == State(stack: ["home", "account"])) }
        app.routes.go(to: State(stack: ["home"]))
        app.runUntilIdle()
        app.expectClean()
    }
}
