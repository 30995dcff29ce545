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
            With --accepted <file> (Tests/WayfinderParityTests/Golden/\
            accepted-divergences.json), a divergence the file lists for the scenario, the \
            entry, the two lines and b.json's iOS version is printed with ≈ and its reason \
            and does not fail; the exit status is 1 only on a new divergence (a time-out or a \
            scenario only one run has included), on a listed divergence that no longer \
            occurs (take it out of the file), or on a listed scenario that now diverges \
            elsewhere.
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

    /// The understood divergences, which do not fail the command.
    @Option(
        help: ArgumentHelp(
            "A list of accepted divergences (format wayfinder-parity-accepted/1): only new or "
                + "vanished ones fail.",
            valueName: "file"),
        completion: .file(extensions: ["json"]))
    var accepted: String?

    /// Reads both runs, prints the comparison, and fails with status 1 on a divergence (with
    /// `--accepted`, on a new or vanished one).
    func run() throws {
        let expectedRun = try Self.read(expected)
        let actualRun = try Self.read(actual)
        let comparison = ParityComparison(expected: expectedRun, actual: actualRun)
        if let accepted {
            try judge(
                comparison, accepted: Self.readAccepted(accepted), expectedRun: expectedRun,
                actualRun: actualRun)
            return
        }
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

    /// Prints the verdicts, and fails with status 1 on a new or vanished divergence.
    private func judge(
        _ comparison: ParityComparison, accepted list: AcceptedDivergences,
        expectedRun: ParityRun, actualRun: ParityRun
    ) throws {
        let verdicts = ParityVerdicts(
            comparison: comparison, accepted: list, platform: actualRun.platform,
            expectedLabel: Self.label(expected, expectedRun),
            actualLabel: Self.label(actual, actualRun))
        let acceptedName = URL(fileURLWithPath: accepted ?? "").lastPathComponent
        OutputWriter.writeToStandardOutput(verdicts.text(acceptedLabel: acceptedName))
        let count = verdicts.failures.count
        if count > 0 {
            throw CLIError(
                kind: .failedExpectation,
                message: "error: \(count) \(count == 1 ? "scenario fails" : "scenarios fail")"
                    + " between \(expected) and \(actual) with the divergences accepted in "
                    + (accepted ?? ""))
        }
    }

    /// Reads a list of accepted divergences.
    /// - Throws: a usage ``CLIError`` naming the file and what is wrong with it.
    static func readAccepted(_ path: String) throws(CLIError) -> AcceptedDivergences {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
            !isDirectory.boolValue
        else {
            throw CLIError.usage("cannot read accepted divergences '\(path)': no such file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError.usage("cannot read accepted divergences '\(path)': permission denied")
        }
        do {
            return try AcceptedDivergences.decode(from: data, file: path)
        } catch {
            throw CLIError.usage("\(error)")
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
