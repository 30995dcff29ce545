import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// `state` follows the screen: every change the user or the app makes outside `go(to:)`.
@MainActor
@Suite(.navigationChecked) struct RouteNavigatorSyncTests {
    @Test func aBackTapUpdatesTheState() throws {
        let app = try RouteApp(.init(stack: ["home", "a", "b"]))
        try #require(app.frontNavigation).headless.tapBackButton()
        app.runUntilIdle()
        #expect(app.state == .init(stack: ["home", "a"]))
        #expect(app.app.diagnostics.isEmpty)
    }

    @Test func aSheetSwipedDownUpdatesTheState() throws {
        let app = try RouteApp(.init(stack: ["home"], modals: [.init(["compose", "attach"])]))
        do {
            let drag = try #require(app.frontNavigation).headless.beginInteractiveDismiss()
            drag.update(progress: 0.5)
            #expect(app.state.modals.count == 1)
            drag.finish()
            app.runUntilIdle()
        }
        #expect(app.state == .init(stack: ["home"]))
        #expect(app.app.diagnostics.isEmpty)
    }

    @Test func aCancelledSheetDragChangesNothing() throws {
        let start = RouteApp.State(stack: ["home"], modals: [.init(["compose"])])
        let app = try RouteApp(start)
        let drag = try #require(app.frontNavigation).headless.beginInteractiveDismiss()
        drag.update(progress: 0.4)
        drag.cancel()
        app.runUntilIdle()
        #expect(app.state == start)
    }

    @Test func aTabTappedByTheUserUpdatesTheState() throws {
        let app = try RouteApp(.init(tabs: [["inbox"], ["settings"]]))
        let tabs = try #require(app.app.window.rootViewController as? UITabBarController)
        tabs.headless.tap(index: 1)
        app.runUntilIdle()
        #expect(app.state == .init(tabs: [["inbox"], ["settings"]], selected: 1))
        #expect(app.app.diagnostics.isEmpty)
    }

    @Test func changesMadeThroughTheNavigatorUpdateTheState() throws {
        let app = try RouteApp(.init(stack: ["home", "a", "b"], modals: [.init(["compose"])]))
        app.app.navigator.dismissAll()
        app.app.navigator.popToRoot()
        app.runUntilIdle()
        #expect(app.state == .init(stack: ["home"]))
        // A screen the factory did not make is not part of the state.
        app.app.navigator.push(app.app.screen("foreign"))
        app.runUntilIdle()
        #expect(app.state == .init(stack: ["home"]))
        #expect(app.app.diagnostics.isEmpty)
    }

    @Test func statesEmitsEveryChangeByCodeOrUserOnce() async throws {
        let app = try RouteApp(.init(stack: ["home"]))
        var changes = app.routes.states.makeAsyncIterator()
        app.routes.update { $0.push("a") }
        app.runUntilIdle()
        app.routes.go(to: .init(stack: ["home", "a"]))  // the same: no change
        app.runUntilIdle()
        let swipe = try #require(app.frontNavigation).headless.beginInteractivePop()
        swipe.cancel()
        app.runUntilIdle()
        try #require(app.frontNavigation).headless.tapBackButton()
        app.runUntilIdle()
        #expect(await changes.next() == .init(stack: ["home", "a"]))
        #expect(await changes.next() == .init(stack: ["home"]))
    }
}
