import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

@testable import ShopExample

/// The shop on an iPad: the shop tab is a split view of the product list and a product,
/// which collapses into the iPhone's stack when the window narrows and expands again.
@MainActor
@Suite(.navigationChecked) struct ShopIPadTests {
    typealias State = NavigationState<ShopRoute>

    /// The shop built in a window of `sizeClass`, as its scene delegate builds it.
    private func launch(
        _ sizeClass: UIUserInterfaceSizeClass, restoring saved: Data? = nil
    ) throws -> (ShopApp, AppHarness<ShopRoute>) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.headless.setHorizontalSizeClass(sizeClass)
        window.makeKeyAndVisible()
        let shop = try ShopApp(window: window, session: ShopSession(), restoring: saved)
        let app = AppHarness(adopting: shop.routes)
        app.runUntilIdle()
        return (shop, app)
    }

    /// The shop's state with the shop tab's split view showing `product`, laid out as UIKit
    /// lays it out: expanded beside the list, or collapsed with `top` on top.
    private func shopState(
        product: Int, collapsed: Bool, top: State.Split.Column? = nil
    ) -> State {
        var state = ShopApp.iPadLaunch
        state.splits[0] = .init(
            secondary: [.product(product)], displayMode: collapsed ? nil : .oneBesideSecondary,
            topColumn: collapsed ? top : nil)
        state.splits[0]?.isCollapsed = collapsed
        return state
    }

    /// The list in the primary column of the shop tab's split view.
    private func home(_ app: AppHarness<ShopRoute>) throws -> HomeViewController {
        let tabs = try #require(app.window.rootViewController as? UITabBarController)
        let split = try #require(tabs.selectedViewController as? UISplitViewController)
        let list = try #require(split.viewController(for: .primary) as? UINavigationController)
        return try #require(list.viewControllers.first as? HomeViewController)
    }

    @Test func regularThenCompactThenRegularTheShopTabIsOneSplitView() throws {
        let (shop, app) = try launch(.regular)
        #expect(app.routes.state == shopState(product: 1, collapsed: false))
        #expect(app.routes.state.top == .product(1))

        // A product picked in the list shows beside it, in place of the one shown.
        try home(app).didSelect(product: 7)
        app.runUntilIdle()
        #expect(app.routes.state == shopState(product: 7, collapsed: false))
        #expect((app.navigator.topmost as? ProductViewController)?.product == 7)

        // Narrowed (Split View, Slide Over): one stack, the product pushed on the list.
        app.window.headless.setHorizontalSizeClass(.compact)
        app.runUntilIdle()
        #expect(app.routes.state == shopState(product: 7, collapsed: true, top: .secondary))
        let tabs = try #require(app.window.rootViewController as? UITabBarController)
        let split = try #require(tabs.selectedViewController as? UISplitViewController)
        let list = try #require(split.viewController(for: .primary) as? UINavigationController)
        let detail = try #require(split.viewController(for: .secondary))
        #expect(list.viewControllers.count == 2)
        #expect(list.viewControllers.first is HomeViewController)
        #expect(list.viewControllers.last === detail)
        #expect((app.navigator.topmost as? ProductViewController)?.product == 7)

        // Back to the list (the back button of the detail's first screen), then another
        // product.
        split.headless.userHide(.secondary)
        app.runUntilIdle()
        #expect(app.routes.state == shopState(product: 7, collapsed: true, top: .primary))
        #expect(app.navigator.topmost is HomeViewController)
        try home(app).didSelect(product: 3)
        app.runUntilIdle()
        #expect(app.routes.state == shopState(product: 3, collapsed: true, top: .secondary))
        #expect((app.navigator.topmost as? ProductViewController)?.product == 3)

        // Wide again: the list and the product side by side.
        app.window.headless.setHorizontalSizeClass(.regular)
        app.runUntilIdle()
        #expect(app.routes.state == shopState(product: 3, collapsed: false))
        #expect((app.navigator.topmost as? ProductViewController)?.product == 3)
        app.expectLeftScreensReleased()
        _ = shop
    }

    @Test func aLinkShowsItsProductInTheDetailColumnAndItsStateRestoresOnAnIPhone() throws {
        let saved: Data
        do {
            let (shop, app) = try launch(.regular)
            app.routes.open(URL(string: "shop://products/9/colour")!)
            app.runUntilIdle()
            var expected = shopState(product: 9, collapsed: false)
            expected.splits[0]?.secondary = [.product(9), .colourPicker]
            #expect(app.routes.state == expected)
            app.routes.update { $0.pop() }
            app.runUntilIdle()
            #expect(app.routes.state == shopState(product: 9, collapsed: false))
            saved = try app.routes.state.jsonData()
            _ = shop
        }
        let (shop, app) = try launch(.compact, restoring: saved)
        #expect(app.routes.restorationOutcome == .restored)
        #expect(app.routes.state == shopState(product: 9, collapsed: true, top: .secondary))
        #expect((app.navigator.topmost as? ProductViewController)?.product == 9)
        _ = shop
    }

    @Test func anIPhoneLaunchKeepsTheShopTabAStackAndRestoresAsOneOnAnIPad() throws {
        let saved: Data
        do {
            let (shop, app) = try launch(.compact)
            #expect(app.routes.state == ShopApp.launch)
            try home(inStack: app).didSelect(product: 4)
            app.runUntilIdle()
            var expected = ShopApp.launch
            expected.push(.product(4))
            #expect(app.routes.state == expected)
            saved = try app.routes.state.jsonData()
            _ = shop
        }
        let (shop, app) = try launch(.regular, restoring: saved)
        #expect(app.routes.restorationOutcome == .restored)
        var expected = ShopApp.launch
        expected.push(.product(4))
        #expect(app.routes.state == expected)
        _ = shop
    }

    /// The list at the bottom of the shop tab's stack (no split view).
    private func home(inStack app: AppHarness<ShopRoute>) throws -> HomeViewController {
        let tabs = try #require(app.window.rootViewController as? UITabBarController)
        let list = try #require(tabs.selectedViewController as? UINavigationController)
        return try #require(list.viewControllers.first as? HomeViewController)
    }
}
