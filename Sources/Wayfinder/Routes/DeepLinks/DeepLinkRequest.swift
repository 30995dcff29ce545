import Foundation

/// A URL read by the rules of a ``DeepLinkRouter``: its path segments, percent-decoded after
/// splitting, and its query items.
///
/// A URL whose scheme is one of the router's `schemes` uses its host as the first segment
/// (`shop://products/42` → `products`, `42`); an `http` or `https` URL whose host is one of
/// its `hosts` uses its path; a URL without a scheme (`/products/42`) uses its path; anything
/// else is unsupported. Scheme and host compare case-insensitively. Empty segments and a
/// trailing slash are ignored; `.` and `..` segments are refused; the fragment is ignored.
struct DeepLinkRequest: Sendable {
    /// The path segments, decoded.
    let segments: [String]
    /// Each query item's first value, decoded (`+` is kept).
    let query: [String: String]

    /// Reads `url`.
    /// - Parameters:
    ///   - schemes: lowercased custom schemes whose host is the first segment.
    ///   - hosts: lowercased hosts of `http(s)` URLs.
    /// - Throws: ``DeepLinkError`` for a URL that is too long, unsupported, has too many
    ///   segments, an invalid percent escape, or a dot segment.
    /// - Complexity: O(*n*) in the length of the URL, which is at most
    ///   ``DeepLinkError/maximumURLLength``.
    init(_ url: URL, schemes: Set<String>, hosts: Set<String>) throws(DeepLinkError) {
        let text = url.absoluteString
        let length = text.utf8.count
        guard length <= DeepLinkError.maximumURLLength else {
            throw DeepLinkError(.urlTooLong(length: length))
        }
        var rest = Substring(text)
        if let fragment = rest.firstIndex(of: "#") {
            rest = rest[..<fragment]
        }
        var queryText: Substring = ""
        if let question = rest.firstIndex(of: "?") {
            queryText = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        var segments: [String] = []
        if let scheme = Self.scheme(of: rest) {
            rest = rest[rest.index(rest.startIndex, offsetBy: scheme.count + 1)...]
            let lowered = scheme.lowercased()
            var host: Substring = ""
            if rest.hasPrefix("//") {
                rest = rest.dropFirst(2)
                let end = rest.firstIndex(of: "/") ?? rest.endIndex
                host = Self.hostName(in: rest[..<end])
                rest = rest[end...]
            }
            if schemes.contains(lowered) {
                if !host.isEmpty {
                    try Self.append(host, to: &segments)
                }
            } else if lowered == "http" || lowered == "https", hosts.contains(host.lowercased()) {
                // The path alone.
            } else {
                throw DeepLinkError(.unsupportedURL(text))
            }
        }
        for part in rest.split(separator: "/", omittingEmptySubsequences: true) {
            try Self.append(part, to: &segments)
        }
        self.segments = segments
        self.query = try Self.queryItems(queryText)
    }

    private static func append(
        _ part: Substring, to segments: inout [String]
    ) throws(DeepLinkError) {
        guard segments.count < DeepLinkError.maximumSegmentCount else {
            throw DeepLinkError(.tooManySegments(count: segments.count + 1))
        }
        guard let decoded = PercentDecoding.decode(part) else {
            throw DeepLinkError(.invalidPercentEncoding(String(part)))
        }
        if part == "." || part == ".." || decoded == "." || decoded == ".." {
            throw DeepLinkError(.dotSegment(String(part)))
        }
        segments.append(decoded)
    }

    /// The scheme when `text` starts with one (`letter *( letter / digit / + / - / . ) ":"`).
    private static func scheme(of text: Substring) -> Substring? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let candidate = text[..<colon]
        guard let first = candidate.unicodeScalars.first,
            ("a"..."z").contains(first) || ("A"..."Z").contains(first)
        else { return nil }
        let isScheme = candidate.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "+", "-", ".": true
            default: false
            }
        }
        return isScheme ? candidate : nil
    }

    /// The host of an authority: without user information and port.
    private static func hostName(in authority: Substring) -> Substring {
        var host = authority
        if let at = host.lastIndex(of: "@") {
            host = host[host.index(after: at)...]
        }
        let bracket = host.lastIndex(of: "]")
        if let colon = host.lastIndex(of: ":"), bracket.map({ $0 < colon }) ?? true {
            host = host[..<colon]
        }
        return host
    }

    private static func queryItems(_ text: Substring) throws(DeepLinkError) -> [String: String] {
        var items: [String: String] = [:]
        for item in text.split(separator: "&", omittingEmptySubsequences: true) {
            let equals = item.firstIndex(of: "=")
            let rawName = equals.map { item[..<$0] } ?? item
            let rawValue = equals.map { item[item.index(after: $0)...] } ?? ""
            guard let name = PercentDecoding.decode(rawName) else {
                throw DeepLinkError(.invalidPercentEncoding(String(rawName)))
            }
            guard let value = PercentDecoding.decode(rawValue) else {
                throw DeepLinkError(.invalidPercentEncoding(String(rawValue)))
            }
            if items[name] == nil {
                items[name] = value
            }
        }
        return items
    }
}
