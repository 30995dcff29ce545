import Foundation

/// The divergences between HeadlessUIKit and real UIKit that are understood and accepted,
/// each with why: the parity job fails on any other divergence, and on a listed one that no
/// longer occurs, so the list stays true.
///
/// The file is committed as `Tests/WayfinderParityTests/Golden/accepted-divergences.json`:
///
/// ```json
/// {
///   "format" : "wayfinder-parity-accepted/1",
///   "about" : "…",
///   "divergences" : [
///     {
///       "scenario" : "explain-push",
///       "entry" : 2,
///       "expected" : "B.willMove(toParent: nav)",
///       "actual" : "B.viewDidLoad",
///       "ios" : "26.0...",
///       "reason" : "iOS 26 loads the view before willMove(toParent:) (FB00000000)."
///     }
///   ]
/// }
/// ```
///
/// - `format` (required): ``currentFormat``.
/// - `about` (optional): free text for readers of the file.
/// - `divergences` (required, may be empty): one entry per understood divergence, each with
///   - `scenario`: the scenario's name, as in the parity runs;
///   - `entry`: where the runs part, numbered from 1 as `wayfinder diff` prints it (counting
///     only the entries compared: without console messages when one run has none);
///   - `expected`, `actual`: the entry each run has there (`-` and `+` in `wayfinder diff`),
///     `null` where that run has already ended; both keys are required;
///   - `ios`: the iOS versions it holds for, an ``IOSVersionRange`` (`"any"`, `"26.2"`,
///     `"26.0..."`, …), matched against the iOS version in the actual run's platform;
///   - `reason`: why UIKit and HeadlessUIKit differ there, for a human; not empty.
///
/// A scenario's divergence is accepted when an entry for that scenario and iOS version names
/// the same entry number and the same two lines. Unknown keys are errors, so a misspelt key
/// is never silently ignored.
///
/// ```swift
/// let accepted = try AcceptedDivergences.load(contentsOf: url)
/// let verdicts = ParityVerdicts(comparison: comparison, accepted: accepted, platform: run.platform)
/// if verdicts.fails { … }
/// ```
public struct AcceptedDivergences: Codable, Equatable, Sendable {
    /// The format tag of the file.
    public static let currentFormat = "wayfinder-parity-accepted/1"

    /// The format tag, ``currentFormat``.
    public var format: String
    /// Free text for readers of the file.
    public var about: String?
    /// The accepted divergences.
    public var divergences: [AcceptedDivergence]

    /// Creates a list.
    /// - Parameters:
    ///   - divergences: the accepted divergences, none by default.
    ///   - about: free text for readers of the file.
    public init(_ divergences: [AcceptedDivergence] = [], about: String? = nil) {
        self.format = Self.currentFormat
        self.about = about
        self.divergences = divergences
    }

    /// The entries for the scenario `name` that hold on the iOS version in `platform`.
    /// - Parameters:
    ///   - name: the scenario's name.
    ///   - platform: the actual run's platform, e.g. `"iOS 26.2 (iPhone)"`.
    public func entries(for name: String, platform: String) -> [AcceptedDivergence] {
        let version = IOSVersionRange.version(ofPlatform: platform)
        return divergences.filter { $0.scenario == name && $0.ios.contains(version) }
    }

    /// Reads the list from a file.
    /// - Parameter url: the file.
    /// - Throws: ``AcceptedDivergencesError`` naming the file and what is wrong with it.
    public static func load(contentsOf url: URL) throws(AcceptedDivergencesError) -> Self {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw AcceptedDivergencesError(
                file: url.path, problem: "cannot be read (\(error.localizedDescription))")
        }
        return try decode(from: data, file: url.path)
    }

    /// Reads the list from JSON.
    /// - Parameters:
    ///   - data: the JSON.
    ///   - file: the file's name, for the error message.
    /// - Throws: ``AcceptedDivergencesError`` naming the file and what is wrong: not JSON, a
    ///   missing or unknown key, an empty reason, an unknown format, a range that is not one.
    public static func decode(from data: Data, file: String) throws(AcceptedDivergencesError)
        -> Self
    {
        do {
            return try JSONDecoder().decode(Self.self, from: data)
        } catch let error as DecodingError {
            throw AcceptedDivergencesError(file: file, problem: Self.problem(error))
        } catch {
            throw AcceptedDivergencesError(file: file, problem: "\(error)")
        }
    }

    /// The JSON of the list, pretty-printed with sorted keys.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case format, about, divergences
    }

    /// Reads the list, refusing unknown keys, unknown formats and entries listed twice.
    public init(from decoder: any Decoder) throws {
        try AcceptedDivergence.refuseUnknownKeys(
            in: decoder, known: CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decode(String.self, forKey: .format)
        guard format == Self.currentFormat else {
            throw DecodingError.dataCorruptedError(
                forKey: .format, in: container,
                debugDescription: "unknown format '\(format)' (this Wayfinder reads "
                    + "'\(Self.currentFormat)')")
        }
        about = try container.decodeIfPresent(String.self, forKey: .about)
        divergences = try container.decode([AcceptedDivergence].self, forKey: .divergences)
        var seen: [String: Int] = [:]
        for (index, entry) in divergences.enumerated() {
            let key = "\(entry.scenario) \(entry.ios)"
            if let first = seen[key] {
                throw DecodingError.dataCorruptedError(
                    forKey: .divergences, in: container,
                    debugDescription: "entries \(first) and \(index) both list \(entry.scenario) "
                        + "for iOS \(entry.ios): keep one")
            }
            seen[key] = index
        }
    }

    /// `divergences[1].reason: must not be empty`: the coding path, then what is wrong.
    private static func problem(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            var text = ""
            for key in keys {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += (text.isEmpty ? "" : ".") + key.stringValue
                }
            }
            return text
        }
        func located(_ keys: [any CodingKey], _ message: String) -> String {
            keys.isEmpty ? message : "\(path(keys)): \(message)"
        }
        switch error {
        case .keyNotFound(let key, let context):
            return located(context.codingPath + [key], "missing")
        case .typeMismatch(let type, let context):
            return located(context.codingPath, "expected \(Self.describe(type))")
        case .valueNotFound(let type, let context):
            return located(context.codingPath, "expected \(Self.describe(type)), found null")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty,
                context.underlyingError != nil
                    || context.debugDescription.contains("not valid JSON")
            {
                return "is not valid JSON"
            }
            return located(context.codingPath, context.debugDescription)
        @unknown default:
            return "\(error)"
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is [AcceptedDivergence].Type, is [Any].Type: "a list"
        default: "a JSON object"
        }
    }
}

/// What is wrong with an accepted-divergences file, and which file.
public struct AcceptedDivergencesError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file, as given.
    public var file: String
    /// What is wrong, e.g. `divergences[0].reason: must not be empty`.
    public var problem: String

    /// Creates the error.
    /// - Parameters:
    ///   - file: the file.
    ///   - problem: what is wrong.
    public init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    /// `'accepted-divergences.json' is not a list of accepted divergences: <problem>`.
    public var description: String {
        "'\(file)' is not a list of accepted divergences: \(problem)"
    }
}
