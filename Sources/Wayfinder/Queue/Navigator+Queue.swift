extension Navigator {
    /// Puts a command on the queue and starts it when nothing runs.
    func enqueue(
        _ command: NavigationCommand, _ operations: [NavigationOperation], animated: Bool
    ) -> Transition {
        let transition = Transition(command: command)
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
        if let cause = owedQuietMoment, run == nil, pending.isEmpty, isQuiet() {
            owedQuietMoment = nil
            reconcile(cause: cause, knownQuiet: true)
        }
        guard run == nil, !pending.isEmpty else { return }
        // Most often the window is what the quiet moment after the last command left: one
        // pass over the front tells that no transition runs and makes the quiet moment.
        let noQuietObservers = quietObservers.isEmpty
        let frontUnchanged: Bool
        switch reconcileIfFrontUnchanged(checkingQuiet: true) {
        case .done:
            frontUnchanged = true
        case .transitionRuns, .differs:
            // When a transition runs, its coordinator's completion pumps again.
            guard isQuiet() else { return }
            reconcile(cause: .code, knownQuiet: true)
            frontUnchanged = false
            // The quiet moment ran app code, which may have started the queue or emptied it.
            guard run == nil, !pending.isEmpty else { return }
        }
        guard queue.takeNextRun(target: { targetNavigation(of: $0) }) != nil else { return }
        // The window was quiet a moment ago, and the pass over an unchanged front told no
        // screen anything: with no quiet observer either, no app code ran since, so no
        // transition can have started and the first step needs no second look. (After a
        // full quiet moment, screens heard they left, and their handlers may have started
        // one.)
        advance(knownQuiet: frontUnchanged && noQuietObservers)
    }

    /// Brings screens up to date now, or, when a transition someone else started still runs,
    /// from the pump its coordinator's completion calls.
    func reconcileNowOrWhenQuiet(cause: ClosedBy) {
        // After a lone push or pop, one pass over the front tells that no transition runs
        // and makes the quiet moment.
        if let edit = loneEdit {
            loneEdit = nil
            if reconcileByOnePass(after: edit, cause: cause, checkingQuiet: true) == .done {
                return
            }
        }
        if isQuiet() {
            reconcile(cause: cause, knownQuiet: true)
        } else if owedQuietMoment == nil {
            owedQuietMoment = cause
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

    /// Carries out the running commands' steps until one has to wait for UIKit.
    ///
    /// - Parameter knownQuiet: whether the caller knows no transition runs now, so that the
    ///   first step need not ask the window again.
    func advance(knownQuiet: Bool = false) {
        var knownQuiet = knownQuiet
        while let run, run.waiting == nil {
            guard let step = run.steps.first else {
                finishRun()
                return
            }
            // A step never starts in the middle of someone else's transition (UIKit refuses
            // a dismissal during a sheet drag).
            guard knownQuiet || isQuiet() else {
                run.pausedForTransition = true
                return
            }
            // Right after a pass over an unchanged front with no app code since, the
            // remembered stacks are what the last quiet moment left: the stacks now.
            let rememberedIsCurrent = knownQuiet
            knownQuiet = false
            if hasFailed(step.owner) {
                run.steps.removeFirst()
                continue
            }
            if step.operation.isStackEdit {
                performStackEdits(in: run, rememberedIsCurrent: rememberedIsCurrent)
            } else {
                run.steps.removeFirst()
                perform(step)
            }
        }
    }

    /// The running step's transition ended: carry on.
    func stepFinished() {
        guard let run else { return }
        run.waiting = nil
        advance()
    }

    /// Every step ran: bring screens up to date, then settle the commands in order.
    private func finishRun() {
        guard let run else { return }
        self.run = nil
        reconcileNowOrWhenQuiet(cause: .code)
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
