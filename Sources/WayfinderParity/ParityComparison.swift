/// How two runs of the parity scenarios compare, scenario by scenario: the first entry where
/// they part, or why a scenario could not be compared.
///
/// ```swift
/// let comparison = ParityComparison(expected: headless, actual: simulator)
/// print(comparison.text(expectedLabel: "headless.json", actualLabel: "ios.json"))
/// if comparison.hasDivergence { exit(1) }
/// ```
public struct ParityComparison: Equatable, Sendable {
    /// The outcome for one scenario.
    public enum Outcome: Equatable, Sendable {
        /// Both runs recorded the same entries.
        case same(entryCount: Int)
        /// The runs part at `index` (0-based): the entry each run has there, `nil` where a
        /// run has already ended.
        case diverged(index: Int, expected: String?, actual: String?)
        /// One run skipped the scenario: the entries before the skip are the same, the rest
        /// was not compared.
        case skipped(reason: String, inExpected: Bool, comparedEntries: Int)
        /// The scenario is in only one of the runs.
        case missing(inExpected: Bool)
    }

    /// One scenario's outcome, with the entries before the divergence for context.
    public struct ScenarioResult: Equatable, Sendable {
        /// The scenario's name.
        public var name: String
        /// How the two runs compare.
        public var outcome: Outcome
        /// The entries both runs share just before the divergence (at most two).
        public var context: [String]

        /// Whether this result counts as a divergence: different entries, or a scenario
        /// one run lacks.
        public var isDivergence: Bool {
            switch outcome {
            case .diverged, .missing: true
            case .same, .skipped: false
            }
        }
    }

    /// The results, in the expected run's order, then the scenarios only the actual run has.
    public let results: [ScenarioResult]
    /// Whether console messages (`"⚠ …"`) were compared: only when both runs recorded them.
    /// When not, they are left out of both runs and entry numbers count the other entries.
    public let comparesConsole: Bool

    /// Compares `actual` with `expected` scenario by scenario.
    ///
    /// Entries are compared exactly and in order; they carry no times, so virtual and real
    /// time never count. Console messages count only when both runs recorded them. A
    /// scenario that stopped early (skipped) is compared up to where it stopped.
    /// - Parameters:
    ///   - expected: the reference run, e.g. HeadlessUIKit's.
    ///   - actual: the run to check, e.g. a simulator's.
    /// - Complexity: O(*n*) in the total number of entries, plus O(*s*²) in the number of
    ///   scenarios for matching names.
    public init(expected: ParityRun, actual: ParityRun) {
        let comparesConsole = expected.consoleRecorded == true && actual.consoleRecorded == true
        var results: [ScenarioResult] = []
        for recorded in expected.scenarios {
            let scenario = comparesConsole ? recorded : recorded.withoutConsole
            guard let found = actual.scenario(named: scenario.name) else {
                results.append(
                    ScenarioResult(
                        name: scenario.name, outcome: .missing(inExpected: true), context: []))
                continue
            }
            results.append(Self.compare(scenario, comparesConsole ? found : found.withoutConsole))
        }
        for scenario in actual.scenarios where expected.scenario(named: scenario.name) == nil {
            results.append(
                ScenarioResult(
                    name: scenario.name, outcome: .missing(inExpected: false), context: []))
        }
        self.results = results
        self.comparesConsole = comparesConsole
    }

    /// Whether any scenario diverged or is missing from one run.
    public var hasDivergence: Bool { results.contains(where: \.isDivergence) }

    /// The results that are divergences.
    public var divergences: [ScenarioResult] { results.filter(\.isDivergence) }

    private static func compare(
        _ expected: ParityScenarioTrace, _ actual: ParityScenarioTrace
    ) -> ScenarioResult {
        let skip = expected.skipped.map { ($0, true) } ?? actual.skipped.map { ($0, false) }
        let limit: Int
        if let skip {
            limit = skip.1 ? expected.entries.count : actual.entries.count
        } else {
            limit = max(expected.entries.count, actual.entries.count)
        }
        var index = 0
        while index < limit {
            let left = index < expected.entries.count ? expected.entries[index] : nil
            let right = index < actual.entries.count ? actual.entries[index] : nil
            if left != right {
                return ScenarioResult(
                    name: expected.name,
                    outcome: .diverged(index: index, expected: left, actual: right),
                    context: Array(expected.entries[max(0, index - 2)..<index]))
            }
            index += 1
        }
        if let skip {
            return ScenarioResult(
                name: expected.name,
                outcome: .skipped(reason: skip.0, inExpected: skip.1, comparedEntries: limit),
                context: [])
        }
        return ScenarioResult(
            name: expected.name, outcome: .same(entryCount: limit), context: [])
    }
}
