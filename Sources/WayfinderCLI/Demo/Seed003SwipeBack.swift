import Foundation
import HeadlessUIKit

extension SeedScenario {
    /// Seed 003: the previous screen, the back event, and the cancelled swipe-back.
    static let seed003SwipeBack = SeedScenario(
        number: 3,
        title: "Know the previous screen and when a screen really left",
        problem: "\"Second from last in viewControllers\" is not the previous screen while a "
            + "pop runs, and a back handler in `viewWillDisappear` (`isMovingFromParent`) also "
            + "fires for a swipe-back the user cancels half-way, whose callbacks are not "
            + "paired.",
        byHand: [
            Part(label: "By hand, with UIKit: the user taps Back on C") { stage in
                let c = stage.prepareSeed003()
                stage.beginRecording()
                stage.step("user taps ‹ Back", subject: "nav")
                (stage.controller("nav") as? UINavigationController)?.headless.tapBackButton()
                stage.runUntilIdle()
                _ = c
                stage.mark(
                    "C.viewWillDisappear(true) [movingFromParent]",
                    "C's code thinks it came from A: C is already out of viewControllers, so "
                        + "\"second from last\" is A, not B.")
            },
            Part(label: "By hand, with UIKit: the user swipes back from C and cancels") {
                stage in
                _ = stage.prepareSeed003()
                stage.beginRecording()
                let nav = stage.controller("nav") as? UINavigationController
                stage.step("user starts swiping back", subject: "nav")
                let swipe = nav?.headless.beginInteractivePop()
                stage.advance(by: 0.1)
                stage.step("user's finger at 30 %", startsTransition: false)
                swipe?.update(progress: 0.3)
                stage.step("user lets go: the swipe is cancelled", startsTransition: false)
                stage.markCurrentTransitionCancelled()
                swipe?.cancel()
                stage.runUntilIdle()
                stage.mark(
                    "C.viewWillDisappear(true) [movingFromParent]",
                    "the back handler runs here (isMovingFromParent is true), yet the user "
                        + "cancels and C stays.")
                stage.problem(
                    "C got viewWillDisappear and never viewDidDisappear; B got "
                        + "viewWillAppear and viewWillDisappear but never viewDidAppear: "
                        + "will/did are not paired.", subject: "C")
            },
        ],
        withWayfinder: Part(label: "With Wayfinder") { stage in
            await WithWayfinder.seed003(stage)
        })
}

extension Stage {
    /// nav shows A → B → C; C's code, as a common tutorial writes it, finds the previous
    /// screen as "second from last" and treats `isMovingFromParent` as "back was pressed".
    @discardableResult
    func prepareSeed003() -> ProbeViewController {
        let a = makeScreen("A")
        let b = makeScreen("B")
        let c = makeProbe("C")
        c.onViewWillDisappear = { [unowned self] c in
            let previous = c.navigationController?.viewControllers.dropLast().last
            note("C's code: previous = viewControllers.dropLast().last → \(name(of: previous))")
            if c.isMovingFromParent {
                note("C's code: isMovingFromParent is true → runs its \"back pressed\" handler")
            }
        }
        let nav = makeNavigation("nav", [a, b, c])
        show(nav)
        return c
    }
}
