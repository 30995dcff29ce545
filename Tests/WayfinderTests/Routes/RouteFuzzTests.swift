import Testing
import WayfinderTesting

/// The routes fuzzer's deterministic short run: random targets, updates and gestures
/// interleaved mid-transition, every promise checked.
@MainActor
@Suite struct RouteFuzzTests {
    @Test func shortRunWithAFixedSeedBreaksNoPromise() {
        var firstFailure: RouteFuzzFailure?
        let report = RouteFuzzer(seed: 20_261_123, sequences: 60, steps: 120).run { failure in
            if firstFailure == nil { firstFailure = failure }
        }
        #expect(report.failures.isEmpty, "\(firstFailure.map(String.init(describing:)) ?? "")")
        #expect(report.summary == "fuzz routes: 60 sequences x 120 steps, 0 violations")
        #expect(report.requests > 60 * 120 / 3)
    }
}
