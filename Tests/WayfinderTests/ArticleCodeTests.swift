import Foundation
import Testing

/// Every Swift block of each DocC article must stand, line for line, in a snippets file that
/// the test target compiles and runs: an article cannot show code that does not build.
@Suite struct ArticleCodeTests {
    /// An article and the test file that holds its code.
    struct Article: Sendable, CustomTestStringConvertible {
        let markdown: String
        let snippets: String
        /// How many Swift blocks the article has at least, so that a broken fence shows.
        let minimumBlocks: Int
        var testDescription: String { markdown }
    }

    static let articles = [
        Article(
            markdown: "Sources/Wayfinder/Wayfinder.docc/GettingStarted.md",
            snippets: "Tests/WayfinderTests/GettingStartedSnippets.swift", minimumBlocks: 9),
        Article(
            markdown: "Sources/Wayfinder/Wayfinder.docc/DeclarativeNavigation.md",
            snippets: "Tests/WayfinderTests/Routes/DeclarativeNavigationSnippets.swift",
            minimumBlocks: 8),
        Article(
            markdown: "Sources/Wayfinder/Wayfinder.docc/DeepLinks.md",
            snippets: "Tests/WayfinderTests/DeepLinks/DeepLinksSnippets.swift",
            minimumBlocks: 6),
        Article(
            markdown: "Sources/Wayfinder/Wayfinder.docc/RoutesInARealApp.md",
            snippets: "Tests/WayfinderTests/Routes/RoutesInARealAppSnippets.swift",
            minimumBlocks: 5),
        Article(
            markdown: "Sources/Wayfinder/Wayfinder.docc/ConfiguringContainers.md",
            snippets: "Tests/WayfinderTests/Routes/ContainersAndResultsSnippets.swift",
            minimumBlocks: 4),
        Article(
            markdown: "Sources/Wayfinder/Wayfinder.docc/RouteResults.md",
            snippets: "Tests/WayfinderTests/Routes/ContainersAndResultsSnippets.swift",
            minimumBlocks: 2),
        Article(
            markdown: "Sources/WayfinderTesting/WayfinderTesting.docc/TestingAnApp.md",
            snippets: "Tests/WayfinderTests/Routes/AppHarnessSnippets.swift", minimumBlocks: 4),
    ]

    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The non-empty lines of `text`, trimmed.
    private static func lines(_ text: String) -> [String] {
        text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// The Swift code blocks of a Markdown text, each as its trimmed non-empty lines.
    private static func swiftBlocks(in markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in lines(markdown) {
            if current == nil, line == "```swift" {
                current = []
            } else if let block = current, line == "```" {
                blocks.append(block)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    private static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test(arguments: articles)
    func everyBlockOfTheArticleIsCompiledCode(_ article: Article) throws {
        let blocks = Self.swiftBlocks(in: try Self.read(article.markdown))
        let code = Self.lines(try Self.read(article.snippets))
        #expect(blocks.count >= article.minimumBlocks)
        for block in blocks {
            let found = code.indices.contains { start in
                start + block.count <= code.count
                    && Array(code[start..<start + block.count]) == block
            }
            #expect(found, "not compiled anywhere: \(block.joined(separator: " / "))")
        }
    }
}
