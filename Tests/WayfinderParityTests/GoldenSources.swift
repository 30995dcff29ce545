import Foundation

/// Reads the callbacks out of the repository's golden files: the CLI's text snapshots and
/// the expected lists of Wayfinder's golden-trace tests.
enum GoldenSources {
    /// The repository's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The committed HeadlessUIKit run.
    static let committedRun = root.appendingPathComponent(
        "Tests/WayfinderParityTests/Golden/headless.json")

    #if !canImport(UIKit)
        /// The callback lines of a golden reference (`path`, `path#testName` or
        /// `demo.txt#Seed 000|By hand`), in the form
        /// ``CallbackTrace`` records them.
        /// - Returns: `nil` when the test or the demo run is not in the file.
        static func callbacks(_ reference: String) throws -> [String]? {
            let parts = reference.split(separator: "#", maxSplits: 1).map(String.init)
            let text = try String(
                contentsOf: root.appendingPathComponent(parts[0]), encoding: .utf8)
            guard parts.count == 2 else { return snapshotCallbacks(text) }
            if parts[0].hasSuffix(".txt") {
                return demoRun(in: text, parts[1]).map(snapshotCallbacks)
            }
            return expectedList(in: text, test: parts[1])
        }

        /// `"  0.350      B     viewDidAppear(true)          [movingToParent]"` →
        /// `"B.viewDidAppear(true) [movingToParent]"`; steps, warnings and checks are left out.
        static func snapshotCallbacks(_ text: String) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
                let pattern =
                    /^  \d+\.\d{3}      (\S+) +(.+?)(?: {2,}(\[[^\]]+\]))?(?: {2,}\(delegate\))?$/
                guard let match = line.wholeMatch(of: pattern) else { return nil }
                let flags = match.3.map { " " + $0 } ?? ""
                return "\(match.1).\(match.2)\(flags)"
            }
        }

        /// The lines of one run of the demo's snapshot: `"Seed 000|By hand"` is the run
        /// whose label starts with "By hand" in the section of seed 000, up to the blank line
        /// that ends it.
        static func demoRun(in text: String, _ reference: String) -> String? {
            let parts = reference.split(separator: "|", maxSplits: 1).map(String.init)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard
                let section = lines.firstIndex(where: {
                    $0.hasPrefix("━━") && $0.contains(parts[0] + " ")
                }),
                let label = lines[section...].firstIndex(where: { $0.hasPrefix(parts[1]) })
            else { return nil }
            let end = lines[label...].firstIndex(where: \.isEmpty) ?? lines.endIndex
            return lines[label..<end].joined(separator: "\n")
        }

        /// The `"0.000 B.willMove(toParent: nil)"` or `"B.willMove(toParent: nil)"` lines of
        /// the first expected list after `func <test>(`, without their times.
        static func expectedList(in source: String, test: String) -> [String]? {
            let lines = source.split(separator: "\n").map(String.init)
            guard let start = lines.firstIndex(where: { $0.contains("func \(test)(") }) else {
                return nil
            }
            var result: [String] = []
            for line in lines[start...] {
                if let match = line.wholeMatch(of: /^\s*"(?:\d+\.\d{3} )?(.+)",?$/) {
                    result.append(String(match.1))
                } else if !result.isEmpty {
                    break
                }
            }
            return result
        }
    #endif
}
