import Foundation

/// A URL read by the rules of a ``DeepLinkRouter``: its path segments, percent-decoded after
/// splitting, and its query items.
///
/// A URL whose scheme is one of the router's `schemes` uses its host as the first segment
/// (`shop://products/42` → `products`, `42`); an `http` or `https` URL whose host is one of
/// its `hosts` uses its path; a URL without a scheme (`/products/42`) uses its path; anything
/// else is unsupported. Scheme and host compare case-insensitively. Empty segments and a
/// trailing slash are ignored; `.` and `..` segments are refused; the fragment is ignored.
///
/// The URL's text is scanned byte by byte: every delimiter is ASCII, and UTF-8 never puts an
/// ASCII byte inside a multi-byte character, so slicing at delimiters keeps characters whole.
struct DeepLinkRequest: Sendable {
    typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

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
        var text = url.absoluteString
        let length = text.utf8.count
        guard length <= DeepLinkError.maximumURLLength else {
            throw DeepLinkError(.urlTooLong(length: length))
        }
        let read = text.withUTF8 {
            Self.read($0[...], schemes: schemes, hosts: hosts, url: url.absoluteString)
        }
        switch read {
        case .success(let parts): (segments, query) = parts
        case .failure(let error): throw error
        }
    }

    /// Reads an in-app path such as `/products/42?tab=reviews` (the leading slash is
    /// optional): its segments and query, by the same rules as a link's path.
    /// - Throws: ``DeepLinkError`` for a path that is too long, has a scheme (a link: use
    ///   ``init(_:schemes:hosts:)``), too many segments, an invalid percent escape, or a dot
    ///   segment.
    /// - Complexity: O(*n*) in the length of the path.
    init(path: String) throws(DeepLinkError) {
        var text = path
        let length = text.utf8.count
        guard length <= DeepLinkError.maximumURLLength else {
            throw DeepLinkError(.urlTooLong(length: length))
        }
        let read = text.withUTF8 { Self.read($0[...], schemes: nil, hosts: [], url: path) }
        switch read {
        case .success(let parts): (segments, query) = parts
        case .failure(let error): throw error
        }
    }

    /// - Parameter schemes: `nil` reads an in-app path, which must have no scheme; a set reads
    ///   a link, which must have one of them (or be an `http(s)` link to one of `hosts`).
    private static func read(
        _ bytes: Bytes, schemes: Set<String>?, hosts: Set<String>, url: String
    ) -> Result<([String], [String: String]), DeepLinkError> {
        do {
            return .success(try read(bytes, schemes: schemes, hosts: hosts, text: url))
        } catch {
            return .failure(error)
        }
    }

    private static func read(
        _ bytes: Bytes, schemes: Set<String>?, hosts: Set<String>, text url: String
    ) throws(DeepLinkError) -> ([String], [String: String]) {
        let end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
        let pathEnd = bytes[..<end].firstIndex(of: UInt8(ascii: "?")) ?? end
        var start = bytes.startIndex
        var segments: [String] = []
        segments.reserveCapacity(8)
        let colon = schemeEnd(of: bytes[..<pathEnd])
        if let schemes {
            // A link: it must name one of the router's schemes, or one of its web hosts.
            guard let colon else { throw DeepLinkError(.missingScheme(url)) }
            let scheme = String(decoding: bytes[..<colon], as: UTF8.self).lowercased()
            start = colon + 1
            var host = bytes[start..<start]
            if pathEnd - start >= 2, bytes[start] == slash, bytes[start + 1] == slash {
                let authority = start + 2
                let hostEnd = bytes[authority..<pathEnd].firstIndex(of: slash) ?? pathEnd
                host = hostName(in: bytes[authority..<hostEnd])
                start = hostEnd
            }
            if schemes.contains(scheme) {
                if !host.isEmpty {
                    try append(host, to: &segments)
                }
            } else if scheme == "http" || scheme == "https",
                hosts.contains(String(decoding: host, as: UTF8.self).lowercased())
            {
                // The path alone.
            } else {
                throw DeepLinkError(.unsupportedURL(url))
            }
        } else if colon != nil || bytes[..<pathEnd].starts(with: [slash, slash]) {
            // An in-app path: a scheme, or an authority (`//host/…`), makes it a link.
            throw DeepLinkError(.linkGivenAsPath(url))
        }
        var segmentStart = start
        for index in start..<pathEnd where bytes[index] == slash {
            if index > segmentStart {
                try append(bytes[segmentStart..<index], to: &segments)
            }
            segmentStart = index + 1
        }
        if pathEnd > segmentStart {
            try append(bytes[segmentStart..<pathEnd], to: &segments)
        }
        let query = pathEnd + 1 < end ? try queryItems(bytes[(pathEnd + 1)..<end]) : [:]
        return (segments, query)
    }

    private static let slash = UInt8(ascii: "/")

    private static func append(_ part: Bytes, to segments: inout [String]) throws(DeepLinkError) {
        guard segments.count < DeepLinkError.maximumSegmentCount else {
            throw DeepLinkError(.tooManySegments(count: segments.count + 1))
        }
        guard let decoded = PercentDecoding.decode(part) else {
            throw DeepLinkError(.invalidPercentEncoding(String(decoding: part, as: UTF8.self)))
        }
        if decoded == "." || decoded == ".." {
            throw DeepLinkError(.dotSegment(String(decoding: part, as: UTF8.self)))
        }
        segments.append(decoded)
    }

    /// The index of the colon ending a scheme at the start of `bytes`
    /// (`letter *( letter / digit / + / - / . ) ":"`), or nil when there is no scheme.
    private static func schemeEnd(of bytes: Bytes) -> Int? {
        guard let first = bytes.first, isLetter(first) else { return nil }
        for index in (bytes.startIndex + 1)..<bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") { return index }
            guard
                isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                    || byte == UInt8(ascii: ".")
            else { return nil }
        }
        return nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// The host of an authority: without user information and port.
    private static func hostName(in authority: Bytes) -> Bytes {
        var host = authority
        if let at = host.lastIndex(of: UInt8(ascii: "@")) {
            host = host[(at + 1)...]
        }
        let bracket = host.lastIndex(of: UInt8(ascii: "]"))
        if let colon = host.lastIndex(of: UInt8(ascii: ":")), bracket.map({ $0 < colon }) ?? true {
            host = host[..<colon]
        }
        return host
    }

    private static func queryItems(_ bytes: Bytes) throws(DeepLinkError) -> [String: String] {
        var items: [String: String] = [:]
        for item in bytes.split(separator: UInt8(ascii: "&")) {
            let equals = item.firstIndex(of: UInt8(ascii: "="))
            let rawName = equals.map { item[..<$0] } ?? item
            let rawValue = equals.map { item[($0 + 1)...] } ?? item[item.endIndex...]
            guard let name = PercentDecoding.decode(rawName) else {
                throw DeepLinkError(
                    .invalidPercentEncoding(String(decoding: rawName, as: UTF8.self)))
            }
            guard let value = PercentDecoding.decode(rawValue) else {
                throw DeepLinkError(
                    .invalidPercentEncoding(String(decoding: rawValue, as: UTF8.self)))
            }
            if items[name] == nil {
                items[name] = value
            }
        }
        return items
    }
}
