import Foundation

/// What `wayfinder open` found for a link, as the `deepLink` key of the JSON report: the
/// pattern and its line, the parameters, the states, or why the link was refused; then the
/// UIKit calls Wayfinder made and how the transition settled.
struct DeepLinkRecord: Codable, Equatable, Sendable {
    /// One path parameter or query item.
    struct Parameter: Codable, Equatable, Sendable {
        /// Its name.
        var name: String
        /// Its value, percent-decoded.
        var value: String
    }

    /// The link, as given.
    var url: String
    /// The route table's file name.
    var routes: String
    /// The pattern that matched, as written in the table; absent when none did.
    var pattern: String?
    /// The pattern's line in the table, from 1.
    var line: Int?
    /// The path parameters, in the pattern's order.
    var parameters: [Parameter] = []
    /// The query items, sorted by name.
    var query: [Parameter] = []
    /// The state on screen before the link, as `NavigationState` prints it.
    var from: String?
    /// The target state; absent when the link was refused.
    var target: String?
    /// The code of the error that refused the link (`notFound`, `unsupportedURL` …).
    var refused: String?
    /// The error's message.
    var message: String?
    /// The UIKit calls Wayfinder made to reach the target, in order.
    var uikitCalls: [String]?
    /// How the transition settled: `completed`, `pending` or a failure.
    var settled: String?
}
