/// One understood divergence between HeadlessUIKit and real UIKit: where a scenario's two
/// runs part, on which iOS versions, and why. An entry of ``AcceptedDivergences``.
public struct AcceptedDivergence: Codable, Equatable, Sendable {
    /// The scenario's name, e.g. `"explain-push"`.
    public var scenario: String
    /// Where the runs part, numbered from 1 as `wayfinder diff` prints it.
    public var entry: Int
    /// The expected run's (HeadlessUIKit's) entry there, `nil` where it has ended.
    public var expected: String?
    /// The actual run's (UIKit's) entry there, `nil` where it has ended.
    public var actual: String?
    /// The iOS versions it holds for.
    public var ios: IOSVersionRange
    /// Why UIKit and HeadlessUIKit differ there; never empty.
    public var reason: String

    /// Creates an entry.
    /// - Parameters:
    ///   - scenario: the scenario's name.
    ///   - entry: where the runs part, from 1.
    ///   - expected: the expected run's entry there, `nil` where it has ended.
    ///   - actual: the actual run's entry there, `nil` where it has ended.
    ///   - ios: the iOS versions it holds for.
    ///   - reason: why; not empty.
    public init(
        scenario: String, entry: Int, expected: String?, actual: String?,
        ios: IOSVersionRange = .any, reason: String
    ) {
        self.scenario = scenario
        self.entry = entry
        self.expected = expected
        self.actual = actual
        self.ios = ios
        self.reason = reason
    }

    /// Whether `outcome` is this divergence: the same entry number and the same two lines.
    public func matches(_ outcome: ParityComparison.Outcome) -> Bool {
        guard case .diverged(let index, let expected, let actual) = outcome else { return false }
        return index + 1 == entry && expected == self.expected && actual == self.actual
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case scenario, entry, expected, actual, ios, reason
    }

    /// Reads an entry, refusing unknown keys, a missing `expected` or `actual`, an entry
    /// number below 1, two equal lines and an empty reason.
    public init(from decoder: any Decoder) throws {
        try Self.refuseUnknownKeys(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        scenario = try container.decode(String.self, forKey: .scenario)
        entry = try container.decode(Int.self, forKey: .entry)
        for key in [CodingKeys.expected, .actual] where !container.contains(key) {
            throw DecodingError.keyNotFound(
                key,
                .init(
                    codingPath: container.codingPath,
                    debugDescription: "the entry each run has there, or null"))
        }
        expected = try container.decodeIfPresent(String.self, forKey: .expected)
        actual = try container.decodeIfPresent(String.self, forKey: .actual)
        ios = try container.decode(IOSVersionRange.self, forKey: .ios)
        reason = try container.decode(String.self, forKey: .reason)
        if scenario.isEmpty {
            throw DecodingError.dataCorruptedError(
                forKey: .scenario, in: container, debugDescription: "must not be empty")
        }
        if entry < 1 {
            throw DecodingError.dataCorruptedError(
                forKey: .entry, in: container,
                debugDescription: "must be 1 or more (entries are numbered from 1, as "
                    + "wayfinder diff prints them)")
        }
        if expected == actual {
            throw DecodingError.dataCorruptedError(
                forKey: .actual, in: container,
                debugDescription: "is the same as expected: that is no divergence")
        }
        if reason.allSatisfy(\.isWhitespace) {
            throw DecodingError.dataCorruptedError(
                forKey: .reason, in: container,
                debugDescription: "must not be empty: say why UIKit and HeadlessUIKit differ "
                    + "here")
        }
    }

    /// Writes the entry, with `null` for a run that has ended.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(scenario, forKey: .scenario)
        try container.encode(entry, forKey: .entry)
        try container.encode(expected, forKey: .expected)
        try container.encode(actual, forKey: .actual)
        try container.encode(ios, forKey: .ios)
        try container.encode(reason, forKey: .reason)
    }

    /// Throws `DecodingError.dataCorrupted` naming the first key of the object at `decoder`
    /// that is not in `known`.
    static func refuseUnknownKeys(in decoder: any Decoder, known: [String]) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        let unknown = container.allKeys.map(\.stringValue).filter { !known.contains($0) }
            .sorted()
        if let first = unknown.first {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "unknown key '\(first)' (known: "
                        + "\(known.joined(separator: ", ")))"))
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
