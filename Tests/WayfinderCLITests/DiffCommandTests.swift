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
}
