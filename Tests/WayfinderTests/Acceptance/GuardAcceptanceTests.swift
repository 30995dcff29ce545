import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Guards (issue 11): allow, deny, hold + `resumeHeld()`, a swipe-down that cancels the held
/// target, navigating elsewhere that supersedes it, and guards on `go(to:)` / `update` /
/// `open`.
@MainActor
@Suite(.navigationChecked) struct GuardAcceptanceTests {
    typealias State = NavigationState<String>

    /// An app whose `account` and `orders` need sign-in and whose `admin` is never allowed.
    final class Session {
        var signedIn = false
        var asked: [String] = []
    }

    private func guardedApp(_ state: State = State(stack: ["home"])) throws -> (
        AcceptanceApp, Session
    ) {
        let app = try AcceptanceApp(state)
        let session = Session()
        app.routes.addGuard { route in
            session.asked.append(route)
            switch route {
            case "admin": return .deny("admin is not available in this build")
            case "account", "orders":
                return session.signedIn ? .allow : .hold(presenting: "signin")
            default: return .allow
            }
        }
        var links = DeepLinkRouter<String>(schemes: ["shop"])
        try links.register("/account/orders") { _, _ in State(stack: ["home", "account", "orders"])
        }
        try links.register("/admin") { _, _ in State(stack: ["home", "admin"]) }
        app.routes.deepLinks = links
        return (app, session)
    }

    @Test func allowedRoutesGoThroughAndOnlyAddedRoutesAreAsked() throws {
        let (app, session) = try guardedApp(State(stack: ["home", "a"]))
        let jump = app.routes.go(to: State(stack: ["home", "a", "b"], modals: [.init(["c"])]))
        app.runUntilIdle()
        #expect(jump.settlement == .completed)
        #expect(session.asked.sorted() == ["b", "c"])
        #expect(app.state == State(stack: ["home", "a", "b"], modals: [.init(["c"])]))
        app.expectClean()
    }

    @Test(arguments: ["go", "update", "open"])
    func denyFailsWithTheGuardsReasonAndChangesNothing(via: String) throws {
        let start = State(stack: ["home", "a"])
        let (app, _) = try guardedApp(start)
        let transition: Transition
        switch via {
        case "go": transition = app.routes.go(to: State(stack: ["home", "admin"]))
        case "update": transition = app.routes.update { $0.push("admin") }
        default: transition = app.routes.open(try #require(URL(string: "shop://admin")))
        }
        app.runUntilIdle()
        let message = try #require(failureMessage(transition.settlement))
        #expect(message.contains("admin is not available in this build"), "\(message)")
        #expect(app.uikitCalls == [])
        #expect(app.state == start)
        app.expectClean()
    }

    @Test(arguments: ["go", "update", "open"])
    func holdPresentsTheSignInSheetThenResumeGoesToTheTargetInOneTransition(via: String) throws {
        let (app, session) = try guardedApp(State(stack: ["home", "feed"]))
        let held: Transition
        switch via {
        case "go": held = app.routes.go(to: State(stack: ["home", "account", "orders"]))
        case "update":
            held = app.routes.update { $0 = State(stack: ["home", "account", "orders"]) }
        default: held = app.routes.open(try #require(URL(string: "shop://account/orders")))
        }
        app.runUntilIdle()
        #expect(held.settlement == nil)
        #expect(app.state == State(stack: ["home", "feed"], modals: [.init(["signin"])]))
        #expect(app.name(app.top) == "signin")
        #expect(!app.made.contains("account") && !app.made.contains("orders"))

        session.signedIn = true
        app.app.records.clear()
        let resumed = try #require(app.routes.resumeHeld())
        app.runUntilIdle()
        #expect(resumed.settlement == .completed)
        #expect(held.settlement == .completed)
        #expect(app.visibleAnimations <= 1, "\(app.uikitCalls)")
        #expect(app.state == State(stack: ["home", "account", "orders"]))
        #expect(app.name(app.top) == "orders")
        #expect(app.routes.resumeHeld() == nil)
        app.expectClean()
    }

    @Test func resumeHeldWithNothingHeldIsNil() throws {
        let (app, _) = try guardedApp()
        #expect(app.routes.resumeHeld() == nil)
        app.routes.go(to: State(stack: ["home", "a"]))
        app.runUntilIdle()
        #expect(app.routes.resumeHeld() == nil)
        app.expectClean()
    }

    @Test func swipingTheSignInSheetDownCancelsTheHeldTarget() throws {
        let (app, session) = try guardedApp()
        let held = app.routes.go(to: State(stack: ["home", "account"]))
        app.runUntilIdle()
        let interaction = try #require(app.top).headless.beginInteractiveDismiss()
        interaction.update(progress: 0.6)
        interaction.finish()
        app.runUntilIdle()
        #expect(held.settlement == .cancelled)
        #expect(app.state == State(stack: ["home"]))
        session.signedIn = true
        #expect(app.routes.resumeHeld() == nil)
        app.runUntilIdle()
        #expect(app.state == State(stack: ["home"]))
        app.expectClean()
    }

    @Test func navigatingElsewhereSupersedesTheHeldTarget() throws {
        let (app, session) = try guardedApp()
        let held = app.routes.go(to: State(stack: ["home", "account"]))
        app.runUntilIdle()
        let elsewhere = app.routes.go(to: State(stack: ["home", "help"]))
        app.runUntilIdle()
        #expect(held.settlement == .superseded)
        #expect(elsewhere.settlement == .completed)
        #expect(app.state == State(stack: ["home", "help"]))
        session.signedIn = true
        #expect(app.routes.resumeHeld() == nil)
        app.expectClean()
    }

    @Test func aSecondHoldReplacesTheFirstTargetWithOneSignInSheet() throws {
        let (app, session) = try guardedApp()
        let first = app.routes.go(to: State(stack: ["home", "account"]))
        app.runUntilIdle()
        let second = app.routes.go(to: State(stack: ["home", "orders"]))
        app.runUntilIdle()
        #expect(first.settlement == .superseded)
        #expect(second.settlement == nil)
        #expect(app.state == State(stack: ["home"], modals: [.init(["signin"])]))
        session.signedIn = true
        _ = try #require(app.routes.resumeHeld())
        app.runUntilIdle()
        #expect(second.settlement == .completed)
        #expect(app.state == State(stack: ["home", "orders"]))
        app.expectClean()
    }

    @Test func aTargetWithADeniedRouteFailsEvenWhenAnotherRouteIsHeld() throws {
        let (app, session) = try guardedApp()
        let held = app.routes.go(to: State(stack: ["home", "account", "admin"]))
        app.runUntilIdle()
        session.signedIn = true
        let resumed = app.routes.resumeHeld()
        app.runUntilIdle()
        // `admin` is denied, before or after sign-in: the target is never reached.
        #expect(failureMessage(held.settlement) != nil, "\(String(describing: held.settlement))")
        if let resumed { #expect(failureMessage(resumed.settlement) != nil) }
        #expect(!app.state.visibleStack.contains("admin"))
        #expect(!app.made.contains("admin"))
        app.expectClean()
    }
}
