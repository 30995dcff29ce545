import Foundation
import Testing
import Wayfinder

/// The state value: building, editing, validating, printing and restoring it.
@Suite struct NavigationStateTests {
    typealias State = NavigationState<String>

    @Test func visibleStackAndTopFollowTheTopModalElseTheSelectedTab() {
        var state = State(tabs: [["inbox", "message"], ["settings"]], selected: 1)
        #expect(state.visibleStack == ["settings"])
        #expect(state.top == "settings")
        state.selectTab(0)
        #expect(state.visibleStack == ["inbox", "message"])
        state.present("compose")
        #expect(state.visibleStack == ["compose"])
        #expect(state.top == "compose")
        #expect(state.selectedTab == 0)
        #expect(State(stack: ["home"]).selectedTab == nil)
    }

    struct Edit: Sendable, CustomTestStringConvertible {
        let name: String
        let change: @Sendable (inout State) -> Void
        let before: State
        let after: State
        var testDescription: String { name }
    }

    static let edits: [Edit] = [
        Edit(
            name: "push onto the root stack", change: { $0.push("b") },
            before: State(stack: ["a"]), after: State(stack: ["a", "b"])),
        Edit(
            name: "push onto the selected tab", change: { $0.push("x") },
            before: State(tabs: [["a"], ["b"]], selected: 1),
            after: State(tabs: [["a"], ["b", "x"]], selected: 1)),
        Edit(
            name: "push onto the top modal", change: { $0.push("x") },
            before: State(stack: ["a"], modals: [.init(["m"]), .init(["n"])]),
            after: State(stack: ["a"], modals: [.init(["m"]), .init(["n", "x"])])),
        Edit(
            name: "pop", change: { $0.pop() },
            before: State(stack: ["a", "b", "c"]), after: State(stack: ["a", "b"])),
        Edit(
            name: "pop on a stack of one does nothing", change: { $0.pop() },
            before: State(stack: ["a"]), after: State(stack: ["a"])),
        Edit(
            name: "pop inside the top modal", change: { $0.pop() },
            before: State(stack: ["a", "b"], modals: [.init(["m", "n"])]),
            after: State(stack: ["a", "b"], modals: [.init(["m"])])),
        Edit(
            name: "popToRoot", change: { $0.popToRoot() },
            before: State(tabs: [["a", "b", "c"]]), after: State(tabs: [["a"]])),
        Edit(
            name: "present a full-screen single screen",
            change: { $0.present("p", style: .fullScreen, inNavigation: false) },
            before: State(stack: ["a"]),
            after: State(
                stack: ["a"], modals: [.init(["p"], style: .fullScreen, inNavigation: false)])
        ),
        Edit(
            name: "dismiss the top modal", change: { $0.dismiss() },
            before: State(stack: ["a"], modals: [.init(["m"]), .init(["n"])]),
            after: State(stack: ["a"], modals: [.init(["m"])])),
        Edit(
            name: "dismiss with none does nothing", change: { $0.dismiss() },
            before: State(stack: ["a"]), after: State(stack: ["a"])),
        Edit(
            name: "dismissAll", change: { $0.dismissAll() },
            before: State(stack: ["a"], modals: [.init(["m"]), .init(["n"])]),
            after: State(stack: ["a"])),
        Edit(
            name: "selectTab keeps the modals", change: { $0.selectTab(1) },
            before: State(tabs: [["a"], ["b"]], modals: [.init(["m"])]),
            after: State(tabs: [["a"], ["b"]], selected: 1, modals: [.init(["m"])])),
        Edit(
            name: "selectTab on a stack root does nothing", change: { $0.selectTab(1) },
            before: State(stack: ["a"]), after: State(stack: ["a"])),
    ]

    @Test(arguments: edits) func editing(_ edit: Edit) {
        var state = edit.before
        edit.change(&state)
        #expect(state == edit.after)
    }

    struct Invalid: Sendable, CustomTestStringConvertible {
        let state: State
        let code: String
        let message: String
        var testDescription: String { code + ": " + state.description }
    }

    static let invalid: [Invalid] = [
        Invalid(
            state: State(stack: []), code: "emptyStack",
            message: "The root stack is empty, and a navigation stack cannot be: give it at "
                + "least one route, or remove it."),
        Invalid(
            state: State(tabs: [["a"], []]), code: "emptyStack",
            message: "Tab 1 is empty, and a navigation stack cannot be: give it at least one "
                + "route, or remove it."),
        Invalid(
            state: State(tabs: []), code: "noTabs",
            message: "The root has no tabs. Give .tabs at least one stack, or use .stack for a "
                + "single stack."),
        Invalid(
            state: State(tabs: [["a"], ["b"]], selected: 2), code: "tabOutOfRange",
            message: "The selected tab 2 does not exist: there are 2 tabs (valid indexes 0..<2). "
                + "Select an existing tab."),
        Invalid(
            state: State(tabs: [["a"]], selected: -1), code: "tabOutOfRange",
            message: "The selected tab -1 does not exist: there is 1 tab (valid indexes 0..<1). "
                + "Select an existing tab."),
        Invalid(
            state: State(stack: ["a"], modals: [.init(["m"]), .init([])]), code: "emptyStack",
            message: "Modal 1 is empty, and a navigation stack cannot be: give it at least one "
                + "route, or remove it."),
        Invalid(
            state: State(stack: ["a"], modals: [.init(["m", "n"], inNavigation: false)]),
            code: "singleScreenModalHoldsMany",
            message: "Modal 0 is a single screen (inNavigation: false) but holds 2 routes; a "
                + "single screen shows exactly one. Present it with inNavigation: true to push "
                + "routes inside it."),
    ]

    @Test(arguments: invalid) func validationSaysWhatIsWrong(_ case: Invalid) {
        let error = #expect(throws: NavigationStateError.self) { try `case`.state.validated() }
        #expect(error?.code == `case`.code)
        #expect(error?.message == `case`.message)
        #expect(error?.description == `case`.message)
    }

    @Test(arguments: [
        State(stack: ["a"]),
        State(stack: ["a", "a", "b"]),
        State(tabs: [["a"], ["b", "c"]], selected: 1, modals: [.init(["m", "n"])]),
        State(stack: ["a"], modals: [.init(["p"], style: .fullScreen, inNavigation: false)]),
    ])
    func aValidStateValidatesToItself(_ state: State) throws {
        #expect(try state.validated() == state)
    }

    @Test func pushingOntoASingleScreenModalMakesAStateValidationRejects() {
        var state = State(stack: ["a"])
        state.present("photo", inNavigation: false)
        state.push("more")
        #expect(state.modals == [.init(["photo", "more"], inNavigation: false)])
        #expect(throws: NavigationStateError.self) { try state.validated() }
    }

    @Test func printsAsAReadableDump() {
        let state = State(
            tabs: [["inbox"], ["settings", "about"]], selected: 1,
            modals: [
                .init(["compose"]),
                .init(["player"], style: .fullScreen, inNavigation: false),
            ])
        #expect(
            state.description == """
                tabs, selected 1:
                    0: inbox
                  > 1: settings › about
                sheet, in navigation: compose
                fullScreen, single screen: player
                """)
        #expect(State(stack: ["home", "detail"]).description == "stack: home › detail")
    }
}
