import ArgumentParser
import Foundation

/// `wayfinder run <file>`: runs a scenario file and writes its trace.
struct RunCommand: AsyncParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a scenario file: one step a line, `#` comments (see the README).",
        discussion: "Steps: " + ScenarioSyntax.keywordList + ".")

    /// The scenario file.
    @Argument(
        help: ArgumentHelp("The scenario file.", valueName: "file"),
        completion: .file())
    var file: String

    /// Output options.
    @OptionGroup var output: OutputOptions

    /// Parses and runs the file. A failed `expect` still writes the trace up to that point,
    /// then reports the failure and exits with status 1.
    func run() async throws {
        let text = try ScenarioFile.read(file)
        let scenario = try ScenarioFile.parse(text, fileName: file)
        let result = await MainActor.run { ScenarioFile.run(scenario) }
        switch result {
        case .success(let report):
            try output.emit(report)
        case .failure(let error) where error.kind == .failedExpectation:
            try output.emit(error.report)
            throw error.error
        case .failure(let error):
            throw error.error
        }
    }
}
