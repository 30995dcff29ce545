/// The commands the queue is carrying out now, as a list of operations each tagged with the
/// command it belongs to.
@MainActor
final class CommandRun {
    enum Wait {
        /// Until the navigation delegate's `didShow` of `top` on `navigation`.
        case didShow(navigation: UINavigationController, top: UIViewController)
        /// Until a present or dismiss completion runs.
        case completion
    }

    struct Step {
        let owner: QueuedCommand
        let operation: NavigationOperation
    }

    let owners: [QueuedCommand]
    // Touched only on the main actor by the navigator's queue, never lent out `inout` across
    // a call that could reach it again: no run-time exclusivity check (as `Navigator`'s).
    @exclusivity(unchecked) var steps: [Step]
    @exclusivity(unchecked) var waiting: Wait? {
        didSet {
            if case .didShow(let navigation, let top) = waiting {
                didShow = (ObjectIdentifier(navigation), ObjectIdentifier(top))
            } else {
                didShow = nil
            }
        }
    }
    /// The identities in a `didShow` wait, to tell a signal of it without copying the wait.
    @exclusivity(unchecked) private var didShow:
        (navigation: ObjectIdentifier, top: ObjectIdentifier)?
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
        didShow?.navigation == ObjectIdentifier(navigation)
    }

    /// Whether the run waits for the navigation delegate's `didShow` of `top` on
    /// `navigation`.
    func waitsForDidShow(of top: UIViewController, on navigation: UINavigationController)
        -> Bool
    {
        guard let didShow else { return false }
        return didShow.navigation == ObjectIdentifier(navigation)
            && didShow.top == ObjectIdentifier(top)
    }
}
