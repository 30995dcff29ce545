import Foundation
import Wayfinder

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The shop's navigation: its routes, how its containers look, its links and its guard.
///
/// The app owns its `RouteNavigator` and makes it in its own `init`; the screen factory is
/// given afterwards (`start(screen:)`), so it captures `self` weakly without a box.
@MainActor
public final class ShopApp {
    /// The window's routes.
    public let routes: RouteNavigator<ShopRoute>
    /// The user's session.
    public let session: ShopSession
    /// The latest navigation trace lines (at most 50), attached to the shop's bug reports.
    public private(set) var recentNavigation: [String] = []

    /// What the shop shows on a first launch in a compact width (an iPhone).
    public static let launch = NavigationState<ShopRoute>(
        tabs: ShopTab.allCases.map { [$0.root] }, selected: ShopTab.home.rawValue)

    /// What the shop shows on a first launch in a regular width (an iPad): the shop tab is a
    /// split view, its products in the primary column and the first product in the detail
    /// column. In a compact width UIKit collapses it into one stack, the product pushed on the
    /// list, as an iPhone shows it.
    public static let iPadLaunch: NavigationState<ShopRoute> = {
        var state = launch
        state.splits[ShopTab.home.rawValue] = .init(secondary: [.product(1)])
        return state
    }()

    /// The state to launch with in `window`, whose shape a saved state must have to be
    /// restored: when `saved` decodes, the layout it was saved with (a state saved on an iPad
    /// restores collapsed on an iPhone, one saved on an iPhone restores as a stack on an
    /// iPad); else ``iPadLaunch`` in a horizontally regular window, ``launch`` otherwise.
    static func launch(in window: UIWindow, restoring saved: Data?) -> NavigationState<ShopRoute> {
        if let state = saved.flatMap({
            try? JSONDecoder().decode(NavigationState<ShopRoute>.self, from: $0)
        }) {
            return state.splits.isEmpty ? launch : iPadLaunch
        }
        return window.traitCollection.horizontalSizeClass == .regular ? iPadLaunch : launch
    }

    /// Builds the shop in `window`: restores `saved` when it can be used, else shows the
    /// three tabs (``iPadLaunch`` when the window is horizontally regular, else ``launch``).
    ///
    /// - Parameters:
    ///   - window: the scene's window.
    ///   - session: the user's session.
    ///   - saved: the state saved when the scene last went to the background, or `nil`.
    public init(window: UIWindow, session: ShopSession, restoring saved: Data?) throws {
        self.session = session
        routes = try RouteNavigator(
            navigator: Navigator(window: window), restoring: saved,
            or: Self.launch(in: window, restoring: saved),
            accepting: { state in
                // Sign-in and the picker are steps of a flow, not places to come back to.
                if state.allRoutes.contains(.signIn) || state.allRoutes.contains(.colourPicker) {
                    throw ShopRestorationRefused()
                }
            },
            containers: Self.containers)
        routes.navigator.addTraceHandler { [weak self] record in
            guard let self else { return }
            self.recentNavigation.append(record.description)
            if self.recentNavigation.count > 50 { self.recentNavigation.removeFirst() }
        }
        // Restoring was traced during `init`, before the handler above: read what it found.
        if let outcome = routes.restorationOutcome {
            recentNavigation.append("restore: \(outcome)")
        }
        routes.deepLinks = try Self.links()
        routes.onAlertAction(ShopAlertAction.self) { [weak self] action in
            self?.handle(action)
        }
        routes.addGuard { [weak session] route in
            guard route == .orders || route.isOrder, session?.isSignedIn != true else {
                return .allow
            }
            return .hold(presenting: .signIn)
        }
        routes.start { [weak self] route in
            self?.makeScreen(route) ?? UIViewController()
        }
    }

    /// Signs the user out: the orders' pages leave every stack, and the orders tab, which
    /// needs sign-in, is left for the shop.
    public func signOut() {
        session.isSignedIn = false
        routes.update { state in
            state.removeAll(where: \.isOrder)
            if state.selectedTab == ShopTab.orders.rawValue {
                state.selectTab(ShopTab.home.rawValue)
            }
        }
    }

    /// The user picks `product` in the shop's list: it shows in the detail column when the
    /// shop tab is a split view (on top of the list while it is collapsed), else it is pushed
    /// on the list.
    public func show(product: Int) {
        routes.update { state in
            if state.splits[ShopTab.home.rawValue] != nil {
                Self.showing(product, in: &state)
            } else {
                state.push(.product(product))
            }
        }
    }

