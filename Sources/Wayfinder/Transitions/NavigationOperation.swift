/// One change inside a command, holding the screens it needs until it runs.
@MainActor
enum NavigationOperation {
    case push(UIViewController, removing: ((UIViewController) -> Bool)?)
    case pop
    case popTo(UIViewController)
    case popToRoot
    case setStack([UIViewController])
    case remove((UIViewController) -> Bool)
    case present(UIViewController)
    case dismiss(UIViewController)
    case dismissAll
    case selectTab(Int)
    case close(UIViewController)
    case embed(UIViewController, in: UIViewController, view: UIView?)
    case unembed(UIViewController)

    var isStackEdit: Bool {
        switch self {
        case .push, .pop, .popTo, .popToRoot, .setStack, .remove: true
        default: false
        }
    }

    /// The screen a push brings in, if any.
    var pushedScreen: UIViewController? {
        if case .push(let screen, _) = self { return screen }
        return nil
    }
}

/// A command waiting in, or running from, a window's queue.
@MainActor
final class QueuedCommand {
    let transition: Transition
    var operations: [NavigationOperation]
    let animated: Bool

    init(transition: Transition, operations: [NavigationOperation], animated: Bool) {
        self.transition = transition
        self.operations = operations
        self.animated = animated
    }

    /// Whether every operation edits a stack, so that it can merge with its neighbours.
    var isStackEditOnly: Bool { operations.allSatisfy(\.isStackEdit) }
}
