import CustomDump
import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// `screenViews` / `onScreenView`: each route's appearance once, with its cause, at the quiet
/// moment after its transition; nothing for a cancelled swipe.
@MainActor
@Suite(.navigationChecked) struct ScreenViewTests {
    /// A route app with a link router, launched, whose views are collected from then on.
    static func app(_ state: RouteApp.State) throws -> (RouteApp, Views) {
        let app = try RouteApp(state, settle: false)
        app.routes.deepLinks = try router(schemes: ["shop"], DeepLinkGoldenTests.links)
        let views = Views()
        app.routes.onScreenView { views.list.append($0.description) }
        app.runUntilIdle()
        app.trace.clear()
        app.app.records.clear()
        return (app, views)
    }

    final class Views {
        var list: [String] = []
    }

    @Test func theLaunchReportsItsVisibleRouteOnce() throws {
        let app = NavigatorHarness()
        app.window.makeKeyAndVisible()
        let routes = try RouteNavigator<String>(
            navigator: app.navigator, state: .init(tabs: [["home", "a"], ["settings"]]))
        var views: [String] = []
        routes.onScreenView { views.append($0.description) }
        routes.start { app.screen($0) }
        app.runUntilIdle()
        _ = routes.state
        app.runUntilIdle()
        expectNoDifference(views, ["a (launch)"])
    }

    @Test func aPushReportsThePushedRoute() throws {
        let (app, views) = try Self.app(.init(stack: ["home"]))
        app.routes.update { $0.push("detail") }
        app.runUntilIdle()
        expectNoDifference(views.list, ["detail (code)"])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 detail.willMove(toParent: UINavigationController)",
                "0.000 detail.viewDidLoad",
                "0.000 home.viewWillDisappear(true)",
                "0.000 detail.viewWillAppear(true) [movingToParent]",
                "0.000 detail.viewIsAppearing(true) [movingToParent]",
                "0.350 home.viewDidDisappear(true)",
                "0.350 detail.viewDidAppear(true) [movingToParent]",
                "0.350 detail.didMove(toParent: UINavigationController)",
            ])
        #expect(app.app.records.lines(.screen).last == "screen view: detail (code)")
    }

    @Test func aCancelledBackSwipeReportsNothingAndAFinishedOneTheScreenBelow() throws {
        let (app, views) = try Self.app(.init(stack: ["home", "detail"]))
        let cancelled = try #require(app.frontNavigation).headless.beginInteractivePop()
        cancelled.update(progress: 0.6)
        app.runUntilIdle()
        cancelled.cancel()
        app.runUntilIdle()
        // UIKit calls home's appearance methods and detail's again; no view is reported.
        expectNoDifference(
            app.trace.lines,
            [
                "detail.willMove(toParent: nil)",
                "home.viewDidLoad",
                "detail.viewWillDisappear(true) [movingFromParent]",
                "home.viewWillAppear(true)",
                "home.viewIsAppearing(true)",
                "home.viewWillDisappear(true)",
                "home.viewDidDisappear(true)",
                "detail.viewWillAppear(true) [movingToParent]",
                "detail.viewIsAppearing(true) [movingToParent]",
                "detail.viewDidAppear(true) [movingToParent]",
            ])
        expectNoDifference(views.list, [])

        let finished = try #require(app.frontNavigation).headless.beginInteractivePop()
        finished.update(progress: 0.6)
        app.runUntilIdle()
        finished.finish()
        app.runUntilIdle()
        expectNoDifference(views.list, ["home (swipe)"])
        #expect(app.state == .init(stack: ["home"]))
    }

    @Test func theBackButtonAndASheetSwipedDownReportTheScreenUncovered() throws {
        let (app, views) = try Self.app(.init(stack: ["home", "detail"], modals: [.init(["s"])]))
        let drag = try #require(app.frontNavigation).headless.beginInteractiveDismiss()
        drag.update(progress: 0.5)
        app.runUntilIdle()
        drag.finish()
        app.runUntilIdle()
        try #require(app.frontNavigation).headless.tapBackButton()
        app.runUntilIdle()
        expectNoDifference(
            views.list, ["detail (swipeDown)", "home (backButton)"])
    }

    @Test func aTabTapReportsTheTabsTopRoute() throws {
        let (app, views) = try Self.app(.init(tabs: [["home"], ["settings", "about"]]))
        try #require(app.app.window.rootViewController as? UITabBarController).headless.tap(
            index: 1)
        app.runUntilIdle()
        expectNoDifference(views.list, ["about (tab)"])
        #expect(app.state.selectedTab == 1)
    }

    @Test func aLinkReportsOnlyTheRouteItEndsOn() throws {
        let (app, views) = try Self.app(
            .init(
                tabs: [["home", "a"], ["settings"]],
                modals: [
                    .init(["sheet"])
                ]))
        // Dismisses the sheet, selects tab 1, pushes `privacy`: one transition, one view.
        let link = app.routes.open(URL(string: "shop://settings/privacy")!)
        app.runUntilIdle()
        #expect(link.settlement == .completed)
        expectNoDifference(views.list, ["privacy (deepLink)"])
    }

    @Test func theStreamDeliversTheSameViews() async throws {
        let (app, _) = try Self.app(.init(stack: ["home"]))
        let stream = app.routes.screenViews
        app.routes.update { $0.push("a") }
        app.runUntilIdle()
        app.routes.update { $0.pop() }
        app.runUntilIdle()
        var received: [ScreenView<String>] = []
        for await view in stream {
            received.append(view)
            if received.count == 2 { break }
        }
        expectNoDifference(
            received, [ScreenView("a", cause: .code), ScreenView("home", cause: .code)])
    }

    @Test func aRestoredLaunchSaysRestoration() throws {
        let app = NavigatorHarness()
        app.window.makeKeyAndVisible()
        let saved = try NavigationState<String>(stack: ["home", "orders"]).jsonData()
        let routes = try RouteNavigator<String>(
            navigator: app.navigator, restoring: saved, or: .init(stack: ["home"]),
            containers: RouteContainers())
        var views: [String] = []
        routes.onScreenView { views.append($0.description) }
        routes.start { app.screen($0) }
        app.runUntilIdle()
        expectNoDifference(views, ["orders (restoration)"])
    }
}
