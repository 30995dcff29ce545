import Foundation
import Testing

/// Every Swift block of the getting-started article must stand, line for line, in
/// GettingStartedSnippets.swift, which the test target compiles and runs: the article cannot
/// show code that does not build.
@Suite struct GettingStartedArticleTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func swiftBlocks(in markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current!)
                current = nil
            } else if current != nil, !trimmed.isEmpty {
                current!.append(trimmed)
            }
        }
        return blocks
    }

    @Test func everyBlockOfTheArticleIsCompiledCode() throws {
        let article = try String(
            contentsOf: Self.root.appendingPathComponent(
                "Sources/Wayfinder/Wayfinder.docc/GettingStarted.md"),
            encoding: .utf8)
        let snippets = try String(
            contentsOf: Self.root.appendingPathComponent(
                "Tests/WayfinderTests/GettingStartedSnippets.swift"),
            encoding: .utf8)
        let code = snippets.components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let blocks = Self.swiftBlocks(in: article)
        #expect(blocks.count >= 9)
        for block in blocks {
            let found = code.indices.contains { start in
                start + block.count <= code.count
                    && Array(code[start..<start + block.count]) == block
            }
            #expect(found, "not compiled anywhere: \(block.joined(separator: " / "))")
        }
    }
}
