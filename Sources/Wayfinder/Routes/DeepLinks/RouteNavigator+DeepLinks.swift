import Foundation

extension RouteNavigator {
    /// Opens a deep link: ``deepLinks`` resolves it to a target state, the guards are asked,
    /// and the window reaches the target from wherever it is in one transition.
    ///
    /// The target closure starts from the target of the latest request that has not settled,
    /// else from ``state``. A link opened during a transition or a gesture waits its turn like
    /// any other request, and a later request made before it starts supersedes it.
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    ///     for context in contexts { routes.open(context.url) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - url: the link.
    ///   - animated: `false` makes every change without animation.
    /// - Returns: the transition. It fails with a ``NavigationError`` (`deepLink`, whose
    ///   message is the ``DeepLinkError``'s) when there is no router, or the URL is refused
    ///   or matches no pattern; nothing on screen changes then.
    @discardableResult
    public func open(_ url: URL, animated: Bool = true) -> Transition {
        let from = requestedTarget?.state ?? state
        let resolved =
            deepLinks?.resolve(url, from: from) ?? .failure(DeepLinkError(.noRouter))
        let text = url.absoluteString
        let shown = text.count > 80 ? String(text.prefix(80)) + "…" : text
        switch resolved {
        case .success(let target):
            navigator.tracer.record(.command, .deepLink, "open \(shown) → \(target.summary)")
            return request(target, animated: animated, cause: .deepLink)
        case .failure(let error):
            navigator.tracer.record(.command, .deepLink, "open \(shown): \(error.code)")
            return navigator.refuse(
                .goTo("open \(shown)", animated: animated), NavigationError(.deepLink(error)))
        }
    }
}
