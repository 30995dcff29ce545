import Foundation
import HeadlessUIKit

extension SeedScenario {
    /// Seed 004: a screen that closes itself however it was shown, and hands back a result.
    static let seed004Close = SeedScenario(
        number: 4,
        title: "Close a screen without knowing how it was shown, and get its result",
        problem: "A screen's Done button must pop when it was pushed and dismiss when it was "
            + "presented, so it has to know how it was shown, and its result goes back "
            + "through a delegate far from the code that showed it.",
        byHand: [
            Part(label: "By hand, with UIKit: Done calls dismiss, but Picker was pushed") {
                stage in
                let list = stage.makeScreen("List")
                let picker = stage.makeScreen("Picker")
                let nav = stage.makeNavigation("nav", [list])
                stage.show(nav)
                nav.pushViewController(picker, animated: false)
                stage.runUntilIdle()
                stage.beginRecording()
                stage.note("Picker was pushed on List; its Done button was written for a modal.")
                stage.step("Picker.dismiss(animated: true)  // Done tapped", subject: "Picker")
                picker.dismiss(animated: true)
                stage.runUntilIdle()
                stage.problem(
                    "Nothing happens: Picker was pushed, not presented, so dismiss has nothing "
                        + "to dismiss and Picker stays on screen; the chosen colour never "
                        + "reaches List.", subject: "Picker")
            }
        ],
        withWayfinder: Part(label: "With Wayfinder") { stage in
            await WithWayfinder.seed004(stage)
        })
}
