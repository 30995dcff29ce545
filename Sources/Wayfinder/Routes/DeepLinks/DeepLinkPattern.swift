/// A deep-link pattern such as `/products/<int:id>`, parsed and checked.
///
/// Syntax: segments separated by `/` (empty segments and a trailing slash are ignored); a
/// segment is a literal, compared case-sensitively after percent-decoding, or a whole-segment
/// parameter `<name>` (a string), `<int:name>`, `<uuid:name>`, `<double:name>`,
/// `<string:name>` or `<path:name>` (one or more segments, last only).
struct DeepLinkPattern: Hashable, Sendable {
    /// The pattern as written.
    let text: String
    /// Its segments, in order.
    let segments: [DeepLinkSegment]
    /// The names of its parameters, in order.
    let names: [String]

    /// Parses `text`.
    /// - Throws: ``DeepLinkError`` `malformedPattern` naming the problem.
    /// - Complexity: O(*n*) in the length of `text`.
    init(_ text: String) throws(DeepLinkError) {
        self.text = text
        func malformed(_ problem: String) -> DeepLinkError {
            DeepLinkError(.malformedPattern(text, problem: problem))
        }
        if text.contains("?") || text.contains("#") {
            throw malformed(
                "a pattern is a path only, without a query or fragment (read query items "
                    + "from the parameters' `query`)")
        }
        var segments: [DeepLinkSegment] = []
        var names: Set<String> = []
        for raw in text.split(separator: "/", omittingEmptySubsequences: true) {
            if let last = segments.last, case .path(let name) = last {
                throw malformed("the path parameter <path:\(name)> must be the last segment")
            }
            let segment = try Self.segment(raw, malformed: malformed)
            if let name = segment.name, !names.insert(name).inserted {
                throw malformed("the parameter name \"\(name)\" is used twice")
            }
            segments.append(segment)
        }
        self.segments = segments
        self.names = segments.compactMap(\.name)
    }

    private static func segment(
        _ raw: Substring, malformed: (String) -> DeepLinkError
    ) throws(DeepLinkError) -> DeepLinkSegment {
        let opens = raw.filter { $0 == "<" }.count
        let closes = raw.filter { $0 == ">" }.count
        if opens == 0 && closes == 0 {
            guard let literal = PercentDecoding.decode(raw) else {
                throw malformed("the literal \"\(raw)\" has an invalid percent escape")
            }
            if literal == "." || literal == ".." {
                throw malformed("a \"\(literal)\" segment can never match")
            }
            return .literal(literal)
        }
        guard opens == 1, closes == 1, let open = raw.firstIndex(of: "<"),
            let close = raw.firstIndex(of: ">"), open < close
        else {
            throw malformed("the brackets in \"\(raw)\" are unbalanced")
        }
        guard open == raw.startIndex, raw.index(after: close) == raw.endIndex else {
            throw malformed(
                "a parameter must be a whole segment, but \"\(raw)\" has text around it")
        }
        let inside = raw[raw.index(after: open)..<close]
        let parts = inside.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2 else {
            throw malformed("\"\(raw)\" has more than one colon")
        }
        let name = String(parts[parts.count - 1])
        guard isValidName(name) else {
            throw malformed(
                "\"\(name)\" in \"\(raw)\" is not a parameter name (use letters, digits, `_`, "
                    + "`-` or `.`)")
        }
        let type = parts.count == 2 ? String(parts[0]) : "string"
        switch type {
        case "int": return .int(name)
        case "uuid": return .uuid(name)
        case "double": return .double(name)
        case "string": return .string(name)
        case "path": return .path(name)
        default:
            throw malformed(
                "unknown parameter type \"\(type)\" in \"\(raw)\" (use int, uuid, double, "
                    + "string or path)")
        }
    }

    private static func isValidName(_ name: String) -> Bool {
        !name.isEmpty
            && name.unicodeScalars.allSatisfy { scalar in
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".": true
                default: false
                }
            }
    }

    /// A URL path this pattern matches, for messages: `/users/<int:id>` gives `/users/1`.
    var example: String {
        "/" + segments.map(\.example).joined(separator: "/")
    }
}
