import CustomDump
import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// A request held by a lock runs after the request in flight when the lock goes: requests
/// stay one after the other (found by the route fuzzer with lock steps).
@MainActor
@Suite(.navigationChecked) struct NavigationLockHeldOrderTests {
    @Test func aHeldLinkRunsAfterTheRequestQueuedBehindTheSwipeThatLeftTheFlow() throws {
        let app = try NavigationLockTests.checkout()
        try app.routes.lock(
            "Payment in progress.", by: NavigationLockTests.checkoutScreen(app), outside: .hold)
        let link = app.routes.open(URL(string: "shop://settings/privacy")!)
        // The user swipes back from the checkout; meanwhile the app asks for a sheet over it,
        // a request of the flow, which waits for the swipe.
        let swipe = try #require(app.frontNavigation).headless.beginInteractivePop()
        swipe.update(progress: 0.5)
        app.runUntilIdle()
        let sheet = app.routes.update { $0.present("help") }
        app.app.records.clear()
        swipe.finish()
        app.runUntilIdle()
        // The swipe took the checkout away and the lock with it. The sheet's request, queued
        // first, runs first and settles (its target was made from the state before the swipe,
        // so the checkout comes back under the sheet); the held link runs after it, resolved
        // from where that request left the window.
        #expect(sheet.settlement == .completed)
        #expect(link.settlement == .completed)
        #expect(app.routes.activeLock == nil)
        #expect(
            app.state
                == .init(
                    tabs: [["home", "cart", "checkout"], ["settings", "privacy"]], selected: 1))
        expectNoDifference(
            app.app.records.lines(.command, .settled).filter { !$0.contains("screen") },
            [
                "unlock (checkout left): was locked by checkout (tab 0, hold): Payment in "
                    + "progress.",
                "go(to: tabs, selected 0: home › cart › checkout | settings; sheet: help, "
                    + "animated: true) → completed",
                "open shop://settings/privacy → tabs, selected 1: home › cart › checkout | "
                    + "settings › privacy",
                "go(to: tabs, selected 1: home › cart › checkout | settings › privacy, "
                    + "animated: true)",
                "go(to: tabs, selected 1: home › cart › checkout | settings › privacy, "
                    + "animated: true) → completed",
                "go(to: open shop://settings/privacy, animated: true) → completed",
            ])
    }
}
