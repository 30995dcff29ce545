import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

// The examples of the `ScreenView` and `NavigationLock` pages in Wayfinder.docc/Extensions,
// compiled and run; ArticleCodeTests checks that they appear here line for line.
@MainActor
@Suite(.navigationChecked) struct LockAndScreenViewSnippets {
    @Test func screenViewExample() throws {
        let app = try RouteApp(.init(stack: ["home"]))
        let routes = app.routes!
        let log = ExampleLog()
        routes.onScreenView { view in
            log.record("screen_view \(view.route) (\(view.cause))")
        }
        routes.update { $0.push("product") }
        app.runUntilIdle()
        #expect(log.lines == ["screen_view product (code)"])
    }

    @Test func navigationLockExample() throws {
        let app = try RouteApp(.init(tabs: [["home", "checkout"], ["orders"]]))
        let routes = app.routes!
        let log = ExampleLog()
        do {
            let checkout = try #require(app.topScreen)
            try routes.lock("Payment in progress.", by: checkout, outside: .hold)
            // locked by checkout (tab 0, hold): Payment in progress.
            log.record("\(routes.activeLock!)")
        }
        #expect(log.lines == ["locked by checkout (tab 0, hold): Payment in progress."])
        routes.unlock()
    }
}
