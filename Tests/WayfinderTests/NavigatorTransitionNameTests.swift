import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Inside a view-controller subclass a bare `Transition` is iOS 18's
/// `UIViewController.Transition` (HeadlessUIKit models it too); `NavigatorTransition` names
/// the navigator's transition there without qualification, and `Transition` at file scope is
/// still the navigator's (an alias).
@MainActor
@Suite(.navigationChecked) struct NavigatorTransitionNameTests {
    final class Cart: UIViewController {
        /// The navigator's transition, written inside a view controller.
        @discardableResult
        func checkOut() -> NavigatorTransition? {
            let checkout = UIViewController()
            checkout.title = "Checkout"
            return navigator?.push(checkout)
        }

        /// `Transition` here is UIKit's: the zoom of `preferredTransition`.
        func zoom() -> Transition {
            .zoom(sourceViewProvider: { _ in nil })
        }
    }

    /// Code written with the old name outside a view controller still compiles.
    func settleOld(_ transition: Transition) -> Settlement? { transition.settlement }

    @Test func aScreenReturnsTheNavigatorsTransitionByItsNewName() {
        let app = NavigatorHarness()
        let cart = Cart()
        cart.title = "Cart"
        app.leaks.track(cart, "Cart")
        app.setRoot(app.navigation(root: cart))
        app.runUntilIdle()
        cart.preferredTransition = cart.zoom()

        let transition = cart.checkOut()
        app.runUntilIdle()
        #expect(transition?.settlement == .completed)
        #expect(settleOld(transition!) == .completed)
        #expect(app.navigator.topmost?.title == "Checkout")
        #expect(Transition.self == NavigatorTransition.self)
        #expect(app.diagnostics.isEmpty)
    }
}
