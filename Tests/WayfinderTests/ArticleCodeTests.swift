import Foundation
import Testing

/// Every Swift block of each DocC article must stand, line for line, in a snippets file that
/// the test target compiles and runs: an article cannot show code that does not build.
@Suite struct ArticleCodeTests {
    /// An article and the test files that hold its code.
    struct Article: Sendable, CustomTestStringConvertible {
        let markdown: String
        let snippets: [String]
        /// How many Swift blocks the article has at least, so that a broken fence shows.
        let minimumBlocks: Int
        var testDescription: String { markdown }
    }

    static let articles = [
        Article(
            markdown: "Sources/Wayfinder/Wayfinder.docc/GettingStarted.md",
            snippets: [
                "Tests/WayfinderTests/GettingStartedSnippets.swift",
                "Tests/WayfinderTests/GettingStartedApp.swift",
            ], minimumBlocks: 11),
        Article(
            markdown: "Sources/Wayfinder/Wayfinder.docc/DeclarativeNavigation.md",
            snippets: ["Tests/WayfinderTests/Routes/DeclarativeNavigationSnippets.swift"],
            minimumBlocks: 8),
        Article(
            markdown: "Sources/Wayfinder/Wayfinder.docc/DeepLinks.md",
            snippets: ["Tests/WayfinderTests/DeepLinks/DeepLinksSnippets.swift"],
            minimumBlocks: 6),
        Article(
            markdown: "Sources/Wayfinder/Wayfinder.docc/RoutesInARealApp.md",
            snippets: ["Tests/WayfinderTests/Routes/RoutesInARealAppSnippets.swift"],
            minimumBlocks: 5),
        Article(
            markdown: "Sources/Wayfinder/Wayfinder.docc/ConfiguringContainers.md",
            snippets: ["Tests/WayfinderTests/Routes/ContainersAndResultsSnippets.swift"],
            minimumBlocks: 4),
        Article(
            markdown: "Sources/Wayfinder/Wayfinder.docc/RouteResults.md",
            snippets: ["Tests/WayfinderTests/Routes/ContainersAndResultsSnippets.swift"],
            minimumBlocks: 2),
        Article(
            markdown: "Sources/Wayfinder/Wayfinder.docc/IPadSplitViews.md",
            snippets: ["Tests/WayfinderTests/Routes/SplitViewsSnippets.swift"],
            minimumBlocks: 10),
        Article(
            markdown: "Sources/Wayfinder/Wayfinder.docc/AlertsAsState.md",
            snippets: ["Tests/WayfinderTests/Routes/AlertsAsStateSnippets.swift"],
            minimumBlocks: 6),
        Article(
            markdown: "Sources/Wayfinder/Wayfinder.docc/Extensions",
            snippets: [
                "Tests/WayfinderTests/TypeExampleSnippets.swift",
                "Tests/WayfinderTests/Routes/LockAndScreenViewSnippets.swift",
            ], minimumBlocks: 14),
        Article(
            markdown: "Sources/WayfinderTesting/WayfinderTesting.docc/TestingAnApp.md",
            snippets: ["Tests/WayfinderTests/Routes/AppHarnessSnippets.swift"], minimumBlocks: 4),
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

    /// The text of a file, or of every Markdown file of a folder (a catalog's `Extensions`).
    private static func read(_ path: String) throws -> String {
        let url = root.appendingPathComponent(path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
            isFolder.boolValue
        else { return try String(contentsOf: url, encoding: .utf8) }
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        return try names.filter { $0.hasSuffix(".md") }.sorted().map { name in
            try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
        }.joined(separator: "\n")
    }

    @Test(arguments: articles)
    func everyBlockOfTheArticleIsCompiledCode(_ article: Article) throws {
        let blocks = Self.swiftBlocks(in: try Self.read(article.markdown))
        let files = try article.snippets.map { Self.lines(try Self.read($0)) }
        #expect(blocks.count >= article.minimumBlocks)
        for block in blocks {
            let found = files.contains { code in
                code.indices.contains { start in
                    start + block.count <= code.count
                        && Array(code[start..<start + block.count]) == block
                }
            }
            #expect(found, "not compiled anywhere: \(block.joined(separator: " / "))")
        }
    }

    /// The Swift lines of the library targets' code examples: the blocks of their catalogs'
    /// Markdown files, and the blocks of their doc comments (without the `///`).
    private static func exampleCodeLines() throws -> [(place: String, line: String)] {
        var found: [(place: String, line: String)] = []
        let sources = root.appendingPathComponent("Sources")
        for target in ["HeadlessUIKit", "Wayfinder", "WayfinderTesting"] {
            let folder = sources.appendingPathComponent(target)
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let name as String in files
            where name.hasSuffix(".md") || name.hasSuffix(".swift") {
                let text = try String(
                    contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                var inBlock = false
                for (number, line) in text.components(separatedBy: "\n").enumerated() {
                    var content = line
                    if name.hasSuffix(".swift") {
                        let trimmed = line.trimmingCharacters(in: .whitespaces)
                        guard trimmed.hasPrefix("///") else {
                            inBlock = false
                            continue
                        }
                        content = String(trimmed.dropFirst(3))
                        if content.hasPrefix(" ") { content.removeFirst() }
                    }
                    if content.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                        inBlock.toggle()
                    } else if inBlock {
                        found.append(("\(target)/\(name):\(number + 1)", content))
                    }
                }
            }
        }
        return found
    }

    /// A code line wider than 100 columns is clipped on the documentation page.
    @Test func exampleCodeFitsThePage() throws {
        let lines = try Self.exampleCodeLines()
        #expect(lines.count > 500)
        for (place, line) in lines {
            #expect(line.count <= 100, "\(place) is \(line.count) columns wide: \(line)")
        }
    }
}
