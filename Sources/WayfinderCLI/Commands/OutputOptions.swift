import ArgumentParser
import Foundation

/// The `--format` and `--output` options every subcommand shares.
struct OutputOptions: ParsableArguments {
    /// The output format.
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Output format: text (aligned trace), json, mermaid (sequence diagram) or svg "
                + "(timeline)."))
    var format: OutputFormat = .text

    /// Where to write; standard output when absent.
    @Option(
        name: [.short, .long],
        help: ArgumentHelp(
            "Write to this file instead of standard output (atomically).", valueName: "path"))
    var output: String?

    /// Writes `text`, already rendered, where asked.
    /// - Throws: ``CLIError`` when the file cannot be written; then no file is left behind.
    func write(_ text: String) throws(CLIError) {
        if let output {
            try OutputWriter.write(text, toFile: output)
        } else {
            OutputWriter.writeToStandardOutput(text)
        }
    }

    /// Renders `report` and writes it where asked. Colours are used only for text written to
    /// a terminal.
    /// - Throws: ``CLIError`` when the file cannot be written; then no file is left behind.
    func emit(_ report: Report) throws(CLIError) {
        if let output {
            try OutputWriter.write(format.render(report, colour: false), toFile: output)
        } else {
            let colour = format == .text && OutputWriter.standardOutputWantsColour
            OutputWriter.writeToStandardOutput(format.render(report, colour: colour))
        }
    }
}
