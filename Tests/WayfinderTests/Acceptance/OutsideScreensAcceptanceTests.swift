import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Screens the app shows itself, outside the routes (a picker pushed with `navigator.push`, a
/// sheet presented with `navigator.present`): they stay while the routes beneath them stay,
/// and close with `.code` when a route update takes away what is beneath them.
@MainActor
@Suite(.navigationChecked) struct OutsideScreensAcceptanceTests {
    typealias State = NavigationState<String>

    /// The shop with a picker of the app's own pushed over `product`.
    private func shopWithPicker() throws -> (AcceptanceApp, ColorPicker, Box) {
        let app = try AcceptanceApp(State(tabs: [["home", "product"], ["orders"]]))
        let picker = ColorPicker("picker", trace: app.trace)
        app.app.leaks.track(picker, "picker")
        let box = Box()
        picker.onFinish { box.closedBy = $0 }
        app.navigator.push(picker)
        app.settleAndClear()
        return (app, picker, box)
    }

    final class Box {
        var closedBy: ClosedBy?
    }

    @Test func aPickerStaysWhileTheRoutesBeneathItStay() throws {
        let (app, picker, box) = try shopWithPicker()
        #expect(app.state == State(tabs: [["home", "product"], ["orders"]]))
        app.routes.update { $0.present("cart") }
        app.runUntilIdle()
        app.routes.update { $0.dismiss() }
        app.runUntilIdle()
        app.routes.update { $0.setStackOfOtherTab() }
        app.runUntilIdle()
        #expect(box.closedBy == nil)
        #expect(app.top === picker)
        #expect(app.state == State(tabs: [["home", "product"], ["orders", "receipt"]]))
        app.expectClean()
    }

    @Test func routesPushedLaterGoOnTopOfIt() throws {
        let (app, picker, box) = try shopWithPicker()
        app.routes.update { $0.push("reviews") }
        app.runUntilIdle()
        #expect(
            try #require(app.frontNavigation).viewControllers.map { app.name($0) ?? "?" }
                == ["home", "product", "picker", "reviews"])
        #expect(app.state == State(tabs: [["home", "product", "reviews"], ["orders"]]))
        // Going back from the route pushed over it uncovers it again.
        app.routes.update { $0.pop() }
        app.runUntilIdle()
        #expect(app.top === picker)
        #expect(box.closedBy == nil)
        app.expectClean()
    }

    @Test func itClosesWithCodeWhenAnUpdateTakesAwayWhatIsBeneathIt() throws {
        let (app, _, box) = try shopWithPicker()
        app.routes.update { $0.popToRoot() }
        app.runUntilIdle()
        #expect(box.closedBy == .code)
        #expect(app.state == State(tabs: [["home"], ["orders"]]))
        #expect(app.name(app.top) == "home")
        app.expectClean()
    }

    @Test func itsResultSettlesAsClosedByCode() throws {
        let app = try AcceptanceApp(State(stack: ["home", "product"]))
        var outcome: Outcome<String>?
        do {
            let picker = ColorPicker("picker", trace: app.trace)
            app.app.leaks.track(picker, "picker")
            app.navigator.push(picker) { outcome = $0 }
        }
        app.runUntilIdle()
        app.routes.go(to: State(stack: ["home"]))
        app.runUntilIdle()
        guard case .closed(let by)? = outcome else {
            Issue.record("expected the picker to close, got \(String(describing: outcome))")
            return
        }
        #expect(by == .code)
        app.expectClean()
    }

    @Test func aSheetOfTheAppsOwnGoesFirstWhenTheRouteModalsChange() throws {
        let app = try AcceptanceApp(State(stack: ["home"]))
        let box = Box()
        do {
            let sheet = app.app.screen("share")
            sheet.onFinish { box.closedBy = $0 }
            app.navigator.present(sheet)
        }
        app.settleAndClear()
        // A change beneath it keeps it.
        app.routes.update { $0.push("product") }
        app.runUntilIdle()
        #expect(box.closedBy == nil)
        // A route modal presented: the app's sheet is dismissed first, then the cart comes up.
        app.routes.update { $0.present("cart") }
        app.runUntilIdle()
        #expect(box.closedBy == .code)
        #expect(app.state == State(stack: ["home", "product"], modals: [.init(["cart"])]))
        #expect(app.name(app.top) == "cart")
        app.expectClean()
    }
}

extension NavigationState where Route == String {
    /// Pushes `receipt` onto the second tab's stack, which the user does not see.
    fileprivate mutating func setStackOfOtherTab() {
        guard case .tabs(var tabs, let selected) = root else { return }
        tabs[1].append("receipt")
        root = .tabs(tabs, selected: selected)
    }
}
