import Foundation
import Testing

@Suite("wayfinder demo")
struct DemoCommandTests {
    @Test func demoTextMatchesSnapshot() throws {
        let result = try CLI.run(["demo"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        try Snapshot.expect(result.stdout, matches: "demo.txt")
    }

    @Test func demoShowsTheBackButtonPopAndTheCancelledSwipeBackOfSeed003() throws {
        let result = try CLI.run(["demo"])
        #expect(result.stdout.contains("By hand, with UIKit: the user taps Back on C"))
        #expect(
            result.stdout.contains("By hand, with UIKit: the user swipes back from C and cancels"))
        #expect(result.stdout.contains("▶ user lets go: the swipe is cancelled"))
        for seed in 0..<5 {
            #expect(result.stdout.contains(String(format: "Seed %03d · ", seed)))
        }
        #expect(result.stdout.contains("With Wayfinder:"))
        #expect(!result.stdout.contains("\u{1B}["), "no colours when not a terminal")
    }

    @Test func demoSVGMatchesSnapshot() throws {
        let result = try CLI.run(["demo", "--format", "svg"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("<svg "))
        try Snapshot.expect(result.stdout, matches: "demo.svg")
    }

    @Test func demoJSONDecodesWithFiveSeedsAndTheStateJump() throws {
        let result = try CLI.run(["demo", "--format", "json"])
        #expect(result.status == 0)
        let report = try JSONDecoder().decode(ReportShape.self, from: Data(result.stdout.utf8))
        #expect(report.schemaVersion == 1)
        #expect(report.command == "demo")
        #expect(
            report.scenarios.map(\.id) == [
                "seed-000", "seed-001", "seed-002", "seed-003", "seed-004", "seed-005",
            ])
        for scenario in report.scenarios {
            #expect(scenario.problem?.isEmpty == false)
            #expect(scenario.runs.count >= 2)
            #expect(scenario.runs.last?.label == "With Wayfinder")
        }
        let marked = report.scenarios.flatMap(\.runs).flatMap(\.entries)
            .filter { $0.mark != nil || $0.kind == "problem" }
        #expect(marked.count >= 6, "every part marks its bad step")
    }

    @Test func demoMermaidIsMarkdownWithOneDiagramPerRun() throws {
        let result = try CLI.run(["demo", "--format", "mermaid"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("## Seed 000"))
        let diagrams =
            result.stdout.components(separatedBy: "```mermaid\nsequenceDiagram").count - 1
        #expect(diagrams == 13)
    }

    @Test func demoOfOneSeed() throws {
        let result = try CLI.run(["demo", "--seed", "3"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("━━ Seed 003"))
        #expect(!result.stdout.contains("Seed 000"))
    }
}
