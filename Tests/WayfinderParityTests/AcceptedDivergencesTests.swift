import Foundation
import Testing
import WayfinderParity

/// The parity job's rules: it fails on a new divergence and on an accepted one that no longer
/// occurs, and passes on a scenario that matches or diverges exactly as accepted.
@Suite struct AcceptedDivergencesTests {
    static let headless = ParityScenarioTrace(
        name: "explain-push",
        entries: [
            "▶ nav.pushViewController(B, animated: true)", "B.willMove(toParent: nav)",
            "B.viewDidLoad", "◆ nav: finished",
        ])
    static let ios = ParityScenarioTrace(
        name: "explain-push",
        entries: [
            "▶ nav.pushViewController(B, animated: true)", "B.viewDidLoad",
            "B.willMove(toParent: nav)", "◆ nav: finished",
        ])
    static let pushLoadsFirst = AcceptedDivergence(
        scenario: "explain-push", entry: 2, expected: "B.willMove(toParent: nav)",
        actual: "B.viewDidLoad", ios: IOSVersionRange("26.0...")!,
        reason: "UIKit loads the pushed view first.")
    static let platform = "iOS 26.2 (iPhone)"

    static func verdict(
        _ expected: ParityScenarioTrace, _ actual: ParityScenarioTrace,
        accepting list: [AcceptedDivergence], platform: String = platform
    ) -> ParityVerdict {
        let result = ParityComparison.ScenarioResult(
            expected: expected, actual: actual, comparesConsole: false)
        return AcceptedDivergences(list).verdict(for: result, platform: platform).verdict
    }

    @Test func matchingScenarioPasses() {
        let verdict = Self.verdict(Self.headless, Self.headless, accepting: [])

        #expect(verdict == .matches)
        #expect(!verdict.fails)
    }

    @Test func newDivergenceFails() {
        let verdict = Self.verdict(Self.headless, Self.ios, accepting: [])

        guard case .newDivergence(let text) = verdict else {
            Issue.record("not a new divergence: \(verdict)")
            return
        }
        #expect(verdict.fails)
        #expect(text.hasPrefix("✗ explain-push: first divergence at entry 2\n"))
        #expect(text.contains("- 2  B.willMove(toParent: nav)"))
    }

    @Test func acceptedDivergenceThatStillOccursPasses() {
        let verdict = Self.verdict(Self.headless, Self.ios, accepting: [Self.pushLoadsFirst])

        #expect(verdict == .acceptedDivergence(reason: "UIKit loads the pushed view first."))
        #expect(!verdict.fails)
    }

