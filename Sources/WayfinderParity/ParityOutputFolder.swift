import Foundation

/// Where a run with one test per scenario writes its traces: each test writes its scenario's
/// file, then the whole run (`ios.json`) is assembled from the files there, so that the
/// folder holds the complete run however the tests were chosen or ordered.
///
/// ```
/// <folder>/scenarios/explain-push.json    one-scenario runs, one per scenario that ran
/// <folder>/ios.json                       every scenario file there, in the catalog's order
/// ```
///
/// ```swift
/// let folder = ParityOutputFolder(URL(fileURLWithPath: directory, isDirectory: true))
/// try folder.record(outcome, platform: driver.platform)
/// ```
///
/// Start each run with an empty folder: files left by an earlier run are assembled too.
public struct ParityOutputFolder: Sendable {
    /// The folder.
    public let url: URL
    /// The name of the assembled run in the folder, `"ios.json"` by default.
    public let runName: String

    /// A folder for a run's files.
    /// - Parameters:
    ///   - url: the folder; made when the first scenario is recorded.
    ///   - runName: the assembled run's file name.
    public init(_ url: URL, runName: String = "ios.json") {
        self.url = url
        self.runName = runName
    }

    /// The folder of the one-scenario files.
    public var scenariosURL: URL { url.appendingPathComponent("scenarios", isDirectory: true) }

    /// The assembled run's file.
    public var runURL: URL { url.appendingPathComponent(runName) }

    /// Writes `outcome` as `scenarios/<name>.json`, then assembles the run again.
    /// - Parameters:
    ///   - outcome: one scenario's outcome.
    ///   - platform: the driver's platform.
    ///   - order: the scenario names in the order the assembled run lists them, the
    ///     catalog's by default; other names follow, sorted.
    /// - Returns: the assembled run, as written.
    /// - Throws: what the file system throws; a file there that is not a parity run.
    @discardableResult
    public func record(
        _ outcome: ParitySuite.ScenarioOutcome, platform: String,
        order: [String] = ParityCatalog.all.map(\.name)
    ) throws -> ParityRun {
        try FileManager.default.createDirectory(
            at: scenariosURL, withIntermediateDirectories: true)
        let single = ParityRun(
            platform: platform, consoleRecorded: outcome.consoleRecorded,
            scenarios: [outcome.trace])
        try single.jsonData().write(to: fileURL(of: outcome.trace.name), options: .atomic)
        let run = try assembled(order: order)
        try run.jsonData().write(to: runURL, options: .atomic)
        return run
    }

    /// The run made of every one-scenario file in the folder.
    /// - Parameter order: the scenario names in the order the run lists them; other names
    ///   follow, sorted.
    /// - Returns: the run: the first file's platform, console recorded only when every file
    ///   recorded it.
    /// - Throws: what the file system throws; ``ParityOutputFolderError`` for a file that is
    ///   not a parity run, or for files of different platforms.
    public func assembled(order: [String] = ParityCatalog.all.map(\.name)) throws -> ParityRun {
        let files = try FileManager.default.contentsOfDirectory(
            at: scenariosURL, includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "json" }
        var runs: [ParityRun] = []
        for file in files {
            let run: ParityRun
            do {
                run = try ParityRun.decode(from: Data(contentsOf: file))
            } catch {
                throw ParityOutputFolderError(
                    problem: "\(file.lastPathComponent) in \(scenariosURL.path) is not a parity "
                        + "run (\(error))")
            }
            runs.append(run)
        }
        let platforms = Set(runs.map(\.platform))
        guard platforms.count <= 1 else {
            throw ParityOutputFolderError(
                problem:
                    "\(scenariosURL.path) holds runs of \(platforms.sorted().joined(separator: ", "))"
                    + ": start each run with an empty folder")
        }
        let rank = Dictionary(order.enumerated().map { ($1, $0) }) { first, _ in first }
        let traces = runs.flatMap(\.scenarios).sorted { left, right in
            switch (rank[left.name], rank[right.name]) {
            case (let a?, let b?): a < b
            case (_?, nil): true
            case (nil, _?): false
            case (nil, nil): left.name < right.name
            }
        }
        return ParityRun(
            platform: runs.first?.platform ?? "",
            consoleRecorded: !runs.isEmpty && runs.allSatisfy { $0.consoleRecorded == true },
            scenarios: traces)
    }

    /// `scenarios/<name>.json`, with any character but letters, digits, `-`, `_` and `.`
    /// replaced by `_`.
    private func fileURL(of name: String) -> URL {
        let safe = String(
            name.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
        return scenariosURL.appendingPathComponent(safe + ".json")
    }
}

/// A ``ParityOutputFolder`` whose files do not make one run.
public struct ParityOutputFolderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, naming the folder or the file.
    public var problem: String

    /// Creates the error.
    /// - Parameter problem: what is wrong.
    public init(problem: String) {
        self.problem = problem
    }

    /// The problem.
    public var description: String { problem }
}
