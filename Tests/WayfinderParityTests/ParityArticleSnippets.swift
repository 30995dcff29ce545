#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit
    import Testing
    import WayfinderParity
    import WayfinderTesting

    /// The code of the DocC article "Checking HeadlessUIKit against your simulator", line
    /// for line, compiled and run.
    @MainActor
    @Suite struct ParityArticleSnippets {
        @Test func recordARun() async throws {
            let run = await ParitySuite.run(on: HeadlessParityDriver())
            let data = try run.jsonData()

            #expect(try ParityRun.decode(from: data) == run)
        }

        @Test func compareTwoRuns() async throws {
            let committed = try ParityRun.decode(
                from: Data(contentsOf: GoldenSources.committedRun))
            let run = await ParitySuite.run(on: HeadlessParityDriver())
            let comparison = ParityComparison(expected: committed, actual: run)
            print(comparison.text(expectedLabel: "headless.json", actualLabel: run.platform))

            #expect(!comparison.hasDivergence)
        }

        @Test func addYourOwnScenario() async throws {
            let pushTwice = ParityScenario(
                name: "push-twice", golden: "Tests/MyAppTests/PushTwice.json",
                summary: "The app pushes B, then C."
            ) { stage in
                stage.screens("A", "B", "C")
                try stage.navigation("nav", ["A"])
                try stage.show(root: "nav")
                await stage.idle()
                stage.beginRecording()
                try stage.push("B")
                await stage.idle()
                try stage.push("C")
            }
            let outcome = await ParitySuite.run(pushTwice, on: HeadlessParityDriver())

            #expect(outcome.trace.skipped == nil)
            #expect(outcome.leaked == [])
            #expect(
                outcome.trace.entries.filter { $0.hasPrefix("▶") || $0.hasPrefix("◆") } == [
                    "▶ nav.pushViewController(B, animated: true)", "◆ nav: finished",
                    "▶ nav.pushViewController(C, animated: true)", "◆ nav: finished",
                ])
            #expect(outcome.trace.callbacks.last == "nav.didShow(C, animated: true)")
        }

        @Test func recordCallbacksInEventOrder() {
            let trace = CallbackTrace.inEventOrder()
            let screen = TracedViewController("B", trace: trace)
            screen.loadViewIfNeeded()

            #expect(trace.timedLines == ["0.000 B.viewDidLoad"])
        }

        @Test func everySwiftBlockOfTheArticleIsInThisFile() throws {
            let root = GoldenSources.root
            let article = try String(
                contentsOf: root.appendingPathComponent(
                    "Sources/WayfinderTesting/WayfinderTesting.docc/"
                        + "CheckingHeadlessUIKitAgainstYourSimulator.md"),
                encoding: .utf8)
            let snippets = try String(
                contentsOf: root.appendingPathComponent(
                    "Tests/WayfinderParityTests/ParityArticleSnippets.swift"),
                encoding: .utf8)
            let code = trimmedLines(snippets)
            let blocks = swiftBlocks(in: article)

            #expect(blocks.count >= 4)
            for block in blocks {
                let found = code.indices.contains { start in
                    code[start...].starts(with: block)
                }
                #expect(
                    found,
                    "not in the snippets file, line for line:\n\(block.joined(separator: "\n"))")
            }
        }

        private func trimmedLines(_ text: String) -> [String] {
            text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
        }

        private func swiftBlocks(in markdown: String) -> [[String]] {
            var blocks: [[String]] = []
            var current: [String]?
            for line in trimmedLines(markdown) {
                if current == nil, line == "```swift" {
                    current = []
                } else if let block = current, line == "```" {
                    blocks.append(block)
                    current = nil
                } else if current != nil {
                    current?.append(line)
                }
            }
            return blocks
        }
    }
#endif
