/// One change a navigator makes: a plain value that can be compared, printed and logged.
///
/// Commands refer to screens through ``ScreenReference``s, so a queued or logged command
/// never keeps a screen alive.
public enum NavigationCommand: Hashable, Sendable, CustomStringConvertible {
    /// Push a screen, optionally removing the screens a predicate matches in the same
    /// transition.
    case push(ScreenReference, animated: Bool, removing: Bool)
    /// Pop the top screen.
    case pop(animated: Bool)
    /// Pop back to a screen.
    case popTo(ScreenReference, animated: Bool)
    /// Pop back to the root.
    case popToRoot(animated: Bool)
    /// Replace the stack.
    case setStack([ScreenReference], animated: Bool)
    /// Remove the screens a predicate matches.
    case remove(animated: Bool)
    /// Present a screen on the front-most one.
    case present(ScreenReference, animated: Bool)
    /// Dismiss a presented screen and everything above it.
    case dismiss(ScreenReference, animated: Bool)
    /// Dismiss everything presented.
    case dismissAll(animated: Bool)
    /// Select a tab.
    case selectTab(Int)
    /// Close a screen however it was shown.
    case close(ScreenReference, animated: Bool)
    /// Embed a child in a container.
    case embed(ScreenReference, in: ScreenReference)
    /// Remove an embedded child from its container.
    case unembed(ScreenReference)
    /// Several changes carried out as one.
    case batch([NavigationCommand], animated: Bool)
    /// Go to a navigation state (``RouteNavigator/go(to:animated:)``), described on one line.
    case goTo(String, animated: Bool)

    /// A readable form, such as `push(B, animated: true)`.
    public var description: String {
        switch self {
        case .push(let screen, let animated, let removing):
            "push(\(screen), animated: \(animated)\(removing ? ", removing: …" : ""))"
        case .pop(let animated): "pop(animated: \(animated))"
        case .popTo(let screen, let animated): "pop(to: \(screen), animated: \(animated))"
        case .popToRoot(let animated): "popToRoot(animated: \(animated))"
        case .setStack(let screens, let animated):
            "setStack([\(screens.map(\.name).joined(separator: ", "))], animated: \(animated))"
        case .remove(let animated): "remove(animated: \(animated), where: …)"
        case .present(let screen, let animated): "present(\(screen), animated: \(animated))"
        case .dismiss(let screen, let animated): "dismiss(\(screen), animated: \(animated))"
        case .dismissAll(let animated): "dismissAll(animated: \(animated))"
        case .selectTab(let index): "selectTab(\(index))"
        case .close(let screen, let animated): "close(\(screen), animated: \(animated))"
        case .embed(let child, let parent): "embed(\(child), in: \(parent))"
        case .unembed(let child): "unembed(\(child))"
        case .batch(let commands, let animated):
            "perform(animated: \(animated)) { "
                + commands.map(\.description).joined(separator: "; ") + " }"
        case .goTo(let state, let animated): "go(to: \(state), animated: \(animated))"
        }
    }
}
