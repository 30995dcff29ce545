import ArgumentParser
import Foundation

/// `wayfinder`: see what UIKit does when screens move, on a virtual clock.
@main
struct WayfinderCommand: AsyncParsableCommand {
    /// The command's name, summary and subcommands.
    static let configuration = CommandConfiguration(
        commandName: "wayfinder",
        abstract: "See the UIKit callbacks of screen navigation, on a virtual clock.",
        discussion: """
            Every run happens on HeadlessUIKit, a pure-Swift stand-in for UIKit's \
            view-controller layer, so the traces are exact and repeatable.
            Start with `wayfinder demo`.
            Exit status: 0 success, 1 a failed `expect` in a scenario, 2 a usage error.
            """,
        subcommands: [
            DemoCommand.self, ExplainCommand.self, RunCommand.self, FuzzCommand.self,
            OpenCommand.self, DiffCommand.self,
        ]
    )

    /// Parses the arguments and runs the subcommand; errors become a message on standard
    /// error and exit status 2 (usage) or 1 (failed expectation), never a crash.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let error as CLIError {
            OutputWriter.writeToStandardError(error.message + "\n")
            Foundation.exit(error.exitStatus)
        } catch {
            if exitCode(for: error) == .validationFailure {
                OutputWriter.writeToStandardError(fullMessage(for: error) + "\n")
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
