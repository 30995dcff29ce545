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
    @exclusivity(unchecked) var steps: [Step]
    @exclusivity(unchecked) var waiting: Wait?
    /// The run stopped between two steps because a transition it did not start runs (the
    /// user began dragging a sheet down); the coordinator's completion carries it on.
    @exclusivity(unchecked) var pausedForTransition = false
    /// Commands whose effect a later command of the same burst undid.
    @exclusivity(unchecked) var superseded: Set<ObjectIdentifier> = []

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
}
