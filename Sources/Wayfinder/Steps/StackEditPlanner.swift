/// What the stack edits of a run do to one navigation controller, worked out before anything
/// reaches UIKit: the one UIKit call that makes the stack they leave, whether it animates, the
/// top whose `didShow` the run then waits for, the commands refused, and the pushes a later
/// command of the run undid. A lone push or pop is planned here too, like any other edit.
@MainActor
struct StackEditPlan {
    /// The one UIKit call that takes the stack from what it is to what the edits leave.
    enum Call: Equatable {
        /// The edits leave the stack as it is: nothing reaches UIKit.
        case none
        /// `pushViewController` of the screen: the stack gains one screen on top.
        case push(UIViewController)
        /// `popViewController`: the stack loses its top.
        case pop
        /// `popToViewController` of the screen: the stack loses more than its top.
        case popTo(UIViewController)
        /// `setViewControllers`: any other stack.
        case setViewControllers([UIViewController])

        static func == (lhs: Call, rhs: Call) -> Bool {
            switch (lhs, rhs) {
            case (.none, .none), (.pop, .pop): true
            case (.push(let a), .push(let b)), (.popTo(let a), .popTo(let b)): a === b
            case (.setViewControllers(let a), .setViewControllers(let b)):
                a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
            default: false
            }
        }

        /// The stack the call leaves, from `current`.
        func stack(from current: [UIViewController]) -> [UIViewController] {
            switch self {
            case .none: current
            case .push(let screen): current + [screen]
            case .pop: Array(current.dropLast())
            case .popTo(let screen):
                current.firstIndex(where: { $0 === screen }).map { Array(current[...$0]) }
                    ?? current
            case .setViewControllers(let stack): stack
            }
        }
    }

    /// The UIKit call that makes the stack the edits leave.
    let call: Call
    /// Whether the call animates: the last edit's flag; never for a navigation controller
    /// that is not in a window (nothing to animate, and UIKit applies an animated push there
    /// only on the next run-loop turn), nor for a `setViewControllers` that keeps the top.
    let animated: Bool
    /// The screen whose `didShow` the run waits for once the call is made: the new top, when
    /// the call changes the top of a navigation controller in a window; else `nil`, and the
    /// step ends with the call.
    let awaitedTop: UIViewController?
    /// The commands refused, each with why, in the order of their steps.
    let failures: [(owner: QueuedCommand, error: NavigationError)]
    /// The screens pushed by commands that did not fail, which a later edit of the run took
    /// out again before they reached the screen: their commands settle superseded.
    let superseded: [(owner: QueuedCommand, screen: UIViewController)]
}

/// Decides how stack edits merge, and plans the merged edits: pure, from the stack now and
/// the steps.
///
/// Merging is decided here only, at both levels: which waiting commands make one run
/// (``runLength(of:target:)``, asked by the queue) and which steps of a run make one UIKit
/// call (``callLength(of:on:target:)``, asked when the run reaches its stack edits); then
/// ``plan(_:on:of:windowRoot:inWindow:alreadyFailed:)`` works out that call. A push and a pop
/// waiting behind it on the same navigation controller, say, run together, and the pop
/// undoes the push before anything reaches UIKit: the push settles superseded.
@MainActor
enum StackEditPlanner {
    // MARK: Which edits merge

    /// How many of the `waiting` commands, from the first, make the next run: the first, and,
    /// when it only edits stacks, each command right behind it that only edits stacks and
    /// acts on the navigation controller the first acts on (a command joins whole or not at
    /// all). A command whose navigation controller cannot be resolved yet runs alone.
    ///
    /// - Parameter target: the navigation controller an operation acts on, if it can be
    ///   resolved now.
    static func runLength(
        of waiting: [QueuedCommand], target: (NavigationOperation) -> UINavigationController?
    ) -> Int {
        guard waiting.count > 1, let first = wholeStackEdit(waiting[0]),
            let navigation = target(first)
        else { return min(waiting.count, 1) }
        var length = 1
        while length < waiting.count, let next = wholeStackEdit(waiting[length]),
            merges(next, into: navigation, target)
        {
            length += 1
        }
        return length
    }

    /// How many of `steps`, from the first (a stack edit that acts on `navigation`), make one
    /// UIKit call: the first, and each step right behind it that is a stack edit of
    /// `navigation` too.
    ///
    /// - Parameter target: the navigation controller an operation acts on, if it can be
    ///   resolved now.
    static func callLength(
        of steps: [CommandRun.Step], on navigation: UINavigationController,
        target: (NavigationOperation) -> UINavigationController?
    ) -> Int {
        var length = min(steps.count, 1)
        while length < steps.count, merges(steps[length].operation, into: navigation, target) {
            length += 1
        }
        return length
    }

