import HeadlessUIKit
import Testing

@testable import Wayfinder

/// The stack-edit planner on its own: which waiting commands make one run and which steps one
/// UIKit call (whole lists in, the runs and calls out), then, from whole step lists, the stack,
/// the one UIKit call, the refused commands and the superseded pushes. Nothing reaches UIKit.
@MainActor
@Suite struct StackEditPlannerTests {
    private let navigation = UINavigationController()

    private func command(_ operations: NavigationOperation...) -> QueuedCommand {
        QueuedCommand(
            transition: Transition(command: .pop(animated: true)), operations: operations,
            animated: true)
    }

    /// A plan and the stack its call leaves.
    @dynamicMemberLookup
    private struct Planned {
        let plan: StackEditPlan
        let stack: [UIViewController]

        subscript<Value>(dynamicMember path: KeyPath<StackEditPlan, Value>) -> Value {
            plan[keyPath: path]
        }
    }

    private func plan(
        _ commands: [QueuedCommand], on current: [UIViewController],
        alreadyFailed: Set<ObjectIdentifier> = [], inWindow: Bool = true
    ) -> Planned {
        let steps = commands.flatMap { owner in
            owner.operations.map { CommandRun.Step(owner: owner, operation: $0) }
        }
        let plan = StackEditPlanner.plan(
            steps, on: current, of: navigation, windowRoot: nil, inWindow: inWindow,
            alreadyFailed: { alreadyFailed.contains(ObjectIdentifier($0)) })
        return Planned(plan: plan, stack: plan.call.stack(from: current))
    }

    private func titles(_ stack: [UIViewController]) -> [String] {
        stack.map { $0.title ?? "?" }
    }

    /// The waiting list cut into runs as the queue takes them: each run as long as
    /// ``StackEditPlanner/runLength(of:target:)`` says.
    private func runs(
        _ waiting: [QueuedCommand], target: (NavigationOperation) -> UINavigationController?
    ) -> [[ObjectIdentifier]] {
        var rest = waiting
        var runs: [[ObjectIdentifier]] = []
        while !rest.isEmpty {
            let length = StackEditPlanner.runLength(of: rest, target: target)
            runs.append(rest.prefix(length).map(ObjectIdentifier.init))
            rest.removeFirst(length)
        }
        return runs
    }

    /// A run's steps cut into UIKit calls as the navigator makes them: each call as long as
    /// ``StackEditPlanner/callLength(of:on:target:)`` says (a step that is not a stack edit
    /// is a call of its own here). A step is named by its command's and its own index,
    /// `"1.0"` for the first operation of the second command.
    private func calls(
        _ commands: [QueuedCommand], target: (NavigationOperation) -> UINavigationController?
    ) -> [[String]] {
        var rest: [(name: String, step: CommandRun.Step)] = []
        for (index, owner) in commands.enumerated() {
            for (step, operation) in owner.operations.enumerated() {
                rest.append(
                    ("\(index).\(step)", CommandRun.Step(owner: owner, operation: operation)))
            }
        }
        var calls: [[String]] = []
        while let first = rest.first?.step {
            var length = 1
            if first.operation.isStackEdit, let navigation = target(first.operation) {
                length = StackEditPlanner.callLength(
                    of: rest.map(\.step), on: navigation, target: target)
            }
            calls.append(rest.prefix(length).map(\.name))
            rest.removeFirst(length)
        }
        return calls
    }

    /// Resolves `.setStack` to the navigation controller it names, every other stack edit to
    /// the planner's navigation controller, and nothing else.
    private func target(_ operation: NavigationOperation) -> UINavigationController? {
        switch operation {
        case .setStack(_, let named?, _): named
        case _ where operation.isStackEdit: navigation
        default: nil
        }
    }

