import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// `RouteNavigator.open(_:)` (issue 11): resolve, check guards, reconcile in one transition;
/// an unknown URL fails and changes nothing; a link opened while a sheet is up, or mid-swipe,
/// lands on top of everything once the gesture ends.
@MainActor
@Suite(.navigationChecked) struct OpenAcceptanceTests {
    typealias State = NavigationState<String>

    private func linkedApp(_ state: State) throws -> AcceptanceApp {
        let app = try AcceptanceApp(state)
        var links = DeepLinkRouter<String>(schemes: ["shop"], hosts: ["example.com"])
        try links.register("/products/<int:id>") { parameters, _ in
            State(stack: ["home", "product-\(parameters.int("id") ?? -1)"])
        }
        try links.register("/settings/<section>") { parameters, _ in
            State(tabs: [["inbox"], ["settings", parameters["section"] ?? "?"]], selected: 1)
        }
        try links.register("/compose") { _, current in
            var next = current
            next.present("compose")
            return next
        }
        app.routes.deepLinks = links
        return app
    }

    @Test func aLinkOpenedWhileTwoSheetsAreUpLandsOnTopInOneVisibleAnimation() throws {
        let app = try linkedApp(
            State(stack: ["home", "a"], modals: [.init(["c"]), .init(["d", "e"])]))
        let link = app.routes.open(try #require(URL(string: "shop://products/42")))
        app.runUntilIdle()
        #expect(link.settlement == .completed)
        #expect(app.visibleAnimations <= 1, "\(app.uikitCalls)")
        #expect(app.state == State(stack: ["home", "product-42"]))
        #expect(app.name(app.top) == "product-42")
        #expect(app.top?.presentedViewController == nil)
        app.expectClean()
    }

    @Test func aLinkThatNeedsATabSwitchAndAPush() throws {
        let app = try linkedApp(State(tabs: [["inbox", "m1"], ["settings"]]))
        let link = app.routes.open(
            try #require(URL(string: "https://example.com/settings/privacy")))
        app.runUntilIdle()
        #expect(link.settlement == .completed)
        #expect(app.visibleAnimations == 0, "\(app.uikitCalls)")
        #expect(app.state == State(tabs: [["inbox"], ["settings", "privacy"]], selected: 1))
        #expect(app.name(app.top) == "privacy")
        app.expectClean()
    }

    @Test func aTargetBuiltFromTheCurrentStateKeepsWhatIsThere() throws {
        let app = try linkedApp(State(stack: ["home", "a"]))
        app.routes.open(try #require(URL(string: "shop://compose")))
        app.runUntilIdle()
        #expect(app.state == State(stack: ["home", "a"], modals: [.init(["compose"])]))
        #expect(app.made == ["compose"])
        app.expectClean()
    }

    nonisolated static let refused: [String] = [
        "shop://nowhere", "shop://products/abc", "ftp://products/1", "https://evil.com/products/1",
        "shop://products/99999999999999999999", "shop://products/1/2",
    ]

    @Test(arguments: refused)
    func anUnknownURLFailsWithADeepLinkMessageAndChangesNothing(text: String) throws {
        let start = State(stack: ["home", "a"], modals: [.init(["c"])])
        let app = try linkedApp(start)
        let url = try #require(URL(string: text))
        let expected = try #require(
            {
                if case .failure(let e) = app.routes.deepLinks?.resolve(url, from: start) {
                    e
                } else {
                    nil
                }
            }())
        let link = app.routes.open(url)
        app.runUntilIdle()
        #expect(
            failureMessage(link.settlement)?.contains(expected.message) == true,
            "\(String(describing: link.settlement)) vs \(expected.message)")
        #expect(app.uikitCalls == [])
        #expect(app.trace.lines == [])
        #expect(app.state == start)
        app.expectClean()
    }

    @Test func openWithoutARouterFails() throws {
        let app = try AcceptanceApp(State(stack: ["home"]))
        let link = app.routes.open(try #require(URL(string: "shop://products/1")))
        app.runUntilIdle()
        #expect(failureMessage(link.settlement) != nil)
        #expect(app.state == State(stack: ["home"]))
        app.expectClean()
    }

    @Test(arguments: [true, false])
    func aLinkOpenedMidSwipeWaitsForTheSwipe(completes: Bool) throws {
        let app = try linkedApp(State(stack: ["home", "a", "b"]))
        let swipe = try #require(app.frontNavigation).headless.beginInteractivePop()
        swipe.update(progress: 0.4)
        let link = app.routes.open(try #require(URL(string: "shop://products/7")))
        app.app.advance(by: 0.1)
        #expect(link.settlement == nil)
        if completes { swipe.finish() } else { swipe.cancel() }
        app.runUntilIdle()
        #expect(link.settlement == .completed)
        #expect(app.state == State(stack: ["home", "product-7"]))
        #expect(app.frontNavigation?.viewControllers.compactMap(app.name) == ["home", "product-7"])
        app.expectClean()
    }

    @Test(arguments: [true, false])
    func aLinkOpenedMidSheetDragLandsOnTop(completes: Bool) throws {
        let app = try linkedApp(State(stack: ["home"], modals: [.init(["c"]), .init(["d"])]))
        let drag = try #require(app.top).headless.beginInteractiveDismiss()
        drag.update(progress: 0.5)
        let link = app.routes.open(try #require(URL(string: "shop://products/9")))
        if completes { drag.finish() } else { drag.cancel() }
        app.runUntilIdle()
        #expect(link.settlement == .completed)
        #expect(app.state == State(stack: ["home", "product-9"]))
        #expect(app.name(app.top) == "product-9")
        #expect(app.top?.presentedViewController == nil)
        app.expectClean()
    }

    @Test func twoLinksInABurstEndOnTheSecond() throws {
        let app = try linkedApp(State(stack: ["home"], modals: [.init(["c"])]))
        let first = app.routes.open(try #require(URL(string: "shop://products/1")))
        let second = app.routes.open(try #require(URL(string: "shop://products/2")))
        app.runUntilIdle()
        #expect(second.settlement == .completed)
        #expect(first.settlement == .superseded || first.settlement == .completed)
        #expect(app.state == State(stack: ["home", "product-2"]))
        app.expectClean()
    }
}
