import Foundation
import Testing
import Wayfinder

/// Editing any tab of a state, not only the visible stack: `stack(inTab:)`, `setStack`,
/// `push`/`pop`/`popToRoot(inTab:)`, `editStack(inTab:)`, `firstTab(containing:)` and
/// `removeAll(where:)`, with bad tab indexes doing nothing.
@Suite struct NavigationStateTabsTests {
    typealias State = NavigationState<String>

    struct Edit: Sendable, CustomTestStringConvertible {
        let name: String
        let change: @Sendable (inout State) -> Void
        let before: State
        let after: State
        var testDescription: String { name }
    }

    static let shop = State(
        tabs: [["home", "product"], ["cart"], ["orders"]], selected: 0,
        modals: [.init(["sign-in"])])

    static let edits: [Edit] = [
        Edit(
            name: "setStack replaces a tab that is not selected, under a modal",
            change: { $0.setStack(["orders", "order-7"], inTab: 2) }, before: shop,
            after: State(
                tabs: [["home", "product"], ["cart"], ["orders", "order-7"]], selected: 0,
                modals: [.init(["sign-in"])])),
        Edit(
            name: "push onto a tab that is not selected",
            change: { $0.push("checkout", inTab: 1) }, before: shop,
            after: State(
                tabs: [["home", "product"], ["cart", "checkout"], ["orders"]], selected: 0,
                modals: [.init(["sign-in"])])),
        Edit(
            name: "pop in a tab", change: { $0.pop(inTab: 0) }, before: shop,
            after: State(
                tabs: [["home"], ["cart"], ["orders"]], selected: 0,
                modals: [.init(["sign-in"])])),
        Edit(
            name: "pop on a tab of one does nothing", change: { $0.pop(inTab: 1) },
            before: shop, after: shop),
        Edit(
            name: "popToRoot in a tab",
            change: { $0.popToRoot(inTab: 1) },
            before: State(tabs: [["a"], ["b", "c", "d"]], selected: 0),
            after: State(tabs: [["a"], ["b"]], selected: 0)),
        Edit(
            name: "editStack edits one tab in place",
            change: { $0.editStack(inTab: 0) { $0.insert("deals", at: 1) } }, before: shop,
            after: State(
                tabs: [["home", "deals", "product"], ["cart"], ["orders"]], selected: 0,
                modals: [.init(["sign-in"])])),
        Edit(
            name: "a tab index past the end does nothing",
            change: {
                $0.setStack(["x"], inTab: 3)
                $0.push("x", inTab: 3)
                $0.pop(inTab: 3)
                $0.popToRoot(inTab: 3)
            },
            before: shop, after: shop),
        Edit(
            name: "a negative tab index does nothing",
            change: {
                $0.setStack(["x"], inTab: -1)
                $0.push("x", inTab: -1)
                $0.editStack(inTab: -1) { $0 = [] }
            },
            before: shop, after: shop),
        Edit(
            name: "inTab edits of a stack root do nothing",
            change: {
                $0.setStack(["x"], inTab: 0)
                $0.push("x", inTab: 0)
                $0.pop(inTab: 0)
            },
            before: State(stack: ["a", "b"]), after: State(stack: ["a", "b"])),
        Edit(
            name: "removeAll keeps each root stack's first route",
            change: { $0.removeAll { $0.hasPrefix("order") } },
            before: State(tabs: [["home", "order-1"], ["orders", "order-2", "receipt"]]),
            after: State(tabs: [["home"], ["orders", "receipt"]])),
        Edit(
            name: "removeAll dismisses a modal it empties and keeps the ones above",
            change: { $0.removeAll { $0 == "sign-in" || $0 == "help" } },
            before: State(
                stack: ["home", "help"],
                modals: [.init(["sign-in"]), .init(["cart", "help"], style: .fullScreen)]),
            after: State(stack: ["home"], modals: [.init(["cart"], style: .fullScreen)])),
        Edit(
            name: "removeAll leaves the selected tab as it is",
            change: { $0.removeAll { $0 == "cart" } },
            before: State(tabs: [["home"], ["cart"]], selected: 1),
            after: State(tabs: [["home"], ["cart"]], selected: 1)),
    ]

    @Test(arguments: edits)
    func anEditChangesExactlyItsTab(_ edit: Edit) {
        var state = edit.before
        edit.change(&state)
        #expect(state == edit.after)
    }

    @Test func readersNameATabWhetherOrNotItIsSelected() {
        let state = Self.shop
        #expect(state.stack(inTab: 0) == ["home", "product"])
        #expect(state.stack(inTab: 2) == ["orders"])
        #expect(state.top(inTab: 0) == "product")
        #expect(state.top(inTab: 1) == "cart")
        #expect(state.firstTab { $0 == "orders" } == 2)
        #expect(state.firstTab { $0 == "sign-in" } == nil)
        #expect(state.visibleStack == ["sign-in"])
    }

    @Test(arguments: [-1, 3, Int.max, Int.min])
    func readersAnswerNilForATabOutOfRange(_ index: Int) {
        #expect(Self.shop.stack(inTab: index) == nil)
        #expect(Self.shop.top(inTab: index) == nil)
    }

    @Test func readersAnswerNilOnAStackRoot() {
        let state = State(stack: ["a", "b"])
        #expect(state.stack(inTab: 0) == nil)
        #expect(state.top(inTab: 0) == nil)
        #expect(state.firstTab { $0 == "a" } == nil)
    }

    @Test func editStackDoesNotCallTheEditForATabOutOfRange() {
        var state = Self.shop
        var called = false
        state.editStack(inTab: 7) { _ in called = true }
        #expect(!called)
    }

    @Test func editedStatesStayValidWhenTheEditsAre() throws {
        var state = Self.shop
        state.setStack(["orders", "order-7"], inTab: 2)
        state.push("checkout", inTab: 1)
        state.removeAll { $0 == "sign-in" }
        state.selectTab(2)
        #expect(try state.validated() == state)
        #expect(state.visibleStack == ["orders", "order-7"])
        state.setStack([], inTab: 0)
        #expect(throws: NavigationStateError.self) { try state.validated() }
    }
}
