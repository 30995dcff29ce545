import CustomDump
import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// A guard added with `presentingHolds: .fullScreen` (a passcode lock) presents its held
/// route full screen: the screen under it disappears as UIKit makes it for `.fullScreen`
/// (unlike a page sheet), no drag dismisses it, and `resumeHeld()` dismisses it, reaches the
/// held target and releases the lock screen.
@MainActor
@Suite(.navigationChecked) struct FullScreenHoldTests {
    final class Lock {
        var locked = true
    }

    static func app(lock: Lock) throws -> RouteApp {
        let app = try DeepLinkGoldenTests.app(.init(stack: ["home"]))
        app.routes.addGuard(presentingHolds: .fullScreen) { route in
            lock.locked && route != "passcode" ? .hold(presenting: "passcode") : .allow
        }
        return app
    }

    @Test func aFullScreenHoldCoversTheScreenAndResumeReachesTheTarget() throws {
        let lock = Lock()
        let app = try Self.app(lock: lock)
        let link = app.routes.open(URL(string: "shop://orders")!)
        app.runUntilIdle()
        expectNoDifference(
            app.uikitCalls,
            [
                "home.present(UINavigationController, animated: true)"
            ])
        // `home` disappears under the full-screen modal (a page sheet leaves it on screen).
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 passcode.willMove(toParent: UINavigationController)",
                "0.000 passcode.didMove(toParent: UINavigationController)",
                "0.000 home.viewWillDisappear(true)",
                "0.000 passcode.viewDidLoad",
                "0.000 passcode.viewWillAppear(true) [movingToParent]",
                "0.000 passcode.viewIsAppearing(true) [movingToParent]",
                "0.500 passcode.viewDidAppear(true) [movingToParent]",
                "0.500 home.viewDidDisappear(true)",
            ])
        #expect(link.settlement == nil)
        #expect(
            app.state
                == .init(stack: ["home"], modals: [.init(["passcode"], style: .fullScreen)]))
        #expect(app.topScreen?.navigationController?.modalPresentationStyle == .fullScreen)
        app.trace.clear()
        app.app.records.clear()

        lock.locked = false
        let resume = try #require(app.routes.resumeHeld())
        app.runUntilIdle()
        // `orders` is pushed out of the window, under the lock, and appears as the lock is
        // dismissed; `home`, no longer the top, gets nothing.
        expectNoDifference(
            app.uikitCalls,
            [
                "UINavigationController.pushViewController(orders, animated: false)",
                "UINavigationController.dismiss(animated: true)",
            ])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.500 orders.willMove(toParent: UINavigationController)",
                "0.500 orders.didMove(toParent: UINavigationController)",
                "0.500 passcode.viewWillDisappear(true)",
                "0.500 orders.viewDidLoad",
                "0.500 orders.viewWillAppear(true) [movingToParent]",
                "0.500 orders.viewIsAppearing(true) [movingToParent]",
                "1.000 orders.viewDidAppear(true) [movingToParent]",
                "1.000 passcode.viewDidDisappear(true)",
            ])
        #expect(resume.settlement == .completed)
        #expect(link.settlement == .completed)
        #expect(app.state == .init(stack: ["home", "orders"]))
        #expect(app.app.diagnostics.isEmpty)
        expectReleased(app.app.leaks, ["passcode"])
    }

    @Test func noDragDismissesAFullScreenHold() throws {
        let lock = Lock()
        let app = try Self.app(lock: lock)
        let link = app.routes.go(to: .init(stack: ["home", "orders"]))
        app.runUntilIdle()
        app.trace.clear()
        let drag = try #require(app.frontNavigation).headless.beginInteractiveDismiss()
        #expect(!drag.didBegin)
        app.runUntilIdle()
        #expect(app.trace.timedLines.isEmpty)
        #expect(link.settlement == nil)
        #expect(
            app.state
                == .init(stack: ["home"], modals: [.init(["passcode"], style: .fullScreen)]))
        lock.locked = false
        app.routes.resumeHeld(animated: false)
        app.runUntilIdle()
        #expect(link.settlement == .completed)
        #expect(app.state == .init(stack: ["home", "orders"]))
    }

    @Test func eachGuardPresentsItsHoldsItsOwnWay() throws {
        let lock = Lock()
        let app = try Self.app(lock: lock)
        var signedIn = false
        app.routes.addGuard { route in
            route == "account" && !signedIn ? .hold(presenting: "signIn") : .allow
        }
        lock.locked = false
        let account = app.routes.go(to: .init(stack: ["home", "account"]))
        app.runUntilIdle()
        #expect(app.state == .init(stack: ["home"], modals: [.init(["signIn"])]))
        #expect(app.topScreen?.navigationController?.modalPresentationStyle == .pageSheet)

        lock.locked = true
        let orders = app.routes.go(to: .init(stack: ["home", "orders"]))
        #expect(account.settlement == .superseded)
        app.runUntilIdle()
        // Over what is on screen, the sign-in sheet included.
        #expect(
            app.state
                == .init(
                    stack: ["home"],
                    modals: [.init(["signIn"]), .init(["passcode"], style: .fullScreen)]))
        #expect(orders.settlement == nil)
        signedIn = true
        lock.locked = false
        app.routes.resumeHeld()
        app.runUntilIdle()
        #expect(orders.settlement == .completed)
        #expect(app.state == .init(stack: ["home", "orders"]))
        #expect(app.app.diagnostics.isEmpty)
        expectReleased(app.app.leaks, ["signIn", "passcode"])
    }
}
