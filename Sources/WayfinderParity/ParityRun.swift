import Foundation

/// A recorded run of the parity scenarios on one platform: for each scenario, the ordered
/// entries it recorded, with no times.
///
/// This is the JSON that the parity suite writes and that `wayfinder diff` reads. Its shape
/// is stable:
///
/// ```json
/// {
///   "format" : "wayfinder-parity/1",
///   "platform" : "HeadlessUIKit",
///   "scenarios" : [
///     { "name" : "explain-push", "entries" : ["▶ nav.pushViewController(B, animated: true)",
///       "B.willMove(toParent: nav)", …] },
///     { "name" : "explain-swipe-back-finished", "entries" : [],
///       "skipped" : "UIKit has no public API that drives the swipe-back gesture" }
///   ]
/// }
/// ```
///
/// Entries are the lines of ``CallbackTrace`` (callbacks with their flags, delegate calls),
/// the steps the scenario takes (`"▶ …"`), what its code observed (`"# …"`), the settlement of each transition a step started
/// (`"◆ nav: finished"`, `"◆ B: cancelled"`), UIKit's console messages where the platform
/// can read them (`"⚠ …"`) and waits that timed out (`"⏱ …"`, which a comparison reports as
/// a time-out rather than as a divergence). Real and virtual time are
/// replaced by the order of the entries.
public struct ParityRun: Codable, Equatable, Sendable {
    /// The format tag written in every file.
    public static let currentFormat = "wayfinder-parity/1"

    /// The format tag, ``currentFormat``.
    public var format: String
    /// Where the run happened, e.g. `"HeadlessUIKit"` or `"iOS 26.2 (iPhone 17)"`.
    public var platform: String
    /// Whether the run recorded UIKit's console messages (`"⚠ …"` entries): HeadlessUIKit's
    /// do, a simulator's do not (UIKit's log is not readable in the same words). Absent in
    /// the JSON means `false`.
    public var consoleRecorded: Bool?
    /// The scenarios, in the order they ran.
    public var scenarios: [ParityScenarioTrace]

    /// Creates a run.
    /// - Parameters:
    ///   - platform: where it happened.
    ///   - consoleRecorded: whether the entries include UIKit's console messages.
    ///   - scenarios: the scenarios' traces, in order.
    public init(
        platform: String, consoleRecorded: Bool = false, scenarios: [ParityScenarioTrace]
    ) {
        self.format = Self.currentFormat
        self.platform = platform
        self.consoleRecorded = consoleRecorded
        self.scenarios = scenarios
    }

    /// The trace of the scenario named `name`, if it ran.
    public func scenario(named name: String) -> ParityScenarioTrace? {
        scenarios.first { $0.name == name }
    }

    /// The JSON of this run: pretty-printed with sorted keys, so that two runs diff well in
    /// a text editor too.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Reads a run from JSON written by ``jsonData()``.
    /// - Throws: `DecodingError` when the data is not such a run, ``ParityFormatError`` when
    ///   its format tag is unknown.
    public static func decode(from data: Data) throws -> ParityRun {
        let run = try JSONDecoder().decode(ParityRun.self, from: data)
        guard run.format == currentFormat else {
            throw ParityFormatError(found: run.format)
        }
        return run
    }
}

/// A parity file whose format tag this version does not read.
public struct ParityFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The tag found in the file.
    public var found: String

    /// `"unknown format …"`.
    public var description: String {
        "unknown format \"\(found)\" (expected \"\(ParityRun.currentFormat)\")"
    }
}

/// What one scenario recorded.
public struct ParityScenarioTrace: Codable, Equatable, Sendable {
    /// The scenario's name, e.g. `"explain-swipe-back-cancelled"`.
    public var name: String
    /// Its entries, in the order they happened.
    public var entries: [String]
    /// Why the scenario stopped early on this platform (a gesture public UIKit cannot
    /// drive), or `nil` when it ran to the end.
    public var skipped: String?

    /// Creates a scenario trace.
    /// - Parameters:
    ///   - name: the scenario's name.
    ///   - entries: its entries, in order.
    ///   - skipped: why it stopped early, if it did.
    public init(name: String, entries: [String], skipped: String? = nil) {
        self.name = name
        self.entries = entries
        self.skipped = skipped
    }

    /// The entries that are UIKit callbacks and delegate calls: no steps (`▶`), notes
    /// (`#`), settlements (`◆`), console messages (`⚠`) or timeouts (`⏱`).
    public var callbacks: [String] {
        entries.filter { entry in
            !["▶ ", "# ", "◆ ", "⚠ ", "⏱ "].contains { entry.hasPrefix($0) }
        }
    }

    /// This trace without its console messages (`"⚠ …"`).
    public var withoutConsole: ParityScenarioTrace {
        var trace = self
        trace.entries.removeAll { $0.hasPrefix("⚠ ") }
        return trace
    }
}
