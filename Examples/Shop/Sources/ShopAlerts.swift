import Foundation
import Wayfinder

/// What the shop's alerts hand back when the user taps a button: the routes navigator gives
/// each tap to `ShopApp.handle(_:)` (registered with `onAlertAction`).
public enum ShopAlertAction: Hashable, Sendable {
    /// "Empty Cart" in the cart's confirmation dialog.
    case emptyCart
}

extension RouteAlert {
    /// The cart's confirmation dialog: empty the cart, or keep it. The dialog is part of the
    /// state, so a link taps past it (it goes), and a restored shop never shows it.
    static let emptyCart = RouteAlert(
        "Empty the cart?", message: "This removes every product from your cart.",
        style: .confirmationDialog,
        buttons: [
            .init("Empty Cart", role: .destructive, action: ShopAlertAction.emptyCart),
            .init("Cancel", role: .cancel),
        ])
}

extension ShopApp {
    /// Carries out what a button of one of the shop's alerts asks for. By now the alert is
    /// gone from `routes.state`.
    func handle(_ action: ShopAlertAction) {
        switch action {
        case .emptyCart: session.emptyCart()
        }
    }
}
