import Foundation
import Wayfinder

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The shop's home: its products. The tab's bar item comes from the app's
/// `RouteContainers`, not from this screen.
final class HomeViewController: UIViewController {
    private weak var app: ShopApp?

    init(app: ShopApp) {
        self.app = app
        super.init(nibName: nil, bundle: nil)
        title = "Shop"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// The user taps a product: pushed on the list, or on an iPad shown in the detail
    /// column beside it.
    func didSelect(product: Int) {
        app?.show(product: product)
    }

    /// The user taps the cart button: a path inside the app, shared with the deep link.
    func didTapCart() {
        app?.routes.open(path: "/cart")
    }
}

/// One product: add it to the cart, or choose its colour.
final class ProductViewController: UIViewController {
    let product: Int
    private weak var app: ShopApp?
    /// The colour the picker handed back, shown under the product.
    private(set) var colour: String?

    init(product: Int, app: ShopApp) {
        self.product = product
        self.app = app
        super.init(nibName: nil, bundle: nil)
        title = "Product \(product)"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// The user taps "Add to cart".
    func didTapAddToCart() {
        app?.session.add(product)
    }

    /// The user taps "Colour": the picker is a route, so a link or restoration can show it
    /// too; its result comes back here.
    func didTapColour() async {
        guard let app else { return }
        let product = product
        if case .finished(let colour) = await app.routes.push(
            .colourPicker, expecting: String.self)
        {
            app.session.choose(colour, for: product)
            self.colour = colour
        }
    }
}

/// Search: a result opens the product in the shop tab.
final class SearchViewController: UIViewController {
    private weak var app: ShopApp?

    init(app: ShopApp) {
        self.app = app
        super.init(nibName: nil, bundle: nil)
        title = "Search"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// The user taps a result: the product goes on the shop tab's stack, and that tab shows.
    func didSelect(product: Int) {
        app?.routes.update { state in
            state.push(.product(product), inTab: ShopTab.home.rawValue)
            state.selectTab(ShopTab.home.rawValue)
        }
    }
}

/// The user's orders; the guard keeps it off screen until they sign in.
final class OrdersViewController: UIViewController {
    private weak var app: ShopApp?

    init(app: ShopApp) {
        self.app = app
        super.init(nibName: nil, bundle: nil)
        title = "Orders"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// The user taps an order.
    func didSelect(order: Int) {
        app?.routes.update { $0.push(.order(order)) }
    }
}

/// One order.
final class OrderViewController: UIViewController {
    init(order: Int) {
        super.init(nibName: nil, bundle: nil)
        title = "Order \(order)"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// The cart, in a sheet that rests at medium height (see `ShopApp.containers`).
final class CartViewController: UIViewController {
    private weak var app: ShopApp?

    init(app: ShopApp) {
        self.app = app
        super.init(nibName: nil, bundle: nil)
        title = "Cart"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// The products in the cart.
    var products: [Int] { app?.session.cart ?? [] }

    /// The user taps "Close".
    func didTapClose() {
        app?.routes.update { $0.dismiss() }
    }

    /// The user taps "Empty": a confirmation dialog over the cart, as state; its "Empty
    /// Cart" button reaches `ShopApp.handle(_:)`.
    func didTapEmpty() {
        app?.routes.update { $0.alert = .emptyCart }
    }
}

/// Sign-in, presented by the orders guard; what the user asked for waits behind it.
final class SignInViewController: UIViewController {
    private weak var app: ShopApp?

    init(app: ShopApp) {
        self.app = app
        super.init(nibName: nil, bundle: nil)
        title = "Sign In"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// The user signs in: the sheet goes and what they asked for shows.
    func didSignIn() {
        app?.session.isSignedIn = true
        app?.routes.resumeHeld()
    }
}

/// The shop's navigation controllers: large titles, except in sheets.
final class ShopNavigationController: UINavigationController {}
