import Foundation

/// The segment trie behind a ``DeepLinkRouter``: one node per distinct pattern prefix, stored
/// in a flat array so that the whole trie is a value (copied on write, `Sendable`).
///
/// A node's literal children are found by hashing the URL segment, so the cost of a lookup
/// depends on the URL's length and on the patterns that share its prefix, never on the number
/// of other patterns. Parameter children are tried in priority order (`int`, `uuid`, `double`,
/// string, `path`), and the search backs up when a branch does not end in a pattern, so the
/// pattern chosen is the one whose segments rank best from left to right.
struct DeepLinkTrie: Sendable {
    struct Node: Sendable {
        var literals: [String: Int] = [:]
        var int: Int?
        var uuid: Int?
        var double: Int?
        var string: Int?
        /// The pattern ending here with a `<path:>` parameter.
        var path: Int?
        /// The pattern ending exactly here.
        var terminal: Int?
    }

    /// A URL that matched: which pattern, and its parameters' values in the pattern's order.
    struct Match: Equatable, Sendable {
        let pattern: Int
        let values: [String]
    }

    private(set) var nodes: [Node] = [Node()]

    /// The index of the pattern already registered that matches the same URLs as `segments` at
    /// the same priority, if any.
    /// - Complexity: O(*k*) in the number of segments.
    func conflict(for segments: [DeepLinkSegment]) -> Int? {
        var node = 0
        for segment in segments {
            if case .path = segment {
                return nodes[node].path
            }
            guard let child = child(of: node, for: segment) else { return nil }
            node = child
        }
        return nodes[node].terminal
    }

    /// Adds the pattern numbered `index`. The caller has checked ``conflict(for:)``.
    /// - Complexity: O(*k*) in the number of segments.
    mutating func insert(_ segments: [DeepLinkSegment], as index: Int) {
        var node = 0
        for segment in segments {
            if case .path = segment {
                nodes[node].path = index
                return
            }
            if let child = child(of: node, for: segment) {
                node = child
                continue
            }
            let child = nodes.count
            nodes.append(Node())
            switch segment {
            case .literal(let text): nodes[node].literals[text] = child
            case .int: nodes[node].int = child
            case .uuid: nodes[node].uuid = child
            case .double: nodes[node].double = child
            case .string: nodes[node].string = child
            case .path: break
            }
            node = child
        }
        nodes[node].terminal = index
    }

    private func child(of node: Int, for segment: DeepLinkSegment) -> Int? {
        switch segment {
        case .literal(let text): nodes[node].literals[text]
        case .int: nodes[node].int
        case .uuid: nodes[node].uuid
        case .double: nodes[node].double
        case .string: nodes[node].string
        case .path: nil
        }
    }

    /// The best-ranked pattern matching `segments`, with its parameter values.
    /// - Complexity: O(*k*) for a URL of *k* segments when no parameter branch has to be
    ///   abandoned; at worst each trie node is visited once.
    func match(_ segments: [String]) -> Match? {
        var values: [String] = []
        guard let pattern = visit(0, at: 0, segments, &values) else { return nil }
        return Match(pattern: pattern, values: values)
    }

    private func visit(
        _ index: Int, at depth: Int, _ segments: [String], _ values: inout [String]
    ) -> Int? {
        // Reads go through `nodes[index]` each time: copying a node would retain its children.
        guard depth < segments.count else { return nodes[index].terminal }
        let segment = segments[depth]
        if let child = nodes[index].literals[segment],
            let found = visit(child, at: depth + 1, segments, &values)
        {
            return found
        }
        if let child = nodes[index].int, Int(segment) != nil,
            let found = capture(segment, child, depth, segments, &values)
        {
            return found
        }
        if let child = nodes[index].uuid, UUID(uuidString: segment) != nil,
            let found = capture(segment, child, depth, segments, &values)
        {
            return found
        }
        if let child = nodes[index].double, let number = Double(segment), number.isFinite,
            let found = capture(segment, child, depth, segments, &values)
        {
            return found
        }
        if let child = nodes[index].string,
            let found = capture(segment, child, depth, segments, &values)
        {
            return found
        }
        if let pattern = nodes[index].path {
            values.append(segments[depth...].joined(separator: "/"))
            return pattern
        }
        return nil
    }

    private func capture(
        _ segment: String, _ child: Int, _ depth: Int, _ segments: [String],
        _ values: inout [String]
    ) -> Int? {
        values.append(segment)
        if let found = visit(child, at: depth + 1, segments, &values) {
            return found
        }
        values.removeLast()
        return nil
    }
}
