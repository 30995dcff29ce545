import Foundation
import Testing

/// Every Swift block of the deep-links article must stand, line for line, in
/// DeepLinksSnippets.swift, which the test target compiles and runs.
@Suite struct DeepLinksArticleTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private static func lines(_ text: String) -> [String] {
        text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    @Test func everyBlockOfTheArticleIsCompiledCode() throws {
        let article = try String(
            contentsOf: Self.root.appendingPathComponent(
                "Sources/Wayfinder/Wayfinder.docc/DeepLinks.md"),
            encoding: .utf8)
        let code = Self.lines(
            try String(
                contentsOf: Self.root.appendingPathComponent(
                    "Tests/WayfinderTests/DeepLinks/DeepLinksSnippets.swift"),
                encoding: .utf8))
        var blocks: [[String]] = []
        var current: [String]?
        for line in Self.lines(article) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!)
                current = nil
            } else if current != nil {
                current!.append(line)
            }
        }
        #expect(blocks.count == 6)
        for block in blocks {
            let found = code.indices.contains { start in
                start + block.count <= code.count
                    && Array(code[start..<start + block.count]) == block
            }
            #expect(found, "not compiled anywhere: \(block.joined(separator: " / "))")
        }
    }
}
