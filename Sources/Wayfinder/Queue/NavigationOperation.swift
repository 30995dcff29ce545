/// One change inside a command, holding the screens it needs until it runs.
@MainActor
enum NavigationOperation {
    case push(UIViewController, removing: ((UIViewController) -> Bool)?)
    case pop
    case popTo(UIViewController)
    case popToRoot
    /// Replaces the stack of `of` (wherever it is, hidden or not), or of the front-most
    /// navigation controller when `nil`; `animated` overrides the command's flag.
    case setStack([UIViewController], of: UINavigationController? = nil, animated: Bool? = nil)
    case remove((UIViewController) -> Bool)
    /// Presents on the front-most screen; `animated` overrides the command's flag.
    case present(UIViewController, animated: Bool? = nil)
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
    /// Dismisses this presented controller and everything above it with this flag.
    case dismissAnimated(UIViewController, animated: Bool)
    /// Makes this controller the window's root.
    case setRoot(UIViewController)
    /// Selects the root `UITab` with this identifier of a tab bar of `UITab`s (iOS 18), through
    /// `selectedTab`.
    case selectRootTab(UITabBarController, identifier: String)

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

    /// The animation flag the operation carries itself, overriding its command's.
    var ownAnimation: Bool? {
        switch self {
        case .setStack(_, _, let animated), .present(_, let animated): animated
        default: nil
        }
    }

    /// Sets the stack of `navigation`, wherever it is (hidden or not), with this animation
    /// flag.
    static func setStackOf(
        _ navigation: UINavigationController, _ screens: [UIViewController], animated: Bool
    ) -> NavigationOperation {
        .setStack(screens, of: navigation, animated: animated)
    }

    /// Presents `screen` on the front-most screen with this animation flag.
    static func presentAnimated(_ screen: UIViewController, animated: Bool)
        -> NavigationOperation
    {
        .present(screen, animated: animated)
    }
}
