import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderFuzzing
import WayfinderTesting

/// The checker catches each broken promise: a deliberately broken component or sequence for
/// every invariant, so that a clean fuzz run cannot be clean by accident.
@MainActor
@Suite(.navigationChecked) struct FuzzCheckerTests {
    private func violation(
        _ steps: [FuzzStep], root: FuzzRoot = .navigation, faults: Set<FuzzFault> = []
    ) -> FuzzViolation? {
        FuzzRunner(faults: faults).run(FuzzSequence(root: root, steps: steps)).violation
    }

    private let sheet = FuzzStep.command(
        .present(FuzzPresentation(style: .pageSheet, inNavigation: false, result: false)),
        animated: true)

    @Test func theSameStepsWithoutAFaultBreakNothing() {
        #expect(violation([.command(.push(result: true), animated: true), sheet, .idle]) == nil)
        #expect(violation([.command(.push(result: false), animated: true), .idle]) == nil)
    }

    @Test func invariant1CatchesATreeThatLosesPresentations() {
        let found = violation([sheet, .idle], faults: [.treeLosesPresentations])
        #expect(found?.invariant == .treeMatchesUIKit)
        #expect(found?.message.contains("navigator.tree differs from UIKit") == true)
    }

    @Test func invariant2CatchesAppCodePushingBehindTheNavigatorsBack() {
        let found = violation([
            .command(.push(result: false), animated: true), .advance(milliseconds: 100),
            .rogue(.directPush),
        ])
        #expect(found?.invariant == .noDiagnostics)
        #expect(found?.step == 2)
    }

    @Test func invariant3CatchesATransitionThatSettlesTwice() {
        let found = violation(
            [.command(.push(result: false), animated: true), .idle],
            faults: [.settlementReportedTwice])
        #expect(found?.invariant == .transitionsSettleOnceInOrder)
        #expect(found?.message.contains("settled 2 times") == true)
    }

    @Test func invariant4CatchesAFinishReportedForACancelledSwipe() {
        let found = violation(
            [
                .command(.push(result: false), animated: true), .idle, .user(.swipeBackBegin),
                .user(.gestureProgress(percent: 30)), .user(.gestureCancel), .idle,
            ],
            faults: [.finishReportedOnSwipeBegin])
        #expect(found?.invariant == .finishOnceAfterLeaving)
        #expect(found?.message.contains("still on screen") == true)
    }

    @Test func invariant5CatchesAnAppThatKeepsItsScreens() {
        let found = violation(
            [
                .command(.push(result: false), animated: true), .idle,
                .command(.pop, animated: true),
            ],
            faults: [.appKeepsScreens])
        #expect(found?.invariant == .leftScreensReleased)
        #expect(found?.message == "S2 is not in the window but is still alive")
    }

    @Test func invariant6CatchesAnOutcomeDeliveredTwice() {
        let found = violation(
            [.command(.push(result: true), animated: true), .idle, .user(.tapBack), .idle],
            faults: [.outcomeReportedTwice])
        #expect(found?.invariant == .outcomeDeliveredOnce)
        #expect(found?.message.contains("delivered 2 times") == true)
    }

    @Test func invariant7CatchesADisappearanceLeftUnended() {
        let found = violation(
            [.command(.push(result: false), animated: true), .idle],
            faults: [.didDisappearMissed])
        #expect(found?.invariant == .appearanceCallbacksBalanced)
        #expect(
            found?.message
                == "S1's last appearance callback at a quiet point is viewWillDisappear, with no "
                + "did-callback after it")
    }

    /// Two tab switches in one turn end both appearances they began (HeadlessUIKit used to
    /// drop the first tab's `viewDidDisappear`).
    @Test func invariant7HoldsForTwoTabSwitchesInOneTurn() {
        #expect(
            violation(
                [.command(.selectTab(2), animated: true), .command(.selectTab(1), animated: true)],
                root: .tabs(3)) == nil)
    }

    @Test func theShrinkerKeepsOnlyWhatBreaksTheInvariant() throws {
        var steps: [FuzzStep] = [.command(.selectTab(9), animated: false), .idle]
        steps += [.command(.push(result: false), animated: true), .advance(milliseconds: 50)]
        steps += [.user(.tapTab(1)), .rogue(.directPush), .idle, .command(.pop, animated: true)]
        let sequence = FuzzSequence(root: .navigation, steps: steps)
        let runner = FuzzRunner()
        let found = try #require(runner.run(sequence).violation)
        let failure = Fuzzer.shrink(
            sequence, violation: found, runner: runner, origin: "a test")
        #expect(failure.violation.invariant == .noDiagnostics)
        #expect(
            failure.sequence.steps == [
                .command(.push(result: false), animated: true), .rogue(.directPush),
            ])
        #expect(failure.scenario.contains("# Breaks invariant 2 (no-diagnostics)"))
        #expect(failure.scenario.contains("push S2 on=nav1 animated=yes"))
    }
}
