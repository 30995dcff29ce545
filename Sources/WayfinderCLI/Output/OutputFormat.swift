import ArgumentParser
import Foundation

/// The output formats every subcommand offers.
enum OutputFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
    /// An aligned trace with virtual times and flags; coloured when written to a terminal.
    case text
    /// The report as JSON, schema version ``Report/currentSchemaVersion``.
    case json
    /// A Mermaid sequence diagram (a Markdown file of diagrams when there are several runs).
    case mermaid
    /// A timeline picture: a lane per screen, transitions as bars, callbacks as points.
    case svg

    /// Renders `report` in this format.
    /// - Parameters:
    ///   - report: what to render.
    ///   - colour: whether text output may use ANSI colours.
    /// - Returns: the document, ending with a newline.
    func render(_ report: Report, colour: Bool) -> String {
        switch self {
        case .text: TextRenderer(colour: colour).render(report)
        case .json: JSONRenderer().render(report)
        case .mermaid: MermaidRenderer().render(report)
        case .svg: SVGRenderer().render(report)
        }
    }
}
