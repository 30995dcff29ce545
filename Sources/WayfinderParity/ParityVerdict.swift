/// What the parity job makes of one scenario, given the divergences accepted in
/// ``AcceptedDivergences``: the job fails only on a new divergence (time-outs and scenarios
/// one run lacks included), on an accepted one that no longer occurs, or on an accepted
/// scenario that now parts elsewhere.
public enum ParityVerdict: Equatable, Sendable {
    /// Both runs recorded the same entries, and no divergence is accepted for the scenario.
    case matches
    /// A run skipped the scenario after entries that are the same, before any accepted
    /// divergence of it.
    case skipped(reason: String)
    /// The runs part exactly where an accepted entry says, for the reason it gives.
    case acceptedDivergence(reason: String)
    /// The runs part (or time out, or one lacks the scenario) and nothing accepts it: the
    /// text is the scenario's block of `wayfinder diff`. Fails.
    case newDivergence(String)
    /// An accepted divergence does not occur any more (the runs agree up to and past its
    /// entry, or the scenario is in neither run): take it out of the list. Fails.
    case acceptedDivergenceVanished(reason: String)
    /// The scenario has an accepted divergence but parts somewhere else, or in other lines:
    /// the text is the scenario's block of `wayfinder diff`. Fails.
    case acceptedButDifferent(reason: String, divergence: String)

    /// Whether the parity job fails on this verdict.
    public var fails: Bool {
        switch self {
        case .matches, .skipped, .acceptedDivergence: false
        case .newDivergence, .acceptedDivergenceVanished, .acceptedButDifferent: true
        }
    }
}

/// One scenario's verdict, with the comparison it was made from.
public struct ParityScenarioVerdict: Equatable, Sendable {
    /// The scenario's name.
    public var name: String
    /// The verdict.
    public var verdict: ParityVerdict
    /// How the two runs compare, `nil` for an accepted scenario that is in neither run.
    public var result: ParityComparison.ScenarioResult?
    /// The accepted entry the verdict is about, if any.
    public var accepted: AcceptedDivergence?
}

extension AcceptedDivergences {
    /// Judges one scenario's comparison against the list.
    ///
    /// ```swift
    /// let result = ParityComparison.ScenarioResult(
    ///     expected: committed, actual: outcome.trace, comparesConsole: false)
    /// let verdict = accepted.verdict(for: result, platform: driver.platform)
    /// #expect(!verdict.verdict.fails, "\(verdict.verdict)")
    /// ```
    /// - Parameters:
    ///   - result: the scenario's comparison.
    ///   - platform: the actual run's platform, whose iOS version selects the entries.
    ///   - expectedLabel: the expected run's name in divergence texts.
    ///   - actualLabel: the actual run's name in divergence texts.
    /// - Returns: the verdict, with the accepted entry it is about.
    /// - Complexity: O(*a*) in the number of accepted entries.
    public func verdict(
        for result: ParityComparison.ScenarioResult, platform: String,
        expectedLabel: String = "expected", actualLabel: String = "actual"
    ) -> ParityScenarioVerdict {
        let candidates = entries(for: result.name, platform: platform)
        func made(_ verdict: ParityVerdict, _ entry: AcceptedDivergence?) -> ParityScenarioVerdict {
            ParityScenarioVerdict(
                name: result.name, verdict: verdict, result: result, accepted: entry)
        }
        let text = result.text(expectedLabel: expectedLabel, actualLabel: actualLabel)
        switch result.outcome {
        case .same:
            // The runs agree from start to end: no listed divergence of it can occur.
            if let first = candidates.first {
                return made(.acceptedDivergenceVanished(reason: first.reason), first)
            }
            return made(.matches, nil)
        case .skipped(let reason, _, let compared):
            // A listed divergence at or before the last compared entry would have shown.
            if let reached = candidates.first(where: { $0.entry <= compared }) {
                return made(.acceptedDivergenceVanished(reason: reached.reason), reached)
            }
            return made(.skipped(reason: reason), candidates.first)
        case .diverged:
            if let match = candidates.first(where: { $0.matches(result.outcome) }) {
                return made(.acceptedDivergence(reason: match.reason), match)
            }
            if let first = candidates.first {
                return made(.acceptedButDifferent(reason: first.reason, divergence: text), first)
            }
            return made(.newDivergence(text), nil)
        case .missing, .timedOut:
            return made(.newDivergence(text), nil)
        }
    }
}

/// Every scenario's verdict for two runs and a list of accepted divergences: what
/// `wayfinder diff --accepted` prints and what the parity job's status comes from.
///
/// ```swift
/// let verdicts = ParityVerdicts(
///     comparison: ParityComparison(expected: headless, actual: ios), accepted: accepted,
///     platform: ios.platform, expectedLabel: "headless.json", actualLabel: "ios.json")
/// print(verdicts.text(acceptedLabel: "accepted-divergences.json"))
/// if verdicts.fails { exit(1) }
/// ```
public struct ParityVerdicts: Equatable, Sendable {
    /// The comparison the verdicts are made from.
    public let comparison: ParityComparison
    /// One verdict per scenario of the comparison, in its order, then one
    /// ``ParityVerdict/acceptedDivergenceVanished(reason:)`` per accepted entry (for this iOS
    /// version) whose scenario is in neither run.
    public let scenarios: [ParityScenarioVerdict]
    /// How many accepted entries hold for the actual run's iOS version.
    public let applicableCount: Int
    /// The actual run's platform.
    public let platform: String
    /// The expected run's name in texts.
    public let expectedLabel: String
    /// The actual run's name in texts.
    public let actualLabel: String

    /// Judges every scenario of `comparison`.
    /// - Parameters:
    ///   - comparison: the two runs' comparison.
    ///   - accepted: the accepted divergences.
    ///   - platform: the actual run's platform, whose iOS version selects the entries.
    ///   - expectedLabel: the expected run's name in texts.
    ///   - actualLabel: the actual run's name in texts.
    /// - Complexity: O(*s* × *a*) in the numbers of scenarios and accepted entries.
    public init(
        comparison: ParityComparison, accepted: AcceptedDivergences, platform: String,
        expectedLabel: String = "expected", actualLabel: String = "actual"
    ) {
        var scenarios = comparison.results.map {
            accepted.verdict(
                for: $0, platform: platform, expectedLabel: expectedLabel,
                actualLabel: actualLabel)
        }
        let version = IOSVersionRange.version(ofPlatform: platform)
        let applicable = accepted.divergences.filter { $0.ios.contains(version) }
        let names = Set(comparison.results.map(\.name))
        for entry in applicable where !names.contains(entry.scenario) {
            scenarios.append(
                ParityScenarioVerdict(
                    name: entry.scenario,
                    verdict: .acceptedDivergenceVanished(reason: entry.reason), result: nil,
                    accepted: entry))
        }
        self.comparison = comparison
        self.scenarios = scenarios
        self.applicableCount = applicable.count
        self.platform = platform
        self.expectedLabel = expectedLabel
        self.actualLabel = actualLabel
    }

    /// Whether the job fails: a new divergence, a vanished accepted one, or an accepted
    /// scenario that parts elsewhere.
    public var fails: Bool { scenarios.contains { $0.verdict.fails } }

    /// The verdicts the job fails on.
    public var failures: [ParityScenarioVerdict] { scenarios.filter { $0.verdict.fails } }
}
