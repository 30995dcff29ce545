import Foundation
import Testing

@Suite("wayfinder explain")
struct ExplainCommandTests {
    static let transitions = [
        "push", "pop", "swipe-back-finished", "swipe-back-cancelled", "pop-to-root", "set-stack",
        "present", "present-sheet", "dismiss", "dismiss-chain", "sheet-swipe-down", "tab-switch",
        "embed", "unembed", "state-jump",
        "zoom-pop", "content-swipe", "split-collapse", "uitab-switch",
    ]

    @Test(arguments: transitions)
    func explainTextMatchesSnapshot(_ transition: String) throws {
        let result = try CLI.run(["explain", transition])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        try Snapshot.expect(result.stdout, matches: "explain-\(transition).txt")
    }

    @Test(arguments: transitions)
    func explainJSONDecodes(_ transition: String) throws {
        let result = try CLI.run(["explain", transition, "--format", "json"])
        #expect(result.status == 0)
        let report = try JSONDecoder().decode(ReportShape.self, from: Data(result.stdout.utf8))
        #expect(report.command == "explain")
        let run = try #require(report.scenarios.first?.runs.first)
        #expect(run.entries.first?.kind == "step")
        #expect(run.entries.first?.time == 0)
        #expect(!run.transitions.isEmpty)
        #expect(run.entries.contains { $0.kind == "callback" })
        #expect(run.entries.map(\.time) == run.entries.map(\.time).sorted())
    }

    @Test(arguments: transitions)
    func explainMermaidIsASequenceDiagram(_ transition: String) throws {
        let result = try CLI.run(["explain", transition, "--format", "mermaid"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("sequenceDiagram\n"))
        #expect(result.stdout.contains("participant UIKit"))
        #expect(result.stdout.contains("UIKit->>"))
    }

    @Test func explainSVGMatchesSnapshot() throws {
        let result = try CLI.run(["explain", "swipe-back-cancelled", "--format", "svg"])
        #expect(result.status == 0)
        try Snapshot.expect(result.stdout, matches: "explain-swipe-back-cancelled.svg")
    }

    @Test func swipeBackCancelledJSONShowsTheUnpairedCallbacks() throws {
        let result = try CLI.run(["explain", "swipe-back-cancelled", "--format", "json"])
        let report = try JSONDecoder().decode(ReportShape.self, from: Data(result.stdout.utf8))
        let run = try #require(report.scenarios.first?.runs.first)
        let lines = run.entries.filter { $0.kind == "callback" }.map {
            "\($0.subject ?? "").\($0.text)"
                + ($0.flags.isEmpty ? "" : " [\($0.flags.joined(separator: ", "))]")
        }
        #expect(lines.contains("B.viewWillDisappear(true) [movingFromParent]"))
        #expect(!lines.contains { $0.hasPrefix("B.viewDidDisappear") })
        #expect(run.transitions.first?.settlement == "cancelled")
    }

    @Test func noAnimatedPushTakesNoVirtualTime() throws {
        let result = try CLI.run(["explain", "push", "--no-animated"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("nav.pushViewController(B, animated: false)"))
        #expect(!result.stdout.contains("0.350"))
    }

    @Test func outputFileIsWrittenAndStdoutStaysEmpty() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("push.svg").path
        let result = try CLI.run(["explain", "push", "--format", "svg", "--output", path])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.hasPrefix("<svg "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["push.svg"])
    }

    @Test func stateJumpShowsTheFewUIKitCallsWithOneAnimation() throws {
        let result = try CLI.run(["explain", "state-jump"])
        #expect(result.status == 0)
        let calls = result.stdout.split(separator: "\n").filter { $0.contains("▶ UI") }
        #expect(
            calls.map { $0.trimmingCharacters(in: .whitespaces) } == [
                "0.000  ▶ UINavigationController.pushViewController(Message, animated: false)",
                "0.000  ▶ UITabBarController.selectedIndex = 1",
                "0.000  ▶ UITabBarController.dismiss(animated: true)",
            ])
        #expect(calls.filter { $0.contains("animated: true") }.count == 1)
        #expect(!result.stdout.contains("Inbox  viewDidLoad"))
    }
}
