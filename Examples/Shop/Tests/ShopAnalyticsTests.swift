import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

@testable import ShopExample

/// The shop's analytics adapter: one `screen_view` per appearance, with its cause.
@MainActor
@Suite(.navigationChecked) struct ShopAnalyticsTests {
    @Test func eachAppearanceIsLoggedOnceWithItsCause() throws {
        let delegate = SceneDelegate()
        delegate.defaults = UserDefaults(suiteName: "shop-analytics-\(UUID().uuidString)")!
        let scene = UIApplication.shared.headless.connectScene(delegate: delegate)
        let app = AppHarness(adopting: try #require(delegate.app?.routes))
        app.runUntilIdle()
        var events: [String] = []
        let analytics = ShopAnalytics(routes: app.routes) { events.append($0.description) }

        // A push from code.
        try #require(app.navigator.topmost as? HomeViewController).didSelect(product: 7)
        app.runUntilIdle()
        // A back swipe the user cancels logs nothing; a finished one logs home.
        app.swipeBack()?.cancel()
        app.runUntilIdle()
        app.swipeBack()?.finish()
        app.runUntilIdle()
        // A tab tap logs the tab's top route.
        app.tapTab(ShopTab.search.rawValue)
        app.runUntilIdle()
        // A link logs only the route it ends on.
        scene.headless.open([URL(string: "shop://products/5")!])
        app.runUntilIdle()

        #expect(
            events == [
                "screen_view cause=code id=7 screen_name=product",
                "screen_view cause=swipe screen_name=home",
                "screen_view cause=tab screen_name=search",
                "screen_view cause=deepLink id=5 screen_name=product",
            ])
        _ = analytics
        scene.headless.disconnect()
        app.expectLeftScreensReleased()
    }
}
