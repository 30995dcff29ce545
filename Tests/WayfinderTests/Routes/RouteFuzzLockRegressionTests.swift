import Testing
import WayfinderFuzzing
import WayfinderTesting

/// Sequences the routes fuzzer found breaking a promise, replayed so they stay fixed.
@MainActor
@Suite(.navigationChecked) struct RouteFuzzLockRegressionTests {
    /// `wayfinder fuzz --mode routes --os 26 --seed 1`, sequence 455, shrunk to: launch
    /// `tabs, selected 2: f | e | b › a › e` with `b` held by its guard; `routes.lock(by: b,
    /// outside: hold)`; `navigator.popToRoot()` shows `b`, whose guard puts its sheet up over
    /// tab 0 (a guard's correction goes on while locked); then `go(to: routes.state)`. The
    /// lock held that request, which changes nothing, instead of completing it at once.
    @Test func goingToTheStateShownCompletesWhileLockedOutsideTheFlow() {
        let fuzzer = RouteFuzzer(seed: 1, sequences: 1, steps: 200, behaviour: .iOS26)
        let sequence = RouteFuzzSequence.generated(
            seed: 1, index: 455, steps: 200, interruptions: true)
        let failure = fuzzer.replay(sequence, index: 455)
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
}
