import Foundation

/// Turns a URL into the ``NavigationState`` that shows it: a segment trie of typed patterns,
/// each with a closure that builds the target state from the parameters and the current state.
///
/// UIKit hands an app a URL (`scene(_:openURLContexts:)`, a universal link, a notification) and
/// leaves the rest to the app. The router finds the pattern for the URL in time that depends on
/// the URL's length, not on how many patterns there are; a ``RouteNavigator`` then reaches the
/// target state from whatever is on screen in one transition (``RouteNavigator/open(_:animated:)``).
///
/// Build it once, then share it: it is a value, `Sendable`, and registering into a copy never
/// changes the original.
///
/// ```swift
/// var router = DeepLinkRouter<Screen>(schemes: ["shop"], hosts: ["shop.example.com"])
/// try router.register("/products/<int:id>") { parameters, state in
///     var target = state
///     target.dismissAll()
///     target.push(.product(parameters.int("id")!))
///     return target
/// }
/// let target = router.resolve(URL(string: "shop://products/42")!, from: current)
/// ```
///
/// **URL rules.** A URL whose scheme is in `schemes` uses its host as the first path segment
/// (`shop://products/42` → `/products/42`); an `http(s)` URL whose host is in `hosts` uses its
/// path; a URL without a scheme (`/products/42`) uses its path; anything else is unsupported.
/// Scheme and host compare case-insensitively, path literals case-sensitively; trailing slashes
/// and empty segments are ignored; parameters are percent-decoded after splitting; a query item
/// never overrides a path parameter. A URL longer than 2,048 characters, with more than 128
/// segments, an invalid percent escape, bytes that are not UTF-8, or a `.`/`..` segment is
/// refused before matching.
///
/// **Patterns.** `/products/<int:id>`: literals, and whole-segment parameters `<name>` (a
/// string), `<int:x>`, `<uuid:x>`, `<double:x>` (finite), `<string:x>`, and `<path:rest>` (one
/// or more segments joined by `/`, last only).
///
/// **Priority per segment**: a literal, then `int`, `uuid`, `double`, then a string, then a
/// path. A typed segment whose text does not convert (an `int` that overflows) does not match,
/// so a lower-priority pattern may; and when a branch leads nowhere, the search backs up, so the
/// pattern chosen is the one whose segments rank best from left to right.
public struct DeepLinkRouter<Route: Hashable & Codable & Sendable>: Sendable {
    /// Builds the state a matched URL leads to, from its parameters and the current state.
    public typealias Target =
        @Sendable (DeepLinkParameters, NavigationState<Route>) throws -> NavigationState<Route>

    private var table: DeepLinkTable
    private var targets: [Target] = []

    /// A router with no patterns.
    /// - Parameters:
    ///   - schemes: custom URL schemes (such as `"shop"`) whose host is the first path segment.
    ///   - hosts: hosts of `http` and `https` URLs (universal links) whose path is used.
    public init(schemes: Set<String> = [], hosts: Set<String> = []) {
        table = DeepLinkTable(schemes: schemes, hosts: hosts)
    }

    /// The custom schemes, lowercased.
    public var schemes: Set<String> { table.schemes }

    /// The web hosts, lowercased.
    public var hosts: Set<String> { table.hosts }

    /// The registered patterns, in registration order.
    public var patterns: [String] { table.patterns.map(\.text) }

    /// Adds a pattern and the closure that builds its target state.
    ///
    /// Nothing changes when it throws.
    ///
    /// - Parameters:
    ///   - pattern: such as `/products/<int:id>` (see the type's documentation for the syntax).
    ///   - target: builds the target state from the parameters and the current state; it may
    ///     throw to refuse the link.
    /// - Throws: ``DeepLinkError`` for a malformed pattern (unknown type, `<path:>` not last,
    ///   unbalanced brackets, duplicate parameter names, …), or one that can match the same URL
    ///   as a registered pattern at the same priority (`/users/<id>` and `/users/<name>`); the
    ///   message names both patterns.
    /// - Complexity: O(*n*) in the length of `pattern`.
    public mutating func register(
        _ pattern: String,
        _ target: @escaping Target
    ) throws {
        try table.register(pattern)
        targets.append(target)
    }

    /// The pattern a URL matches and the parameters it carries, without building a state.
    /// - Complexity: O(*n*) in the URL's length, independent of the number of patterns that do
    ///   not share its prefix.
    public func match(_ url: URL) -> Result<DeepLinkParameters, DeepLinkError> {
        table.lookup(url).map(\.1)
    }

    /// The pattern an in-app path matches and the parameters it carries, without building a
    /// state.
    ///
    /// - Parameter path: a path inside the app, such as `/products/42?ref=home` (the leading
    ///   slash is optional). A text with a scheme or a host is a link: use ``match(_:)``.
    /// - Complexity: as ``match(_:)``.
    public func match(path: String) -> Result<DeepLinkParameters, DeepLinkError> {
        table.lookup(path: path).map(\.1)
    }

    /// The state `url` leads to from `state`.
    ///
    /// A link must have a scheme: one of ``schemes``, or `http(s)` with one of ``hosts``. Text
    /// without one (`/products/42`, `products/42`, `//products/42`) is refused with
    /// `missingScheme`; resolve a path inside the app with ``resolve(path:from:)``.
    ///
    /// - Parameters:
    ///   - url: the link.
    ///   - state: what is on screen now; the target closure starts from it.
    /// - Returns: the target state, validated; or a ``DeepLinkError`` when the URL is refused,
    ///   matches no pattern, or its target throws or is not a valid state.
    /// - Complexity: the cost of ``match(_:)`` plus the target closure.
    public func resolve(
        _ url: URL, from state: NavigationState<Route>
    ) -> Result<NavigationState<Route>, DeepLinkError> {
        target(of: table.lookup(url), from: state)
    }

    /// The state an in-app path leads to from `state`, by the same patterns as links.
    ///
    /// For navigation the app starts itself (a button that opens `/orders`): no scheme or
    /// host is needed, and none is accepted.
    ///
    /// ```swift
    /// let target = try router.resolve(path: "/products/42", from: routes.state).get()
    /// ```
    ///
    /// - Parameters:
    ///   - path: such as `/products/42?ref=home`; the leading slash is optional.
    ///   - state: what is on screen now; the target closure starts from it.
    /// - Returns: the target state, validated; or a ``DeepLinkError`` when the path has a
    ///   scheme or host (`linkGivenAsPath`), matches no pattern, or its target throws or is
    ///   not a valid state.
    /// - Complexity: the cost of ``match(path:)`` plus the target closure.
    public func resolve(
        path: String, from state: NavigationState<Route>
    ) -> Result<NavigationState<Route>, DeepLinkError> {
        target(of: table.lookup(path: path), from: state)
    }

    private func target(
        of lookup: Result<(Int, DeepLinkParameters), DeepLinkError>,
        from state: NavigationState<Route>
    ) -> Result<NavigationState<Route>, DeepLinkError> {
        switch lookup {
        case .failure(let error):
            return .failure(error)
        case .success((let index, let parameters)):
            let target: NavigationState<Route>
            do {
                target = try targets[index](parameters, state)
            } catch let error as DeepLinkError {
                return .failure(error)
            } catch {
                return .failure(
                    DeepLinkError(.targetFailed(pattern: parameters.pattern, error: "\(error)")))
            }
            do {
                return .success(try target.validated())
            } catch {
                return .failure(
                    DeepLinkError(.invalidTarget(pattern: parameters.pattern, problem: "\(error)")))
            }
        }
    }
}
