import Testing
import Wayfinder

/// The planner, tested as whole step lists (like FlowStacks' `calculateSteps` tests).
@Suite struct RoutePlannerTests {
    typealias State = NavigationState<String>
    typealias Step = RouteStep<String>

    struct Jump: Sendable, CustomTestStringConvertible {
        let name: String
        let from: State?
        let to: State
        var animated = true
        let steps: [Step]
        var testDescription: String { name }
    }

    static let jumps: [Jump] = [
        Jump(
            name: "the same state again: nothing", from: State(stack: ["home", "a"]),
            to: State(stack: ["home", "a"]), steps: []),
        Jump(
            name: "three pushes at once: one push-style setStack",
            from: State(stack: ["home"]), to: State(stack: ["home", "a", "b", "c"]),
            steps: [.setStack(.root, ["home", "a", "b", "c"], animated: true)]),
        Jump(
            name: "deep stack with a sheet to another stack: set under the sheet, one dismissal",
            from: State(stack: ["home", "a", "b"], modals: [.init(["compose"])]),
            to: State(stack: ["home", "x"]),
            steps: [
                .setStack(.root, ["home", "x"], animated: false),
                .dismiss(modal: 0, animated: true),
            ]),
        Jump(
            name: "switch tab and push in it: the push first, unseen; the tab switch is the change",
            from: State(tabs: [["inbox"], ["settings"]], selected: 0),
            to: State(tabs: [["inbox"], ["settings", "about"]], selected: 1),
            steps: [
                .setStack(.tab(1), ["settings", "about"], animated: false),
                .selectTab(1),
            ]),
        Jump(
            name: "switch tab and pop the tab left: the pop after the switch, unseen",
            from: State(tabs: [["inbox", "message"], ["settings"]], selected: 0),
            to: State(tabs: [["inbox"], ["settings", "about"]], selected: 1),
            steps: [
                .setStack(.tab(1), ["settings", "about"], animated: false),
                .selectTab(1),
                .setStack(.tab(0), ["inbox"], animated: false),
            ]),
        Jump(
            name: "pop in the visible tab and edit a hidden one: hidden first, then one pop",
            from: State(tabs: [["inbox", "message"], ["settings"]], selected: 0),
            to: State(tabs: [["inbox"], ["settings", "about"]], selected: 0),
            steps: [
                .setStack(.tab(1), ["settings", "about"], animated: false),
                .setStack(.tab(0), ["inbox"], animated: true),
            ]),
        Jump(
            name: "present over a changed stack: the push unseen, the sheet animates",
            from: State(stack: ["home"]),
            to: State(stack: ["home", "detail"], modals: [.init(["compose"])]),
            steps: [
                .setStack(.root, ["home", "detail"], animated: false),
                .present(.init(["compose"]), animated: true),
            ]),
        Jump(
            name: "two new modals: only the top one animates",
            from: State(stack: ["home"]),
            to: State(
                stack: ["home"],
                modals: [.init(["a"]), .init(["p"], style: .fullScreen, inNavigation: false)]),
            steps: [
                .present(.init(["a"]), animated: false),
                .present(
                    .init(["p"], style: .fullScreen, inNavigation: false), animated: true),
            ]),
        Jump(
            name: "push inside a kept sheet while the stack below changes",
            from: State(stack: ["home", "a"], modals: [.init(["compose"])]),
            to: State(stack: ["home"], modals: [.init(["compose", "attach"])]),
            steps: [
                .setStack(.root, ["home"], animated: false),
                .setStack(.modal(0), ["compose", "attach"], animated: true),
            ]),
        Jump(
            name: "a sheet replaced by a full-screen modal: dismiss unseen, present animates",
            from: State(stack: ["home"], modals: [.init(["compose"])]),
            to: State(stack: ["home"], modals: [.init(["player"], style: .fullScreen)]),
            steps: [
                .dismiss(modal: 0, animated: false),
                .present(.init(["player"], style: .fullScreen), animated: true),
            ]),
        Jump(
            name: "dismiss two of three modals with a tab switch below: one dismissal",
            from: State(
                tabs: [["inbox"], ["settings"]], selected: 0,
                modals: [.init(["a"]), .init(["b"]), .init(["c"])]),
            to: State(tabs: [["inbox"], ["settings"]], selected: 1, modals: [.init(["a"])]),
            steps: [.selectTab(1), .dismiss(modal: 1, animated: true)]),
        Jump(
            name: "a single-screen modal with another route is replaced",
            from: State(stack: ["home"], modals: [.init(["photo1"], inNavigation: false)]),
            to: State(stack: ["home"], modals: [.init(["photo2"], inNavigation: false)]),
            steps: [
                .dismiss(modal: 0, animated: false),
                .present(.init(["photo2"], inNavigation: false), animated: true),
            ]),
        Jump(
            name: "a stack becoming tabs: a new root, modals gone first",
            from: State(stack: ["welcome"], modals: [.init(["signIn"])]),
            to: State(tabs: [["inbox"], ["settings"]], selected: 1),
            steps: [
                .dismiss(modal: 0, animated: false),
                .setRoot(.tabs([["inbox"], ["settings"]], selected: 1)),
            ]),
        Jump(
            name: "launch: build the root and present the modals, nothing animated",
            from: nil,
            to: State(stack: ["a", "b", "c", "d", "e"], modals: [.init(["m"])]),
            steps: [
                .setRoot(.stack(["a", "b", "c", "d", "e"])),
                .present(.init(["m"]), animated: false),
            ]),
        Jump(
            name: "animated: false turns every animation off",
            from: State(stack: ["home", "a", "b"], modals: [.init(["compose"])]),
            to: State(stack: ["home", "x"]), animated: false,
            steps: [
                .setStack(.root, ["home", "x"], animated: false),
                .dismiss(modal: 0, animated: false),
            ]),
    ]

    @Test(arguments: jumps) func plansTheFewestSteps(_ jump: Jump) {
        let steps = RoutePlanner.steps(from: jump.from, to: jump.to, animated: jump.animated)
        #expect(steps == jump.steps)
        #expect(steps.filter(\.isAnimated).count <= 1)
    }

    @Test func stepsPrintReadably() {
        let steps = RoutePlanner.steps(
            from: State(tabs: [["inbox"], ["settings"]], modals: [.init(["compose"])]),
            to: State(
                tabs: [["inbox"], ["settings", "about"]], selected: 1,
                modals: [.init(["player"], style: .fullScreen, inNavigation: false)]))
        #expect(
            steps.map(\.description) == [
                "setStack(tab 1, [settings, about], animated: false)",
                "selectTab(1)",
                "dismiss(modal 0, animated: false)",
                "present(fullScreen, single screen, [player], animated: true)",
            ])
    }
}
