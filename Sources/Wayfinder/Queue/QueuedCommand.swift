/// A command waiting in, or running from, a window's queue.
@MainActor
final class QueuedCommand {
    let transition: NavigatorTransition
    @exclusivity(unchecked) var operations: [NavigationOperation]
    let animated: Bool

    init(transition: NavigatorTransition, operations: [NavigationOperation], animated: Bool) {
        self.transition = transition
        self.operations = operations
        self.animated = animated
    }
}
