#if canImport(UIKit)
    import Foundation
    import Testing
    import UIKit
    import WayfinderParity

    /// On an iOS simulator or device: one test per golden scenario, each running its
    /// scenario on real UIKit, writing its trace (to the directory in
    /// `WAYFINDER_PARITY_OUTPUT`, when set: `scenarios/<name>.json` and the run assembled so
    /// far, `ios.json`) and failing on a divergence from the committed HeadlessUIKit run that
    /// `accepted-divergences.json` does not accept, or on an accepted one that no longer
    /// occurs.
    ///
    /// `xcodebuild` passes `TEST_RUNNER_WAYFINDER_PARITY_OUTPUT=<dir>` to the tests as
    /// `WAYFINDER_PARITY_OUTPUT`; `-only-testing:` runs one scenario, e.g.
    /// `ParityHostTests/SimulatorParityTests/realUIKitMatchesTheCommittedHeadlessRun(_:)`.
    /// The scenarios run one at a time: they share the app's window scene.
    @MainActor
    @Suite(.serialized) struct SimulatorParityTests {
        /// One driver for every scenario, so that a missing window scene is waited for once.
        static let driver = UIKitParityDriver()

        @Test(arguments: ParityCatalog.all.map(\.name))
        func realUIKitMatchesTheCommittedHeadlessRun(_ name: String) async throws {
            let driver = Self.driver
            let outcome = try await ParitySuite.run(scenarioNamed: name, on: driver)
            if let directory = ProcessInfo.processInfo.environment["WAYFINDER_PARITY_OUTPUT"] {
                try ParityOutputFolder(URL(fileURLWithPath: directory, isDirectory: true))
                    .record(outcome, platform: driver.platform)
            }
            let committed = try ParityRun.decode(
                from: Data(contentsOf: GoldenSources.committedRun))
            let expected = try #require(
                committed.scenario(named: name), "\(name) is not in headless.json")
            let result = ParityComparison.ScenarioResult(
                expected: expected, actual: outcome.trace,
                comparesConsole: committed.consoleRecorded == true && outcome.consoleRecorded)
            let accepted = try AcceptedDivergences.load(
                contentsOf: GoldenSources.acceptedDivergences)
            let verdict = accepted.verdict(
                for: result, platform: driver.platform, expectedLabel: "headless.json",
                actualLabel: driver.platform)

            #expect(
                !verdict.verdict.fails,
                """
                \(verdict.text(
                    expectedLabel: "headless.json", actualLabel: driver.platform,
                    acceptedLabel: "accepted-divergences.json"))
                """)
        }
    }
#endif
