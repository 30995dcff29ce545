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

    /// `wayfinder fuzz --mode routes --os 26 --seed 1`, sequence 4864, shrunk to: launch
    /// `d › c` with `d` denied; the user taps back (the guard pushes `c` again); a swipe-back
    /// begins as that push completes, so no quiet moment reads the window before the request
    /// settles; then `update { $0.alert = … }`. The guards compared the new target with the
    /// stale quiet state, which showed `d`, so `d` was not asked about and ended up visible
    /// once the swipe was cancelled.
    @Test func aRequestMadeMidSwipeAfterAnUnreadSettlementAsksTheGuards() {
        let fuzzer = RouteFuzzer(seed: 1, sequences: 1, steps: 200, behaviour: .iOS26)
        let sequence = RouteFuzzSequence.generated(
            seed: 1, index: 4864, steps: 200, interruptions: true)
        let failure = fuzzer.replay(sequence, index: 4864)
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
}
