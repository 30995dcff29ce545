import HeadlessUIKit
import Testing
import WayfinderFuzzing
import WayfinderTesting

/// The routes fuzzer's deterministic short runs: random targets, updates and gestures
/// interleaved mid-transition, the app's own delegates set, chained and released at random
/// moments, guards flipped by a session; every promise checked, and broken parts caught.
@MainActor
@Suite(.navigationChecked) struct RouteFuzzTests {
    @Test func shortRunWithAFixedSeedBreaksNoPromise() {
        var firstFailure: RouteFuzzFailure?
        let report = RouteFuzzer(seed: 20_261_123, sequences: 40, steps: 120).run { failure in
            if firstFailure == nil { firstFailure = failure }
        }
        #expect(report.failures.isEmpty, "\(firstFailure.map(String.init(describing:)) ?? "")")
        #expect(report.summary == "fuzz routes: 40 sequences x 120 steps, 0 violations")
        #expect(report.requests > 40 * 120 / 4)
    }

    /// With split views in the states, width changes mid-transition, columns shown and
    /// hidden by the user, pushes into each column and guards on their routes (issue 29).
    @Test(arguments: [nil, HeadlessBehaviour.Profile.iOS17])
    func shortRunWithSplitLayoutsBreaksNoPromise(_ profile: HeadlessBehaviour.Profile?) {
        var firstFailure: RouteFuzzFailure?
        let report = RouteFuzzer(
            seed: 20_261_128, sequences: 40, steps: 120, behaviour: profile, splitLayouts: true
        ).run { failure in
            if firstFailure == nil { firstFailure = failure }
        }
        #expect(report.failures.isEmpty, "\(firstFailure.map(String.init(describing:)) ?? "")")
    }

    @Test func aGuardThatIgnoresTheSessionIsCaughtShrunkAndReplayed() throws {
        var found: RouteFuzzFailure?
        let fuzzer = RouteFuzzer(
            seed: 7, sequences: 30, steps: 80, faults: [.guardIgnoresSession])
        let report = fuzzer.run { if found == nil, $0.invariant == "guards" { found = $0 } }
        let failure = try #require(found, "\(report.summary)")
        #expect(failure.message.contains("is visible while its guard answers"))
        #expect(failure.sequence.count < failure.originalStepCount)
        #expect(failure.sequence.count <= 4, "\(failure)")
        let replayed = try #require(fuzzer.replay(failure.sequence, index: failure.sequenceIndex))
        #expect(replayed.invariant == "guards")
        #expect(replayed.message == failure.message)
        // Without the fault the same sequence keeps the promise.
        #expect(
            RouteFuzzer(seed: 7, sequences: 1, steps: 1).replay(failure.sequence)?.invariant
                != "guards")
    }

    @Test func aDisappearanceLeftUnendedIsCaught() throws {
        var found: RouteFuzzFailure?
        let fuzzer = RouteFuzzer(
            seed: 3, sequences: 30, steps: 80, faults: [.didDisappearMissed], shrinkBudget: 200)
        _ = fuzzer.run { if found == nil, $0.invariant == "appearance" { found = $0 } }
        let failure = try #require(found)
        #expect(failure.message.hasSuffix("viewWillDisappear, with no did-callback after it"))
        #expect(fuzzer.replay(failure.sequence)?.invariant == "appearance")
        // Without the fault the same sequence keeps the promise.
        #expect(
            RouteFuzzer(seed: 3, sequences: 1, steps: 1).replay(failure.sequence)?.invariant
                != "appearance")
    }

    @Test func aDelegateThatHearsACallbackTwiceIsCaught() throws {
        var found: RouteFuzzFailure?
        let fuzzer = RouteFuzzer(
            seed: 3, sequences: 30, steps: 80, faults: [.delegateHearsTwice], shrinkBudget: 200)
        _ = fuzzer.run { if found == nil, $0.invariant == "delegates" { found = $0 } }
        let failure = try #require(found)
        // The doubled callback is caught where it is heard twice, or counted for a user's
        // action ("heard shouldDismiss 2 times for a sheet drag").
        #expect(failure.message.contains("twice") || failure.message.contains(" 2 times "))
        #expect(failure.log.contains { $0.hasPrefix("app sets") || $0.hasPrefix("app chains") })
        #expect(fuzzer.replay(failure.sequence)?.invariant == "delegates")
    }

    @Test func aChainThatLoopsIsStoppedByTheDepthCounterNotTheStack() throws {
        var found: RouteFuzzFailure?
        let fuzzer = RouteFuzzer(
            seed: 5, sequences: 30, steps: 80, faults: [.chainLoopsToItself], shrinkBudget: 200)
        _ = fuzzer.run { if found == nil, $0.invariant == "delegates" { found = $0 } }
        let failure = try #require(found)
        #expect(failure.message.contains("was called again while it handled"))
        #expect(failure.log.contains { $0.hasPrefix("app chains") })
    }
}
