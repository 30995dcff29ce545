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
    // Declarative navigation (Routes/): a command whose operations are worked out only when
    // the queue starts it, against what the window shows then, and the targeted operations
    // they become, each with its own animation flag.
    /// Replaced, when the queue reaches it, by the operations `plan` returns (or fails).
    case expand(_ plan: @MainActor () -> Result<[NavigationOperation], NavigationError>)
    /// Sets the stack of this navigation controller, wherever it is (hidden or not).
    case setStackOf(UINavigationController, [UIViewController], animated: Bool)
    /// Presents on the front-most screen with this animation flag.
    case presentAnimated(UIViewController, animated: Bool)
    /// Dismisses this presented controller and everything above it with this flag.
    case dismissAnimated(UIViewController, animated: Bool)
    /// Makes this controller the window's root.
    case setRoot(UIViewController)

    var isStackEdit: Bool {
        switch self {
        case .push, .pop, .popTo, .popToRoot, .setStack, .remove, .setStackOf: true
        default: false
        }
    }

    /// The screen a push brings in, if any.
    var pushedScreen: UIViewController? {
        if case .push(let screen, _) = self { return screen }
        return nil
    }

    /// The animation flag the operation carries itself, overriding its command's.
    var ownAnimation: Bool? {
        if case .setStackOf(_, _, let animated) = self { return animated }
        return nil
    }
}
