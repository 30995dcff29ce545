import Foundation
import Testing

/// Every Swift block of the "SwiftUI screens" article stands, line for line and in order, in
/// `ArticleExamples.swift`, which `ios-typecheck --target WayfinderSwiftUI` compiles against
/// the iOS SDK: the article cannot show code that does not build for iOS.
@Suite struct ArticleCodeTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The trimmed non-empty lines of `text`.
    private static func lines(_ text: some StringProtocol) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The Swift blocks of `markdown`, each as its trimmed non-empty lines.
    private static func swiftBlocks(_ markdown: String) -> [[String]] {
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

    @Test func everyBlockOfTheArticleIsCompiledForIOS() throws {
        let article = try Self.read(
            "Sources/WayfinderSwiftUI/WayfinderSwiftUI.docc/SwiftUIScreens.md")
        let source = Self.lines(try Self.read("Sources/WayfinderSwiftUI/ArticleExamples.swift"))
        let blocks = Self.swiftBlocks(article)
        #expect(blocks.count == 5)
        // Inside the SwiftUI guard: between `#if canImport(SwiftUI)` and `#endif`.
        let start = try #require(
            source.firstIndex(of: "#if canImport(SwiftUI, _version: 6.0) && canImport(UIKit)"))
        let end = try #require(source.lastIndex(of: "#endif"))
        let guarded = Array(source[start..<end])
        for block in blocks {
            let found = guarded.indices.contains { index in
                guarded[index...].starts(with: block)
            }
            #expect(found, "not in ArticleExamples.swift:\n\(block.joined(separator: "\n"))")
        }
    }
}