    /// `state` showing `product` in the shop tab, selected: the split view's detail column
    /// becomes the product (and, collapsed, the column on top), or without a split view the
    /// tab's stack becomes the list and the product.
    nonisolated static func showing(_ product: Int, in state: inout NavigationState<ShopRoute>) {
        let home = ShopTab.home.rawValue
        if state.splits[home] != nil {
            state.setStack([.home], inTab: home)
            state.setStack([.product(product)], in: .secondary, ofSplit: home)
            // Read only while collapsed; expanded, both columns show.
            state.splits[home]?.topColumn = .secondary
        } else {
            state.setStack([.home, .product(product)], inTab: home)
        }
        state.selectTab(home)
    }

    /// Shows the whole cart: its sheet moves up to the large detent (animated, inside UIKit's
    /// `animateChanges`). Does nothing when the cart is not up.
    public func expandCart() {
        routes.update { state in
            guard let index = state.modals.lastIndex(where: { $0.stack.first == .cart }) else {
                return
            }
            state.modals[index].sheet = .init(detent: .large)
        }
    }

    /// The view controller of a route.
    func makeScreen(_ route: ShopRoute) -> UIViewController {
        switch route {
        case .home: HomeViewController(app: self)
        case .product(let id): ProductViewController(product: id, app: self)
        case .colourPicker: makeColourPicker()
        case .search: SearchViewController(app: self)
        case .orders: OrdersViewController(app: self)
        case .order(let id): OrderViewController(order: id)
        case .cart: CartViewController(app: self)
        case .signIn: SignInViewController(app: self)
        }
    }

    /// How the shop's containers look: its own navigation controller with large titles
    /// outside sheets, a bar item per tab, and the cart in a sheet with a grabber that rests
    /// at medium or large (the cart's state picks which: see `links()` and `expandCart()`).
    static var containers: RouteContainers<ShopRoute> {
        var containers = RouteContainers<ShopRoute>()
        containers.navigationController = { place, _ in
            let navigation = ShopNavigationController()
            if case .modal = place {
                navigation.navigationBar.prefersLargeTitles = false
            } else {
                navigation.navigationBar.prefersLargeTitles = true
            }
            return navigation
        }
        containers.tabBarItem = { index, _ in
            guard let tab = ShopTab(rawValue: index) else { return nil }
            return UITabBarItem(title: tab.title, image: nil, tag: index)
        }
        containers.configureModal = { modal, bottom, _ in
            guard bottom == .cart, let sheet = modal.sheetPresentationController else { return }
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        return containers
    }

    /// The shop's links, for its `shop:` scheme and its universal links on `shop.example.com`,
    /// and for paths the app opens itself (`open(path:)`).
    static func links() throws -> DeepLinkRouter<ShopRoute> {
        var links = DeepLinkRouter<ShopRoute>(schemes: ["shop"], hosts: ["shop.example.com"])
        try links.register("/products/<int:id>") { parameters, state in
            var target = state
            target.dismissAll()
            // `shop://products/7?tab=search` shows the product in the search tab.
            if try parameters.optional("tab", as: String.self) == "search" {
                target.push(
                    .product(try parameters.required("id", as: Int.self)),
                    inTab: ShopTab.search.rawValue)
                target.selectTab(ShopTab.search.rawValue)
                return target
            }
            showing(try parameters.required("id", as: Int.self), in: &target)
            return target
        }
        try links.register("/products/<int:id>/colour") { parameters, state in
            var target = state
            target.dismissAll()
            showing(try parameters.required("id", as: Int.self), in: &target)
            // The picker goes above the product: in the detail column of a split view.
            target.push(.colourPicker)
            return target
        }
        try links.register("/orders/<int:id>") { parameters, state in
            var target = state
            target.dismissAll()
            target.setStack(
                [.orders, .order(try parameters.required("id", as: Int.self))],
                inTab: ShopTab.orders.rawValue)
            target.selectTab(ShopTab.orders.rawValue)
            return target
        }
        try links.register("/cart") { _, state in
            var target = state
            target.dismissAll()
            // A medium sheet, as state: the user's drag to large shows in `state`, and a
            // restored cart comes back at the detent it was left at.
            target.modals.append(.init([.cart], sheet: .init(detent: .medium)))
            return target
        }
        return links
    }
}

extension ShopRoute {
    /// Whether the route is one order's page.
    var isOrder: Bool {
        if case .order = self { return true }
        return false
    }
}

/// A saved state the shop does not restore.
struct ShopRestorationRefused: Error {}
