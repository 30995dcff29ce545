import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

// The code of the AlertsAsState article (Wayfinder.docc), compiled and run; ArticleCodeTests
// checks that every block of the article appears here line for line.

/// What the cart's alerts hand back.
enum CartAlert: Hashable, Sendable {
    case emptyCart
}

@MainActor
@Suite(.navigationChecked) struct AlertsAsStateSnippets {
    final class Cart {
        var items = [3, 5]
        func removeAll() { items.removeAll() }
    }

    @Test func anAlertFromStateHandsItsActionBack() throws {
        let app = try RouteApp(.init(stack: ["home", "cart"]))
        let routes = app.routes!
        let cart = Cart()
        routes.onAlertAction(CartAlert.self) { [weak cart] action in
            switch action {
            case .emptyCart: cart?.removeAll()
            }
        }
        routes.update {
            $0.alert = RouteAlert(
                "Empty the cart?", message: "This removes every item.",
                style: .confirmationDialog,
                buttons: [
                    .init("Empty Cart", role: .destructive, action: CartAlert.emptyCart),
                    .init("Cancel", role: .cancel),
                ])
        }
        app.runUntilIdle()
        #expect(routes.state.alert?.title == "Empty the cart?")

        let window = app.app.window
        let alert = try #require(
            window.rootViewController?.presentedViewController as? UIAlertController)
        alert.headless.tapAction(titled: "Empty Cart")
        window.headless.runUntilIdle()
        #expect(routes.state.alert == nil)
        #expect(cart.items.isEmpty)
    }

    @Test func anAlertCanBeAwaited() async throws {
        let app = try RouteApp(.init(stack: ["home", "cart"]))
        let routes = app.routes!
        let answers = routes.alertActions(CartAlert.self)
        routes.update {
            $0.alert = RouteAlert(
                "Empty the cart?",
                buttons: [
                    .init("Empty", action: CartAlert.emptyCart), .init("Keep", role: .cancel),
                ])
        }
        app.runUntilIdle()
        let alert = try #require(
            app.app.window.rootViewController?.presentedViewController as? UIAlertController)
        alert.headless.tapAction(titled: "Empty")
        app.runUntilIdle()
        var emptied = false
        for await answer in answers {
            if answer == .emptyCart { emptied = true }
            break
        }
        #expect(emptied)
    }

    @Test func aStateWithAnAlertSavesWithoutIt() throws {
        var state = NavigationState<String>(stack: ["home", "cart"])
        state.alert = RouteAlert("Empty the cart?", buttons: [.init("OK", role: .cancel)])
        let saved = try state.jsonData()
        let restored = try NavigationState<String>(restoring: saved)
        // stack: home › cart — no alert
        #expect(restored.alert == nil)
        #expect(restored == NavigationState(stack: ["home", "cart"]))
    }
}
