extension Navigator {
    /// Whether a command runs (its UIKit calls made or under way).
    var runsACommand: Bool { queue.run != nil }

    /// Puts the command `operation` describes on the queue and starts it when nothing runs.
    func enqueue(_ operation: NavigationOperation, animated: Bool) -> NavigatorTransition {
        enqueue(
            operation.command(animated: animated, names: screens.names), [operation],
            animated: animated)
    }

    /// Puts a command on the queue and starts it when nothing runs.
    func enqueue(
        _ command: NavigationCommand, _ operations: [NavigationOperation], animated: Bool
    ) -> NavigatorTransition {
        let transition = NavigatorTransition(command: command)
        tracer.record(.command, .code, command.description)
        queue.add(
            QueuedCommand(transition: transition, operations: operations, animated: animated))
        pump()
        return transition
    }

    /// Starts the next command when no command and no transition of the window runs.
    func pump() {
        if let run = queue.run, run.pausedForTransition {
            guard isQuiet() else { return }
            run.resume()
            advance()
            return
        }
        if let cause = queue.owedQuietMoment, queue.isIdle {
            guard refresh(cause: cause) != .transitionRuns else { return }
            queue.paidQuietMoment()
        }
        guard queue.run == nil, !queue.pending.isEmpty else { return }
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
            guard queue.run == nil, !queue.pending.isEmpty, isQuiet() else { return }
        }
        // How many waiting commands merge into the run is the stack-edit planner's to say.
        let length = StackEditPlanner.runLength(of: queue.pending, target: resolvedNavigation(for:))
        guard queue.takeNextRun(length) != nil else { return }
        advance()
    }

    /// Whether no transition runs in the window. When one does, the queue starts again from
    /// its coordinator's completion.
    func isQuiet() -> Bool {
        guard Hierarchy.isTransitionRunning(in: window) else { return true }
        let coordinators = Hierarchy.runningCoordinators(in: window)
        for coordinator in coordinators {
            let id = ObjectIdentifier(coordinator)
            guard queue.observeCoordinator(id) else { continue }
            coordinator.animate(alongsideTransition: nil) { [weak self] _ in
                self?.queue.coordinatorEnded(id)
                self?.pump()
            }
        }
        return coordinators.isEmpty
    }

    /// Carries out the running commands' steps until one has to wait for UIKit. Called when
    /// no transition runs: a step never starts in the middle of someone else's transition
    /// (UIKit refuses a dismissal during a sheet drag).
    func advance() {
        while let run = queue.run, run.waiting == nil {
            guard let step = run.steps.first else {
                finishRun()  // Signals/: the run is over
                return
            }
            if run.hasFailed(step.owner) {
                _ = run.takeNextStep()
            } else if step.operation.isStackEdit {
                performStackEdits(in: run)
            } else {
                perform(run.takeNextStep())
            }
            // A step that did not wait ran app code (delegates, screen handlers), which may
            // have started a transition: the next step waits for it.
            if run.waiting == nil, !run.steps.isEmpty, !isQuiet() {
                run.pause()
                return
            }
        }
    }
}
