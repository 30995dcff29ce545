import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// `AppHarness`: an app whose screens come from its own factory, driven by user gestures, with
/// trace records without a `Logger`, leak tracking of every screen that was in the window,
/// and waits that fail after a limit of virtual time instead of hanging.
@MainActor
@Suite(.navigationChecked) struct AppHarnessTests {
    enum Route: Hashable, Codable, Sendable, CustomStringConvertible {
        case home, product(Int), cart, orders

        var description: String {
            switch self {
            case .home: "home"
            case .product(let id): "product-\(id)"
            case .cart: "cart"
            case .orders: "orders"
            }
        }
    }

    /// The app's own screens: not traced, not made by the harness.
    final class ShopScreen: UIViewController {}
    final class SizePicker: UIViewController, ResultScreen {
        typealias Result = String
    }

    static let launch = NavigationState<Route>(tabs: [[.home], [.orders]], selected: 0)

    static func factory(_ route: Route) -> UIViewController { ShopScreen() }

    @Test func anAppFromItsFactoryNavigatesAndItsLeftScreensAreReleased() async throws {
        let app = try AppHarness(state: Self.launch, screen: Self.factory)
        #expect(app.routes.state == Self.launch)
        let push = app.routes.update { $0.push(.product(42)) }
        #expect(await app.settle(push) == .completed)
        #expect(
            app.records.lines(.uikit).last
                == "UINavigationController.pushViewController(ShopScreen, animated: true)")
        app.tapBackButton()
        app.runUntilIdle()
        #expect(app.routes.state == Self.launch)
        #expect(app.leftButAlive == [])
    }

    @Test func gesturesReachTheRouteNavigatorsState() throws {
        let app = try AppHarness(state: Self.launch, screen: Self.factory)
        app.routes.update { $0.push(.product(1)) }
        app.runUntilIdle()
        let swipe = try #require(app.swipeBack())
        swipe.update(progress: 0.5)
        swipe.cancel()
        app.runUntilIdle()
        #expect(app.routes.state.visibleStack == [.home, .product(1)])
        app.swipeBack()?.finish()
        app.runUntilIdle()
        #expect(app.routes.state.visibleStack == [.home])
        #expect(app.swipeBack() == nil)
        app.tapTab(1)
        app.runUntilIdle()
        #expect(app.routes.state.selectedTab == 1)
        app.routes.update { $0.present(.cart) }
        app.runUntilIdle()
        app.swipeDown()?.finish()
        app.runUntilIdle()
        #expect(app.routes.state.modals == [])
    }

    @Test func theAppsOwnSetUpCodeBuildsTheRouteNavigator() throws {
        let app = try AppHarness<Route> { navigator in
            let routes = try RouteNavigator(
                navigator: navigator, state: NavigationState(stack: [.home]), screen: Self.factory)
            var links = DeepLinkRouter<Route>(schemes: ["shop"])
            try links.register("/products/<int:id>") { parameters, state in
                var target = state
                target.push(.product(try parameters.required("id")))
                return target
            }
            routes.deepLinks = links
            return routes
        }
        app.routes.open(URL(string: "shop://products/7")!)
        app.runUntilIdle()
        #expect(app.routes.state == NavigationState(stack: [.home, .product(7)]))
        #expect(app.records.lines(.command).isEmpty == false)
    }

    @Test func anAdoptedAppRecordsFromThenOn() throws {
        let window = UIWindow(frame: .zero)
        window.makeKeyAndVisible()
        let routes = try RouteNavigator(
            navigator: Navigator(window: window), state: NavigationState<Route>(stack: [.home]),
            screen: Self.factory)
        window.headless.runUntilIdle()
        let app = AppHarness(adopting: routes)
        #expect(app.records.records.isEmpty)
        app.routes.update { $0.push(.cart) }
        app.runUntilIdle()
        #expect(
            app.records.lines(.uikit) == [
                "UINavigationController.pushViewController(ShopScreen, animated: true)"
            ])
    }

    /// A scene delegate as an app writes it: the window and the route navigator are made in
    /// `scene(_:willConnectTo:options:)`, and links arrive through the scene.
    final class ShopSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var routes: RouteNavigator<Route>?

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.makeKeyAndVisible()
            self.window = window
            routes = try? RouteNavigator(
                navigator: Navigator(window: window), state: AppHarnessTests.launch,
                screen: AppHarnessTests.factory)
            var links = DeepLinkRouter<Route>(schemes: ["shop"])
            try? links.register("/cart") { _, state in
                var target = state
                target.present(.cart)
                return target
            }
            routes?.deepLinks = links
        }

        func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
            for context in URLContexts { routes?.open(context.url) }
        }
    }

    @Test func anAppLaunchedThroughItsSceneDelegateIsAdopted() throws {
        let delegate = ShopSceneDelegate()
        let scene = UIApplication.shared.headless.connectScene(delegate: delegate)
        let app = AppHarness(adopting: try #require(delegate.routes))
        #expect(app.window === delegate.window)
        #expect(app.routes.state == Self.launch)
        scene.headless.open([URL(string: "shop://cart")!])
        app.runUntilIdle()
        #expect(app.routes.state.modals == [.init([.cart])])
        #expect(app.records.lines(.command).isEmpty == false)
        app.swipeDown()?.finish()
        app.runUntilIdle()
        #expect(app.routes.state == Self.launch)
        app.expectLeftScreensReleased()
        scene.headless.disconnect()
    }

    @Test func aScreenKeptAliveAfterItLeftIsReportedByItsRoute() throws {
        var kept: UIViewController?
        let app = try AppHarness(state: NavigationState<Route>(stack: [.home])) { route in
            let screen = ShopScreen()
            if route == .cart { kept = screen }
            return screen
        }
        app.routes.update { $0.push(.cart) }
        app.runUntilIdle()
        app.routes.update { $0.pop() }
        app.runUntilIdle()
        #expect(app.leftButAlive == ["cart"])
        withKnownIssue { app.expectLeftScreensReleased() }
        kept = nil
        #expect(app.leftButAlive == [])
        _ = kept
    }

    @Test func aResultScreensOutcomeIsAwaitedWhileTheTestActs() async throws {
        let app = try AppHarness(
            state: NavigationState<Route>(stack: [.home]), screen: Self.factory)
        let size = await app.start { await app.navigator.push(SizePicker()) }
        #expect(!size.isFinished)
        app.runUntilIdle()
        try #require(app.navigator.topmost as? SizePicker).finish(with: "L")
        let outcome = await app.value(of: size)
        guard case .finished(let result) = outcome else {
            Issue.record("expected a result, got \(String(describing: outcome))")
            return
        }
        #expect(result == "L")
    }

    @Test func aWaitForSomethingThatNeverHappensFailsAfterItsVirtualTimeLimit() async throws {
        let app = try AppHarness(
            state: NavigationState<Route>(stack: [.home]), screen: Self.factory)
        app.routes.update { $0.push(.cart) }
        app.runUntilIdle()
        // A swipe the user never lets go of: everything queued behind it waits for ever.
        let swipe = try #require(app.swipeBack())
        let push = app.routes.update { $0.push(.orders) }
        let start = app.now
        await withKnownIssue {
            #expect(await app.settle(push, within: 2) == nil)
        }
        #expect(app.now - start >= 2 && app.now - start < 2.1)
        let picker = SizePicker()
        let never = await app.start { await app.navigator.push(picker) }
        await withKnownIssue {
            #expect(await app.value(of: never, within: 1) == nil)
        }
        swipe.finish()
        app.runUntilIdle()
        #expect(push.settlement != nil)
    }

    @Test func anExceptionTheAppCausesFailsTheEndOfTheTestUnlessExpected() throws {
        let app = try AppHarness(
            state: NavigationState<Route>(stack: [.home]), screen: Self.factory)
        let navigation = try #require(app.frontNavigationController)
        let home = try #require(navigation.topViewController)
        navigation.pushViewController(home, animated: false)  // a crash on a device
        app.runUntilIdle()
        withKnownIssue { app.expectLeftScreensReleased() }
        navigation.pushViewController(home, animated: false)
        app.expectException(containing: "more than once")
        app.expectLeftScreensReleased()
        #expect(app.routes.state == NavigationState(stack: [.home]))
    }

    @Test func theNavigatorHarnessWaitsTheSameWay() async {
        let app = NavigatorHarness()
        app.setRoot(app.navigation(root: app.screen("A")))
        let push = app.navigator.push(app.screen("B"))
        #expect(await app.settle(push) == .completed)
        let pop = app.navigator.pop()
        #expect(await app.settle(pop, within: 1) == .completed)
    }

    @Test func aRecorderAttachedToANavigatorNeedsNoLogger() {
        let window = UIWindow(frame: .zero)
        let navigator = Navigator(window: window)
        let first = TraceRecorder()
        let second = TraceRecorder()
        navigator.addTraceHandler(first.record)
        navigator.addTraceHandler(second.record)
        window.rootViewController = UINavigationController(rootViewController: ShopScreen())
        window.makeKeyAndVisible()
        window.headless.runUntilIdle()
        navigator.push(ShopScreen(), animated: false)
        window.headless.runUntilIdle()
        #expect(!first.records.isEmpty)
        #expect(first.records == second.records)
        #expect(first.lines(.uikit).contains { $0.contains("pushViewController") })
        let leaks = LeakTracker()
        if let navigation = window.rootViewController as? UINavigationController {
            leaks.track(navigation.topViewController!, "pushed")
        }
        navigator.pop(animated: false)
        window.headless.runUntilIdle()
        expectReleased(leaks)
    }
}
