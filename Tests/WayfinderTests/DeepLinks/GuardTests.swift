import CustomDump
import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Guards: every route a target adds is asked about, for links and for `go(to:)` and `update`
/// alike; `deny` fails with nothing changed; `hold` presents a sheet and keeps the target until
/// `resumeHeld()`, or drops it when the sheet is swiped down or the app goes elsewhere.
@MainActor
@Suite(.navigationChecked) struct GuardTests {
    /// A guard that holds `orders` for sign-in and denies `admin`, and a log of what it saw.
    final class Gate {
        var signedIn = false
        var asked: [String] = []

        func decide(_ route: String) -> GuardDecision<String> {
            asked.append(route)
            switch route {
            case "orders" where !signedIn: return .hold(presenting: "signIn")
            case "admin": return .deny("Administrators only.")
            default: return .allow
            }
        }
    }

    static func app(_ state: RouteApp.State) throws -> (RouteApp, Gate) {
        let app = try DeepLinkGoldenTests.app(state)
        let gate = Gate()
        app.routes.addGuard { gate.decide($0) }
        return (app, gate)
    }

    enum Request: String, CaseIterable, CustomTestStringConvertible {
        case goTo, update, open
        var testDescription: String { rawValue }

        /// Asks for the stack `home`, `route`, in the request's own way.
        @MainActor
        func make(_ route: String, on app: RouteApp) -> Transition {
            switch self {
            case .goTo: app.routes.go(to: .init(stack: ["home", route]))
            case .update: app.routes.update { $0.push(route) }
            // `/settings/<page>` pops to the root and pushes the page.
            case .open: app.routes.open(URL(string: "shop://settings/\(route)")!)
            }
        }
    }

    @Test(arguments: Request.allCases)
    func denyFailsAndNothingChanges(_ request: Request) throws {
        let (app, gate) = try Self.app(.init(stack: ["home"]))
        let tree = app.app.navigator.tree
        let transition = request.make("admin", on: app)
        app.runUntilIdle()
        guard case .failed(let error) = transition.settlement else {
            Issue.record("expected a failure, got \(String(describing: transition.settlement))")
            return
        }
        #expect(error.code == "guardDenied")
        #expect(error.message == "A guard denied admin: Administrators only. Nothing was changed.")
        #expect(gate.asked == ["admin"])
        #expect(app.uikitCalls.isEmpty)
        #expect(app.app.navigator.tree == tree)
        #expect(app.state == .init(stack: ["home"]))
    }

    @Test(arguments: Request.allCases)
    func holdPresentsTheSheetThenResumeReachesTheTarget(_ request: Request) throws {
        let (app, gate) = try Self.app(.init(stack: ["home"]))
        let transition = request.make("orders", on: app)
        app.runUntilIdle()
        #expect(transition.settlement == nil)
        #expect(app.state == .init(stack: ["home"], modals: [.init(["signIn"])]))

        gate.signedIn = true
        let resume = app.routes.resumeHeld()
        app.runUntilIdle()
        #expect(resume?.settlement == .completed)
        #expect(transition.settlement == .completed)
        #expect(app.state == .init(stack: ["home", "orders"]))
        #expect(app.app.diagnostics.isEmpty)
    }

    @Test func swipingTheSheetDownDropsTheHeldTarget() throws {
        let (app, _) = try Self.app(.init(stack: ["home"]))
        let link = app.routes.open(URL(string: "shop://orders")!)
        app.runUntilIdle()
        let drag = try #require(app.frontNavigation).headless.beginInteractiveDismiss()
        drag.update(progress: 0.3)
        app.runUntilIdle()
        #expect(link.settlement == nil)
        drag.finish()
        app.runUntilIdle()
        #expect(link.settlement == .cancelled)
        #expect(app.state == .init(stack: ["home"]))
        #expect(app.routes.resumeHeld() == nil)
    }

    @Test func theAppClosingTheSheetDirectlySupersedesTheHeldTarget() throws {
        let (app, _) = try Self.app(.init(stack: ["home"]))
        let link = app.routes.open(URL(string: "shop://orders")!)
        app.runUntilIdle()
        app.app.navigator.dismissAll()
        app.runUntilIdle()
        #expect(link.settlement == .superseded)
        #expect(app.state == .init(stack: ["home"]))
        #expect(app.routes.resumeHeld() == nil)
    }

    @Test func aCancelledDragOfTheSheetKeepsTheHeldTarget() throws {
        let (app, gate) = try Self.app(.init(stack: ["home"]))
        let link = app.routes.open(URL(string: "shop://orders")!)
        app.runUntilIdle()
        let drag = try #require(app.frontNavigation).headless.beginInteractiveDismiss()
        drag.update(progress: 0.3)
        drag.cancel()
        app.runUntilIdle()
        #expect(link.settlement == nil)
        gate.signedIn = true
        app.routes.resumeHeld()
        app.runUntilIdle()
        #expect(link.settlement == .completed)
        #expect(app.state == .init(stack: ["home", "orders"]))
    }

