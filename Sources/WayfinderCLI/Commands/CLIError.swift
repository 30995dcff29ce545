import Foundation

/// An error the command reports to the user: a message and an exit status, never a crash.
///
/// Usage errors (bad arguments, a missing or malformed scenario file, a step UIKit would
/// refuse) exit with status 2; a failed expectation of a scenario file exits with 1.
struct CLIError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of error, which decides the exit status.
    enum Kind: Equatable, Sendable {
        /// The input is wrong: exit status 2.
        case usage
        /// An `expect` line of a scenario did not hold: exit status 1.
        case failedExpectation
    }

    /// What kind of error.
    var kind: Kind
    /// The whole message, without a trailing newline.
    var message: String

    /// The exit status.
    var exitStatus: Int32 { kind == .usage ? 2 : 1 }

    /// The message.
    var description: String { message }

    /// A usage error.
    static func usage(_ message: String) -> CLIError {
        CLIError(kind: .usage, message: "error: " + message)
    }

    /// An error located in a scenario file, written as compilers do:
    ///
    /// ```
    /// push.txt:7:6: error: unknown screen 'X'
    ///   expected: one of the screens created above: A, B, nav
    ///     7 | push X
    ///       |      ^
    /// ```
    static func located(
        file: String, location: SourceLocation, source: [String], message: String,
        expected: String? = nil, kind: Kind = .usage, label: String = "error"
    ) -> CLIError {
        var lines = ["\(file):\(location.line):\(location.column): \(label): \(message)"]
        if let expected { lines.append("  expected: \(expected)") }
        if source.indices.contains(location.line - 1) {
            let number = String(location.line)
            let gutter = String(repeating: " ", count: number.count)
            lines.append("  \(number) | \(source[location.line - 1])")
            lines.append(
                "  \(gutter) | " + String(repeating: " ", count: max(0, location.column - 1))
                    + "^")
        }
        return CLIError(kind: kind, message: lines.joined(separator: "\n"))
    }
}
