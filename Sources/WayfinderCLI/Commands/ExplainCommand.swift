import ArgumentParser
import Foundation

/// `wayfinder explain <transition>`: the UIKit callbacks of one transition.
struct ExplainCommand: AsyncParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show the UIKit callbacks of one transition.",
        discussion: "Transitions: "
            + BuiltInTransition.all.map(\.name).joined(separator: ", ") + ".")

    /// The transition's name.
    @Argument(
        help: ArgumentHelp("The transition to explain.", valueName: "transition"),
        completion: .list(BuiltInTransition.all.map(\.name)))
    var transition: String

    /// Whether the transition animates.
    @Flag(inversion: .prefixedNo, help: "Animate the transition (default) or not.")
    var animated = true

    /// Output options.
    @OptionGroup var output: OutputOptions

    /// Checks that the transition exists.
    func validate() throws {
        guard BuiltInTransition.named(transition) != nil else {
            let names = BuiltInTransition.all.map(\.name)
            let hint = ScenarioSyntax.suggestion(for: transition, among: names)
            throw ValidationError(
                "unknown transition '\(transition)'"
                    + (hint.map { " (did you mean '\($0)'?)" } ?? "")
                    + ". Valid transitions: " + names.joined(separator: ", "))
        }
    }

    /// Runs the transition and writes its trace.
    func run() async throws {
        let name = transition
        let animated = self.animated
        let report = try await MainActor.run { () throws(CLIError) -> Report in
            try BuiltInTransition.named(name)!.report(animated: animated)
        }
        try output.emit(report)
    }
}
