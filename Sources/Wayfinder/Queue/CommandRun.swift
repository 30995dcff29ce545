/// The commands the queue is carrying out now, as a list of operations each tagged with the
/// command it belongs to.
@MainActor
final class CommandRun {
    enum Wait: Equatable {
        /// Until the navigation delegate's `didShow` of `top` on `navigation`, told by their
        /// identities (both stay in the window while the run waits: the navigation
        /// controller is in it, and the command holds the screen it shows).
        case didShow(navigation: ObjectIdentifier, top: ObjectIdentifier)
        /// Until a present or dismiss completion runs.
        case completion

        /// Until the navigation delegate's `didShow` of `top` on `navigation`.
        static func didShow(_ navigation: UINavigationController, top: UIViewController) -> Wait {
            .didShow(navigation: ObjectIdentifier(navigation), top: ObjectIdentifier(top))
        }
    }

    struct Step {
        let owner: QueuedCommand
        let operation: NavigationOperation
    }

    let owners: [QueuedCommand]
    // Touched only on the main actor by the navigator's queue, never lent out `inout` across
    // a call that could reach it again: no run-time exclusivity check (as `Navigator`'s).
    /// The steps still to carry out, in order.
    @exclusivity(unchecked) private(set) var steps: [Step]
    /// The UIKit signal the running step waits for, if any.
    @exclusivity(unchecked) private(set) var waiting: Wait?
    /// The run stopped between two steps because a transition it did not start runs (the
    /// user began dragging a sheet down); the coordinator's completion carries it on.
    @exclusivity(unchecked) private(set) var pausedForTransition = false
    /// The transition coordinator whose end is watched for a `didShow` that goes past the
    /// proxy, while the run waits for one.
    @exclusivity(unchecked) private var watchedCoordinator: ObjectIdentifier?
    /// The run ended (``CommandQueue/end(_:)``): a signal or a completion that comes for it
    /// later changes nothing.
    @exclusivity(unchecked) private(set) var isOver = false
    /// How the commands that will not complete settle: failed (with why), or superseded (a
    /// later command of the same burst undid what they asked for). A failure wins.
    @exclusivity(unchecked) private var outcomes: [ObjectIdentifier: Settlement] = [:]

    init(owners: [QueuedCommand]) {
        self.owners = owners
        // One array, filled in place (`flatMap` would make one per command first).
        var count = 0
        for owner in owners { count += owner.operations.count }
        var steps: [Step] = []
        steps.reserveCapacity(count)
        for owner in owners {
            for operation in owner.operations {
                steps.append(Step(owner: owner, operation: operation))
            }
        }
        self.steps = steps
    }

    /// Whether the run waits for the navigation delegate's `didShow` on `navigation`, asked
    /// without copying the wait.
    func waitsForDidShow(on navigation: UINavigationController) -> Bool {
        guard case .didShow(let waited, _) = waiting else { return false }
        return waited == ObjectIdentifier(navigation)
    }

    /// Whether the run waits for the navigation delegate's `didShow` of `top` on
    /// `navigation`.
    func waitsForDidShow(of top: UIViewController, on navigation: UINavigationController)
        -> Bool
    {
        waiting == .didShow(navigation: ObjectIdentifier(navigation), top: ObjectIdentifier(top))
    }

    /// Takes the next step off the run.
    func takeNextStep() -> Step {
        steps.removeFirst()
    }

    /// Takes the next `count` steps off the run, in order.
    func takeSteps(_ count: Int) -> [Step] {
        if count == 1 { return [steps.removeFirst()] }
        defer { steps.removeFirst(count) }
        return Array(steps.prefix(count))
    }

    /// Puts `operations` of `owner` at the head of the run, to run next, in order: how a
    /// step that is worked out only when it runs (a close, a planned route command) becomes
    /// the steps that carry it out.
    func splice(_ operations: [NavigationOperation], of owner: QueuedCommand) {
        steps.insert(contentsOf: operations.map { Step(owner: owner, operation: $0) }, at: 0)
    }

    /// The running step waits for `wait`.
    func wait(for wait: Wait) {
        waiting = wait
        watchedCoordinator = nil
    }

    /// The signal the running step waited for came (or will not: it failed).
    func stopWaiting() {
        waiting = nil
        watchedCoordinator = nil
    }

    /// Notes that the end of `coordinator`'s transition is watched for the awaited signal.
    ///
    /// - Returns: whether it was not watched yet (its completion is to be registered now).
    func watchTransitionEnd(of coordinator: any UIViewControllerTransitionCoordinator)
        -> Bool
    {
        let id = ObjectIdentifier(coordinator)
        guard watchedCoordinator != id else { return false }
        watchedCoordinator = id
        return true
    }

    /// The queue ended the run (``CommandQueue/end(_:)``).
    func end() {
        isOver = true
        waiting = nil
        watchedCoordinator = nil
    }

    /// Stops the run between two steps until a transition it did not start ends.
    func pause() {
        pausedForTransition = true
    }

    /// Carries the run on after ``pause()``.
    func resume() {
        pausedForTransition = false
    }

    /// Notes that a later command of the run undid what `owner` asked for (or it already
    /// happened): it settles superseded, unless it failed.
    func markSuperseded(_ owner: QueuedCommand) {
        let id = ObjectIdentifier(owner)
        if outcomes[id] == nil { outcomes[id] = .superseded }
    }

    /// Marks `owner` failed with `error`, unless it already failed: its remaining steps are
    /// skipped.
    ///
    /// - Returns: whether it was marked now.
    func fail(_ owner: QueuedCommand, _ error: NavigationError) -> Bool {
        guard !hasFailed(owner) else { return false }
        outcomes[ObjectIdentifier(owner)] = .failed(error)
        return true
    }

    /// Whether `owner` failed: no lookup when no command will not complete, the usual case.
    func hasFailed(_ owner: QueuedCommand) -> Bool {
        guard !outcomes.isEmpty, case .failed? = outcomes[ObjectIdentifier(owner)] else {
            return false
        }
        return true
    }

    /// How `owner`, a command of this run once it ended, settles (forgetting how): failed
    /// when it failed, superseded when a later command of the run undid it, completed
    /// otherwise.
    func settlement(of owner: QueuedCommand) -> Settlement {
        // Most runs have no failure and no superseded command: no lookup then.
        guard !outcomes.isEmpty else { return .completed }
        return outcomes.removeValue(forKey: ObjectIdentifier(owner)) ?? .completed
    }
}
