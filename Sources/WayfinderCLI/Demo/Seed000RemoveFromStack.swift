import Foundation
import HeadlessUIKit

extension SeedScenario {
    /// Seed 000: remove screens from the middle of a navigation stack while pushing.
    static let seed000RemoveFromStack = SeedScenario(
        number: 0,
        title: "Push Next and drop Remove and End from the stack",
        problem: "The stack is Start → Remove → End; tapping Next on End should show Next "
            + "with only Start below it, but removing screens from `viewControllers` while the "
            + "push runs gives an abrupt, un-animated switch, so the removal has to wait until "
            + "the transition has finished.",
        byHand: [
            Part(label: "By hand, with UIKit (edit `viewControllers` while the push runs)") {
                stage in
                let start = stage.makeScreen("Start")
                let remove = stage.makeScreen("Remove")
                let end = stage.makeScreen("End")
                let next = stage.makeScreen("Next")
                let nav = stage.makeNavigation("nav", [start, remove, end])
                stage.show(nav)
                stage.beginRecording()
                stage.step("nav.pushViewController(Next, animated: true)", subject: "nav")
                nav.pushViewController(next, animated: true)
                stage.advance(by: 0.1)
                stage.step(
                    "nav.viewControllers.removeAll { $0 === Remove || $0 === End }",
                    subject: "nav")
                nav.viewControllers.removeAll { $0 === remove || $0 === end }
                stage.markLastStep(
                    "the bad step: the stack is edited while the push animates. UIKit warns and "
                        + "only applies the edit when the push ends; on a device this is the "
                        + "abrupt, un-animated switch of seed 000. Edit after viewDidAppear, or "
                        + "use setViewControllers(_:animated: true) once.")
                stage.runUntilIdle()
            }
        ],
        withWayfinder: Part(label: "With Wayfinder") { stage in
            await WithWayfinder.seed000(stage)
        })
}
