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
        /// A run stopped waiting at `index` (0-based): its entry there is a time-out
        /// (`"⏱ …"`), e.g. a transition that never ended or no window scene to run in. The
        /// entries before it are the same; nothing from there on is compared, since what a run
        /// records after a time-out says more about the time-out than about UIKit. A time-out
        /// is always a failure and never an accepted divergence, in whichever run it is.
        case timedOut(index: Int, entry: String, inExpected: Bool)
    }

    /// One scenario's outcome, with the entries before the divergence for context.
    public struct ScenarioResult: Equatable, Sendable {
        /// The scenario's name.
        public var name: String
        /// How the two runs compare.
        public var outcome: Outcome
        /// The entries both runs share just before the divergence (at most two).
        public var context: [String]

        /// Whether this result counts as a divergence: different entries, a scenario one run
        /// lacks, or a time-out.
        public var isDivergence: Bool {
            switch outcome {
            case .diverged, .missing, .timedOut: true
            case .same, .skipped: false
            }
        }

        /// Creates a result.
        /// - Parameters:
        ///   - name: the scenario's name.
        ///   - outcome: how the two runs compare.
        ///   - context: the entries both runs share just before the divergence.
        public init(name: String, outcome: Outcome, context: [String] = []) {
            self.name = name
            self.outcome = outcome
            self.context = context
        }

        /// Compares one scenario's two traces, as ``ParityComparison/init(expected:actual:)``
        /// does for each scenario of two runs: what a simulator test checks for the one
        /// scenario it ran.
        ///
        /// ```swift
        /// let result = ParityComparison.ScenarioResult(
        ///     expected: committed.scenario(named: name)!, actual: outcome.trace,
        ///     comparesConsole: false)
        /// ```
        /// - Parameters:
        ///   - expected: the reference trace, e.g. HeadlessUIKit's.
        ///   - actual: the trace to check.
        ///   - comparesConsole: whether console messages (`"⚠ …"`) count; pass `true` only when
        ///     both runs recorded them.
        /// - Complexity: O(*n*) in the number of entries.
        public init(
            expected: ParityScenarioTrace, actual: ParityScenarioTrace, comparesConsole: Bool
        ) {
            self = ParityComparison.compare(
                comparesConsole ? expected : expected.withoutConsole,
                comparesConsole ? actual : actual.withoutConsole)
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
            guard let found = actual.scenario(named: recorded.name) else {
                results.append(
                    ScenarioResult(
                        name: recorded.name, outcome: .missing(inExpected: true), context: []))
                continue
            }
            results.append(
                ScenarioResult(expected: recorded, actual: found, comparesConsole: comparesConsole)
            )
        }
        for scenario in actual.scenarios where expected.scenario(named: scenario.name) == nil {
            results.append(
                ScenarioResult(
                    name: scenario.name, outcome: .missing(inExpected: false), context: []))
        }
        self.results = results
        self.comparesConsole = comparesConsole
    }

    /// Whether any scenario diverged, timed out, or is missing from one run.
    public var hasDivergence: Bool { results.contains(where: \.isDivergence) }

    /// The results that are divergences.
    public var divergences: [ScenarioResult] { results.filter(\.isDivergence) }

    /// The entry a run records when a wait gave up: `"⏱ …"`.
    static let timeOutPrefix = "⏱ "

    fileprivate static func compare(
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
            // A time-out ends the comparison in either run, even where both timed out alike.
            for (entry, inExpected) in [(left, true), (right, false)] {
                if let entry, entry.hasPrefix(timeOutPrefix) {
                    return ScenarioResult(
                        name: expected.name,
                        outcome: .timedOut(index: index, entry: entry, inExpected: inExpected),
                        context: Array(expected.entries[max(0, index - 2)..<index]))
                }
            }
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
