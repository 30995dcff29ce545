import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

// The code of Wayfinder.docc/RoutesInARealApp.md, compiled and run.
// ArticleCodeTests checks that every Swift block of the article appears here
// line for line.

enum StoreRoute: Hashable, Codable, Sendable {
    case home, product(Int), orders, signIn, cart, checkout
}

/// The article's screen: one class for every route.
final class StoreScreen: UIViewController {
    init(_ route: StoreRoute) {
        super.init(nibName: nil, bundle: nil)
        title = "\(route)"
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

/// The article's picker, handing back a colour.
final class ShopColorPicker: UIViewController, ResultScreen {
    typealias Result = String
}

/// The app's own tab bar delegate, which forwards to the one it replaced.
final class ShopTabBarDelegate: NSObject, UITabBarControllerDelegate {
    weak var next: (any UITabBarControllerDelegate)?
    var taps = 0

    func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
        taps += 1
        next?.tabBarController(tabBarController, didSelect: viewController)
    }
}

struct CheckoutExpired: Error {}

@MainActor
final class ShopSession {
    var isSignedIn = false
}

@MainActor
@Suite(.navigationChecked) struct RoutesInARealAppSnippets {
    private func launch(
        _ state: NavigationState<StoreRoute>
    ) throws -> (UIWindow, RouteNavigator<StoreRoute>) {
        let window = UIWindow(frame: .zero)
        window.makeKeyAndVisible()
        let routes = try RouteNavigator(navigator: Navigator(window: window), state: state) {
            route in StoreScreen(route)
        }
        return (window, routes)
    }

    @Test func yourOwnDelegatesAtAnyTime() throws {
        let (window, routes) = try launch(NavigationState(tabs: [[.home], [.orders]]))
        window.headless.runUntilIdle()

        let tabs = window.rootViewController as! UITabBarController
        let mine = ShopTabBarDelegate()
        mine.next = tabs.delegate  // keep what was there, as UIKit apps often do
        tabs.delegate = mine  // and forward to it from every method

        tabs.headless.tap(index: 1)
        window.headless.runUntilIdle()
        #expect(mine.taps == 1)
        #expect(routes.state.selectedTab == 1)
        tabs.headless.tap(index: 0)
        window.headless.runUntilIdle()
        #expect(mine.taps == 2)
        #expect(routes.state.selectedTab == 0)
    }

    @Test func guardsOnEveryWayIn() throws {
        let session = ShopSession()
        let (window, routes) = try launch(NavigationState(tabs: [[.home], [.orders]], selected: 1))
        routes.addGuard { route in
            route == .orders && !session.isSignedIn ? .hold(presenting: .signIn) : .allow
        }
        window.headless.runUntilIdle()
        #expect(
            routes.state == NavigationState(tabs: [[.home], [.orders]], modals: [.init([.signIn])]))
        session.isSignedIn = true
        routes.resumeHeld()
        window.headless.runUntilIdle()
        #expect(routes.state == NavigationState(tabs: [[.home], [.orders]], selected: 1))
    }

    @Test func screensYouShowYourself() throws {
        let (window, routes) = try launch(NavigationState(stack: [.home, .product(1)]))
        window.headless.runUntilIdle()
        let navigator = routes.navigator
        var applied: [String] = []
        func apply(_ color: String) { applied.append(color) }
        weak var left: ShopColorPicker?
        var closed: ClosedBy?
        do {
            let picker = ShopColorPicker()
            left = picker
            picker.onFinish { closed = $0 }
            navigator.push(picker) { outcome in
                if case .finished(let color) = outcome { apply(color) }
            }
            routes.update { $0.present(.cart) }  // the picker stays under the cart
            routes.go(to: NavigationState(stack: [.home]))  // the picker leaves: .closed(.code)
        }
        window.headless.runUntilIdle()
        #expect(closed == .code)
        #expect(applied.isEmpty)
        #expect(left == nil)
        #expect(routes.state == NavigationState(stack: [.home]))
    }

    @Test func restorationYouCanTrust() throws {
        let window = UIWindow(frame: .zero)
        window.makeKeyAndVisible()
        let navigator = Navigator(window: window)
        let saved = try NavigationState<StoreRoute>(
            tabs: [[.home], [.orders, .checkout]], selected: 1
        ).jsonData()
        let routes = try RouteNavigator(
            navigator: navigator, restoring: saved,
            or: NavigationState(tabs: [[.home], [.orders]]),
            accepting: { state in
                if state.allRoutes.contains(.checkout) { throw CheckoutExpired() }
            }
        ) { route in StoreScreen(route) }
        window.headless.runUntilIdle()
        #expect(routes.state == NavigationState(tabs: [[.home], [.orders]]))
    }

    @Test func linksHaveASchemePathsAreOpenedAsPaths() throws {
        let (window, routes) = try launch(NavigationState(tabs: [[.home], [.orders]]))
        var router = DeepLinkRouter<StoreRoute>(schemes: ["shop"])
        try router.register("/orders") { _, state in
            var target = state
            target.selectTab(1)
            return target
        }
        routes.deepLinks = router
        window.headless.runUntilIdle()
        let refused = routes.open(URL(string: "/orders")!)
        #expect(refused.settlement != nil && refused.settlement != .completed)

        routes.open(path: "/orders")
        window.headless.runUntilIdle()
        #expect(routes.state.selectedTab == 1)
    }
}
