import Foundation
import Testing

@Suite("wayfinder run")
struct RunCommandTests {
    @Test func backAndSwipeScenarioPassesAndMatchesSnapshots() throws {
        let text = try CLI.run(["run", "Tests/WayfinderCLITests/Scenarios/back-and-swipe.scenario"])
        #expect(text.status == 0)
        #expect(text.stderr.isEmpty)
        try Snapshot.expect(text.stdout, matches: "run-back-and-swipe.txt")
        let svg = try CLI.run([
            "run", "Tests/WayfinderCLITests/Scenarios/back-and-swipe.scenario", "--format", "svg",
        ])
        #expect(svg.status == 0)
        try Snapshot.expect(svg.stdout, matches: "run-back-and-swipe.svg")
    }

    @Test func everyStepKindRuns() throws {
        let result = try CLI.run(["run", CLI.scenario("everything.scenario")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("▶ user taps tab 0 (nav)"))
        #expect(result.stdout.contains("✓ expect nav.viewControllers == [A]"))
        // The whole run is the golden the parity suite also compares with.
        try Snapshot.expect(result.stdout, matches: "run-everything.txt")
    }

    @Test(arguments: ["text", "json", "mermaid", "svg"])
    func everyFormatOfARun(_ format: String) throws {
        let result = try CLI.run([
            "run", CLI.scenario("back-and-swipe.scenario"), "--format", format,
        ])
        #expect(result.status == 0)
        switch format {
        case "json":
            let report = try JSONDecoder().decode(ReportShape.self, from: Data(result.stdout.utf8))
            #expect(report.command == "run")
            let run = try #require(report.scenarios.first?.runs.first)
            #expect(
                run.entries.filter { $0.kind == "expectation" }.allSatisfy { $0.passed == true })
            #expect(run.transitions.map(\.settlement).contains("cancelled"))
        case "mermaid": #expect(result.stdout.hasPrefix("sequenceDiagram\n"))
        case "svg": #expect(result.stdout.hasPrefix("<svg ") && result.stdout.hasSuffix("</svg>\n"))
        default: #expect(result.stdout.contains("Scenario back-and-swipe.scenario"))
        }
    }
}
