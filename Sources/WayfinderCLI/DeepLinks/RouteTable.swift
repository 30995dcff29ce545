import Foundation
import Wayfinder

/// A route table for `wayfinder open`: the URL schemes and hosts, the state on screen before
/// the link, and each pattern with its target.
///
/// ```
/// # shop.routes
/// scheme shop
/// host shop.example.com
/// start tabs home | search selected 0
/// route /products/<int:id> => select 0; push product-{id}
/// route /account           => dismiss-all; sheet sign-in
/// ```
struct RouteTable: Sendable {
    /// One `route` line.
    struct Entry: Sendable {
        /// The pattern, as written.
        var pattern: String
        /// The target's clauses.
        var clauses: [RouteTargetClause]
        /// The line, from 1.
        var line: Int
    }

    /// The file name used in messages.
    var fileName: String
    /// Custom schemes.
    var schemes: Set<String> = []
    /// Web hosts.
    var hosts: Set<String> = []
    /// The state on screen when the link opens.
    var start = NavigationState<String>(stack: ["home"])
    /// The routes, in file order.
    var entries: [Entry] = []
    /// The router built from the entries.
    var router = DeepLinkRouter<String>()
}
