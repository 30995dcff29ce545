/// Why a deep link could not be used, or why a pattern could not be registered: what was wrong
/// and what to do instead.
///
/// A small public struct over an internal enum, so that new reasons can be added without
/// breaking code that switches over errors. Compare errors with `==`, read ``code`` for the kind
/// of error, or ``message`` for the sentence to show a developer.
public struct DeepLinkError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    enum Reason: Equatable, Hashable, Sendable {
        case malformedPattern(String, problem: String)
        case conflictingPattern(String, existing: String, example: String)
        case urlTooLong(length: Int)
        case tooManySegments(count: Int)
        case unsupportedURL(String)
        case missingScheme(String)
        case linkGivenAsPath(String)
        case invalidPercentEncoding(String)
        case dotSegment(String)
        case notFound(path: String)
        case targetFailed(pattern: String, error: String)
        case invalidTarget(pattern: String, problem: String)
        case noRouter
        case missingParameter(name: String, pattern: String)
        case mistypedParameter(name: String, value: String, type: String, pattern: String)
    }

    let reason: Reason

    init(_ reason: Reason) {
        self.reason = reason
    }

    /// The longest URL, in UTF-8 bytes of its absolute string, that a router reads.
    public static let maximumURLLength = 2_048

    /// The most path segments a URL may have (after the host of a custom scheme is counted).
    public static let maximumSegmentCount = 128

    /// A short, stable name for the kind of error, such as `"notFound"`.
    public var code: String {
        switch reason {
        case .malformedPattern: "malformedPattern"
        case .conflictingPattern: "conflictingPattern"
        case .urlTooLong: "urlTooLong"
        case .tooManySegments: "tooManySegments"
        case .unsupportedURL: "unsupportedURL"
        case .missingScheme: "missingScheme"
        case .linkGivenAsPath: "linkGivenAsPath"
        case .invalidPercentEncoding: "invalidPercentEncoding"
        case .dotSegment: "dotSegment"
        case .notFound: "notFound"
        case .targetFailed: "targetFailed"
        case .invalidTarget: "invalidTarget"
        case .noRouter: "noRouter"
        case .missingParameter: "missingParameter"
        case .mistypedParameter: "mistypedParameter"
        }
    }

    /// What was wrong, and what to do instead.
    public var message: String {
        switch reason {
        case .malformedPattern(let pattern, let problem):
            "The pattern \"\(pattern)\" is malformed: \(problem). Fix the pattern and register "
                + "it again."
        case .conflictingPattern(let pattern, let existing, let example):
            "The pattern \"\(pattern)\" conflicts with \"\(existing)\", registered before: both "
                + "match the same URLs at the same priority (such as \(example)). Keep one of "
                + "them, or make them differ by a literal segment or a parameter type."
        case .urlTooLong(let length):
            "The URL is \(length) characters long; a deep link may have at most "
                + "\(Self.maximumURLLength). Shorten the link, or pass large data another way."
        case .tooManySegments(let count):
            "The URL has \(count) path segments; a deep link may have at most "
                + "\(Self.maximumSegmentCount). Check where the link came from."
        case .unsupportedURL(let url):
            "The URL \(url) has a scheme or host this router does not handle. Add its scheme "
                + "to `schemes` or its host to `hosts` when creating the DeepLinkRouter."
        case .missingScheme(let url):
            "The URL \(url) has no scheme, so it is not a link: a router opens only links "
                + "with one of its `schemes` or to one of its `hosts`. For a path inside the "
                + "app, use `resolve(path:from:)` or `RouteNavigator.open(path:)`."
        case .linkGivenAsPath(let path):
            "The path \(path) has a scheme or a host (`//host/…`), so it is a link, not a "
                + "path inside the app. Open it as a URL with `open(_:)` or `resolve(_:from:)`."
        case .invalidPercentEncoding(let segment):
            "The URL part \"\(segment)\" has an invalid percent escape or is not UTF-8 once "
                + "decoded. Encode the link with percent escapes of UTF-8 bytes."
        case .dotSegment(let segment):
            "The URL has a \"\(segment)\" segment; deep links never walk up or stay in place "
                + "with dot segments. Send the full path instead."
        case .notFound(let path):
            "No registered pattern matches the path \(path). Register a pattern for it, or "
                + "check the link."
        case .targetFailed(let pattern, let error):
            "The target of the pattern \"\(pattern)\" threw: \(error). Nothing was changed."
        case .invalidTarget(let pattern, let problem):
            "The target of the pattern \"\(pattern)\" returned an invalid state: \(problem). "
                + "Fix the target closure."
        case .noRouter:
            "This RouteNavigator has no deep-link router. Set `deepLinks` to a DeepLinkRouter "
                + "before opening URLs."
        case .missingParameter(let name, let pattern):
            "The link matched \"\(pattern)\" but has no parameter \"\(name)\": neither a "
                + "path parameter of the pattern nor a query item. Add it to the pattern, or "
                + "read it with `optional(_:as:)` when links may leave it out."
        case .mistypedParameter(let name, let value, let type, let pattern):
            "The parameter \"\(name)\" of a link matching \"\(pattern)\" is \"\(value)\", "
                + "which is not \(type). Give it a type in the pattern (such as <int:\(name)>) "
                + "so that such links do not match, or check the link."
        }
    }

    /// The message, so that printing an error says what was wrong and what to do.
    public var description: String { message }
}
