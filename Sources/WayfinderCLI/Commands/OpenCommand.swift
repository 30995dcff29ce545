import ArgumentParser
import Foundation
import Wayfinder

/// `wayfinder open <url> --routes <file>`: which pattern a link matches, its parameters, and
/// the state it leads to.
struct OpenCommand: AsyncParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open a deep link against a route table: the pattern, parameters and target.",
        discussion: """
            Route table lines: `scheme NAME…`, `host NAME…`, `start TARGET` (the state on \
            screen; default `stack home`), `route PATTERN => TARGET`. A target is clauses \
            separated by `;`: \(RouteTargetClause.usage). `{name}` in a route is replaced by \
            the link's parameter.
            """)

    /// The link.
    @Argument(help: ArgumentHelp("The URL to open.", valueName: "url"))
    var url: String

    /// The route table.
    @Option(
        name: .long,
        help: ArgumentHelp("The route table file.", valueName: "file"),
        completion: .file())
    var routes: String

    /// Output options: `text` (the default) is the report above; `json` adds the link as
    /// the report's `deepLink` key; `mermaid` and `svg` draw the callbacks of opening it.
    @OptionGroup var output: OutputOptions

    /// Reads the table, resolves the link and writes what happened.
    /// - Throws: ``CLIError``: usage (exit 2) for a bad table or URL text, failed
    ///   expectation (exit 1) when the link is refused, after the report is written.
    func run() async throws {
        let text = try ScenarioFile.read(routes, kind: "route table")
        var parser = RouteTableParser(fileName: routes)
        let table = try parser.parse(text)
        guard let link = URL(string: url) else {
            throw CLIError.usage("'\(url)' is not a URL")
        }
        let report = await MainActor.run { DeepLinkReport(table: table, url: link) }
        if output.format == .text {
            try output.write(report.text)
        } else {
            try output.emit(report.report)
        }
        if let error = report.error {
            throw CLIError(
                kind: .failedExpectation,
                message: "error: " + DeepLinkReport.message(for: error, url: link, table: table))
        }
    }
}
