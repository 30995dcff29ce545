import Foundation

extension RouteNavigator {
    /// Opens a deep link: ``deepLinks`` resolves it to a target state, the guards are asked,
    /// and the window reaches the target from wherever it is in one transition.
    ///
    /// The target closure starts from the target of the latest request that has not settled,
    /// else from ``state``, without its ``NavigationState/alert``: a link takes an alert down
    /// (it asked about the screen the user is leaving) unless its target puts one up. A link opened during a transition or a gesture waits its turn like
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
    ///   (a URL without a scheme is: see ``open(path:animated:)``) or matches no pattern;
    ///   nothing on screen changes then.
    @discardableResult
    public func open(_ url: URL, animated: Bool = true) -> NavigatorTransition {
        let reopen: @MainActor () -> NavigatorTransition? = { [weak self] in
            self?.open(url, animated: animated)
        }
        if let locked = lockLink(url.absoluteString, animated: animated, reopen: reopen) {
            return locked
        }
        var from = requests.target ?? state
        from.alert = nil
        let resolved =
            deepLinks?.resolve(url, from: from) ?? .failure(DeepLinkError(.noRouter))
        return open(url.absoluteString, resolved, animated: animated)
    }

    /// Opens a path inside the app (`/orders`, `/products/42`) by the same patterns as deep
    /// links: for navigation the app starts itself, so that a button and a link to the same
    /// place share one pattern and one target closure.
    ///
    /// A text with a scheme or a host is a link, and is refused here; open it with
    /// ``open(_:animated:)``. Everything else is as for a link: the guards are asked, the
    /// request waits for any running transition, and the target closure starts from a state
    /// without an alert.
    ///
    /// ```swift
    /// routes.open(path: "/orders")
    /// ```
    ///
    /// - Parameters:
    ///   - path: such as `/products/42?ref=home`; the leading slash is optional.
    ///   - animated: `false` makes every change without animation.
    /// - Returns: the transition; it fails with a ``NavigationError`` (`deepLink`) when there
    ///   is no router, or the path is refused or matches no pattern; nothing on screen
    ///   changes then.
    @discardableResult
    public func open(path: String, animated: Bool = true) -> NavigatorTransition {
        let reopen: @MainActor () -> NavigatorTransition? = { [weak self] in
            self?.open(path: path, animated: animated)
        }
        if let locked = lockLink(path, animated: animated, reopen: reopen) { return locked }
        var from = requests.target ?? state
        from.alert = nil
        let resolved =
            deepLinks?.resolve(path: path, from: from) ?? .failure(DeepLinkError(.noRouter))
        return open(path, resolved, animated: animated)
    }

    private func open(
        _ text: String, _ resolved: Result<NavigationState<Route>, DeepLinkError>,
        animated: Bool
    ) -> NavigatorTransition {
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
