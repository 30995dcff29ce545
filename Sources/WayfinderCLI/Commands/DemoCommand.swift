import ArgumentParser
import Foundation

/// `wayfinder demo`: the five seed problems and the state jump, by hand with UIKit and with
/// Wayfinder.
struct DemoCommand: AsyncParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Show the six navigation problems Wayfinder solves: by hand, then with it.",
        discussion: """
            For each problem: a title, the problem in one sentence, the UIKit callback trace \
            of doing it by hand with the bad step marked ✗, then the same done with Wayfinder.
            """)

    /// Output options.
    @OptionGroup var output: OutputOptions

    /// Which problem to show (0…5); all when absent.
    @Option(help: ArgumentHelp("Show only this problem (0…5).", valueName: "number"))
    var seed: Int?

    /// Checks `--seed`.
    func validate() throws {
        if let seed, !(0..<SeedScenario.all.count).contains(seed) {
            throw ValidationError(
                "--seed \(seed) does not exist: choose 0…\(SeedScenario.all.count - 1)")
        }
    }

    /// Runs the demo.
    func run() async throws {
        let seed = self.seed
        let report = await SeedScenario.report(only: seed)
        try output.emit(report)
    }
}
