import Foundation

extension RouteNavigator {
    /// Goes to `state`, as ``go(to:animated:)`` does, and calls `completion` once the request
    /// settles: one call, as with the ``Navigator``'s commands and a transition's
    /// `onSettled`.
    ///
    /// ```swift
    /// routes.go(to: NavigationState(stack: [.home, .orders])) { settlement in
    ///     if case .failed(let error) = settlement { show(error.message) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - state: the target.
    ///   - animated: `false` makes every change without animation.
    ///   - completion: called on the main actor once, with how the request settled (a guard's
    ///     hold settles it only when the held target is reached or dropped).
    /// - Returns: the request's transition.
    @discardableResult
    public func go(
        to state: NavigationState<Route>, animated: Bool = true,
        completion: @escaping @MainActor (Settlement) -> Void
    ) -> NavigatorTransition {
        let transition = go(to: state, animated: animated)
        transition.onSettled(completion)
        return transition
    }

    /// Opens `url` through ``deepLinks``, as ``open(_:animated:)`` does, and calls
    /// `completion` once the request settles.
    ///
    /// ```swift
    /// routes.open(url) { settlement in
    ///     if settlement != .completed { analytics.log("link not followed: \(url)") }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - url: the link.
    ///   - animated: `false` makes every change without animation.
    ///   - completion: called on the main actor once, with how the request settled.
    /// - Returns: the request's transition.
    @discardableResult
    public func open(
        _ url: URL, animated: Bool = true,
        completion: @escaping @MainActor (Settlement) -> Void
    ) -> NavigatorTransition {
        let transition = open(url, animated: animated)
        transition.onSettled(completion)
        return transition
    }
}
