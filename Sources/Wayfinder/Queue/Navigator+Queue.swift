extension Navigator {
    // The queue's answers about "now", for a signal that comes with no run of its own
    // (the user's gesture, a container's own change, UIKit's `didShow`): every other part is
    // handed the run it works on.

    /// Whether a command runs now (its UIKit calls made or under way).
    var runsACommand: Bool { queue.run != nil }

    /// Whether no command runs now and none waits.
    var queueIsIdle: Bool { queue.isIdle }

    /// The run in flight now, when it waits for a navigation delegate's `didShow` on
    /// `navigation` (on any navigation controller when `nil`).
    func runAwaitingDidShow(on navigation: UINavigationController? = nil) -> CommandRun? {
        guard let run = queue.run else { return nil }
        if let navigation { return run.waitsForDidShow(on: navigation) ? run : nil }
        guard case .didShow? = run.waiting else { return nil }
        return run
    }

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
        // Not while a quiet moment is told: its end starts the queue (ScreenTracking/).
        guard !queue.holdsStarts() else { return }
        if let run = queue.run, run.pausedForTransition {
            guard isQuiet() else { return }
            run.resume()
            advance(run)
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
        guard let run = queue.takeNextRun(length) else { return }
        advance(run)
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

    /// Carries out `run`'s steps until one has to wait for UIKit, handing each step the run
    /// (Steps/). Called when no transition runs: a step never starts in the middle of
    /// someone else's transition (UIKit refuses a dismissal during a sheet drag).
    func advance(_ run: CommandRun) {
        while !run.isOver, run.waiting == nil {
            guard let step = run.steps.first else {
                finishRun(run)  // Signals/: the run is over
                return
            }
            if run.hasFailed(step.owner) {
                _ = run.takeNextStep()
            } else if step.operation.isStackEdit {
                performStackEdits(in: run)
            } else {
                perform(run.takeNextStep(), in: run)
            }
            // A step that did not wait ran app code (delegates, screen handlers), which may
            // have started a transition: the next step waits for it.
            if !run.isOver, run.waiting == nil, !run.steps.isEmpty, !isQuiet() {
                run.pause()
                return
            }
        }
    }

    /// Ends `run`, when it is the running one (Signals/' `finishRun(_:)`).
    ///
    /// - Returns: whether it ended now; a run ends once.
    func endRun(_ run: CommandRun) -> Bool {
        queue.end(run)
    }

    /// Whether `run`, which ended, is the one to settle now: no run that ended before it
    /// waits to settle (Settlement/).
    func isNextToSettle(_ run: CommandRun) -> Bool {
        queue.endedRuns.first === run
    }

    /// Every command of `run` settled (Settlement/).
    ///
    /// - Returns: the run that ended after it, if it waits to settle now.
    func runSettled(_ run: CommandRun) -> CommandRun? {
        queue.settled(run)
    }

    /// Brings screens up to date now, or, when a transition someone else started still runs,
    /// from the pump its coordinator's completion calls (the queue owes it a quiet moment).
    func refreshNowOrWhenQuiet(cause: ClosedBy) {
        if refresh(cause: cause) == .transitionRuns { queue.oweQuietMoment(cause) }
    }
}
