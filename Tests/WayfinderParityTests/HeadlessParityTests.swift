#if !canImport(UIKit)
    import CustomDump
    import Foundation
    import HeadlessUIKit
    import Testing
    import WayfinderParity
    import WayfinderTesting

    /// Every golden scenario, run through the shared parity runner on HeadlessUIKit,
    /// reproduces its golden trace; the committed run (what CI compares a simulator with) is
    /// up to date.
    @MainActor
    @Suite struct HeadlessParityTests {
        @Test(arguments: ParityCatalog.all.map(\.name))
        func scenarioReproducesItsGoldenCallbacks(_ name: String) async throws {
            let scenario = try #require(ParityCatalog.named(name))
            let outcome = await ParitySuite.run(scenario, on: HeadlessParityDriver())

            #expect(outcome.trace.skipped == nil)
            if let expected = try GoldenSources.expectations(scenario.golden) {
                // A flow whose test asserts values: each value the scenario observed, as the
                // test's `#expect` states it.
                let observed = outcome.trace.entries.compactMap { entry in
                    entry.hasPrefix("# expect ") ? String(entry.dropFirst("# expect ".count)) : nil
                }
                #expect(!observed.isEmpty, "the scenario notes none of its test's values")
                for value in observed {
                    #expect(expected.contains(value), "\(value) is not among \(expected)")
                }
                // Every value the test expects is observed, but the diagnostics: UIKit's console
                // messages are the trace's "⚠" entries, compared with the committed run.
                let unobserved = Set(expected).subtracting(observed)
                #expect(unobserved.subtracting(["app.diagnostics.isEmpty"]).isEmpty)
            } else if let refusal = try GoldenSources.refusal(scenario.golden) {
                // The CLI refuses the step that UIKit logs and ignores: the run logs it too.
                #expect(outcome.trace.entries.contains { $0.hasPrefix("⚠ " + refusal) })
            } else {
                let golden = try #require(
                    try GoldenSources.callbacks(scenario.golden), "\(scenario.golden) not found")
                expectNoDifference(outcome.trace.callbacks, golden)
            }
            #expect(outcome.leaked == [], "still alive after the scenario, so leaked")
        }

        @Test(arguments: ParityCatalog.all.map(\.name))
        func scenarioMatchesTheCommittedRun(_ name: String) async throws {
            let scenario = try #require(ParityCatalog.named(name))
            let outcome = await ParitySuite.run(scenario, on: HeadlessParityDriver())
            let committed = try ParityRun.decode(
                from: Data(contentsOf: GoldenSources.committedRun))

            let expected = try #require(committed.scenario(named: name))
            expectNoDifference(outcome.trace, expected)
        }

        @Test func committedRunHasEveryScenarioInOrder() async throws {
            let committed = try ParityRun.decode(
                from: Data(contentsOf: GoldenSources.committedRun))
            #expect(committed.platform == "HeadlessUIKit")
            #expect(committed.scenarios.map(\.name) == ParityCatalog.all.map(\.name))
        }

        @Test func wholeRunHasNoDivergenceFromTheCommittedRun() async throws {
            let run = await ParitySuite.run(on: HeadlessParityDriver())
            if ProcessInfo.processInfo.environment["WAYFINDER_PARITY_RECORD"] == "1" {
                try run.jsonData().write(to: GoldenSources.committedRun)
            }
            let committed = try ParityRun.decode(
                from: Data(contentsOf: GoldenSources.committedRun))
            let comparison = ParityComparison(expected: committed, actual: run)
            #expect(
                !comparison.hasDivergence,
                "\(comparison.text(expectedLabel: "headless.json", actualLabel: "this run"))")
        }

        @Test func changedCallbackIsTheFirstDivergenceOfItsScenario() async throws {
            let scenario = try #require(ParityCatalog.named("explain-pop"))
            let trace = await ParitySuite.run(scenario, on: HeadlessParityDriver()).trace
            var changed = trace
            let index = try #require(
                changed.entries.firstIndex(of: "A.viewDidAppear(true)"))
            changed.entries[index] = "A.viewDidAppear(false)"

            let comparison = ParityComparison(
                expected: ParityRun(platform: "HeadlessUIKit", scenarios: [trace]),
                actual: ParityRun(platform: "iOS", scenarios: [changed]))

            #expect(
                comparison.results.map(\.outcome) == [
                    .diverged(
                        index: index, expected: "A.viewDidAppear(true)",
                        actual: "A.viewDidAppear(false)")
                ])
            #expect(comparison.results[0].context == Array(trace.entries[index - 2..<index]))
        }

        @Test func consoleMessagesAreComparedOnlyWhenBothRunsRecordedThem() {
            let headless = ParityScenarioTrace(
                name: "s", entries: ["▶ present", "⚠ Attempt to present A", "A.viewDidLoad"])
            let silent = ParityScenarioTrace(name: "s", entries: ["▶ present", "A.viewDidLoad"])
            let other = ParityScenarioTrace(
                name: "s", entries: ["▶ present", "⚠ Attempt to present B", "A.viewDidLoad"])

            let simulator = ParityComparison(
                expected: ParityRun(
                    platform: "HeadlessUIKit", consoleRecorded: true, scenarios: [headless]),
                actual: ParityRun(platform: "iOS", scenarios: [silent]))
            let bothRecorded = ParityComparison(
                expected: ParityRun(
                    platform: "HeadlessUIKit", consoleRecorded: true, scenarios: [headless]),
                actual: ParityRun(
                    platform: "HeadlessUIKit", consoleRecorded: true, scenarios: [other]))

            #expect(!simulator.comparesConsole)
            #expect(simulator.results.map(\.outcome) == [.same(entryCount: 2)])
            #expect(bothRecorded.comparesConsole)
            #expect(
                bothRecorded.results.map(\.outcome) == [
                    .diverged(
                        index: 1, expected: "⚠ Attempt to present A",
                        actual: "⚠ Attempt to present B")
                ])
        }

        @Test func consoleMessageComesBeforeTheEntryDuringWhichItWasLogged() async throws {
            let scenario = try #require(ParityCatalog.named("demo-seed-002-by-hand"))
            let outcome = await ParitySuite.run(scenario, on: HeadlessParityDriver())

            #expect(outcome.consoleRecorded)
            #expect(outcome.trace.entries.count == 3)
            #expect(
                outcome.trace.entries.first
                    == "▶ window.rootViewController?.present(Alert, animated: true)")
            #expect(outcome.trace.entries[1].hasPrefix("⚠ Attempt to present"))
            #expect(outcome.trace.entries.last == "# Alert is presented by nil")
        }

        @Test func scenarioSkippedByTheDriverKeepsWhatItRecordedAndTheReason() async throws {
            let scenario = try #require(ParityCatalog.named("run-back-and-swipe"))
            let outcome = await ParitySuite.run(scenario, on: GesturelessDriver())

            #expect(outcome.trace.skipped == "no gestures here")
            #expect(outcome.trace.entries.last == "▶ user starts swiping back")
            #expect(outcome.trace.entries.contains("◆ nav: finished"))
            #expect(outcome.leaked == [])
        }
    }

    /// HeadlessUIKit without gestures, as public UIKit is.
    @MainActor
    private final class GesturelessDriver: ParityDriver {
        let base = HeadlessParityDriver()
        var platform: String { "gestureless" }
        func makeWindow() throws(ParitySkip) -> UIWindow { try base.makeWindow() }
        func waitForIdle(in window: UIWindow) async -> Bool {
            await base.waitForIdle(in: window)
        }
        func advance(by seconds: TimeInterval, in window: UIWindow) async {
            await base.advance(by: seconds, in: window)
        }
        func consoleMessages(in window: UIWindow) -> [String]? {
            base.consoleMessages(in: window)
        }
        func tapBackButton(of navigationController: UINavigationController) throws(ParitySkip) {
            throw ParitySkip("no gestures here")
        }
        func beginInteractivePop(of navigationController: UINavigationController)
            throws(ParitySkip) -> any ParityInteraction
        {
            throw ParitySkip("no gestures here")
        }
        func beginInteractiveDismiss(of presented: UIViewController)
            throws(ParitySkip) -> any ParityInteraction
        {
            throw ParitySkip("no gestures here")
        }
        func tapTab(at index: Int, of tabBarController: UITabBarController) throws(ParitySkip) {
            throw ParitySkip("no gestures here")
        }
    }
#endif
