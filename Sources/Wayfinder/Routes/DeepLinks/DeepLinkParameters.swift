import Foundation

/// What a deep link carried: the values of its pattern's parameters and its query items.
///
/// Path parameters are percent-decoded after the path was split, so `%2F` in a segment stays in
/// one parameter as `/`. A `<path:rest>` parameter is its segments joined by `/`. The subscript
/// and the typed readers return a path parameter when the pattern has one of that name, and
/// otherwise the query item: a query item never overrides a path parameter.
///
/// ```swift
/// // "shop://products/42?ref=mail" matched by "/products/<int:id>"
/// parameters.int("id")        // 42
/// parameters["ref"]           // "mail"
/// parameters.query["ref"]     // "mail"
/// ```
public struct DeepLinkParameters: Sendable {
    /// The URL that was opened.
    public let url: URL
    /// The pattern that matched, as it was registered.
    public let pattern: String
    private let names: [String]
    private let values: [String]
    /// The first value of each query item, percent-decoded (`+` is kept as it is).
    public let query: [String: String]

    init(url: URL, pattern: String, names: [String], values: [String], query: [String: String]) {
        self.url = url
        self.pattern = pattern
        self.names = names
        self.values = values
        self.query = query
    }

    /// The names of the path parameters, in the pattern's order.
    public var pathParameterNames: [String] { names }

    /// The path parameter `name`, percent-decoded; else the query item `name`; else nil.
    /// - Complexity: O(*p*) in the number of path parameters.
    public subscript(_ name: String) -> String? {
        if let index = names.firstIndex(of: name) {
            return values[index]
        }
        return query[name]
    }

    /// The parameter `name` as an `Int`, or nil when it is absent or not an integer that fits.
    public func int(_ name: String) -> Int? {
        self[name].flatMap { Int($0) }
    }

    /// The parameter `name` as a `UUID`, or nil when it is absent or not a UUID.
    public func uuid(_ name: String) -> UUID? {
        self[name].flatMap { UUID(uuidString: $0) }
    }

    /// The parameter `name` as a finite `Double`, or nil when it is absent or not a number.
    public func double(_ name: String) -> Double? {
        self[name].flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil }
    }
}
