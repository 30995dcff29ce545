import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

// The code of WayfinderTesting.docc/TestingAnApp.md, compiled and run. ArticleCodeTests
// checks that every Swift block of the article appears here line for line.

/// The article's app: its routes, its screens and its set-up code.
enum ShopScreens {
    @MainActor
    static func make(_ route: ShopRoute) -> UIViewController {
        UIViewController()
    }

    @MainActor
    static func makeRoutes(on navigator: Navigator) throws -> RouteNavigator<ShopRoute> {
        let routes = try RouteNavigator(
            navigator: navigator, state: NavigationState<ShopRoute>(stack: [.home]),
            screen: make)
        var links = DeepLinkRouter<ShopRoute>(schemes: ["shop"])
        try links.register("/products/<int:id>") { parameters, state in
            var target = state
            target.push(.product(try parameters.required("id")))
            return target
        }
        routes.deepLinks = links
        return routes
    }
}

/// The article's result screen.
final class SizePicker: UIViewController, ResultScreen {
    typealias Result = String
}

@MainActor
@Suite(.navigationChecked) struct AppHarnessSnippets {
    @Test func theFactorySectionRunsAsWritten() throws {
        let app = try AppHarness(state: NavigationState<ShopRoute>(tabs: [[.home], [.orders]])) {
            route in ShopScreens.make(route)
        }
        app.routes.update { $0.push(.product(42)) }
        app.runUntilIdle()
        app.swipeBack()?.finish()
        app.runUntilIdle()
        #expect(app.routes.state == NavigationState(tabs: [[.home], [.orders]]))
        app.expectLeftScreensReleased()

        let shop = try AppHarness { navigator in try ShopScreens.makeRoutes(on: navigator) }
        shop.routes.open(URL(string: "shop://products/7")!)
        shop.runUntilIdle()
        #expect(shop.routes.state == NavigationState(stack: [.home, .product(7)]))
    }

    @Test func theWaitingSectionRunsAsWritten() async throws {
        let app = try AppHarness(state: NavigationState<ShopRoute>(stack: [.home])) { route in
            ShopScreens.make(route)
        }
        let settlement = await app.settle(app.routes.update { $0.push(.orders) }, within: 2)
        #expect(settlement == .completed)

        let pick = await app.start { await app.navigator.push(SizePicker()) }
        app.runUntilIdle()
        (app.navigator.topmost as? SizePicker)?.finish(with: "L")
        let outcome = await app.value(of: pick)
        guard case .finished("L") = outcome else {
            Issue.record("expected the picker's result, got \(String(describing: outcome))")
            return
        }
    }

    @Test func theStreamSectionRunsAsWritten() async throws {
        let app = try AppHarness(state: NavigationState<ShopRoute>(stack: [.home])) { route in
            ShopScreens.make(route)
        }
        let detail = UIViewController()
        var heard: [ScreenEvent] = []
        let events = detail.screenEvents  // made now: it hears what happens from now on
        let reading = Task { for await event in events { heard.append(event) } }
        app.navigator.push(detail)
        app.runUntilIdle()
        await letTasksRun { heard.count == 1 }
        #expect(heard == [.appeared])
        reading.cancel()
    }
}
