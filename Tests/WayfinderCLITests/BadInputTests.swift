import Foundation
import Testing

/// Every kind of bad input gives a clear message (file, line, column, what was expected),
/// exit status 2 for usage errors and 1 for a failed expectation, and never a crash.
@Suite("bad input")
struct BadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var scenario: String
        var message: [String]
        var testDescription: String { name }
    }

    static let malformed: [Case] = [
        Case(
            name: "unknown step", scenario: "screen A\njump A\n",
            message: [
                "bad.scenario:2:1: error: unknown step 'jump'", "expected: one of: screen,",
                "2 | jump A", "  | ^",
            ]),
        Case(
            name: "misspelt step", scenario: "screen A B\nnavigation nav A\npussh B\n",
            message: ["bad.scenario:3:1: error: unknown step 'pussh' (did you mean 'push'?)"]),
        Case(
            name: "unknown screen", scenario: "screen A\nnavigation nav A\npush X\n",
            message: [
                "bad.scenario:3:6: error: unknown screen 'X'",
                "expected: a screen created on an earlier line: A",
                "3 | push X", "  |      ^",
            ]),
        Case(
            name: "bad number", scenario: "advance soon\n",
            message: [
                "bad.scenario:1:9: error: 'soon' is not a valid number",
                "expected: a number of seconds, e.g. 0.35",
            ]),
        Case(
            name: "progress out of range", scenario: "swipe progress 1.5\n",
            message: [
                "bad.scenario:1:16: error: progress 1.5 is out of range",
                "expected: a progress between 0 and 1",
            ]),
        Case(
            name: "missing argument", scenario: "screen A\nnavigation nav A\npush\n",
            message: ["bad.scenario:3:6: error: 'push' is missing something", "expected: a screen"]),
        Case(
            name: "unknown option", scenario: "screen A B\nnavigation nav A\npush B speed=2\n",
            message: [
                "bad.scenario:3:8: error: unknown option 'speed' for 'push'",
                "expected: on=, animated=",
            ]),
        Case(
            name: "bad style",
            scenario: "screen A B\nnavigation nav A\nwindow nav\npresent B style=popup\n",
            message: [
                "bad.scenario:4:11: error: unknown presentation style 'popup'",
                "expected: one of: automatic, full-screen, page-sheet",
            ]),
        Case(
            name: "wrong kind", scenario: "screen A B\npush B on=A\n",
            message: [
                "bad.scenario:2:8: error: 'A' is a screen", "expected: a navigation controller",
            ]),
        Case(
            name: "duplicate name", scenario: "screen A A\n",
            message: ["bad.scenario:1:10: error: 'A' already exists"]),
        Case(
            name: "unclosed expect trace", scenario: "expect trace\n  A.viewDidLoad\n",
            message: ["bad.scenario:1:1: error: 'expect trace' is never closed"]),
        Case(
            name: "refused push of a screen already in the stack",
            scenario: "screen A B\nnavigation nav A B\nwindow nav\npush B\n",
            message: [
                "bad.scenario:4:1: error: UIKit would refuse this step: B is already in nav's stack",
                "expected: a step UIKit accepts in this state",
            ]),
        Case(
            name: "refused swipe on the root",
            scenario: "screen A\nnavigation nav A\nwindow nav\nidle\nswipe back\n",
            message: [
                "bad.scenario:5:1: error: UIKit would refuse this step: a swipe-back cannot start"
            ]),
        Case(
            name: "refused dismiss during a presentation",
            scenario:
                "screen A S\nnavigation nav A\nwindow nav\nidle\npresent S style=full-screen\ndismiss\n",
            message: [
                "bad.scenario:6:1: error: UIKit refuses this step and logs: Attempt to dismiss from view controller"
            ]),
        Case(
            name: "refused tab index",
            scenario: "screen A B\ntabs tabs A B\nwindow tabs\ntap-tab 5\n",
            message: ["bad.scenario:4:1: error: UIKit would refuse this step: tabs has 2 tabs"]),
        Case(
            name: "no navigation controller", scenario: "screen A\nwindow A\npop\n",
            message: ["bad.scenario:3:1: error: there is no navigation controller"]),
    ]

    @Test(arguments: malformed)
    func malformedOrRefusedScenarioExitsWith2(_ bad: Case) throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(bad.scenario.utf8).write(to: directory.appendingPathComponent("bad.scenario"))
        let output = directory.appendingPathComponent("out.txt")
        let result = try CLI.run(["run", "bad.scenario", "--output", output.path], in: directory)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        for part in bad.message {
            #expect(result.stderr.contains(part), "\(result.stderr)")
        }
        expectNoCrash(result)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["bad.scenario"],
            "no output file, complete or partial, is left behind")
    }

    @Test func unknownTransitionListsTheValidNames() throws {
        let result = try CLI.run(["explain", "pussh"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown transition 'pussh' (did you mean 'push'?)"))
        #expect(
            result.stderr.contains(
                "Valid transitions: push, pop, swipe-back-finished, swipe-back-cancelled, "
                    + "pop-to-root, set-stack, present, present-sheet, dismiss, dismiss-chain, "
                    + "sheet-swipe-down, tab-switch, embed, unembed"))
        expectNoCrash(result)
    }

    @Test func missingFile() throws {
        let result = try CLI.run(["run", "no-such.scenario"])
        #expect(result.status == 2)
        #expect(
            result.stderr == "error: cannot read scenario file 'no-such.scenario': no such file\n")
    }

    @Test func directoryInsteadOfFile() throws {
        let result = try CLI.run(["run", "Tests"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read scenario file 'Tests': it is a directory"))
    }

    @Test func unreadableBinaryFile() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: directory.appendingPathComponent("x.scenario"))
        let result = try CLI.run(["run", "x.scenario"], in: directory)
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("cannot read scenario file 'x.scenario': it is not UTF-8 text"))
    }

    @Test func failedStackExpectationExitsWith1AndStillPrintsTheTrace() throws {
        let result = try CLI.run(["run", CLI.scenario("failing-expectation.scenario")])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "failing-expectation.scenario:6:1: expectation failed: the stack of nav differs"))
        #expect(result.stderr.contains("expected: [A, B, B]"))
        #expect(result.stderr.contains("actual:   [A, B]"))
        #expect(result.stdout.contains("✗ expect failed: nav.viewControllers == [A, B, B]"))
        expectNoCrash(result)
    }

    @Test func failedTraceExpectationShowsADiff() throws {
        let result = try CLI.run(["run", CLI.scenario("failing-trace.scenario")])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "failing-trace.scenario:19:1: expectation failed: the UIKit calls differ"))
        #expect(result.stderr.contains("  - B.viewWillAppear(true) [movingToParent]"))
        #expect(result.stderr.contains("  + nav.willShow(B, animated: false)"))
        #expect(result.stderr.contains("    B.willMove(toParent: nav)"))
    }

    @Test(arguments: [
        (["demo", "--format", "png"], "The value 'png' is invalid for '--format <format>'"),
        (["fly"], "Unexpected argument 'fly'"),
        (["explain"], "Missing expected argument '<transition>'"),
        (["run"], "Missing expected argument '<file>'"),
        (["demo", "--seed", "9"], "--seed 9 does not exist: choose 0…5"),
        (["explain", "push", "--colour"], "Unknown option '--colour'"),
    ])
    func usageErrorsExitWith2(_ arguments: [String], _ message: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        expectNoCrash(result)
    }

    @Test func outputIntoAMissingDirectory() throws {
        let result = try CLI.run(["demo", "--output", "/no/such/dir/demo.txt"])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "error: cannot write '/no/such/dir/demo.txt': the directory '/no/such/dir' does not exist\n"
        )
        #expect(!FileManager.default.fileExists(atPath: "/no/such/dir/demo.txt"))
    }

    @Test func helpExitsWith0() throws {
        let result = try CLI.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("demo"))
        #expect(result.stdout.contains("explain"))
        #expect(result.stdout.contains("run"))
    }

    private func expectNoCrash(
        _ result: CLIResult, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for sign in ["Fatal error", "Stack dump", "Segmentation", "Illegal instruction", "#0 "] {
            #expect(!result.stderr.contains(sign), sourceLocation: sourceLocation)
        }
    }
}
