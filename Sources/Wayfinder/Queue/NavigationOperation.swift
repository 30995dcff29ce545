/// One change inside a command, holding the screens it needs until it runs.
///
/// It is the one description of what a public method asks for: the ``NavigationCommand`` that
/// is traced, settled and sent in ``Navigator/events`` is made from it
/// (``command(animated:)``).
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
    /// Dismisses the presented screen `screen` belongs to (the screen itself, or the presented
    /// container it is inside) and everything presented above it; `animated` overrides the
    /// command's flag. `ifNotPresented` says what happens when, by the time it runs, that
    /// screen is no longer presented.
    case dismiss(
        UIViewController, animated: Bool? = nil, ifNotPresented: IfNotPresented)
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
    /// Makes this controller the window's root.
    case setRoot(UIViewController)
    /// Selects the root `UITab` with this identifier of a tab bar of `UITab`s (iOS 18), through
    /// `selectedTab`.
    case selectRootTab(UITabBarController, identifier: String)
    /// Shows a column of a split view controller (`show(_:)`): expanded, the display mode
    /// that shows it; collapsed, that column on top of the collapsed stack.
    case showColumn(UISplitViewController, UISplitViewController.Column)
    /// Hides a column of a split view controller (`hide(_:)`).
    case hideColumn(UISplitViewController, UISplitViewController.Column)
    /// Sets a split view controller's `preferredDisplayMode`.
    case displayMode(UISplitViewController, UISplitViewController.DisplayMode)

    var isStackEdit: Bool {
        switch self {
        case .push, .pop, .popTo, .popToRoot, .setStack, .remove: true
        default: false
        }
    }

    /// The public command this operation is, as traced and settled, with the command's
    /// animation flag.
    ///
    /// The operations of declarative navigation are never a command of their own: they are
    /// steps of a ``NavigationCommand/goTo(_:animated:)``, and are described as one.
    ///
    /// - Parameter names: the navigator's names of screens, which make each type's name
    ///   once; without them, each name is made afresh.
    func command(animated: Bool, names: ScreenNames? = nil) -> NavigationCommand {
        func reference(_ screen: UIViewController) -> ScreenReference {
            ScreenReference(screen, names: names, closingGesture: nil)
        }
        return switch self {
        case .push(let screen, let removing):
            .push(reference(screen), animated: animated, removing: removing != nil)
        case .pop: .pop(animated: animated)
        case .popTo(let screen): .popTo(reference(screen), animated: animated)
        case .popToRoot: .popToRoot(animated: animated)
        case .setStack(let screens, _, _):
            .setStack(screens.map(reference), animated: animated)
        case .remove: .remove(animated: animated)
        case .present(let screen, _): .present(reference(screen), animated: animated)
        case .dismiss(let screen, _, _): .dismiss(reference(screen), animated: animated)
        case .dismissAll: .dismissAll(animated: animated)
        case .selectTab(let index): .selectTab(index)
        case .close(let screen): .close(reference(screen), animated: animated)
        case .embed(let child, let container, _):
            .embed(reference(child), in: reference(container))
        case .unembed(let child):
            .unembed(reference(child))
        case .expand: .goTo("the planned state", animated: animated)
        case .setRoot(let root): .goTo("root \(screenName(of: root))", animated: animated)
        case .selectRootTab(_, let identifier):
            .goTo("tab \"\(identifier)\"", animated: animated)
        case .showColumn(let split, let column):
            .goTo("\(screenName(of: split)) column .\(columnName(column))", animated: animated)
        case .hideColumn(let split, let column):
            .goTo(
                "\(screenName(of: split)) without column .\(columnName(column))",
                animated: animated)
        case .displayMode(let split, let mode):
            .goTo(
                "\(screenName(of: split)) display mode .\(displayModeName(mode))",
                animated: animated)
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
        case .setStack(_, _, let animated), .present(_, let animated),
            .dismiss(_, let animated, _):
            animated
        default: nil
        }
    }

    /// What a dismissal does when the screen it was given is no longer presented when it runs.
    enum IfNotPresented {
        /// When the screen left the window a moment ago (the user swiped it away, or an earlier
        /// command dismissed it), the command is superseded: what it asked for already
        /// happened. Otherwise it fails with `notPresented`.
        case supersededIfJustLeft
        /// It fails with `notPresented`, however the screen left.
        /// Declarative navigation plans its dismissals from the modals shown when its command
        /// starts: a planned modal that is gone means the window no longer looks like the plan
        /// assumed, so the change toward the target state stops there.
        case fails

        /// Whether a dismissal whose screen is no longer presented is superseded (rather
        /// than failed), given whether that screen left the window a moment ago.
        func isSuperseded(screenLeftRecently: Bool) -> Bool {
            switch self {
            case .supersededIfJustLeft: screenLeftRecently
            case .fails: false
            }
        }
    }
}
