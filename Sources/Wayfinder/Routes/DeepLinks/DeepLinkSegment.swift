/// One segment of a parsed deep-link pattern: a literal or a typed parameter.
///
/// The order of the cases is the matching priority of a URL segment: a literal first, then
/// `int`, `uuid` and `double`, then a string, then a `path` that takes every segment left.
enum DeepLinkSegment: Hashable, Sendable {
    case literal(String)
    case int(String)
    case uuid(String)
    case double(String)
    case string(String)
    case path(String)

    /// The parameter's name, or nil for a literal.
    var name: String? {
        switch self {
        case .literal: nil
        case .int(let name), .uuid(let name), .double(let name), .string(let name),
            .path(let name):
            name
        }
    }

    /// The matching rank at one URL segment: lower wins.
    var rank: Int {
        switch self {
        case .literal: 0
        case .int: 1
        case .uuid: 2
        case .double: 3
        case .string: 4
        case .path: 5
        }
    }

    /// Whether two segments sit at the same place in the trie (same literal, or same type).
    func sharesNode(with other: DeepLinkSegment) -> Bool {
        switch (self, other) {
        case (.literal(let a), .literal(let b)): a == b
        default: rank == other.rank && rank != 0
        }
    }

    /// A URL segment this pattern segment matches, for messages.
    var example: String {
        switch self {
        case .literal(let text): text
        case .int: "1"
        case .uuid: "00000000-0000-0000-0000-000000000001"
        case .double: "1.5"
        case .string: "x"
        case .path: "x/y"
        }
    }
}