    @Test func consecutiveWholeStackEditsOfOneNavigationControllerMakeOneRun() {
        let other = UINavigationController()
        let push = command(.push(screen("B"), removing: nil))
        let pop = command(.pop)
        let elsewhere = command(.setStack([screen("X")], of: other, animated: false))
        let present = command(.present(screen("Sheet")))
        let popAgain = command(.pop)
        let mixed = command(.pop, .present(screen("Sheet 2")))
        let popToRoot = command(.popToRoot)
        let remove = command(.remove { _ in false })
        let waiting = [push, pop, elsewhere, present, popAgain, mixed, popToRoot, remove]
        let ids = waiting.map(ObjectIdentifier.init)
        #expect(
            runs(waiting, target: target)
                == [[ids[0], ids[1]], [ids[2]], [ids[3]], [ids[4]], [ids[5]], [ids[6], ids[7]]],
            """
            a push and the pop behind it make one run; another navigation controller, a \
            presentation, a command that is not only stack edits each run alone
            """)
    }

    @Test func aCommandWhoseNavigationControllerIsUnknownRunsAlone() {
        let first = command(.pop)
        let second = command(.pop)
        let ids = [first, second].map(ObjectIdentifier.init)
        #expect(runs([first, second], target: { _ in nil }) == [[ids[0]], [ids[1]]])
        #expect(StackEditPlanner.runLength(of: [], target: target) == 0)
    }

    @Test func theStepsOfARunMakeOneCallPerNavigationControllerInARow() {
        let other = UINavigationController()
        let push = command(.push(screen("B"), removing: nil), .pop)
        let elsewhere = command(.setStack([screen("X")], of: other, animated: false))
        let then = command(.popToRoot, .present(screen("Sheet")), .pop, .pop)
        #expect(
            calls([push, elsewhere, then], target: target)
                == [["0.0", "0.1"], ["1.0"], ["2.0"], ["2.1"], ["2.2", "2.3"]])
    }

    @Test func aPushAndThePopWaitingBehindItMergeAndNothingReachesUIKit() {
        let (a, b) = (screen("A"), screen("B"))
        let push = command(.push(b, removing: nil))
        let pop = command(.pop)
        #expect(
            runs([push, pop], target: target) == [[ObjectIdentifier(push), ObjectIdentifier(pop)]])
        #expect(calls([push, pop], target: target).map(\.count) == [2])
        let plan = plan([push, pop], on: [a])
        #expect(plan.call == StackEditPlan.Call.none)
        #expect(plan.superseded.map { ObjectIdentifier($0.owner) } == [ObjectIdentifier(push)])
    }

    @Test func aLonePushOrPopIsThatCall() {
        let (a, b) = (screen("A"), screen("B"))
        let push = plan([command(.push(b, removing: nil))], on: [a])
        #expect(titles(push.stack) == ["A", "B"])
        #expect(push.call == .push(b))
        #expect(push.animated)
        #expect(push.awaitedTop === b)
        let pop = plan([command(.pop)], on: [a, b])
        #expect(pop.call == .pop)
        #expect(pop.awaitedTop === a)
        #expect(pop.failures.isEmpty && pop.superseded.isEmpty)
    }

    /// The animation rule and the wait of the navigator's own path: the last edit's flag,
    /// nothing animated nor awaited off a window.
    @Test func aLoneEditTakesItsFlagAndIsNotAwaitedOffAWindow() {
        let (a, b) = (screen("A"), screen("B"))
        let unanimated = QueuedCommand(
            transition: Transition(command: .pop(animated: false)), operations: [.pop],
            animated: false)
        let pop = plan([unanimated], on: [a, b])
        #expect(pop.call == .pop)
        #expect(!pop.animated)
        let offWindow = plan([command(.push(b, removing: nil))], on: [a], inWindow: false)
        #expect(offWindow.call == .push(b))
        #expect(!offWindow.animated)
        #expect(offWindow.awaitedTop == nil)
    }

    @Test func aLoneEditThatCannotApplyFailsAndNothingReachesUIKit() {
        let (a, b) = (screen("A"), screen("B"))
        let popRoot = command(.pop)
        let pop = plan([popRoot], on: [a])
        #expect(pop.call == StackEditPlan.Call.none)
        #expect(pop.awaitedTop == nil)
        #expect(pop.failures.map(\.error) == [NavigationError(.cannotPopRoot)])
        // A screen already in the stack (its parent is the navigation controller).
        let stacked = UINavigationController(rootViewController: a)
        stacked.pushViewController(b, animated: false)
        let again = StackEditPlanner.plan(
            [
                CommandRun.Step(
                    owner: command(.push(b, removing: nil)), operation: .push(b, removing: nil))
            ],
            on: stacked.viewControllers, of: stacked, windowRoot: nil, inWindow: true,
            alreadyFailed: { _ in false })
        #expect(again.call == StackEditPlan.Call.none)
        #expect(again.failures.map(\.error) == [NavigationError(.alreadyInStack("B"))])
    }

    @Test func aSetViewControllersThatKeepsTheTopIsNotAnimatedNorAwaited() {
        let (a, b, c) = (screen("A"), screen("B"), screen("C"))
        let plan = plan([command(.remove { $0 === b })], on: [a, b, c])
        #expect(plan.call == .setViewControllers([a, c]))
        #expect(!plan.animated)
        #expect(plan.awaitedTop == nil)
    }

    @Test func popToRootOfADeepStackIsOnePopTo() {
        let stack = ["A", "B", "C", "D"].map(screen)
        let plan = plan([command(.popToRoot)], on: stack)
        #expect(titles(plan.stack) == ["A"])
        #expect(plan.call == .popTo(stack[0]))
    }

    @Test func twoPushesInOneRunAreOneSetViewControllers() {
        let (a, b, c) = (screen("A"), screen("B"), screen("C"))
        let plan = plan(
            [command(.push(b, removing: nil)), command(.push(c, removing: nil))], on: [a])
        #expect(titles(plan.stack) == ["A", "B", "C"])
        #expect(plan.call == .setViewControllers([a, b, c]))
    }

    @Test func aPushUndoneByALaterPopIsSupersededAndNothingReachesUIKit() {
        let (a, b) = (screen("A"), screen("B"))
        let push = command(.push(b, removing: nil))
        let pop = command(.pop)
        let plan = plan([push, pop], on: [a])
        #expect(titles(plan.stack) == ["A"])
        #expect(plan.call == StackEditPlan.Call.none)
        #expect(plan.failures.isEmpty)
        #expect(plan.superseded.map { ObjectIdentifier($0.owner) } == [ObjectIdentifier(push)])
        #expect(plan.superseded.map(\.screen.title) == ["B"])
    }

    @Test func aCommandThatFailsHalfwayLeavesTheStackAsBeforeIt() {
        let (a, b, outside) = (screen("A"), screen("B"), screen("Outside"))
        let failing = command(.push(b, removing: nil), .popTo(outside))
        let pop = command(.pop)
        let plan = plan([failing, pop], on: [a])
        #expect(titles(plan.stack) == ["A"])
        #expect(plan.call == StackEditPlan.Call.none)
        #expect(
            plan.failures.map { ObjectIdentifier($0.owner) } == [
                ObjectIdentifier(failing), ObjectIdentifier(pop),
            ])
        // The pop then finds the root alone: it fails too.
        #expect(
            plan.failures.map(\.error) == [
                NavigationError(.notInStack("Outside")), NavigationError(.cannotPopRoot),
            ])
        // The failed command's push is not superseded: the command failed.
        #expect(plan.superseded.isEmpty)
    }

    @Test func refusedEditsNameWhy() {
        let (a, b) = (screen("A"), screen("B"))
        let popRoot = command(.pop)
        let empty = command(.setStack([]))
        let duplicate = command(.setStack([a, b, a]))
        let plan = plan([popRoot, empty, duplicate], on: [a])
        #expect(plan.stack.map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
        #expect(
            plan.failures.map(\.error) == [
                NavigationError(.cannotPopRoot), NavigationError(.emptyStack),
                NavigationError(.duplicateInStack("A")),
            ])
    }

    @Test func stepsOfACommandThatAlreadyFailedAreSkipped() {
        let (a, b, c) = (screen("A"), screen("B"), screen("C"))
        let failed = command(.push(b, removing: nil))
        let push = command(.push(c, removing: nil))
        let plan = plan([failed, push], on: [a], alreadyFailed: [ObjectIdentifier(failed)])
        #expect(titles(plan.stack) == ["A", "C"])
        #expect(plan.call == .push(c))
        #expect(plan.failures.isEmpty)
    }

    @Test func anyOtherStackIsSetViewControllers() {
        let (a, b, c) = (screen("A"), screen("B"), screen("C"))
        let plan = plan([command(.push(c, removing: { $0 === b }))], on: [a, b])
        #expect(titles(plan.stack) == ["A", "C"])
        #expect(plan.call == .setViewControllers([a, c]))
    }
}
