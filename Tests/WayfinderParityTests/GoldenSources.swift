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

    /// The committed list of understood divergences between HeadlessUIKit and UIKit.
    static let acceptedDivergences = root.appendingPathComponent(
        "Tests/WayfinderParityTests/Golden/accepted-divergences.json")

    #if !canImport(UIKit)
        /// The callback lines of a golden reference (`path`, `path#testName`,
        /// `path#testName*` for every expected list of the test, or
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
            if parts[1].hasSuffix("*") {
                return everyExpectedList(in: text, test: String(parts[1].dropLast()))
            }
            return expectedList(in: text, test: parts[1])
        }

        /// The values a test expects (`path#test#expect`, or `path#test(way: .swipe)#expect`
        /// for one case of a parameterized test): each `#expect(…)` of the test, on one line,
        /// with the parameters replaced by the given values.
        /// - Returns: `nil` when `reference` is not such a reference or the test is not found.
        static func expectations(_ reference: String) throws -> [String]? {
            guard reference.hasSuffix("#expect") else { return nil }
            let parts = reference.dropLast("#expect".count)
                .split(separator: "#", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return nil }
            var test = parts[1]
            var arguments: [(name: String, value: String)] = []
            if let open = test.firstIndex(of: "("), test.hasSuffix(")") {
                for argument in test[test.index(after: open)..<test.index(before: test.endIndex)]
                    .split(separator: ",")
                {
                    let pair = argument.split(separator: ":", maxSplits: 1)
                    arguments.append(
                        (
                            String(pair[0]).trimmingCharacters(in: .whitespaces),
                            String(pair[1]).trimmingCharacters(in: .whitespaces)
                        ))
                }
                test = String(test[..<open])
            }
            let lines = try String(
                contentsOf: root.appendingPathComponent(parts[0]), encoding: .utf8
            ).split(separator: "\n").map(String.init)
            guard let start = lines.firstIndex(where: { $0.contains("func \(test)(") }) else {
                return nil
            }
            var body = ""
            for line in lines[(start + 1)...] {
                if line.hasPrefix("    }") { break }
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                body += (body.hasSuffix("(") || body.hasSuffix("[") ? "" : " ") + trimmed
            }
            var result: [String] = []
            var rest = Substring(body)
            while let found = rest.firstRange(of: "#expect(") {
                var depth = 1
                var inString = false
                var end = found.upperBound
                while end < rest.endIndex, depth > 0 {
                    let character = rest[end]
                    if character == "\"" { inString.toggle() }
                    if !inString, character == "(" { depth += 1 }
                    if !inString, character == ")" { depth -= 1 }
                    end = rest.index(after: end)
                }
                var expression = String(rest[found.upperBound..<rest.index(before: end)])
                    .trimmingCharacters(in: .whitespaces)
                for argument in arguments {
                    expression = expression.replacing(
                        try Regex("\\b\(argument.name)\\b"), with: argument.value)
                }
                result.append(expression.replacing(", ]", with: "]"))
                rest = rest[end...]
            }
            return result
        }

        /// The console message of a refusal the CLI's `BadInputTests` expects
        /// (`BadInputTests.swift#<case name>`): the text after "UIKit refuses this step and
        /// logs: " in that case's message.
        /// - Returns: `nil` when `reference` is not such a case.
        static func refusal(_ reference: String) throws -> String? {
            let parts = reference.split(separator: "#", maxSplits: 1).map(String.init)
            guard parts.count == 2, parts[0].hasSuffix("BadInputTests.swift") else { return nil }
            let lines = try String(
                contentsOf: root.appendingPathComponent(parts[0]), encoding: .utf8
            ).split(separator: "\n")
            guard let start = lines.firstIndex(where: { $0.contains("name: \"\(parts[1])\"") })
            else { return nil }
            for line in lines[(start + 1)...] {
                if line.contains("name: \"") { break }
                if let match = line.firstMatch(of: /and logs: ([^"]+)"/) {
                    return String(match.1)
                }
            }
            return nil
        }

        /// Every list a test expects of its trace, in source order and joined: the entries
        /// of each multi-line list (as ``expectedList(in:test:)`` reads them) and of each
        /// one-line `trace.lines… == ["…", "…"]`, up to the end of the test.
        static func everyExpectedList(in source: String, test: String) -> [String]? {
            let lines = source.split(separator: "\n").map(String.init)
            guard let start = lines.firstIndex(where: { $0.contains("func \(test)(") }) else {
                return nil
            }
            var result: [String] = []
            for line in lines[(start + 1)...] {
                if line.hasPrefix("    }") || line.contains("@Test") { break }
                if let match = line.wholeMatch(of: /^\s*"(?:\d+\.\d{3} )?(.+)",?$/) {
                    result.append(String(match.1))
                } else if line.contains("trace.lines"), let list = line.firstRange(of: "== [") {
                    result += line[list.upperBound...].matches(of: /"([^"]+)"/).map {
                        String($0.1)
                    }
                }
            }
            return result
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
