import Wayfinder

/// Runs parity scenarios on a driver and collects their traces.
///
/// ```swift
/// let run = await ParitySuite.run(on: HeadlessParityDriver())   // or UIKitParityDriver()
/// try run.jsonData().write(to: url)
/// ```
@MainActor
public enum ParitySuite {
    /// The outcome of one scenario: its trace, and the screens still alive after it left
    /// the window (leaks).
    public struct ScenarioOutcome: Sendable {
        /// What it recorded.
        public var trace: ParityScenarioTrace
        /// The names of the screens that are still alive after the tear-down.
        public var leaked: [String]
        /// Whether the trace includes UIKit's console messages (the driver could read them).
        public var consoleRecorded: Bool
    }

    /// Runs one scenario on a fresh window: its body, a wait for idle, then a tear-down.
    /// - Parameters:
    ///   - scenario: the scenario.
    ///   - driver: the platform.
    /// - Returns: its trace (skipped with the reason when the driver could not take a step)
    ///   and its leaks.
    public static func run(_ scenario: ParityScenario, on driver: any ParityDriver) async
        -> ScenarioOutcome
    {
        let window: UIWindow
        do {
            window = try driver.makeWindow()
        } catch {
            return ScenarioOutcome(
                trace: ParityScenarioTrace(name: scenario.name, entries: [], skipped: error.reason),
                leaked: [], consoleRecorded: false)
        }
        let stage = ParityStage(driver: driver, window: window)
        var skipped: String?
        do {
            try await scenario.body(stage)
            await stage.idle()
        } catch let skip as ParitySkip {
            skipped = skip.reason
            await stage.idle()
        } catch {
            skipped = "the scenario threw \(error)"
            await stage.idle()
        }
        let trace = ParityScenarioTrace(
            name: scenario.name, entries: stage.entries, skipped: skipped)
        let consoleRecorded = driver.consoleMessages(in: window) != nil
        await stage.tearDown()
        return ScenarioOutcome(
            trace: trace, leaked: stage.leaks.alive, consoleRecorded: consoleRecorded)
    }

    /// Runs `scenarios` one after the other on `driver`.
    /// - Parameters:
    ///   - scenarios: the scenarios, every golden one by default.
    ///   - driver: the platform.
    /// - Returns: the run, ready to be written as JSON.
    public static func run(
        _ scenarios: [ParityScenario] = ParityCatalog.all, on driver: any ParityDriver
    ) async -> ParityRun {
        var traces: [ParityScenarioTrace] = []
        var consoleRecorded = !scenarios.isEmpty
        for scenario in scenarios {
            let outcome = await run(scenario, on: driver)
            traces.append(outcome.trace)
            consoleRecorded = consoleRecorded && outcome.consoleRecorded
        }
        return ParityRun(
            platform: driver.platform, consoleRecorded: consoleRecorded, scenarios: traces)
    }
}
