import CustomDump
import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Alerts and confirmation dialogs as state (``NavigationState/alert``): shown as a
/// `UIAlertController` on top of every modal, queued like any request, taken down by a link,
/// a button tap delivering its typed action with `state` updated first, never restored.
@MainActor
@Suite(.navigationChecked) struct RouteAlertTests {
    enum CartAction: Hashable, Sendable { case empty, keep }

    static let emptyCart = RouteAlert(
        "Empty the cart?", message: "This removes every item.", style: .confirmationDialog,
        buttons: [
            .init("Empty Cart", role: .destructive, action: CartAction.empty),
            .init("Keep", role: .cancel, action: CartAction.keep),
        ])

    static func withAlert(
        _ state: RouteApp.State, _ alert: RouteAlert = emptyCart
    ) -> RouteApp.State {
        var state = state
        state.alert = alert
        return state
    }

    /// The alert controller on top of the window, if any.
    static func shownAlert(_ app: RouteApp) -> UIAlertController? {
        var top = app.app.window.rootViewController
        while let next = top?.presentedViewController { top = next }
        return top as? UIAlertController
    }

    @Test func anAlertRequestedBehindARunningPushWaitsForIt() throws {
        let app = try RouteApp(.init(stack: ["home"]))
        let push = app.routes.update { $0.push("cart") }
        app.app.advance(by: 0.1)
        #expect(push.settlement == nil)  // the push runs
        let alert = app.routes.update { $0.alert = Self.emptyCart }
        app.app.advance(by: 0.1)
        #expect(Self.shownAlert(app) == nil)
        #expect(app.state == .init(stack: ["home"]))
        app.runUntilIdle()
        #expect(push.settlement == .completed)
        #expect(alert.settlement == .completed)
        #expect(app.state == Self.withAlert(.init(stack: ["home", "cart"])))
        let controller = try #require(Self.shownAlert(app))
        #expect(controller.title == "Empty the cart?")
        #expect(controller.message == "This removes every item.")
        #expect(controller.preferredStyle == .actionSheet)
        #expect(controller.actions.map(\.title) == ["Empty Cart", "Keep"])
        #expect(controller.actions.map(\.style) == [.destructive, .cancel])
        expectNoDifference(
            app.app.records.lines(.command),
            [
                "go(to: stack: home › cart, animated: true)",
                "go(to: stack: home › cart; alert \"Empty the cart?\", animated: true)",
            ])
        expectNoDifference(
            app.uikitCalls,
            [
                "UINavigationController.pushViewController(cart, animated: true)",
                "cart.present(Empty the cart?, animated: true)",
            ])
        // The alert covers cart without taking its view away: cart's push ends as any push,
        // and the alert brings it no callback.
        expectNoDifference(
            app.trace.lines,
            [
                "cart.willMove(toParent: UINavigationController)",
                "cart.viewDidLoad",
                "home.viewWillDisappear(true)",
                "cart.viewWillAppear(true) [movingToParent]",
                "cart.viewIsAppearing(true) [movingToParent]",
                "home.viewDidDisappear(true)",
                "cart.viewDidAppear(true) [movingToParent]",
                "cart.didMove(toParent: UINavigationController)",
            ])
    }

    @Test func aButtonTapDeliversItsActionAfterTheStateLostTheAlert() throws {
        let app = try RouteApp(Self.withAlert(.init(stack: ["home", "cart"])))
        var heard: [String] = []
        app.routes.onAlertAction(CartAction.self) { [weak app] action in
            heard.append("\(action), alert: \(String(describing: app?.state.alert))")
        }
        app.routes.onAlertAction(Int.self) { heard.append("int \($0)") }
        var states: [RouteApp.State] = []
        let stream = app.routes.states
        let listening = Task { for await state in stream { states.append(state) } }
        defer { listening.cancel() }
        weak let controller = Self.shownAlert(app)
        #expect(controller != nil)
        #expect(try #require(controller).headless.tapAction(titled: "Empty Cart"))
        app.runUntilIdle()
        #expect(heard == ["empty, alert: nil"])
        #expect(app.state == .init(stack: ["home", "cart"]))
        #expect(Self.shownAlert(app) == nil)
        #expect(controller == nil)  // released once dismissed
        expectNoDifference(
            app.app.records.lines(.gesture),
            ["alert \"Empty the cart?\": \"Empty Cart\" tapped → empty"])
        #expect(app.uikitCalls.isEmpty)  // UIKit dismissed it, not Wayfinder
        #expect(app.trace.lines.isEmpty)  // cart never left the screen
    }

