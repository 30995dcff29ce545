#if canImport(UIKit)
    import Foundation
    import UIKit
    import WayfinderParity

    /// The app's UI-test mode: plays one parity scenario whose gestures a UI test makes, and
    /// writes its trace where `wayfinder diff` reads it.
    ///
    /// Launched with `-parity-scenario <name>` (see ``ParityGestureSignal``), the app runs the
    /// scenario with ``ParitySuite/run(_:on:)`` on a ``UITestGestureDriver``, writes a
    /// ``ParityRun`` holding that one scenario to `<output>/<name>.json` (the directory in
    /// `WAYFINDER_PARITY_GESTURE_OUTPUT`, the temporary directory without it), and shows
    /// `"parity.done"`. `Tests/ParityHostUITests/merge-gesture-traces.py` puts these traces into
    /// the simulator's `ios.json` in place of the scenarios the unit tests had to skip.
    @MainActor
    enum ParityGestureSession {
        /// Runs the scenario named in `arguments`, if any, on `scene`.
        /// - Returns: whether the app was launched in this mode.
        @discardableResult
        static func start(
            arguments: [String] = ProcessInfo.processInfo.arguments,
            environment: [String: String] = ProcessInfo.processInfo.environment,
            on scene: UIWindowScene
        ) -> Bool {
            guard let name = ParityGestureSignal.scenario(in: arguments) else { return false }
            let output = environment[ParityGestureSignal.outputEnvironmentKey].map {
                URL(fileURLWithPath: $0, isDirectory: true)
            }
            let board = ParityStatusBoard(scene: scene)
            board.show("parity.running")
            Task {
                let text = await run(
                    name, writingTo: output ?? FileManager.default.temporaryDirectory,
                    board: board)
                board.show(ParityGestureSignal.doneIdentifier, text: text)
            }
            return true
        }

        /// Plays `name` and writes its trace.
        /// - Returns: ``ParityGestureSignal/recorded``, or why the trace is incomplete.
        private static func run(_ name: String, writingTo folder: URL, board: ParityStatusBoard)
            async -> String
        {
            guard let scenario = ParityCatalog.named(name) else {
                return "no parity scenario is named \(name)"
            }
            // The UI test's drag and hold last a couple of seconds: wait for a transition
            // longer than the suite's 5 s.
            let driver = UITestGestureDriver(base: UIKitParityDriver(timeout: 15), board: board)
            let outcome = await ParitySuite.run(scenario, on: driver)
            let run = ParityRun(
                platform: driver.platform, consoleRecorded: outcome.consoleRecorded,
                scenarios: [outcome.trace])
            do {
                try FileManager.default.createDirectory(
                    at: folder, withIntermediateDirectories: true)
                try run.jsonData().write(to: folder.appendingPathComponent("\(name).json"))
            } catch {
                return "could not write the trace: \(error)"
            }
            if let skipped = outcome.trace.skipped { return "skipped: \(skipped)" }
            return ParityGestureSignal.recorded
        }
    }
#endif
