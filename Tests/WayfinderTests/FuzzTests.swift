import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderFuzzing
import WayfinderTesting

/// The fuzzer's deterministic short run: random commands and gestures, every invariant
/// checked after every step.
@MainActor
@Suite(.navigationChecked) struct FuzzTests {
    @Test func shortRunWithAFixedSeedBreaksNoInvariant() {
        var firstFailure: FuzzFailure?
        let report = Fuzzer(seed: 20_240_605, sequences: 120, steps: 150).run { failure in
            if firstFailure == nil { firstFailure = failure }
        }
        #expect(report.failures.isEmpty, "\(firstFailure?.scenario ?? "")")
        #expect(report.summary == "fuzz: 120 sequences x 150 steps, 0 violations")
    }

    @Test func theSameSeedGivesTheSameSequences() {
        let first = Fuzzer.sequence(seed: 7, index: 3, steps: 50)
        let again = Fuzzer.sequence(seed: 7, index: 3, steps: 50)
        let other = Fuzzer.sequence(seed: 7, index: 4, steps: 50)
        #expect(first == again)
        #expect(first != other)
    }

    @Test func theGeneratorIsPinnedAcrossRunsAndPlatforms() {
        var random = FuzzRandom(seed: 1)
        #expect(
            (0..<3).map { _ in random.next() } == [
                0x910A_2DEC_8902_5CC1, 0xBEEB_8DA1_658E_EC67, 0xF893_A2EE_FB32_555E,
            ])
    }
}