    @Test func acceptedDivergenceThatVanishedFails() {
        let verdict = Self.verdict(Self.headless, Self.headless, accepting: [Self.pushLoadsFirst])

        #expect(
            verdict == .acceptedDivergenceVanished(reason: "UIKit loads the pushed view first."))
        #expect(verdict.fails)
    }

    @Test func acceptedScenarioDivergingElsewhereFails() {
        var elsewhere = Self.headless
        elsewhere.entries[3] = "◆ nav: cancelled"
        let verdict = Self.verdict(Self.headless, elsewhere, accepting: [Self.pushLoadsFirst])

        guard case .acceptedButDifferent(let reason, let text) = verdict else {
            Issue.record("not diverging elsewhere: \(verdict)")
            return
        }
        #expect(verdict.fails)
        #expect(reason == "UIKit loads the pushed view first.")
        #expect(text.contains("first divergence at entry 4"))
    }

    @Test func acceptedEntryForAnotherIOSVersionDoesNotApply() {
        var older = Self.pushLoadsFirst
        older.ios = IOSVersionRange("...18.6")!

        #expect(
            Self.verdict(Self.headless, Self.ios, accepting: [older]).fails)
        // Nor does it vanish on this version.
        #expect(Self.verdict(Self.headless, Self.headless, accepting: [older]) == .matches)
        // On HeadlessUIKit (no iOS version), only "any" applies.
        #expect(
            Self.verdict(
                Self.headless, Self.ios, accepting: [Self.pushLoadsFirst],
                platform: "HeadlessUIKit"
            ).fails)
    }

    @Test func acceptedEntryBeyondASkipIsNotJudged() {
        var skipped = Self.ios
        skipped.entries = [skipped.entries[0]]
        skipped.skipped = "public UIKit cannot drive the swipe-back gesture"
        var later = Self.pushLoadsFirst
        later.entry = 3

        #expect(
            Self.verdict(Self.headless, skipped, accepting: [later])
                == .skipped(reason: "public UIKit cannot drive the swipe-back gesture"))
    }

    @Test(arguments: [true, false])
    func timeOutInEitherRunFailsAndIsNeverAccepted(_ inExpected: Bool) {
        var timedOut = inExpected ? Self.headless : Self.ios
        timedOut.entries.insert("⏱ timed out waiting for the transitions to end", at: 1)
        let result = ParityComparison.ScenarioResult(
            expected: inExpected ? timedOut : Self.headless,
            actual: inExpected ? Self.ios : timedOut, comparesConsole: false)
        let verdict = AcceptedDivergences([Self.pushLoadsFirst])
            .verdict(for: result, platform: Self.platform).verdict

        #expect(
            result.outcome
                == .timedOut(
                    index: 1, entry: "⏱ timed out waiting for the transitions to end",
                    inExpected: inExpected))
        guard case .newDivergence(let text) = verdict else {
            Issue.record("not a failure: \(verdict)")
            return
        }
        #expect(
            text.hasPrefix("✗ explain-push: timed out in \(inExpected ? "expected" : "actual")"))
    }

    @Test func timeOutInBothRunsIsStillATimeOut() {
        let both = ParityScenarioTrace(name: "s", entries: ["▶ push", "⏱ timed out"])
        let result = ParityComparison.ScenarioResult(
            expected: both, actual: both, comparesConsole: false)

        #expect(result.outcome == .timedOut(index: 1, entry: "⏱ timed out", inExpected: true))
        #expect(result.isDivergence)
    }

    @Test func acceptedEntryForAScenarioInNeitherRunVanishes() {
        var gone = Self.pushLoadsFirst
        gone.scenario = "explain-renamed"
        let comparison = ParityComparison(
            expected: ParityRun(platform: "HeadlessUIKit", scenarios: [Self.headless]),
            actual: ParityRun(platform: Self.platform, scenarios: [Self.headless]))
        let verdicts = ParityVerdicts(
            comparison: comparison, accepted: AcceptedDivergences([gone]),
            platform: Self.platform)

        #expect(verdicts.fails)
        #expect(
            verdicts.failures.map(\.name) == ["explain-renamed"])
        #expect(
            verdicts.text(acceptedLabel: "accepted.json").contains(
                "✗ explain-renamed: the accepted divergence at entry 2 no longer occurs (the "
                    + "scenario is in neither run)"))
    }

    @Test func verdictsFailOnlyOnNewOrVanished() {
        let comparison = ParityComparison(
            expected: ParityRun(platform: "HeadlessUIKit", scenarios: [Self.headless]),
            actual: ParityRun(platform: Self.platform, scenarios: [Self.ios]))
        let accepted = ParityVerdicts(
            comparison: comparison, accepted: AcceptedDivergences([Self.pushLoadsFirst]),
            platform: Self.platform, expectedLabel: "headless.json", actualLabel: "ios.json")
        let none = ParityVerdicts(
            comparison: comparison, accepted: AcceptedDivergences(), platform: Self.platform)

        #expect(!accepted.fails)
        #expect(
            accepted.text(acceptedLabel: "a.json").hasSuffix(
                "\n0 of 1 scenarios fail, 1 accepted\n"))
        #expect(none.fails)
        #expect(
            none.text(acceptedLabel: "a.json").hasSuffix(
                "\n1 of 1 scenarios fail (1 new divergence)\n"))
    }

    // MARK: The file

    @Test func committedListIsValidAndNamesOnlyCatalogScenarios() throws {
        let accepted = try AcceptedDivergences.load(contentsOf: GoldenSources.acceptedDivergences)
        let names = Set(ParityCatalog.all.map(\.name))

        #expect(accepted.format == AcceptedDivergences.currentFormat)
        for entry in accepted.divergences {
            #expect(names.contains(entry.scenario), "\(entry.scenario) is no catalog scenario")
        }
    }

    @Test func listRoundTripsThroughJSON() throws {
        let list = AcceptedDivergences([Self.pushLoadsFirst], about: "fixtures")
        let data = try list.jsonData()

        #expect(try AcceptedDivergences.decode(from: data, file: "a.json") == list)
        #expect(String(decoding: data, as: UTF8.self).contains("\"ios\" : \"26.0...\""))
    }

    static let entry = """
        "scenario": "explain-push", "entry": 2, "expected": "A", "actual": "B", "ios": "any"
        """

    @Test(arguments: [
        ("{", "is not valid JSON"),
        (#"{"divergences": []}"#, "format: missing"),
        (
            #"{"format": "wayfinder-parity-accepted/9", "divergences": []}"#,
            "format: unknown format 'wayfinder-parity-accepted/9'"
        ),
        (#"{"format": "wayfinder-parity-accepted/1"}"#, "divergences: missing"),
        (
            #"{"format": "wayfinder-parity-accepted/1", "divergence": []}"#,
            "unknown key 'divergence'"
        ),
        (
            #"{"format": "wayfinder-parity-accepted/1", "divergences": [{\#(entry)}]}"#,
            "divergences[0].reason: missing"
        ),
        (
            #"{"format": "wayfinder-parity-accepted/1", "divergences": [{\#(entry), "reason": " "}]}"#,
            "divergences[0].reason: must not be empty"
        ),
        (
            #"{"format": "wayfinder-parity-accepted/1", "divergences": [{\#(entry), "reason": "r", "why": "r"}]}"#,
            "divergences[0]: unknown key 'why'"
        ),
        (
            #"{"format": "wayfinder-parity-accepted/1", "divergences": [{"scenario": "s", "entry": 0, "expected": "A", "actual": "B", "ios": "any", "reason": "r"}]}"#,
            "divergences[0].entry: must be 1 or more"
        ),
        (
            #"{"format": "wayfinder-parity-accepted/1", "divergences": [{"scenario": "s", "entry": 1, "expected": "A", "ios": "any", "reason": "r"}]}"#,
            "divergences[0].actual: missing"
        ),
        (
            #"{"format": "wayfinder-parity-accepted/1", "divergences": [{"scenario": "s", "entry": 1, "expected": "A", "actual": "A", "ios": "any", "reason": "r"}]}"#,
            "divergences[0].actual: is the same as expected"
        ),
        (
            #"{"format": "wayfinder-parity-accepted/1", "divergences": [{"scenario": "s", "entry": 1, "expected": "A", "actual": "B", "ios": "iOS 26", "reason": "r"}]}"#,
            "divergences[0].ios: 'iOS 26' is not an iOS version range"
        ),
        (
            #"{"format": "wayfinder-parity-accepted/1", "divergences": [{"scenario": "s", "entry": "2", "expected": "A", "actual": "B", "ios": "any", "reason": "r"}]}"#,
            "divergences[0].entry: expected a whole number"
        ),
        (
            #"{"format": "wayfinder-parity-accepted/1", "divergences": [{\#(entry), "reason": "r"}, {\#(entry), "reason": "r"}]}"#,
            "entries 0 and 1 both list explain-push for iOS any"
        ),
    ])
    func malformedListIsAClearErrorNamingTheFile(_ json: String, _ problem: String) {
        #expect {
            try AcceptedDivergences.decode(from: Data(json.utf8), file: "accepted.json")
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("'accepted.json' is not a list of accepted divergences: ")
                && text.contains(problem)
        }
    }

    @Test func missingFileIsAClearErrorNamingIt() {
        let url = URL(fileURLWithPath: "/nonexistent/accepted-divergences.json")

        #expect(throws: AcceptedDivergencesError.self) {
            try AcceptedDivergences.load(contentsOf: url)
        }
    }

    // MARK: iOS versions

    @Test(
        arguments: [
            ("any", [26, 2], true), ("any", nil, true), ("26", [26, 2], true),
            ("26", [27, 0], false), ("26.2", [26, 2, 1], true), ("26.2", [26, 1], false),
            ("26.0...", [26, 0], true), ("26.0...", [18, 6], false), ("...18.6", [18, 6], true),
            ("...18", [18, 7], true), ("...18.6", [26, 0], false), ("18.0...26.1", [26, 1], true),
            ("18.0...26.1", [26, 2], false), ("26", nil, false),
        ] as [(String, [Int]?, Bool)])
    func iOSVersionRangeContains(_ text: String, _ version: [Int]?, _ contained: Bool) throws {
        let range = try #require(IOSVersionRange(text))

        #expect(range.contains(version) == contained)
        #expect(IOSVersionRange(range.description) == range)
    }

    @Test(arguments: ["", "...", "26.x", "iOS 26", "27...26", "1.2.3.4", "-1"])
    func notAnIOSVersionRange(_ text: String) {
        #expect(IOSVersionRange(text) == nil)
    }

    @Test(
        arguments: [
            ("iOS 26.2 (iPhone)", [26, 2]), ("iPadOS 18.6 (iPad)", [18, 6]),
            ("HeadlessUIKit", nil),
        ] as [(String, [Int]?)])
    func iOSVersionOfAPlatform(_ platform: String, _ version: [Int]?) {
        #expect(IOSVersionRange.version(ofPlatform: platform) == version)
    }
}
