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
    ///
    /// When the driver has no window to give in time (``ParityTimeout``), the trace is one
    /// `"⏱ …"` entry with the reason, which every comparison reports as a time-out.
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
            window = try await driver.makeWindow()
        } catch let skip as ParitySkip {
            return ScenarioOutcome(
                trace: ParityScenarioTrace(name: scenario.name, entries: [], skipped: skip.reason),
                leaked: [], consoleRecorded: false)
        } catch {
            // Not a step the platform cannot take: the run could not start, which fails.
            return ScenarioOutcome(
                trace: ParityScenarioTrace(
                    name: scenario.name, entries: [ParityComparison.timeOutPrefix + "\(error)"]),
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
        } catch let timeout as ParityTimeout {
            stage.trace.record(ParityComparison.timeOutPrefix + timeout.reason)
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

    /// Runs the scenario of `catalog` named `name` on `driver`, as the whole run would: what
    /// a test with one case per scenario calls, so that a failure names its scenario and one
    /// scenario can be run alone.
    ///
    /// ```swift
    /// @Test(arguments: ParityCatalog.all.map(\.name))
    /// func scenarioMatches(_ name: String) async throws {
    ///     let outcome = try await ParitySuite.run(scenarioNamed: name, on: driver)
    ///     …
    /// }
    /// ```
    /// - Parameters:
    ///   - name: the scenario's name, e.g. `"explain-push"`.
    ///   - catalog: where to look, every golden scenario by default.
    ///   - driver: the platform.
    /// - Returns: the scenario's trace and leaks, the same as a whole run records for it.
    /// - Throws: ``ParityUnknownScenario`` when no scenario of `catalog` has that name.
    public static func run(
        scenarioNamed name: String, in catalog: [ParityScenario] = ParityCatalog.all,
        on driver: any ParityDriver
    ) async throws(ParityUnknownScenario) -> ScenarioOutcome {
        guard let scenario = catalog.first(where: { $0.name == name }) else {
            throw ParityUnknownScenario(name: name, known: catalog.map(\.name))
        }
        return await run(scenario, on: driver)
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

/// A scenario name that no scenario of the catalog has.
public struct ParityUnknownScenario: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name asked for.
    public var name: String
    /// The names the catalog has, in order.
    public var known: [String]

    /// Creates the error.
    /// - Parameters:
    ///   - name: the name asked for.
    ///   - known: the names the catalog has.
    public init(name: String, known: [String]) {
        self.name = name
        self.known = known
    }

    /// `no parity scenario is named 'explain-push-x'; did you mean explain-push?` when a
    /// name starts the other, else the catalog's first names.
    public var description: String {
        let close = known.filter { $0.hasPrefix(name) || name.hasPrefix($0) }
        if let first = close.first {
            return "no parity scenario is named '\(name)'; did you mean \(first)?"
        }
        let shown = known.prefix(5).joined(separator: ", ")
        return "no parity scenario is named '\(name)' (the catalog has \(known.count): "
            + "\(shown)\(known.count > 5 ? ", …" : ""))"
    }
}
