import Foundation

/// The part of a ``DeepLinkRouter`` that does not know about routes: the URL rules, the
/// registered patterns and their trie. A value: registering into a copy never changes the
/// original.
struct DeepLinkTable: Sendable {
    /// Lowercased custom schemes whose host is the first path segment.
    let schemes: Set<String>
    /// Lowercased hosts of `http(s)` URLs.
    let hosts: Set<String>
    private(set) var patterns: [DeepLinkPattern] = []
    private var trie = DeepLinkTrie()

    init(schemes: Set<String>, hosts: Set<String>) {
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.hosts = Set(hosts.map { $0.lowercased() })
    }

    /// Parses `text` and adds it; nothing changes when it throws.
    /// - Returns: the pattern's index, in registration order.
    /// - Throws: ``DeepLinkError`` for a malformed pattern, or one that matches the same URLs
    ///   at the same priority as a registered one.
    /// - Complexity: O(*n*) in the length of the pattern.
    @discardableResult
    mutating func register(_ text: String) throws(DeepLinkError) -> Int {
        let pattern = try DeepLinkPattern(text)
        if let existing = trie.conflict(for: pattern.segments) {
            throw DeepLinkError(
                .conflictingPattern(
                    text, existing: patterns[existing].text, example: pattern.example))
        }
        let index = patterns.count
        trie.insert(pattern.segments, as: index)
        patterns.append(pattern)
        return index
    }

    /// The pattern matching `url`, and the parameters it carried.
    /// - Complexity: O(*n*) in the URL's length plus the trie search, independent of the
    ///   number of patterns that do not share the URL's prefix.
    func lookup(_ url: URL) -> Result<(Int, DeepLinkParameters), DeepLinkError> {
        do {
            return .success(
                try match(DeepLinkRequest(url, schemes: schemes, hosts: hosts), url: url))
        } catch {
            return .failure(error)
        }
    }

    /// The pattern matching the in-app `path`, and the parameters it carried.
    /// - Complexity: as ``lookup(_:)``.
    func lookup(path: String) -> Result<(Int, DeepLinkParameters), DeepLinkError> {
        do {
            let request = try DeepLinkRequest(path: path)
            // The request checked every character; only a space or the like makes `URL` fail.
            let url =
                URL(string: path)
                ?? URL(
                    string: path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)
                        ?? "/")!
            return .success(try match(request, url: url))
        } catch {
            return .failure(error)
        }
    }

    private func match(
        _ request: DeepLinkRequest, url: URL
    ) throws(DeepLinkError) -> (Int, DeepLinkParameters) {
        guard let match = trie.match(request.segments) else {
            let path = "/" + request.segments.joined(separator: "/")
            throw DeepLinkError(.notFound(path: path))
        }
        let pattern = patterns[match.pattern]
        let parameters = DeepLinkParameters(
            url: url, pattern: pattern.text, names: pattern.names,
            values: match.values, query: request.query)
        return (match.pattern, parameters)
    }
}
