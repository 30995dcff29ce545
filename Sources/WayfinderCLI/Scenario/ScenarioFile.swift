import Foundation

/// A scenario that stopped early: the error, and the trace recorded up to it.
struct RunFailure: Error, Sendable {
    /// Why it stopped.
    var error: CLIError
    /// What was recorded until then.
    var report: Report
    /// The error's kind.
    var kind: CLIError.Kind { error.kind }
}

/// Reading, parsing and running a scenario file for `wayfinder run`.
enum ScenarioFile {
    /// The text of the file at `path`.
    /// - Parameters:
    ///   - path: the file.
    ///   - kind: what the file is, for messages: `"scenario file"`, `"route table"`.
    /// - Throws: ``CLIError`` (usage) when it is missing, a directory, or not UTF-8 text.
    static func read(_ path: String, kind: String = "scenario file") throws(CLIError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError.usage("cannot read \(kind) '\(path)': no such file")
        }
        guard !isDirectory.boolValue else {
            throw CLIError.usage("cannot read \(kind) '\(path)': it is a directory")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError.usage("cannot read \(kind) '\(path)': permission denied")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CLIError.usage("cannot read \(kind) '\(path)': it is not UTF-8 text")
        }
        return text
    }

    /// Parses `text`; messages call the file `fileName`.
    static func parse(_ text: String, fileName: String) throws(CLIError) -> Scenario {
        var parser = ScenarioParser(fileName: fileName)
        return try parser.parse(text)
    }

    /// Runs `scenario` on a fresh stage and returns its report, or why it stopped.
    @MainActor
    static func run(_ scenario: Scenario) -> Result<Report, RunFailure> {
        let stage = Stage(label: "Trace")
        var runner = ScenarioRunner(stage: stage, scenario: scenario)
        let name = URL(fileURLWithPath: scenario.fileName).lastPathComponent
        func report(_ run: RunRecord) -> Report {
            Report(
                command: "run",
                scenarios: [ScenarioRecord(id: name, title: "Scenario \(name)", runs: [run])])
        }
        do {
            try runner.runAll()
        } catch {
            return .failure(
                RunFailure(error: error, report: report(stage.finish(runningUntilIdle: false))))
        }
        return .success(report(stage.finish()))
    }
}
