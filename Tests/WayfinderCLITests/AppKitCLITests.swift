import Foundation
import Testing

@testable import WayfinderCLI

/// `wayfinder open --format/--output`, route-table messages in the table's own terms, tab bar
/// delegate lines named as in the scenario, and UIKit exceptions shown as crashes.
@Suite("open output and messages")
struct AppKitCLITests {
    static let table = CLI.scenario("shop.routes")

    static func temporaryFile(_ name: String, _ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("appkit-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func openWritesJSONWithTheLinkAndTheRun() throws {
        let result = try CLI.run([
            "open", "shop://products/42?ref=mail", "--routes", Self.table, "--format", "json",
        ])
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        let report = try #require(json as? [String: Any])
        #expect(report["command"] as? String == "open")
        let link = try #require(report["deepLink"] as? [String: Any])
        #expect(link["pattern"] as? String == "/products/<int:id>")
        #expect(link["line"] as? Int == 7)
        #expect(link["settled"] as? String == "completed")
        #expect(
            (link["parameters"] as? [[String: String]]) == [["name": "id", "value": "42"]])
        #expect((link["query"] as? [[String: String]]) == [["name": "ref", "value": "mail"]])
        #expect(
            (link["uikitCalls"] as? [String])?.first
                == "UINavigationController.pushViewController(product-42, animated: false)")
        let scenarios = try #require(report["scenarios"] as? [[String: Any]])
        let runs = try #require(scenarios.first?["runs"] as? [[String: Any]])
        let entries = try #require(runs.first?["entries"] as? [[String: Any]])
        #expect(entries.first?["kind"] as? String == "step")
        #expect(entries.contains { $0["text"] as? String == "viewDidLoad" })
    }

    @Test(arguments: ["mermaid", "svg"])
    func openDrawsTheCallbacksOfTheLink(_ format: String) throws {
        let result = try CLI.run([
            "open", "shop://products/42", "--routes", Self.table, "--format", format,
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("viewDidAppear(false)"))
        #expect(result.stdout.contains("routes.open(URL(string: "))
    }

    @Test func openWritesToTheOutputFileAndNothingToStandardOutput() throws {
        let path = try Self.temporaryFile("open.txt", "")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLI.run([
            "open", "shop://products/42", "--routes", Self.table, "--output", path,
        ])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.hasPrefix("url:        shop://products/42\npattern:    /products/<int:id>"))
    }

    @Test func aRefusedLinkStillWritesItsReportAndExitsWithStatus1() throws {
        let result = try CLI.run([
            "open", "shop://nowhere", "--routes", Self.table, "--format", "json",
        ])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\"refused\" : \"notFound\""))
        #expect(result.stderr.hasPrefix("error: No registered pattern matches"))
    }

    @Test func aMissingRouteTableIsCalledARouteTable() throws {
        let result = try CLI.run(["open", "shop://a", "--routes", "no-such.routes"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: cannot read route table 'no-such.routes': no such file\n")
    }

    @Test func aTableWithoutSchemeOrHostSaysWhichLineToAdd() throws {
        let path = try Self.temporaryFile("bare.routes", "route /a => push a\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLI.run(["open", "shop://a", "--routes", path])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "error: The URL shop://a has a scheme or host this route table does not "
                + "handle: \(path) has no `scheme` or `host` line. Add `scheme NAME` for links "
                + "like NAME://products/42, or `host NAME` for https://NAME/… links.\n")
        #expect(!result.stderr.contains("DeepLinkRouter"))
    }

    @Test func aLinkOfAnotherSchemeNamesTheTablesSchemesAndHosts() throws {
        let result = try CLI.run(["open", "ftp://shop.example.com/", "--routes", Self.table])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("has scheme shop, host shop.example.com. Add a `scheme` line"))
    }

    @Test func tabBarDelegateLinesCarryTheScenariosName() throws {
        let path = try Self.temporaryFile(
            "tabs.scenario", "screen A B\ntabs main A B\nwindow main\nidle\ntap-tab 1\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLI.run(["run", path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("main  shouldSelect(B)"))
        #expect(result.stdout.contains("main  didSelect(B)"))
        #expect(!result.stdout.contains("tabs  "))
    }

    static let exception =
        "*** NSInvalidArgumentException: Application tried to present modally an active "
        + "controller B."
    static let warning = "Unbalanced calls to begin/end appearance transitions for B."

    static let report = Report(
        command: "run",
        scenarios: [
            ScenarioRecord(
                id: "x", title: "X",
                runs: [
                    RunRecord(
                        label: "Trace", lanes: [],
                        entries: [
                            TraceEntry(time: 0, kind: .diagnostic, subject: nil, text: exception),
                            TraceEntry(time: 0, kind: .diagnostic, subject: nil, text: warning),
                        ], transitions: [])
                ])
        ])

    @Test func anExceptionReadsAsACrashAndAWarningAsALog() {
        let text = OutputFormat.text.render(Self.report, colour: false)
        #expect(
            text.contains(
                "✗ crash on a device: UIKit raises NSInvalidArgumentException: Application"))
        #expect(text.contains("(HeadlessUIKit ignored the call)"))
        #expect(text.contains("⚠ UIKit: Unbalanced calls"))
        #expect(!text.contains("⚠ UIKit: ***"))
        let mermaid = OutputFormat.mermaid.render(Self.report, colour: false)
        #expect(mermaid.contains("Note over UIKit: ✗ 0.000 crash on a device: UIKit raises"))
        #expect(mermaid.contains("Note over UIKit: ⚠ 0.000 Unbalanced calls"))
        let svg = OutputFormat.svg.render(Self.report, colour: false)
        #expect(svg.contains("✗ crash on a device: UIKit raises NSInvalidArgumentException"))
        #expect(svg.contains("fill=\"#d32f2f\"><title>"))
    }

    @MainActor @Test func aStepThatRaisesIsRefusedAsACrash() {
        #expect(
            ScenarioRunner.refusalMessage(Self.exception)
                == "UIKit raises NSInvalidArgumentException at this step, which crashes the app "
                + "on a device: Application tried to present modally an active controller B.")
        #expect(
            ScenarioRunner.refusalMessage(Self.warning)
                == "UIKit refuses this step and logs: \(Self.warning)")
    }
}
