/// Where a stack of a ``NavigationState`` lives in the window.
public enum RouteLayer: Hashable, Sendable, CustomStringConvertible {
    /// The root navigation stack (a ``NavigationState/Root/stack(_:)`` root).
    case root
    /// The stack of the tab at this index.
    case tab(Int)
    /// The stack of the modal at this index in the modal chain, bottom first.
    case modal(Int)

    /// `root`, `tab 1`, `modal 0`.
    public var description: String {
        switch self {
        case .root: "root"
        case .tab(let index): "tab \(index)"
        case .modal(let index): "modal \(index)"
        }
    }
}

/// One step from one ``NavigationState`` to another, as ``RoutePlanner`` plans it: a plain
/// value that can be compared and printed. ``RouteNavigator`` carries each step out with one
/// UIKit call.
public enum RouteStep<Route: Hashable & Codable & Sendable>: Hashable, Sendable,
    CustomStringConvertible
{
    /// Build a new root for the window (a navigation controller, or a tab bar controller of
    /// navigation controllers), without animation.
    case setRoot(NavigationState<Route>.Root)
    /// Set the stack of a layer: one `setViewControllers` (UIKit makes it a push or a pop
    /// when it is one).
    case setStack(RouteLayer, [Route], animated: Bool)
    /// Select a tab (never animated in UIKit).
    case selectTab(Int)
    /// Dismiss the modal at this index and every modal above it.
    case dismiss(modal: Int, animated: Bool)
    /// Present a new modal on top of everything.
    case present(NavigationState<Route>.Modal, animated: Bool)

    /// Whether the step animates.
    public var isAnimated: Bool {
        switch self {
        case .setRoot, .selectTab: false
        case .setStack(_, _, let animated), .dismiss(_, let animated),
            .present(_, let animated):
            animated
        }
    }

    /// A readable form, such as `setStack(tab 1, [inbox, message(42)], animated: false)`.
    public var description: String {
        func list(_ routes: [Route]) -> String {
            "[" + routes.map { String(describing: $0) }.joined(separator: ", ") + "]"
        }
        switch self {
        case .setRoot(.stack(let stack)):
            return "setRoot(stack \(list(stack)))"
        case .setRoot(.tabs(let tabs, let selected)):
            return
                "setRoot(tabs [\(tabs.map(list).joined(separator: ", "))], selected: \(selected))"
        case .setStack(let layer, let routes, let animated):
            return "setStack(\(layer), \(list(routes)), animated: \(animated))"
        case .selectTab(let index):
            return "selectTab(\(index))"
        case .dismiss(let modal, let animated):
            return "dismiss(modal \(modal), animated: \(animated))"
        case .present(let modal, let animated):
            let container = modal.inNavigation ? "in navigation" : "single screen"
            return "present(\(modal.style.rawValue), \(container), \(list(modal.stack)), "
                + "animated: \(animated))"
        }
    }
}

extension RouteStep {
    /// Whether the step presents a modal.
    var presents: Bool {
        if case .present = self { return true }
        return false
    }

    /// Whether the step dismisses modals.
    var dismisses: Bool {
        if case .dismiss = self { return true }
        return false
    }

    /// Whether the step builds a new root.
    var setsRoot: Bool {
        if case .setRoot = self { return true }
        return false
    }
}