    /// Whether `operation` merges with the stack edits of `navigation` before it: it is a
    /// stack edit, and acts on `navigation`. The one rule both levels apply.
    private static func merges(
        _ operation: NavigationOperation, into navigation: UINavigationController,
        _ target: (NavigationOperation) -> UINavigationController?
    ) -> Bool {
        operation.isStackEdit && target(operation) === navigation
    }

    /// The first operation of `command` when every operation of it is a stack edit (it may
    /// merge, whole); else `nil`.
    private static func wholeStackEdit(_ command: QueuedCommand) -> NavigationOperation? {
        guard command.operations.allSatisfy(\.isStackEdit) else { return nil }
        return command.operations.first
    }

    // MARK: The plan

    /// The plan for `steps`, all stack edits of `navigation`, whose stack is `current`.
    ///
    /// The edits apply one after another to a copy of the stack. A step that cannot apply
    /// fails its command, and the stack goes back to what it was before that command's first
    /// step: a command changes the stack completely or not at all. The steps of a command that
    /// failed (here, or before, as `alreadyFailed` says) are skipped.
    ///
    /// A lone push (without `removing`) or pop, the usual command, is planned without copying
    /// the stack: its cost does not depend on the depth of the stack, and it comes to the same
    /// plan as the general rule.
    ///
    /// - Parameters:
    ///   - windowRoot: the window's root view controller, which cannot be pushed.
    ///   - inWindow: whether `navigation`'s view is in a window.
    static func plan(
        _ steps: [CommandRun.Step], on current: [UIViewController],
        of navigation: UINavigationController, windowRoot: UIViewController?, inWindow: Bool,
        alreadyFailed: (QueuedCommand) -> Bool
    ) -> StackEditPlan {
        let animated =
            (steps.last.map { $0.operation.ownAnimation ?? $0.owner.animated } ?? true)
            && inWindow
        if steps.count == 1,
            let plan = planLoneEdit(
                steps[0], on: current, of: navigation, windowRoot: windowRoot, animated: animated,
                inWindow: inWindow, alreadyFailed: alreadyFailed)
        {
            return plan
        }
        var stack = current
        var failures: [(owner: QueuedCommand, error: NavigationError)] = []
        func hasFailed(_ owner: QueuedCommand) -> Bool {
            alreadyFailed(owner) || failures.contains { $0.owner === owner }
        }
        var checkpoint = (owner: steps.first?.owner, stack: current)
        var pushed: [(QueuedCommand, UIViewController)] = []
        for step in steps {
            if checkpoint.owner !== step.owner { checkpoint = (step.owner, stack) }
            guard !hasFailed(step.owner) else { continue }
            switch apply(step.operation, to: stack, in: navigation, windowRoot: windowRoot) {
            case .success(let edited):
                stack = edited
                if let screen = step.operation.pushedScreen { pushed.append((step.owner, screen)) }
            case .failure(let error):
                stack = checkpoint.stack
                failures.append((step.owner, error))
            }
        }
        var superseded: [(owner: QueuedCommand, screen: UIViewController)] = []
        for (owner, screen) in pushed where !stack.contains(where: { $0 === screen }) {
            if !hasFailed(owner) { superseded.append((owner, screen)) }
        }
        let call = call(from: current, to: stack)
        let newTop = call == .none ? nil : stack.last
        let changesTop = newTop != nil && newTop !== current.last
        // A `setViewControllers` that keeps the top has nothing to animate.
        let keepsTop: Bool
        if case .setViewControllers = call { keepsTop = !changesTop } else { keepsTop = false }
        return StackEditPlan(
            call: call, animated: animated && !keepsTop,
            awaitedTop: changesTop && inWindow ? newTop : nil, failures: failures,
            superseded: superseded)
    }

