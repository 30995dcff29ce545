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

    @Test func aSplitViewCollapsesAndExpandsWithTheWindowsSizeClass() throws {
        let result = try CLI.run(["run", CLI.scenario("split.scenario")])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(
            lines.contains(
                "0.000  ▶ let split = UISplitViewController(style: .doubleColumn); "
                    + "split.setViewController(nav1, for: .primary); "
                    + "split.setViewController(nav2, for: .secondary)"))
        // Collapsed, the list does not load; it loads when the window becomes regular.
        let regular = try #require(
            lines.firstIndex(of: "0.000  ▶ the window becomes horizontally regular"))
        let listLoads = try #require(lines.firstIndex { $0.hasSuffix("list    viewDidLoad") })
        #expect(listLoads > regular)
        #expect(lines.contains("0.000  ✓ expect nav2.viewControllers == [detail, more]"))
        #expect(lines.contains("0.000  ✓ expect nav1.viewControllers == [list]"))
    }

    @Test func aSplitNeedsTwoOrThreeColumns() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("wayfinder-split-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bad.scenario")
        try "screen A B C D\nsplit s A B C D\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try CLI.run(["run", file.path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("a split view controller has at most three columns"))
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