    @Test(arguments: Request.allCases)
    func goingElsewhereSupersedesTheHeldTarget(_ request: Request) throws {
        let (app, _) = try Self.app(.init(stack: ["home"]))
        let link = app.routes.open(URL(string: "shop://orders")!)
        app.runUntilIdle()
        let elsewhere = request.make("products", on: app)
        #expect(link.settlement == .superseded)
        app.runUntilIdle()
        #expect(elsewhere.settlement != nil)
        #expect(app.routes.resumeHeld() == nil)
    }

    @Test func aRefusedLinkKeepsTheHeldTarget() throws {
        let (app, gate) = try Self.app(.init(stack: ["home"]))
        let link = app.routes.open(URL(string: "shop://orders")!)
        app.runUntilIdle()
        let refused = app.routes.open(URL(string: "shop://nowhere")!)
        #expect(refused.settlement.map { if case .failed = $0 { true } else { false } } == true)
        gate.signedIn = true
        app.routes.resumeHeld()
        app.runUntilIdle()
        #expect(link.settlement == .completed)
    }

    @Test func resumingWhileTheGuardStillHoldsFailsAndKeepsTheTarget() throws {
        let (app, gate) = try Self.app(.init(stack: ["home"]))
        let link = app.routes.open(URL(string: "shop://orders")!)
        app.runUntilIdle()
        let early = app.routes.resumeHeld()
        guard case .failed(let error)? = early?.settlement else {
            Issue.record("expected a failure, got \(String(describing: early?.settlement))")
            return
        }
        #expect(error.code == "guardStillHolds")
        #expect(link.settlement == nil)
        gate.signedIn = true
        app.routes.resumeHeld()
        app.runUntilIdle()
        #expect(link.settlement == .completed)
    }

    @Test func theSameGuardedLinkTwiceKeepsOneSheet() throws {
        let (app, gate) = try Self.app(.init(stack: ["home"]))
        let first = app.routes.open(URL(string: "shop://orders")!)
        app.runUntilIdle()
        let second = app.routes.open(URL(string: "shop://orders")!)
        app.runUntilIdle()
        #expect(first.settlement == .superseded)
        #expect(second.settlement == nil)
        #expect(app.state == .init(stack: ["home"], modals: [.init(["signIn"])]))
        gate.signedIn = true
        app.routes.resumeHeld()
        app.runUntilIdle()
        #expect(second.settlement == .completed)
        #expect(app.state == .init(stack: ["home", "orders"]))
    }

    @Test func aGuardThatDeniesOnResumeFailsBothTransitions() throws {
        let app = try DeepLinkGoldenTests.app(.init(stack: ["home"]))
        final class Decision {
            var value = GuardDecision<String>.hold(presenting: "signIn")
        }
        let decision = Decision()
        app.routes.addGuard { $0 == "orders" ? decision.value : .allow }
        let link = app.routes.open(URL(string: "shop://orders")!)
        app.runUntilIdle()
        decision.value = .deny("The account is locked.")
        let resume = app.routes.resumeHeld()
        for transition in [link, resume] {
            guard case .failed(let error)? = transition?.settlement else {
                Issue.record(
                    "expected a failure, got \(String(describing: transition?.settlement))")
                continue
            }
            #expect(
                error.message
                    == "A guard denied orders: The account is locked. Nothing was changed.")
        }
        #expect(app.routes.resumeHeld() == nil)
        #expect(app.state == .init(stack: ["home"], modals: [.init(["signIn"])]))
    }

    @Test func onlyTheRoutesATargetAddsAreAsked() throws {
        let (app, gate) = try Self.app(.init(stack: ["home", "a"]))
        app.routes.update {
            $0.push("b")
            $0.present("c")
        }
        app.runUntilIdle()
        #expect(gate.asked == ["b", "c"])
        #expect(app.state == .init(stack: ["home", "a", "b"], modals: [.init(["c"])]))
    }

    @Test func guardsAreAskedInOrderAndTheFirstRefusalCounts() throws {
        let app = try RouteApp(.init(stack: ["home"]))
        var asked: [String] = []
        app.routes.addGuard { route in
            asked.append("first \(route)")
            return .allow
        }
        app.routes.addGuard { route in
            asked.append("second \(route)")
            return route == "b" ? .deny("No b.") : .allow
        }
        app.routes.addGuard { route in
            asked.append("third \(route)")
            return .allow
        }
        let transition = app.routes.go(to: .init(stack: ["home", "a", "b", "c"]))
        app.runUntilIdle()
        #expect(asked == ["first a", "second a", "third a", "first b", "second b"])
        #expect(transition.settlement.map { if case .failed = $0 { true } else { false } } == true)
        #expect(app.state == .init(stack: ["home"]))
    }
}
