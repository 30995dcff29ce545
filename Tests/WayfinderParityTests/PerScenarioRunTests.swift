#if !canImport(UIKit)
    import CustomDump
    import Foundation
    import HeadlessUIKit
    import Testing
    import WayfinderParity

    /// A scenario run alone, by name, records what the whole run records for it; its file
    /// and the run assembled from such files are the whole run's.
    @MainActor
    @Suite struct PerScenarioRunTests {
        @Test func eachScenarioRunAloneMatchesTheWholeRun() async throws {
            let whole = await ParitySuite.run(on: HeadlessParityDriver())

            for trace in whole.scenarios {
                let alone = try await ParitySuite.run(
                    scenarioNamed: trace.name, on: HeadlessParityDriver())
                expectNoDifference(alone.trace, trace)
                #expect(
                    ParityComparison.ScenarioResult(
                        expected: trace, actual: alone.trace, comparesConsole: true
                    ).isDivergence == false)
            }
        }

        @Test func unknownScenarioNameIsAClearError() async {
            await #expect {
                try await ParitySuite.run(
                    scenarioNamed: "explain-push-twice", on: HeadlessParityDriver())
            } throws: { error in
                "\(error)"
                    == "no parity scenario is named 'explain-push-twice'; did you mean explain-push?"
            }
            await #expect {
                try await ParitySuite.run(scenarioNamed: "nope", on: HeadlessParityDriver())
            } throws: { error in
                "\(error)".hasPrefix("no parity scenario is named 'nope' (the catalog has ")
            }
        }

        @Test func perScenarioFilesAssembleIntoTheWholeRunInCatalogOrder() async throws {
            let folder = ParityOutputFolder(
                FileManager.default.temporaryDirectory.appendingPathComponent(
                    "wayfinder-parity-\(UUID().uuidString)", isDirectory: true))
            defer { try? FileManager.default.removeItem(at: folder.url) }
            let names = ["explain-pop", "explain-push", "demo-seed-002-by-hand"]
            let driver = HeadlessParityDriver()

            for name in names {
                let outcome = try await ParitySuite.run(scenarioNamed: name, on: driver)
                try folder.record(outcome, platform: driver.platform)
            }
            let written = try ParityRun.decode(from: Data(contentsOf: folder.runURL))
            let expected = await ParitySuite.run(
                ParityCatalog.all.filter { names.contains($0.name) }, on: driver)

            expectNoDifference(written, expected)
            #expect(
                FileManager.default.fileExists(
                    atPath: folder.scenariosURL.appendingPathComponent("explain-push.json").path))
        }

        @Test func filesOfTwoPlatformsDoNotAssemble() async throws {
            let folder = ParityOutputFolder(
                FileManager.default.temporaryDirectory.appendingPathComponent(
                    "wayfinder-parity-\(UUID().uuidString)", isDirectory: true))
            defer { try? FileManager.default.removeItem(at: folder.url) }
            let driver = HeadlessParityDriver()
            try folder.record(
                try await ParitySuite.run(scenarioNamed: "explain-push", on: driver),
                platform: "iOS 26.2 (iPhone)")

            let pop = try await ParitySuite.run(scenarioNamed: "explain-pop", on: driver)

            #expect(throws: ParityOutputFolderError.self) {
                try folder.record(pop, platform: "iOS 18.6 (iPhone)")
            }
        }

        @Test func scenarioWithoutAWindowInTimeFailsAsATimeOut() async throws {
            let scenario = try #require(ParityCatalog.named("explain-push"))
            let outcome = await ParitySuite.run(scenario, on: SceneLessDriver())
            let committed = try ParityRun.decode(
                from: Data(contentsOf: GoldenSources.committedRun))
            let result = ParityComparison.ScenarioResult(
                expected: try #require(committed.scenario(named: "explain-push")),
                actual: outcome.trace, comparesConsole: false)

            #expect(outcome.trace.entries == ["⏱ no foreground-active UIWindowScene after 10 s"])
            #expect(outcome.trace.skipped == nil)
            #expect(
                result.outcome
                    == .timedOut(
                        index: 0, entry: "⏱ no foreground-active UIWindowScene after 10 s",
                        inExpected: false))
            #expect(
                AcceptedDivergences().verdict(for: result, platform: "iOS 26.2 (iPhone)")
                    .verdict.fails)
        }
    }

    /// A driver whose platform never shows a window scene.
    @MainActor
    private final class SceneLessDriver: ParityDriver {
        let base = HeadlessParityDriver()
        var platform: String { "scene-less" }
        func makeWindow() async throws -> UIWindow {
            throw ParityTimeout("no foreground-active UIWindowScene after 10 s")
        }
        func waitForIdle(in window: UIWindow) async -> Bool {
            await base.waitForIdle(in: window)
        }
        func advance(by seconds: TimeInterval, in window: UIWindow) async {
            await base.advance(by: seconds, in: window)
        }
        func consoleMessages(in window: UIWindow) -> [String]? { nil }
        func tapBackButton(of navigationController: UINavigationController) throws(ParitySkip) {}
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
        func tapTab(at index: Int, of tabBarController: UITabBarController) throws(ParitySkip) {}
    }
#endif
