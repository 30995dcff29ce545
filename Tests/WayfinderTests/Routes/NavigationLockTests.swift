import CustomDump
import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// `lock(_:by:outside:)`: while a checkout is locked, links, tab taps and requests that leave
/// it are refused (or held until unlock) with nothing changed; the flow's own requests and
/// the user's back gestures still work; the lock goes when its screen leaves.
@MainActor
@Suite(.navigationChecked) struct NavigationLockTests {
    /// Tab 0 `home › cart › checkout`, tab 1 `settings`; links from `DeepLinkGoldenTests`.
    static func checkout() throws -> RouteApp {
        let app = try DeepLinkGoldenTests.app(
            .init(tabs: [["home", "cart", "checkout"], ["settings"]]))
        return app
    }

    static func checkoutScreen(_ app: RouteApp) throws -> UIViewController {
        try #require(app.topScreen.flatMap { app.routes.route(of: $0) == "checkout" ? $0 : nil })
    }

    @Test func aLockedCheckoutRefusesALinkAndNothingChanges() throws {
        let app = try Self.checkout()
        var refusals: [String] = []
        try app.routes.lock(
            "Payment in progress.", by: Self.checkoutScreen(app),
            whenRefused: { refusals.append($0.code) })
        let tree = app.app.navigator.tree
        let state = app.state
        app.app.records.clear()
        let link = app.routes.open(URL(string: "shop://settings/privacy")!)
        app.runUntilIdle()
        guard case .failed(let error) = link.settlement else {
            Issue.record("expected a failure, got \(String(describing: link.settlement))")
            return
        }
        #expect(error.code == "navigationLocked")
        #expect(
            error.message
                == "Navigation is locked by checkout: Payment in progress. Nothing was changed. "
                + "Links, tab taps and requests that leave the locked flow are refused until it "
                + "unlocks (unlock(), or its screen leaves); lock with outside: .hold to run "
                + "them after.")
        expectNoDifference(
            app.app.records.lines(.command),
            [
                "go(to: open shop://settings/privacy, animated: true)",
                "go(to: open shop://settings/privacy, animated: true) refused: \(error.message)",
            ])
        #expect(app.uikitCalls.isEmpty)
        #expect(app.trace.lines.isEmpty)
        #expect(app.app.navigator.tree == tree)
        #expect(app.state == state)
        #expect(refusals == ["navigationLocked"])
    }

    @Test func aHeldLinkRunsAfterUnlockFromWhereTheFlowEnded() throws {
        let app = try Self.checkout()
        let checkout = try Self.checkoutScreen(app)
        try app.routes.lock("Payment in progress.", by: checkout, outside: .hold)
        let link = app.routes.open(URL(string: "shop://settings/privacy")!)
        app.runUntilIdle()
        #expect(link.settlement == nil)
        #expect(app.uikitCalls.isEmpty)
        #expect(app.state == .init(tabs: [["home", "cart", "checkout"], ["settings"]]))
        // A second link replaces the first.
        let second = app.routes.open(URL(string: "shop://orders")!)
        #expect(link.settlement == .superseded)

        // Payment succeeded: the flow unlocks, and the held link runs from the checkout.
        let resumed = app.routes.unlock()
        app.runUntilIdle()
        #expect(resumed?.settlement == .completed)
        #expect(second.settlement == .completed)
        #expect(app.routes.activeLock == nil)
        #expect(app.state == .init(tabs: [["home", "cart", "checkout", "orders"], ["settings"]]))
        expectNoDifference(
            app.uikitCalls,
            ["UINavigationController.pushViewController(orders, animated: true)"])
    }

    @Test func aLockedCheckoutResumesALinkAfterUnlockAsTheUserLeft() throws {
        let app = try Self.checkout()
        try app.routes.lock("Payment in progress.", by: Self.checkoutScreen(app), outside: .hold)
        let link = app.routes.open(URL(string: "shop://settings/privacy")!)
        app.runUntilIdle()
        #expect(link.settlement == nil)
        app.trace.clear()
        app.app.records.clear()
        // The user's own back button still works; leaving the checkout releases the lock and
        // the held link runs, resolved from where the user is now.
        try #require(app.frontNavigation).headless.tapBackButton()
        app.runUntilIdle()
        #expect(link.settlement == .completed)
        #expect(app.routes.activeLock == nil)
        #expect(
            app.state == .init(tabs: [["home", "cart"], ["settings", "privacy"]], selected: 1))
        expectNoDifference(
            app.app.records.lines(.command),
            [
                "unlock (checkout left): was locked by checkout (tab 0, hold): Payment in "
                    + "progress.",
                "open shop://settings/privacy → tabs, selected 1: home › cart | settings › privacy",
                "go(to: tabs, selected 1: home › cart | settings › privacy, animated: true)",
            ])
        expectNoDifference(
            app.uikitCalls,
            [
                "UINavigationController.pushViewController(privacy, animated: false)",
                "UITabBarController.selectedIndex = 1",
            ])
    }

    @Test func aTabTapIsRefusedWhileLocked() throws {
        let app = try Self.checkout()
        var refusals: [String] = []
        try app.routes.lock(
            "Payment in progress.", by: Self.checkoutScreen(app),
            whenRefused: { refusals.append($0.code) })
        let tabs = try #require(app.app.window.rootViewController as? UITabBarController)
        app.app.records.clear()
        tabs.headless.tap(index: 1)
        app.runUntilIdle()
        // The tab is not selected, and tapping the selected tab does not pop to its root.
        tabs.headless.tap(index: 0)
        app.runUntilIdle()
        #expect(tabs.selectedIndex == 0)
        #expect(app.state == .init(tabs: [["home", "cart", "checkout"], ["settings"]]))
        #expect(app.trace.lines.isEmpty)
        #expect(refusals == ["navigationLocked", "navigationLocked"])
        let message =
            "Navigation is locked by checkout: Payment in progress. Nothing was changed. Links, "
            + "tab taps and requests that leave the locked flow are refused until it unlocks "
            + "(unlock(), or its screen leaves); lock with outside: .hold to run them after."
        expectNoDifference(
            app.app.records.lines(.gesture),
            ["tab 1 not selected: \(message)", "tab 0 not selected: \(message)"])

        app.routes.unlock()
        tabs.headless.tap(index: 1)
        app.runUntilIdle()
        #expect(app.state.selectedTab == 1)
    }

    @Test func goToFromOutsideIsRefusedAndTheFlowsOwnRequestsWork() throws {
        let app = try Self.checkout()
        try app.routes.lock("Payment in progress.", by: Self.checkoutScreen(app))
        // Leaving the flow: popping checkout, another tab, a new root.
        let leaving: [Transition] = [
            app.routes.update { $0.pop() },
            app.routes.update { $0.selectTab(1) },
            app.routes.go(to: .init(stack: ["home"])),
        ]
        app.runUntilIdle()
        for transition in leaving {
            guard case .failed(let error) = transition.settlement else {
                Issue.record("expected a failure, got \(String(describing: transition.settlement))")
                continue
            }
            #expect(error.code == "navigationLocked")
        }
        #expect(app.uikitCalls.isEmpty)
        // Inside the flow: a step pushed on checkout, a sheet over it, back to checkout.
        let push = app.routes.update { $0.push("card") }
        app.runUntilIdle()
        let sheet = app.routes.update { $0.present("help") }
        app.runUntilIdle()
        let back = app.routes.update {
            $0.dismiss()
            $0.pop()
        }
        app.runUntilIdle()
        #expect(push.settlement == .completed)
        #expect(sheet.settlement == .completed)
        #expect(back.settlement == .completed)
        #expect(app.state == .init(tabs: [["home", "cart", "checkout"], ["settings"]]))
        #expect(
            app.routes.activeLock?.description
                == "locked by checkout (tab 0, refuse): Payment in progress.")
    }

    @Test func theLockGoesWhenTheLockingScreenLeaves() throws {
        let app = try Self.checkout()
        try app.routes.lock("Payment in progress.", by: Self.checkoutScreen(app))
        let swipe = try #require(app.frontNavigation).headless.beginInteractivePop()
        swipe.update(progress: 0.5)
        app.runUntilIdle()
        swipe.cancel()
        app.runUntilIdle()
        // A cancelled swipe leaves the checkout, and the lock, in place.
        #expect(app.routes.activeLock != nil)
        let finished = try #require(app.frontNavigation).headless.beginInteractivePop()
        finished.update(progress: 0.5)
        finished.finish()
        app.runUntilIdle()
        #expect(app.routes.activeLock == nil)
        let link = app.routes.open(URL(string: "shop://orders")!)
        app.runUntilIdle()
        #expect(link.settlement == .completed)
        #expect(app.state == .init(tabs: [["home", "cart", "orders"], ["settings"]]))
    }

    @Test func misuseThrowsAndChangesNothing() throws {
        let app = try Self.checkout()
        let foreign = app.app.screen("foreign")
        #expect(throws: NavigationError.self) {
            try app.routes.lock("x", by: foreign)
        }
        do {
            try app.routes.lock("x", by: foreign)
        } catch {
            #expect(
                error.message
                    == "Navigation cannot be locked: foreign is not a screen the route "
                    + "navigator's factory made. Nothing was changed.")
        }
        try app.routes.lock("Payment in progress.", by: Self.checkoutScreen(app))
        let cart = try #require(app.frontNavigation?.viewControllers[1])
        do {
            try app.routes.lock("other", by: cart)
            Issue.record("a second lock by another screen was taken")
        } catch {
            #expect(error.code == "cannotLock")
        }
        #expect(app.routes.activeLock?.route == "checkout")
    }
}

