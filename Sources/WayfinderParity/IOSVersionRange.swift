import Foundation

/// The iOS versions an accepted divergence holds for: `"any"`, one version (`"26"` for every
/// 26.x, `"26.2"` for 26.2 and 26.2.x), or a closed or half-open range (`"18.0...26.1"`,
/// `"26.0..."`, `"...18.6"`), bounds included.
///
/// A bound counts only the parts it names: `"...26"` includes 26.4, `"26.1..."` includes
/// 26.1 and 27.
public struct IOSVersionRange: Codable, Equatable, Hashable, Sendable,
    CustomStringConvertible
{
    /// The lowest version included, `nil` for no lower bound.
    public let lower: [Int]?
    /// The highest version included (counting only its parts), `nil` for no upper bound.
    public let upper: [Int]?

    /// Every iOS version, and runs that name none (e.g. HeadlessUIKit's).
    public static let any = IOSVersionRange(lower: nil, upper: nil)

    private init(lower: [Int]?, upper: [Int]?) {
        self.lower = lower
        self.upper = upper
    }

    /// Parses `"any"`, `"26.2"`, `"18.0...26.1"`, `"26.0..."` or `"...18.6"`.
    /// - Returns: `nil` when `text` is none of these, or its lower bound is above its upper.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed == "any" {
            self = .any
            return
        }
        guard let range = trimmed.range(of: "...") else {
            guard let version = Self.parse(trimmed) else { return nil }
            self.init(lower: version, upper: version)
            return
        }
        let lowerText = String(trimmed[..<range.lowerBound])
        let upperText = String(trimmed[range.upperBound...])
        let lower = lowerText.isEmpty ? nil : Self.parse(lowerText)
        let upper = upperText.isEmpty ? nil : Self.parse(upperText)
        if (!lowerText.isEmpty && lower == nil) || (!upperText.isEmpty && upper == nil)
            || (lower == nil && upper == nil)
        {
            return nil
        }
        if let lower, let upper, Self.compare(lower, upper, parts: upper.count) > 0 {
            return nil
        }
        self.init(lower: lower, upper: upper)
    }

    /// Whether `version` (e.g. `[26, 2]`) is in the range; `nil` (a run on no iOS) is only
    /// in ``any``.
    public func contains(_ version: [Int]?) -> Bool {
        guard let version else { return self == .any }
        if let lower, Self.compare(version, lower, parts: max(version.count, lower.count)) < 0 {
            return false
        }
        if let upper, Self.compare(version, upper, parts: upper.count) > 0 { return false }
        return true
    }

    /// The text this range was parsed from, normalised: `"any"`, `"26.2"`, `"26.0..."`.
    public var description: String {
        func text(_ version: [Int]?) -> String {
            version.map { $0.map(String.init).joined(separator: ".") } ?? ""
        }
        if self == .any { return "any" }
        if lower == upper { return text(lower) }
        return text(lower) + "..." + text(upper)
    }

    /// The iOS version in a run's platform, as ``UIKitParityDriver`` writes it:
    /// `"iOS 26.2 (iPhone)"` or `"iPadOS 26.2 (iPad)"` give `[26, 2]`; `"HeadlessUIKit"`
    /// gives `nil`.
    public static func version(ofPlatform platform: String) -> [Int]? {
        let words = platform.split(separator: " ")
        guard words.count >= 2, words[0] == "iOS" || words[0] == "iPadOS" else { return nil }
        return parse(String(words[1]))
    }

    /// Reads the range from a JSON string.
    /// - Throws: `DecodingError.dataCorrupted` naming the accepted forms.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let range = IOSVersionRange(text) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "'\(text)' is not an iOS version range: write \"any\", \"26.2\", "
                        + "\"18.0...26.1\", \"26.0...\" or \"...18.6\""))
        }
        self = range
    }

    /// Writes the range as its ``description``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    private static func parse(_ text: String) -> [Int]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count <= 3 else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.allSatisfy(\.isASCII), let number = Int(part), number >= 0
            else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    /// Compares the first `parts` parts of two versions, missing parts as 0.
    private static func compare(_ left: [Int], _ right: [Int], parts: Int) -> Int {
        for index in 0..<parts {
            let a = index < left.count ? left[index] : 0
            let b = index < right.count ? right[index] : 0
            if a != b { return a < b ? -1 : 1 }
        }
        return 0
    }
}
