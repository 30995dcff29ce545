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
    var steps: [Step]
    var waiting: Wait?
    /// The run stopped between two steps because a transition it did not start runs (the
    /// user began dragging a sheet down); the coordinator's completion carries it on.
    var pausedForTransition = false
    /// Commands whose effect a later command of the same burst undid.
    var superseded: Set<ObjectIdentifier> = []

    init(owners: [QueuedCommand]) {
        self.owners = owners
        self.steps = owners.flatMap { owner in
            owner.operations.map { Step(owner: owner, operation: $0) }
        }
    }
}
