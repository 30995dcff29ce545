import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

@testable import ShopExample

/// The cart's "Empty the cart?" confirmation dialog, shown from state.
@MainActor
@Suite(.navigationChecked) struct ShopAlertTests {
    private func launch() throws -> (SceneDelegate, UIWindowScene, AppHarness<ShopRoute>) {
        let delegate = SceneDelegate()
        delegate.defaults = UserDefaults(suiteName: "shop-alert-tests-\(UUID().uuidString)")!
        let scene = UIApplication.shared.headless.connectScene(delegate: delegate)
        let app = AppHarness(adopting: try #require(delegate.app?.routes))
        app.runUntilIdle()
        return (delegate, scene, app)
    }

    /// The alert on top of the window, if any.
    private func shownAlert(_ app: AppHarness<ShopRoute>) -> UIAlertController? {
        var top = app.window.rootViewController
        while let next = top?.presentedViewController { top = next }
        return top as? UIAlertController
    }

    @Test func emptyingTheCartAsksFirstAndTheAnswerEmptiesIt() throws {
        let (delegate, scene, app) = try launch()
        delegate.session.add(3)
        delegate.session.add(5)
        app.routes.open(path: "/cart")
        app.runUntilIdle()
        let cart = try #require(app.navigator.topmost as? CartViewController)
        cart.didTapEmpty()
        app.runUntilIdle()
        var asking = ShopApp.launch
        asking.modals.append(.init([.cart], sheet: .init(detent: .medium)))
        asking.alert = .emptyCart
        #expect(app.routes.state == asking)
        do {
            let dialog = try #require(shownAlert(app))
            #expect(dialog.preferredStyle == .actionSheet)
            #expect(dialog.actions.map(\.title) == ["Empty Cart", "Cancel"])
            // Cancel: nothing is emptied, the cart stays up.
            #expect(dialog.headless.tapAction(titled: "Cancel"))
        }
        app.runUntilIdle()
        #expect(delegate.session.cart == [3, 5])
        #expect(app.routes.state.alert == nil)
        #expect(app.routes.state.modals == [.init([.cart], sheet: .init(detent: .medium))])

        // Asked again and confirmed: the cart is emptied, the dialog gone.
        cart.didTapEmpty()
        app.runUntilIdle()
        #expect(try #require(shownAlert(app)).headless.tapAction(titled: "Empty Cart"))
        app.runUntilIdle()
        #expect(delegate.session.cart.isEmpty)
        #expect(app.routes.state.alert == nil)
        #expect(app.routes.state.modals == [.init([.cart], sheet: .init(detent: .medium))])
        app.expectLeftScreensReleased()
        scene.headless.disconnect()
    }

    @Test func aLinkWhileTheDialogIsUpTakesItDown() throws {
        let (delegate, scene, app) = try launch()
        delegate.session.add(3)
        app.routes.open(path: "/cart")
        app.runUntilIdle()
        try #require(app.navigator.topmost as? CartViewController).didTapEmpty()
        app.runUntilIdle()
        app.routes.open(URL(string: "shop://products/7")!)
        app.runUntilIdle()
        #expect(app.routes.state.alert == nil)
        #expect(app.routes.state.modals.isEmpty)
        #expect(app.routes.state.visibleStack == [.home, .product(7)])
        #expect(shownAlert(app) == nil)
        #expect(delegate.session.cart == [3])  // no button was tapped
        app.expectLeftScreensReleased()
        scene.headless.disconnect()
    }
}
