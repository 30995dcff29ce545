import Foundation
import Testing

/// Compares output with a committed snapshot file in `__Snapshots__/`; with
/// `WAYFINDER_RECORD_SNAPSHOTS=1` in the environment it writes the file instead.
enum Snapshot {
    /// The snapshot directory.
    static let directory = CLI.testsDirectory.appendingPathComponent("__Snapshots__")

    /// Whether snapshots are being re-recorded.
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["WAYFINDER_RECORD_SNAPSHOTS"] == "1"
    }

    /// Checks `actual` against the snapshot `name` (a file name with its extension).
    static func expect(
        _ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = directory.appendingPathComponent(name)
        if isRecording {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record(
                "no snapshot \(name): run the tests with WAYFINDER_RECORD_SNAPSHOTS=1 to record it",
                sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != actual {
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let firstDifference =
                zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?
                .offset ?? min(expectedLines.count, actualLines.count)
            let expectedLine =
                expectedLines.indices.contains(firstDifference)
                ? String(expectedLines[firstDifference]) : "<end>"
            let actualLine =
                actualLines.indices.contains(firstDifference)
                ? String(actualLines[firstDifference]) : "<end>"
            Issue.record(
                """
                output differs from snapshot \(name) at line \(firstDifference + 1):
                  expected: \(expectedLine)
                  actual:   \(actualLine)
                re-record with WAYFINDER_RECORD_SNAPSHOTS=1 if the change is intended
                """, sourceLocation: sourceLocation)
        }
    }
}