/// A lock taken in a sheet, and `go(to:)` held until unlock.
@MainActor
@Suite(.navigationChecked) struct NavigationLockInASheetTests {
    @Test func aSheetsFlowKeepsItsStepsAndHoldsAJumpOutOfItUntilUnlock() throws {
        let app = try DeepLinkGoldenTests.app(
            .init(stack: ["home"], modals: [.init(["onboarding", "step1"])]))
        try app.routes.lock("Onboarding.", by: try #require(app.topScreen), outside: .hold)
        #expect(
            app.routes.activeLock?.description == "locked by step1 (modal 0, hold): Onboarding.")
        // The flow's next step is pushed in the sheet.
        let next = app.routes.update { $0.push("step2") }
        app.runUntilIdle()
        #expect(next.settlement == .completed)
        // Dismissing the sheet leaves the flow: held.
        let out = app.routes.update { $0.dismissAll() }
        app.runUntilIdle()
        #expect(out.settlement == nil)
        #expect(
            app.state == .init(stack: ["home"], modals: [.init(["onboarding", "step1", "step2"])]))
        app.app.records.clear()
        let resumed = try #require(app.routes.unlock())
        app.runUntilIdle()
        #expect(resumed.settlement == .completed)
        #expect(out.settlement == .completed)
        #expect(app.state == .init(stack: ["home"]))
        expectNoDifference(
            app.app.records.lines(.command),
            [
                "unlock (unlock()): was locked by step1 (modal 0, hold): Onboarding.",
                "go(to: stack: home, animated: true)",
            ])
    }
}

/// A lock and a guard together: a tab tap the guard would hold for sign-in is refused while
/// locked, without the guard's sheet.
@MainActor
@Suite(.navigationChecked) struct NavigationLockWithGuardTests {
    @Test func aTabTapAGuardWouldHoldIsRefusedWithoutItsSheet() throws {
        let app = try NavigationLockTests.checkout()
        app.routes.addGuard { $0 == "settings" ? .hold(presenting: "signIn") : .allow }
        try app.routes.lock("Payment in progress.", by: NavigationLockTests.checkoutScreen(app))
        let tabs = try #require(app.app.window.rootViewController as? UITabBarController)
        // The navigator asks its tab gates in no fixed order: the lock's refuses the tap, or
        // the guard's holds it and the lock refuses the guard's sheet. Either way, nothing.
        tabs.headless.tap(index: 1)
        app.runUntilIdle()
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.presentedViewController == nil)
        #expect(app.uikitCalls.isEmpty)
        #expect(app.trace.lines.isEmpty)
        #expect(app.state == .init(tabs: [["home", "cart", "checkout"], ["settings"]]))
        #expect(app.routes.resumeHeld() == nil)
    }
}
