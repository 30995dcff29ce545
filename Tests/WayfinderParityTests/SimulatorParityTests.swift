#if canImport(UIKit)
    import Foundation
    import Testing
    import UIKit
    import WayfinderParity

    /// On an iOS simulator or device: runs every golden scenario on real UIKit, writes the
    /// run as JSON (to the directory in `WAYFINDER_PARITY_OUTPUT`, when set) and fails with
    /// the first divergence of each scenario from the committed HeadlessUIKit run.
    ///
    /// `xcodebuild` passes `TEST_RUNNER_WAYFINDER_PARITY_OUTPUT=<dir>` to the tests as
    /// `WAYFINDER_PARITY_OUTPUT`.
    @MainActor
    @Suite struct SimulatorParityTests {
        @Test func realUIKitMatchesTheCommittedHeadlessRun() async throws {
            let run = await ParitySuite.run(on: UIKitParityDriver())
            if let directory = ProcessInfo.processInfo.environment["WAYFINDER_PARITY_OUTPUT"] {
                let folder = URL(fileURLWithPath: directory, isDirectory: true)
                try FileManager.default.createDirectory(
                    at: folder, withIntermediateDirectories: true)
                try run.jsonData().write(to: folder.appendingPathComponent("ios.json"))
            }
            let committed = try ParityRun.decode(
                from: Data(contentsOf: GoldenSources.committedRun))
            let comparison = ParityComparison(expected: committed, actual: run)
            #expect(
                !comparison.hasDivergence,
                "\(comparison.text(expectedLabel: "headless.json", actualLabel: run.platform))")
        }
    }
#endif
