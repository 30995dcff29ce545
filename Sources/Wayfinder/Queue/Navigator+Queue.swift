extension Navigator {
    /// Puts a command on the queue and starts it when nothing runs.
    func enqueue(
        _ command: NavigationCommand, _ operations: [NavigationOperation], animated: Bool
    ) -> NavigatorTransition {
        let transition = NavigatorTransition(command: command)
        tracer.record(.command, .code, command.description)
        pending.append(
            QueuedCommand(transition: transition, operations: operations, animated: animated))
        pump()
        return transition
    }

    /// Starts the next command when no command and no transition of the window runs.
    func pump() {
        if let run, run.pausedForTransition {
            guard isQuiet() else { return }
            run.pausedForTransition = false
            advance()
            return
        }
        if let cause = queue.owedQuietMoment, run == nil, pending.isEmpty {
            guard refresh(cause: cause) != .transitionRuns else { return }
            queue.owedQuietMoment = nil
        }
        guard run == nil, !pending.isEmpty else { return }
        // A command starts from a quiet moment: what the user or the app did since the last
        // one is seen (and told) with its own cause before the command changes anything.
        switch refresh(cause: .code) {
        case .transitionRuns:
            return  // its coordinator's completion pumps again
        case .made(ranAppCode: false):
            break
        case .made(ranAppCode: true):
            // Screens heard something: their handlers may have started the queue, emptied it
            // or started a transition.
            guard run == nil, !pending.isEmpty, isQuiet() else { return }
        }
        guard queue.takeNextRun(target: { targetNavigation(of: $0) }) != nil else { return }
        advance()
    }

    /// Brings screens up to date now, or, when a transition someone else started still runs,
    /// from the pump its coordinator's completion calls.
    func refreshNowOrWhenQuiet(cause: ClosedBy) {
        if refresh(cause: cause) == .transitionRuns, queue.owedQuietMoment == nil {
            queue.owedQuietMoment = cause
        }
    }

    /// Whether no transition runs in the window. When one does, the queue starts again from
    /// its coordinator's completion.
    func isQuiet() -> Bool {
        guard Hierarchy.isTransitionRunning(in: window) else { return true }
        let coordinators = Hierarchy.runningCoordinators(in: window)
        for coordinator in coordinators {
            let id = ObjectIdentifier(coordinator)
            guard queue.observedCoordinators.insert(id).inserted else { continue }
            coordinator.animate(alongsideTransition: nil) { [weak self] _ in
                self?.queue.observedCoordinators.remove(id)
                self?.pump()
            }
        }
        return coordinators.isEmpty
    }

    /// Carries out the running commands' steps until one has to wait for UIKit. Called when
    /// no transition runs: a step never starts in the middle of someone else's transition
    /// (UIKit refuses a dismissal during a sheet drag).
    func advance() {
        while let run, run.waiting == nil {
            guard let step = run.steps.first else {
                finishRun()
                return
            }
            if hasFailed(step.owner) {
                run.steps.removeFirst()
            } else if step.operation.isStackEdit {
                performStackEdits(in: run)
            } else {
                run.steps.removeFirst()
                perform(step)
            }
            // A step that did not wait ran app code (delegates, screen handlers), which may
            // have started a transition: the next step waits for it.
            if run.waiting == nil, !run.steps.isEmpty, !isQuiet() {
                run.pausedForTransition = true
                return
            }
        }
    }

    /// The running step's transition ended: carry on, once the window is quiet.
    func stepFinished() {
        guard let run else { return }
        run.waiting = nil
        if !run.steps.isEmpty, !isQuiet() {
            run.pausedForTransition = true
            return
        }
        advance()
    }

    /// Every step ran: bring screens up to date, then settle the commands in order.
    private func finishRun() {
        guard let run else { return }
        self.run = nil
        refreshNowOrWhenQuiet(cause: .code)
        for owner in run.owners {
            let settlement = queue.settlement(of: owner, in: run)
            let transition = owner.transition
            tracer.record(.settled, .code, "\(transition.command) → \(settlement)")
            transition.settle(settlement)
            if !eventContinuations.isEmpty { emit(.settled(transition.command, settlement)) }
        }
        pump()
    }

    /// Marks `owner` failed; its remaining steps are skipped and nothing it asked for
    /// reaches UIKit.
    func fail(_ owner: QueuedCommand, _ error: NavigationError) {
        guard queue.fail(owner, error) else { return }
        tracer.record(.command, .code, "\(owner.transition.command) refused: \(error.message)")
    }

    /// Whether `owner` failed in the running burst: no lookup when nothing failed, the
    /// usual case.
    func hasFailed(_ owner: QueuedCommand) -> Bool {
        queue.hasFailed(owner)
    }

    /// The navigation controller a stack-edit command acts on, if it can be resolved.
    func targetNavigation(of command: QueuedCommand) -> UINavigationController? {
        guard let first = command.operations.first else { return nil }
        return resolvedNavigation(for: first)
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
