import Foundation
import HeadlessUIKit

extension SeedScenario {
    /// Seed 001: the containment calls of a custom container view controller.
    static let seed001Containment = SeedScenario(
        number: 1,
        title: "Embed a child in a custom container, then remove it",
        problem: "A custom container must call `didMove(toParent:)` after `addChild` and "
            + "`willMove(toParent: nil)` before `removeFromParent`, and must never call "
            + "`viewWillAppear` & co. itself; forgetting one leaves the child with unpaired "
            + "callbacks.",
        byHand: [
            Part(label: "By hand, with UIKit (a typical container)") { stage in
                let home = stage.makeContainer("home")
                let child = stage.makeScreen("Child")
                stage.show(home)
                stage.beginRecording()
                stage.step(
                    "home.addChild(Child); home.view.addSubview(Child.view)", subject: "home")
                home.addChild(child)
                home.view.addSubview(child.view)
                stage.step("Child.viewWillAppear(false)  // \"to be sure it refreshes\"")
                child.viewWillAppear(false)
                stage.runUntilIdle()
                stage.problem(
                    "Child.didMove(toParent: home) was never called: the child never learns "
                        + "that it finished moving into home.", subject: "Child")
                stage.mark(
                    "Child.viewWillAppear(false)",
                    "this one came from UIKit; the next, called by the container, is a "
                        + "duplicate the child cannot tell apart.")
                stage.step(
                    "Child.view.removeFromSuperview(); Child.removeFromParent()",
                    subject: "home")
                child.view.removeFromSuperview()
                child.removeFromParent()
                stage.runUntilIdle()
                stage.problem(
                    "Child.willMove(toParent: nil) was never called: didMove(toParent: nil) "
                        + "arrives without its will-call.", subject: "Child")
            }
        ],
        withWayfinder: Part(label: "With Wayfinder") { stage in
            await WithWayfinder.seed001(stage)
        })
}
