import Foundation
import Testing

/// Every Swift block of the declarative-navigation article must stand, line for line, in
/// DeclarativeNavigationSnippets.swift, which the test target compiles and runs.
@Suite struct DeclarativeNavigationArticleTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private static func lines(_ text: String) -> [String] {
        text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    private static func swiftBlocks(in markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in lines(markdown) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!)
                current = nil
            } else if current != nil {
                current!.append(line)
            }
        }
        return blocks
    }

    @Test func everyBlockOfTheArticleIsCompiledCode() throws {
        let article = try String(
            contentsOf: Self.root.appendingPathComponent(
                "Sources/Wayfinder/Wayfinder.docc/DeclarativeNavigation.md"),
            encoding: .utf8)
        let code = Self.lines(
            try String(
                contentsOf: Self.root.appendingPathComponent(
                    "Tests/WayfinderTests/Routes/DeclarativeNavigationSnippets.swift"),
                encoding: .utf8))
        let blocks = Self.swiftBlocks(in: article)
        #expect(blocks.count >= 8)
        for block in blocks {
            let found = code.indices.contains { start in
                start + block.count <= code.count
                    && Array(code[start..<start + block.count]) == block
            }
            #expect(found, "not compiled anywhere: \(block.joined(separator: " / "))")
        }
    }
}
