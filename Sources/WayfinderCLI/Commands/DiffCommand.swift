import ArgumentParser
import Foundation
import WayfinderParity

/// `wayfinder diff <a.json> <b.json>`: compares two recorded parity runs (HeadlessUIKit here,
/// UIKit on a simulator) and prints the first divergence of each scenario.
struct DiffCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two recorded parity runs and print each scenario's first divergence.",
        discussion: """
            The files are parity runs (format wayfinder-parity/1) written by the parity \
            suite: Tests/WayfinderParityTests/Golden/headless.json is HeadlessUIKit's, CI \
            uploads the simulator's as ios.json. Entries are compared in order; there are no \
            times to differ. A scenario one run skipped (a gesture public UIKit cannot make) \
            is compared up to the skip.
            Exit status: 0 no divergence, 1 a divergence or a scenario only one run has, \
            2 a usage error (a missing or malformed file).
            """)

    /// The reference run.
    @Argument(
        help: ArgumentHelp("The reference run, e.g. HeadlessUIKit's.", valueName: "a.json"),
        completion: .file(extensions: ["json"]))
    var expected: String

    /// The run to check.
    @Argument(
        help: ArgumentHelp("The run to check, e.g. the simulator's.", valueName: "b.json"),
        completion: .file(extensions: ["json"]))
    var actual: String

    /// Reads both runs, prints the comparison, and fails with status 1 on a divergence.
    func run() throws {
        let expectedRun = try Self.read(expected)
        let actualRun = try Self.read(actual)
        let comparison = ParityComparison(expected: expectedRun, actual: actualRun)
        OutputWriter.writeToStandardOutput(
            comparison.text(
                expectedLabel: Self.label(expected, expectedRun),
                actualLabel: Self.label(actual, actualRun)))
        let count = comparison.divergences.count
        if count > 0 {
            throw CLIError(
                kind: .failedExpectation,
                message: "error: \(count) \(count == 1 ? "scenario differs" : "scenarios differ")"
                    + " between \(expected) and \(actual)")
        }
    }

    /// `"ios.json (iOS 26.2 (iPhone))"`.
    private static func label(_ path: String, _ run: ParityRun) -> String {
        "\(URL(fileURLWithPath: path).lastPathComponent) (\(run.platform))"
    }

    /// Reads a parity run.
    /// - Throws: a usage ``CLIError`` naming the file and what is wrong with it.
    static func read(_ path: String) throws(CLIError) -> ParityRun {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
            !isDirectory.boolValue
        else {
            throw CLIError.usage("cannot read parity run '\(path)': no such file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError.usage("cannot read parity run '\(path)': permission denied")
        }
        do {
            return try ParityRun.decode(from: data)
        } catch let error as ParityFormatError {
            throw CLIError.usage("'\(path)' is not a parity run: \(error)")
        } catch {
            throw CLIError.usage(
                "'\(path)' is not a parity run (a JSON object with format, platform and "
                    + "scenarios, as the parity suite writes)")
        }
    }
}
