import Foundation
import Testing

/// `wayfinder diff` prints each scenario's first divergence between two recorded parity
/// runs and exits with 1 on any.
@Suite("wayfinder diff")
struct DiffCommandTests {
    @Test func recordedDivergenceIsPrintedAtItsEntryAndExitsWithOne() throws {
        let result = try CLI.run([
            "diff", CLI.scenario("parity-headless.json"), CLI.scenario("parity-ios.json"),
        ])

        #expect(result.status == 1)
        #expect(
            result.stdout == """
                ━━ diff parity-headless.json (HeadlessUIKit) parity-ios.json (iOS 26.2 (iPhone))
                (console messages ⚠ are not compared: one run did not record them)
                ✗ explain-push: first divergence at entry 2
                      1  ▶ nav.pushViewController(B, animated: true)
                    - 2  B.willMove(toParent: nav)   parity-headless.json (HeadlessUIKit)
                    + 2  B.viewDidLoad               parity-ios.json (iOS 26.2 (iPhone))
                ✓ explain-pop: same 11 entries
                – explain-swipe-back-cancelled: skipped in parity-ios.json (iOS 26.2 (iPhone)) \
                after 1 entry: public UIKit cannot drive the swipe-back gesture \
                (interactivePopGestureRecognizer)

                1 of 3 scenarios diverged, 1 skipped

                """)
        #expect(result.stderr.hasPrefix("error: 1 scenario differs between "))
    }

    @Test func runsWithoutDivergenceExitWithZeroEvenWithASkip() throws {
        let result = try CLI.run([
            "diff", CLI.scenario("parity-headless.json"), CLI.scenario("parity-ios-same.json"),
        ])

        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("✓ explain-push: same 12 entries\n"))
        #expect(result.stdout.hasSuffix("\n0 of 3 scenarios diverged, 1 skipped\n"))
    }

    /// The committed HeadlessUIKit run of the parity suite.
    static let golden = "Tests/WayfinderParityTests/Golden/headless.json"

    /// How many scenarios the committed run has.
    static func goldenScenarioCount() throws -> Int {
        let data = try Data(contentsOf: CLI.packageRoot.appendingPathComponent(golden))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(object["scenarios"] as? [Any]).count
    }

    @Test func committedHeadlessRunHasNoDivergenceFromItself() throws {
        let count = try Self.goldenScenarioCount()
        let result = try CLI.run(["diff", Self.golden, Self.golden])

        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("\n0 of \(count) scenarios diverged\n"))
    }

    @Test func aScenarioOnlyOneRunHasIsADivergence() throws {
        let count = try Self.goldenScenarioCount()
        let result = try CLI.run(["diff", CLI.scenario("parity-headless.json"), Self.golden])

        #expect(result.status == 1)
        #expect(result.stdout.contains("✗ explain-present: only in headless.json (HeadlessUIKit)"))
        #expect(result.stdout.hasSuffix("\n\(count - 3) of \(count) scenarios diverged\n"))
    }

    @Test(arguments: [
        ("nope.json", "error: cannot read parity run '", "': no such file"),
        ("back-and-swipe.scenario", "error: '", "' is not a parity run"),
    ])
    func badFilesAreUsageErrors(_ file: String, _ prefix: String, _ rest: String) throws {
        let result = try CLI.run([
            "diff", CLI.scenario("parity-headless.json"), CLI.scenario(file),
        ])

        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(prefix))
        #expect(result.stderr.contains(file + rest))
    }

    // MARK: --accepted

    /// The committed list of accepted divergences.
    static let accepted = "Tests/WayfinderParityTests/Golden/accepted-divergences.json"

    @Test func acceptedDivergenceIsPrintedWithItsReasonAndExitsWithZero() throws {
        let result = try CLI.run([
            "diff", CLI.scenario("parity-headless.json"), CLI.scenario("parity-ios.json"),
            "--accepted", CLI.scenario("parity-accepted.json"),
        ])

        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout == """
                ━━ diff parity-headless.json (HeadlessUIKit) parity-ios.json (iOS 26.2 (iPhone))
                (console messages ⚠ are not compared: one run did not record them)
                (accepted divergences: parity-accepted.json, 1 for this run)
                ≈ explain-push: accepted divergence at entry 2: UIKit loads the pushed view \
                before willMove(toParent:) (a test fixture).
                ✓ explain-pop: same 11 entries
                – explain-swipe-back-cancelled: skipped in parity-ios.json (iOS 26.2 (iPhone)) \
                after 1 entry: public UIKit cannot drive the swipe-back gesture \
                (interactivePopGestureRecognizer)

                0 of 3 scenarios fail, 1 accepted, 1 skipped

                """)
    }

    @Test func newDivergenceAndVanishedAcceptedOneExitWithOne() throws {
        let result = try CLI.run([
            "diff", CLI.scenario("parity-headless.json"), CLI.scenario("parity-ios.json"),
            "--accepted", CLI.scenario("parity-accepted-vanished.json"),
        ])

        #expect(result.status == 1)
        #expect(result.stdout.contains("✗ explain-push: first divergence at entry 2\n"))
        #expect(
            result.stdout.contains(
                "✗ explain-pop: the accepted divergence at entry 7 no longer occurs (same 11 "
                    + "entries): take it out of parity-accepted-vanished.json (it said: A fixture "
                    + "for a divergence that no longer occurs.)\n"))
        #expect(
            result.stdout.hasSuffix(
                "\n2 of 3 scenarios fail (1 new divergence, 1 accepted divergence vanished), "
                    + "1 skipped\n"))
        #expect(result.stderr.hasPrefix("error: 2 scenarios fail between "))
    }

    @Test func acceptedDivergenceForAnotherIOSVersionDoesNotApply() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("wayfinder-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(
            contentsOf: URL(fileURLWithPath: CLI.scenario("parity-accepted.json")),
            encoding: .utf8
        ).replacingOccurrences(of: "\"26.0...\"", with: "\"...18.6\"")
        let file = folder.appendingPathComponent("ios18.json")
        try text.write(to: file, atomically: true, encoding: .utf8)

        let result = try CLI.run([
            "diff", CLI.scenario("parity-headless.json"), CLI.scenario("parity-ios.json"),
            "--accepted", file.path,
        ])

        #expect(result.status == 1)
        #expect(result.stdout.contains("(accepted divergences: ios18.json, 0 for this run)\n"))
        #expect(result.stdout.contains("✗ explain-push: first divergence at entry 2\n"))
    }

    @Test func committedRunWithTheCommittedAcceptedListExitsWithZero() throws {
        let count = try Self.goldenScenarioCount()
        let result = try CLI.run(["diff", Self.golden, Self.golden, "--accepted", Self.accepted])

        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("\n0 of \(count) scenarios fail\n"))
    }

    @Test(arguments: [
        ("parity-accepted-bad.json", "divergences[0].reason: must not be empty"),
        ("parity-headless.json", "unknown key 'platform'"),
        ("back-and-swipe.scenario", "is not valid JSON"),
        ("nope.json", "no such file"),
    ])
    func badAcceptedFilesAreUsageErrorsNamingTheFileAndTheProblem(
        _ file: String, _ problem: String
    ) throws {
        let result = try CLI.run([
            "diff", CLI.scenario("parity-headless.json"), CLI.scenario("parity-ios.json"),
            "--accepted", CLI.scenario(file),
        ])

        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: "))
        #expect(result.stderr.contains(file))
        #expect(result.stderr.contains(problem))
    }

    @Test func helpDocumentsTheAcceptedFlag() throws {
        let result = try CLI.run(["diff", "--help"])

        #expect(result.status == 0)
        #expect(result.stdout.contains("--accepted <file>"))
        #expect(result.stdout.contains("accepted-divergences.json"))
    }
}
