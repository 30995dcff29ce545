extension Navigator {
    /// Runs the consecutive stack edits at the head of `run` that act on the same navigation
    /// controller as one UIKit call: a push, a pop, a pop-to, or one `setViewControllers`.
    func performStackEdits(in run: CommandRun) {
        let first = run.steps.removeFirst()
        guard let navigation = resolvedNavigation(for: first.operation) else {
            if case .failure(let error) = self.navigation(for: first.operation) {
                fail(first.owner, error)
            }
            return
        }
        // The first step's navigation controller is the one just resolved.
        // A lone edit (the usual command) needs no group.
        if !nextStepJoins(run, on: navigation), performLoneEdit(first, on: navigation, in: run) {
            return
        }
        var group = [first]
        while nextStepJoins(run, on: navigation) {
            group.append(run.steps.removeFirst())
        }
        let current = navigation.viewControllers
        let plan = StackEditPlanner.plan(
            group, on: current, of: navigation, windowRoot: window.rootViewController,
            alreadyFailed: { hasFailed($0) })
        for (owner, error) in plan.failures { fail(owner, error) }
        for (owner, screen) in plan.superseded {
            run.superseded.insert(ObjectIdentifier(owner))
            ScreenStore.finish(screen, by: .code)
        }
        let stack = plan.stack
        guard plan.call != .none, let newTop = stack.last else { return }
        // A navigation controller that is not in a window has nothing to animate, and UIKit
        // applies an animated push there only on the next run-loop turn: without animation
        // the stack is what the command says as soon as the call returns.
        let animated =
            (group.last.map { $0.operation.ownAnimation ?? $0.owner.animated } ?? true)
            && navigation.viewIfLoaded?.window != nil
        let name = screenName(of: navigation)
        switch plan.call {
        case .none:
            return
        case .push(let screen):
            tracer.record(
                .uikit, .code,
                "\(name).pushViewController(\(screenName(of: screen)), animated: \(animated))")
            navigation.pushViewController(screen, animated: animated)
        case .pop:
            tracer.record(.uikit, .code, "\(name).popViewController(animated: \(animated))")
            navigation.popViewController(animated: animated)
        case .popTo(let screen):
            tracer.record(
                .uikit, .code,
                "\(name).popToViewController(\(screenName(of: screen)), animated: \(animated))")
            navigation.popToViewController(screen, animated: animated)
        case .setViewControllers:
            let shownAnimated = animated && newTop !== current.last
            tracer.record(
                .uikit, .code,
                "\(name).setViewControllers([\(stack.map(screenName(of:)).joined(separator: ", "))], "
                    + "animated: \(shownAnimated))")
            navigation.setViewControllers(stack, animated: shownAnimated)
        }
        if newTop !== current.last, navigation.viewIfLoaded?.window != nil {
            awaitDidShow(of: newTop, on: navigation, in: run)
        }
    }

    /// Whether the next step of `run` is a stack edit of `navigation`, to run in the same
    /// UIKit call as the steps before it.
    private func nextStepJoins(_ run: CommandRun, on navigation: UINavigationController) -> Bool {
        guard let step = run.steps.first, step.operation.isStackEdit else { return false }
        return resolvedNavigation(for: step.operation) === navigation
    }

    /// A lone push or pop, at a cost that does not depend on the depth of the stack: the
    /// same checks, trace and UIKit call as the general path, without copying the stack
    /// (nor holding a copy of `viewControllers` while UIKit changes it). Returns false for
    /// anything else, which the general path handles.
    private func performLoneEdit(
        _ step: CommandRun.Step, on navigation: UINavigationController, in run: CommandRun
    ) -> Bool {
        let owner = step.owner
        guard !hasFailed(owner) else { return false }
        // As in the general path: off-window, nothing to animate.
        let animated =
            (step.operation.ownAnimation ?? owner.animated)
            && navigation.viewIfLoaded?.window != nil
        let newTop: UIViewController
        switch step.operation {
        case .push(let screen, nil):
            // A screen whose parent is not this navigation controller is not in its stack.
            guard screen.parent !== navigation else { return false }
            if let error = pushError(screen, onto: [], in: navigation) {
                fail(owner, error)
                return true
            }
            // A push takes no screen out of the stack: every screen `previous(of:)` may be
            // asked about stays in `viewControllers`, and nothing needs remembering.
            tracer.record(
                .uikit, .code,
                "\(screenName(of: navigation)).pushViewController(\(screenName(of: screen)), "
                    + "animated: \(animated))")
            navigation.pushViewController(screen, animated: animated)
            newTop = screen
        case .pop:
            guard let below = Self.screenBelowTop(of: navigation) else {
                fail(owner, NavigationError(.cannotPopRoot))
                return true
            }
            tracer.record(
                .uikit, .code,
                "\(screenName(of: navigation)).popViewController(animated: \(animated))")
            navigation.popViewController(animated: animated)
            newTop = below
        default:
            return false
        }
        if navigation.viewIfLoaded?.window != nil {
            awaitDidShow(of: newTop, on: navigation, in: run)
        }
        return true
    }

    /// The screen below the top of `navigation`'s stack, if any.
    private static func screenBelowTop(of navigation: UINavigationController)
        -> UIViewController?
    {
        let stack = navigation.viewControllers
        return stack.count >= 2 ? stack[stack.count - 2] : nil
    }

    /// Why `screen` cannot join `stack` of `navigation`, if it cannot.
    private func pushError(
        _ screen: UIViewController, onto stack: [UIViewController],
        in navigation: UINavigationController
    ) -> NavigationError? {
        StackEditPlanner.pushError(
            screen, onto: stack, in: navigation, windowRoot: window.rootViewController)
    }
}