    @Test func aLinkWhileAnAlertIsUpTakesItDown() throws {
        let app = try DeepLinkGoldenTests.app(
            Self.withAlert(.init(tabs: [["home", "cart"], ["settings"]])))
        var heard: [CartAction] = []
        app.routes.onAlertAction(CartAction.self) { heard.append($0) }
        weak let controller = Self.shownAlert(app)
        let link = app.routes.open(URL(string: "shop://settings/privacy")!)
        app.runUntilIdle()
        #expect(link.settlement == .completed)
        #expect(
            app.state == .init(tabs: [["home", "cart"], ["settings", "privacy"]], selected: 1))
        #expect(Self.shownAlert(app) == nil)
        #expect(controller == nil)
        #expect(heard.isEmpty)  // no button was tapped
        expectNoDifference(
            app.uikitCalls,
            [
                "UITabBarController.dismiss(animated: false)",
                "UINavigationController.pushViewController(privacy, animated: false)",
                "UITabBarController.selectedIndex = 1",
            ])
    }

    @Test func goingToAStateWithoutTheAlertDismissesItAnimated() throws {
        let app = try RouteApp(Self.withAlert(.init(stack: ["home"], modals: [.init(["cart"])])))
        app.routes.go(to: .init(stack: ["home"], modals: [.init(["cart"])]))
        app.runUntilIdle()
        #expect(app.state == .init(stack: ["home"], modals: [.init(["cart"])]))
        expectNoDifference(
            app.uikitCalls, ["UINavigationController.dismiss(animated: true)"])
        #expect(app.trace.lines.isEmpty)
    }

    @Test func aPushUnderTheSameAlertKeepsIt() throws {
        let app = try RouteApp(Self.withAlert(.init(stack: ["home"])))
        let controller = Self.shownAlert(app)
        app.routes.update { $0.push("cart") }
        app.runUntilIdle()
        #expect(app.state == Self.withAlert(.init(stack: ["home", "cart"])))
        #expect(Self.shownAlert(app) === controller)
        expectNoDifference(
            app.uikitCalls,
            ["UINavigationController.pushViewController(cart, animated: true)"])
    }

    @Test func anAlertWithAPresentIsPresentedAboveTheNewModalAndAnimatesAlone() throws {
        let app = try RouteApp(.init(stack: ["home"]))
        app.routes.go(to: Self.withAlert(.init(stack: ["home"], modals: [.init(["cart"])])))
        app.runUntilIdle()
        #expect(app.state == Self.withAlert(.init(stack: ["home"], modals: [.init(["cart"])])))
        expectNoDifference(
            app.uikitCalls,
            [
                "home.present(UINavigationController, animated: false)",
                "cart.present(Empty the cart?, animated: true)",
            ])
    }

    @Test func anInvalidAlertIsRefusedAndNothingChanges() throws {
        let app = try RouteApp(.init(stack: ["home"]))
        let empty = app.routes.go(
            to: Self.withAlert(.init(stack: ["home"]), .init("Hm", buttons: [])))
        let twoCancels = app.routes.go(
            to: Self.withAlert(
                .init(stack: ["home"]),
                .init("Hm", buttons: [.init("A", role: .cancel), .init("B", role: .cancel)])))
        app.runUntilIdle()
        guard case .failed(let first) = empty.settlement,
            case .failed(let second) = twoCancels.settlement
        else {
            Issue.record("expected failures")
            return
        }
        #expect(first.code == "invalidState")
        #expect(
            first.message.contains(
                "The alert \"Hm\" has no button, so the user could not close it."))
        #expect(second.message.contains("The alert \"Hm\" has 2 cancel buttons"))
        #expect(app.uikitCalls.isEmpty)
        #expect(app.state == .init(stack: ["home"]))
    }

    // MARK: Restoration

    @Test func aSavedStateLeavesTheAlertOutAndRestoresWithoutIt() throws {
        let state = Self.withAlert(.init(stack: ["home", "cart"]))
        let data = try state.jsonData()
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"{"modals":[],"root":{"stack":["home","cart"]}}"#)
        let restored = try NavigationState<String>(restoring: data)
        #expect(restored == .init(stack: ["home", "cart"]))
        #expect(restored.alert == nil)
    }

    @Test func aStateSavedTodayStillDecodes() throws {
        let saved = Data(
            #"""
            {"modals":[{"inNavigation":true,"stack":["compose"],"style":"sheet"}],
             "root":{"selected":1,"tabs":[["inbox"],["settings","about"]]}}
            """#.utf8)
        let state = try NavigationState<String>(restoring: saved)
        #expect(
            state
                == .init(
                    tabs: [["inbox"], ["settings", "about"]], selected: 1,
                    modals: [.init(["compose"])]))
        #expect(state.alert == nil)
    }

    @Test func restorationDropsAnAlertWithTheReasonTraced() throws {
        let harness = NavigatorHarness()
        harness.window.makeKeyAndVisible()
        let saved = Data(
            #"{"root":{"stack":["home","cart"]},"alert":{"title":"Empty the cart?"}}"#.utf8)
        let routes = try RouteNavigator(
            navigator: harness.navigator, restoring: saved, or: .init(stack: ["home"])
        ) { harness.screen($0) }
        harness.runUntilIdle()
        #expect(routes.state == .init(stack: ["home", "cart"]))
        #expect(routes.restorationOutcome == .restored)
        expectNoDifference(
            harness.records.lines(.command).prefix(2),
            [
                "restore: stack: home › cart",
                "restore: the saved alert was dropped: an alert is never restored (it asked "
                    + "about a moment that has passed); show it again from the restored state "
                    + "if it still applies",
            ])
        #expect(harness.window.rootViewController?.presentedViewController == nil)
    }

    // MARK: Guards and the navigation lock

    @Test func anAlertInsideALockedFlowShowsAndALinkIsRefusedWithTheAlertKept() throws {
        let app = try NavigationLockTests.checkout()
        try app.routes.lock(
            "Payment in progress.", by: NavigationLockTests.checkoutScreen(app), outside: .hold)
        var heard: [CartAction] = []
        app.routes.onAlertAction(CartAction.self) { [weak app] action in
            heard.append(action)
            if action == .empty { app?.routes.unlock() }
        }
        let alert = app.routes.update { $0.alert = Self.emptyCart }
        app.runUntilIdle()
        #expect(alert.settlement == .completed)
        let shown = Self.withAlert(.init(tabs: [["home", "cart", "checkout"], ["settings"]]))
        #expect(app.state == shown)

        app.app.records.clear()
        let link = app.routes.open(URL(string: "shop://settings/privacy")!)
        app.runUntilIdle()
        #expect(link.settlement == nil)  // held
        #expect(app.state == shown)
        #expect(app.uikitCalls.isEmpty)

        // The user answers: the action unlocks, and the held link runs.
        try #require(Self.shownAlert(app)).headless.tapAction(titled: "Empty Cart")
        app.runUntilIdle()
        #expect(heard == [.empty])
        #expect(link.settlement == .completed)
        #expect(app.routes.activeLock == nil)
        #expect(
            app.state
                == .init(
                    tabs: [["home", "cart", "checkout"], ["settings", "privacy"]], selected: 1))
        expectNoDifference(
            app.app.records.lines(.command, .gesture),
            [
                "go(to: open shop://settings/privacy, animated: true) held",
                "alert \"Empty the cart?\": \"Empty Cart\" tapped → empty",
                "unlock (unlock()): was locked by checkout (tab 0, hold): Payment in progress.",
                "open shop://settings/privacy → tabs, selected 1: home › cart › checkout | "
                    + "settings › privacy",
                "go(to: tabs, selected 1: home › cart › checkout | settings › privacy, "
                    + "animated: true)",
            ])
    }

    @Test func aGuardDenyingTheRouteUnderAnAlertRefusesTheWholeTarget() throws {
        let app = try RouteApp(.init(stack: ["home"]))
        app.routes.addGuard { $0 == "checkout" ? .deny("the cart is empty") : .allow }
        let denied = app.routes.go(to: Self.withAlert(.init(stack: ["home", "checkout"])))
        app.runUntilIdle()
        guard case .failed = denied.settlement else {
            Issue.record("expected a failure, got \(String(describing: denied.settlement))")
            return
        }
        #expect(app.state == .init(stack: ["home"]))
        #expect(Self.shownAlert(app) == nil)
        #expect(app.uikitCalls.isEmpty)
        // The alert alone is allowed: the guards are asked about routes only.
        let allowed = app.routes.update { $0.alert = Self.emptyCart }
        app.runUntilIdle()
        #expect(allowed.settlement == .completed)
        #expect(app.state == Self.withAlert(.init(stack: ["home"])))
    }
}
