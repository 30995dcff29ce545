import CustomDump
import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Whole ordered traces of deep links opened on a live window: the UIKit callbacks with
/// virtual times, the UIKit calls Wayfinder made, and how each transition settled.
@MainActor
@Suite(.navigationChecked) struct DeepLinkGoldenTests {
    /// `shop://products/<int:id>` dismisses everything and shows the product over home;
    /// `shop://orders` pushes the orders; `shop://settings/<page>` shows a settings page in the
    /// second tab.
    /// The links the tests' router is built with (`router(schemes:hosts:_:)`, Support.swift).
    static let links: [(pattern: String, target: DeepLinkRouter<String>.Target)] = [
        (
            "/products/<int:id>",
            { parameters, _ in
                NavigationState(stack: ["home", "product\(parameters.int("id")!)"])
            }
        ),
        (
            "/orders",
            { _, state in
                var target = state
                target.dismissAll()
                target.push("orders")
                return target
            }
        ),
        (
            "/settings/<page>",
            { parameters, state in
                var target = state
                target.dismissAll()
                target.selectTab(1)
                target.popToRoot()
                target.push(parameters["page"]!)
                return target
            }
        ),
    ]

    static func app(_ state: RouteApp.State) throws -> RouteApp {
        let app = try RouteApp(state)
        app.routes.deepLinks = try router(schemes: ["shop"], Self.links)
        return app
    }

    @Test func linkOpenedWithTwoSheetsUpAndASwipeInProgress() throws {
        let app = try Self.app(
            .init(stack: ["home", "a"], modals: [.init(["sheet1"]), .init(["sheet2", "detail"])]))
        let swipe = try #require(app.frontNavigation).headless.beginInteractivePop()
        swipe.update(progress: 0.5)
        app.runUntilIdle()
        app.trace.clear()
        let link = app.routes.open(URL(string: "shop://products/42")!)
        app.runUntilIdle()
        // The link waits for the user's swipe.
        #expect(link.settlement == nil)
        #expect(app.uikitCalls.isEmpty)
        swipe.finish()
        app.runUntilIdle()
        // The swipe ends (detail leaves, sheet2 appears), then one change under the sheets
        // and one animated dismissal of both. `a`, the old top of the stack, gets no
        // willMove/didMove(toParent: nil) from setViewControllers (as UIKit, rdar 18002763).

        expectNoDifference(
            app.uikitCalls,
            [
                "UINavigationController.setViewControllers([home, product42], animated: false)",
                "UINavigationController.dismiss(animated: true)",
            ])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.175 detail.viewDidDisappear(true) [movingFromParent]",
                "0.175 detail.didMove(toParent: nil)",
                "0.175 sheet2.viewDidAppear(true)",
                "0.175 product42.willMove(toParent: UINavigationController)",
                "0.175 product42.viewDidLoad",
                "0.175 a.viewWillDisappear(false) [movingFromParent]",
                "0.175 product42.viewWillAppear(false) [movingToParent]",
                "0.175 product42.viewIsAppearing(false) [movingToParent]",
                "0.175 a.viewDidDisappear(false) [movingFromParent]",
                "0.175 product42.viewDidAppear(false) [movingToParent]",
                "0.175 product42.didMove(toParent: UINavigationController)",
                "0.175 sheet2.viewWillDisappear(true)",
                "0.675 sheet2.viewDidDisappear(true)",
            ])
        #expect(link.settlement == .completed)
        #expect(app.state == .init(stack: ["home", "product42"]))
        #expect(app.app.diagnostics.isEmpty)
    }

    @Test func guardedLinkBeforeAndAfterSignIn() throws {
        let app = try Self.app(.init(stack: ["home"]))
        var signedIn = false
        app.routes.addGuard { route in
            route == "orders" && !signedIn ? .hold(presenting: "signIn") : .allow
        }
        let link = app.routes.open(URL(string: "shop://orders")!)
        app.runUntilIdle()
        expectNoDifference(
            app.uikitCalls,
            [
                "home.present(UINavigationController, animated: true)"
            ])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 signIn.willMove(toParent: UINavigationController)",
                "0.000 signIn.didMove(toParent: UINavigationController)",
                "0.000 signIn.viewDidLoad",
                "0.000 signIn.viewWillAppear(true) [movingToParent]",
                "0.000 signIn.viewIsAppearing(true) [movingToParent]",
                "0.500 signIn.viewDidAppear(true) [movingToParent]",
            ])
        #expect(link.settlement == nil)
        #expect(app.state == .init(stack: ["home"], modals: [.init(["signIn"])]))
        app.trace.clear()
        app.app.records.clear()

        // After sign-in: orders pushed unseen under the sheet, then one animated dismissal.
        signedIn = true
        let resume = try #require(app.routes.resumeHeld())
        app.runUntilIdle()
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
                "0.500 orders.viewDidLoad",
                "0.500 home.viewWillDisappear(false)",
                "0.500 orders.viewWillAppear(false) [movingToParent]",
                "0.500 orders.viewIsAppearing(false) [movingToParent]",
                "0.500 home.viewDidDisappear(false)",
                "0.500 orders.viewDidAppear(false) [movingToParent]",
                "0.500 orders.didMove(toParent: UINavigationController)",
                "0.500 signIn.viewWillDisappear(true)",
                "1.000 signIn.viewDidDisappear(true)",
            ])
        #expect(resume.settlement == .completed)
        #expect(link.settlement == .completed)
        #expect(app.state == .init(stack: ["home", "orders"]))
        #expect(app.routes.resumeHeld() == nil)
        #expect(app.app.diagnostics.isEmpty)
    }

    @Test func linkThatNeedsATabSwitchAndAPush() throws {
        let app = try Self.app(.init(tabs: [["inbox", "message"], ["settings"]]))
        let link = app.routes.open(URL(string: "shop://settings/about")!)
        app.runUntilIdle()
        expectNoDifference(
            app.uikitCalls,
            [
                "UINavigationController.pushViewController(about, animated: false)",
                "UITabBarController.selectedIndex = 1",
            ])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 about.willMove(toParent: UINavigationController)",
                "0.000 about.didMove(toParent: UINavigationController)",
                "0.000 about.viewDidLoad",
                "0.000 about.viewWillAppear(false) [movingToParent]",
                "0.000 message.viewWillDisappear(false)",
                "0.000 about.viewIsAppearing(false) [movingToParent]",
                "0.000 message.viewDidDisappear(false)",
                "0.000 about.viewDidAppear(false) [movingToParent]",
            ])
        #expect(link.settlement == .completed)
        #expect(
            app.state == .init(tabs: [["inbox", "message"], ["settings", "about"]], selected: 1))
        #expect(app.app.diagnostics.isEmpty)
    }
}
