extension Navigator {
    /// Runs the stack edits at the head of `run` that ``StackEditPlanner`` merges as one
    /// UIKit call: a push, a pop, a pop-to, or one `setViewControllers`, as it plans it (a
    /// lone push or pop included).
    func performStackEdits(in run: CommandRun) {
        guard let first = run.steps.first?.operation,
            let navigation = resolvedNavigation(for: first)
        else {
            let first = run.takeNextStep()
            if case .failure(let error) = self.navigation(for: first.operation) {
                fail(first.owner, error, in: run)
            }
            return
        }
        let group = run.takeSteps(
            StackEditPlanner.callLength(
                of: run.steps, on: navigation, target: resolvedNavigation(for:)))
        // (The stack is read inside the call only: no copy of `viewControllers` is held while
        // UIKit changes it.)
        let plan = StackEditPlanner.plan(
            group, on: navigation.viewControllers, of: navigation,
            windowRoot: window.rootViewController,
            inWindow: navigation.viewIfLoaded?.window != nil, alreadyFailed: { run.hasFailed($0) })
        for (owner, error) in plan.failures { fail(owner, error, in: run) }
        for (owner, screen) in plan.superseded {
            run.markSuperseded(owner)
            ScreenStore.finish(screen, by: .code)
        }
        let animated = plan.animated
        // Trace lines are made only when someone listens: the names too.
        var name: String { screenName(of: navigation) }
        // The run will wait for this navigation controller's `didShow`, which only the proxy
        // hears (Signals/).
        if plan.awaitedTop != nil { installFirstNavigationProxy(on: navigation) }
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
        case .setViewControllers(let stack):
            tracer.record(
                .uikit, .code,
                "\(name).setViewControllers([\(stack.map(screenName(of:)).joined(separator: ", "))], "
                    + "animated: \(animated))")
            navigation.setViewControllers(stack, animated: animated)
        }
        if let top = plan.awaitedTop {
            run.wait(for: .didShow(navigation, top: top))
            // From the call on: an app that sets its own delegate before UIKit's `willShow`
            // (right after the call, or in a handler that runs before the transition starts)
            // takes `didShow` away from the proxy.
            watchForMissedDidShow(on: navigation, for: run)
        }
    }

    /// The navigation controller an operation acts on: the one holding the screen for
    /// `popTo`, else the front-most one.
    func navigation(for operation: NavigationOperation) -> Result<
        UINavigationController, NavigationError
    > {
        if let navigation = resolvedNavigation(for: operation) { return .success(navigation) }
        if case .popTo(let screen) = operation {
            return .failure(NavigationError(.notInStack(screenName(of: screen))))
        }
        guard let front = topmost else {
            return .failure(NavigationError(.noRootViewController))
        }
        return .failure(NavigationError(.noNavigationController(screenName(of: front))))
    }

    /// What ``navigation(for:)`` resolves, without making its error when there is none.
    func resolvedNavigation(for operation: NavigationOperation) -> UINavigationController? {
        switch operation {
        case .setStack(_, let navigation?, _):
            return navigation
        case .popTo(let screen):
            guard let navigation = screen.navigationController,
                navigation.viewControllers.contains(where: { $0 === screen })
            else { return nil }
            return navigation
        default:
            guard let front = topmost else { return nil }
            if let navigation = front as? UINavigationController { return navigation }
            return front.navigationController
        }
    }
}