    /// The plan of a lone push (without `removing`) of a screen not in `navigation`, or of a
    /// lone pop, read from the top of `current` only; `nil` for any other step, which the
    /// general rule plans.
    private static func planLoneEdit(
        _ step: CommandRun.Step, on current: [UIViewController],
        of navigation: UINavigationController, windowRoot: UIViewController?, animated: Bool,
        inWindow: Bool, alreadyFailed: (QueuedCommand) -> Bool
    ) -> StackEditPlan? {
        guard !alreadyFailed(step.owner) else { return nil }
        func refused(_ error: NavigationError) -> StackEditPlan {
            StackEditPlan(
                call: .none, animated: animated, awaitedTop: nil,
                failures: [(step.owner, error)], superseded: [])
        }
        switch step.operation {
        case .push(let screen, nil):
            // A screen whose parent is not this navigation controller is not in its stack, so
            // the stack need not be searched.
            guard screen.parent !== navigation else { return nil }
            if let error = pushError(
                screen, onto: [], in: navigation, windowRoot: windowRoot)
            {
                return refused(error)
            }
            return StackEditPlan(
                call: .push(screen), animated: animated, awaitedTop: inWindow ? screen : nil,
                failures: [], superseded: [])
        case .pop:
            guard current.count >= 2 else { return refused(NavigationError(.cannotPopRoot)) }
            return StackEditPlan(
                call: .pop, animated: animated,
                awaitedTop: inWindow ? current[current.count - 2] : nil, failures: [],
                superseded: [])
        default:
            return nil
        }
    }

    /// The one UIKit call that takes a navigation controller's stack from `current` to
    /// `stack`.
    static func call(from current: [UIViewController], to stack: [UIViewController])
        -> StackEditPlan.Call
    {
        let sharedPrefix = zip(stack, current).allSatisfy { $0 === $1 }
        guard let newTop = stack.last else { return .none }
        if stack.count == current.count, sharedPrefix { return .none }
        if stack.count == current.count + 1, sharedPrefix { return .push(newTop) }
        if stack.count < current.count, sharedPrefix {
            return stack.count == current.count - 1 ? .pop : .popTo(newTop)
        }
        return .setViewControllers(stack)
    }

    /// The stack after `operation`, or why it cannot be applied.
    static func apply(
        _ operation: NavigationOperation, to stack: [UIViewController],
        in navigation: UINavigationController, windowRoot: UIViewController?
    ) -> Result<[UIViewController], NavigationError> {
        switch operation {
        case .push(let screen, let removing):
            if let error = pushError(
                screen, onto: stack, in: navigation, windowRoot: windowRoot)
            {
                return .failure(error)
            }
            let kept = removing.map { predicate in stack.filter { !predicate($0) } } ?? stack
            return .success(kept + [screen])
        case .pop:
            guard stack.count >= 2 else { return .failure(NavigationError(.cannotPopRoot)) }
            return .success(Array(stack.dropLast()))
        case .popTo(let screen):
            guard let index = stack.firstIndex(where: { $0 === screen }) else {
                return .failure(NavigationError(.notInStack(screenName(of: screen))))
            }
            return .success(Array(stack[...index]))
        case .popToRoot:
            return .success(Array(stack.prefix(1)))
        case .setStack(let screens, _, _):
            guard !screens.isEmpty else { return .failure(NavigationError(.emptyStack)) }
            var seen = Set<ObjectIdentifier>()
            for screen in screens {
                guard seen.insert(ObjectIdentifier(screen)).inserted else {
                    return .failure(NavigationError(.duplicateInStack(screenName(of: screen))))
                }
                // A collapsed split view's primary column keeps the navigation controllers of
                // the columns UIKit nested on top of its own screens (Routes/ passes them on).
                if screen.parent === navigation, Hierarchy.isSplitColumn(screen) { continue }
                if let error = pushError(
                    screen, onto: [], in: navigation, windowRoot: windowRoot)
                {
                    return .failure(error)
                }
            }
            return .success(screens)
        case .remove(let predicate):
            let kept = stack.filter { !predicate($0) }
            guard !kept.isEmpty else { return .failure(NavigationError(.wouldRemoveEveryScreen)) }
            return .success(kept)
        default:
            return .success(stack)
        }
    }

    /// Why `screen` cannot join `stack` of `navigation`, if it cannot.
    static func pushError(
        _ screen: UIViewController, onto stack: [UIViewController],
        in navigation: UINavigationController, windowRoot: UIViewController?
    ) -> NavigationError? {
        // The name is made only for an error.
        if stack.contains(where: { $0 === screen }) {
            return NavigationError(.alreadyInStack(screenName(of: screen)))
        }
        let parent = screen.parent
        // Already in the stack: a screen kept, or the navigation controller of a column that
        // UIKit nested in a collapsed split view's primary column, which stays on top.
        if parent === navigation { return nil }
        if screen is UINavigationController {
            return NavigationError(.pushingNavigationController(screenName(of: screen)))
        }
        if parent != nil || screen.presentingViewController != nil
            || windowRoot === screen
        {
            return NavigationError(.alreadyShown(screenName(of: screen)))
        }
        return nil
    }
}
