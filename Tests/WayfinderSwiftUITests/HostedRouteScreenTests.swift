import CustomDump
import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderSwiftUI
import WayfinderTesting

/// Hosted screens made by a route navigator's factory: reported by the screen-viewed stream
/// like any other screen, finished through their actions, and their sheets dressed before
/// they are presented.
@MainActor
@Suite(.navigationChecked) struct HostedRouteScreenTests {
    enum Route: String, Hashable, Codable, Sendable { case home, colour, receipt }

    @MainActor
    final class Shop {
        let app = NavigatorHarness()
        var routes: RouteNavigator<Route>!
        var views: [String] = []
        var picked: [String] = []

        init() throws {
            app.window.makeKeyAndVisible()
            var containers = RouteContainers<Route>()
            containers.configureModal = { modal, _, _ in HostedScreenOptions.dressSheet(of: modal) }
            routes = try RouteNavigator(
                navigator: app.navigator, state: .init(stack: [.home]), containers: containers)
            routes.onScreenView { [weak self] in self?.views.append($0.description) }
            routes.start { [weak self] route in self?.screen(route) ?? UIViewController() }
            app.runUntilIdle()
        }

        func screen(_ route: Route) -> UIViewController {
            switch route {
            case .home:
                return app.screen("home")
            case .colour:
                let picker = HostedScreen<String>(options: .init(title: "Colour")) { [app] _ in
                    app.screen("colour content")
                }
                picker.onFinish { [weak self] _ in self?.picked.append("left") }
                return picker
            case .receipt:
                let receipt = HostedScreen<Void>(
                    options: .init(
                        title: "Receipt", sizing: .fitsContent,
                        sheetDetents: [.fitsContent, .large], prefersGrabberVisible: true)
                ) { [app] _ in app.screen("receipt content") }
                receipt.contentSizeDidChange(to: CGSize(width: 390, height: 300))
                return receipt
            }
        }
    }

    @Test func aHostedRouteScreenIsViewedAndFinishesThroughItsActions() throws {
        let shop = try Shop()
        shop.routes.update { $0.push(.colour) }
        shop.app.runUntilIdle()
        do {
            let picker = try #require(shop.app.navigator.topmost as? HostedScreen<String>)
            #expect(shop.routes.route(of: picker) == .colour)
            picker.actions.finish(with: "red")
        }
        shop.app.runUntilIdle()
        expectNoDifference(shop.views, ["home (launch)", "colour (code)", "home (code)"])
        #expect(shop.routes.state == .init(stack: [.home]))
        #expect(shop.picked == ["left"])
    }

    @Test func aHostedSheetIsDressedBeforeItIsPresented() throws {
        let shop = try Shop()
        shop.routes.update { $0.present(.receipt, inNavigation: false) }
        shop.app.runUntilIdle()
        do {
            let receipt = try #require(shop.app.navigator.topmost as? HostedScreen<Void>)
            let sheet = try #require(receipt.sheetPresentationController)
            #expect(
                sheet.detents.map(\.identifier)
                    == [HostedScreenOptions.fitsContentDetent, .large])
            #expect(sheet.prefersGrabberVisible)
            #expect(receipt.preferredContentSize == CGSize(width: 390, height: 300))
        }
        expectNoDifference(shop.views, ["home (launch)", "receipt (code)"])
    }
}
