import Foundation
import HeadlessUIKit

extension SeedScenario {
    /// Seed 002: find the front-most screen and present on it.
    static let seed002Topmost = SeedScenario(
        number: 2,
        title: "Present an alert on the front-most screen",
        problem: "To show something on top you must present it from the front-most view "
            + "controller, but `window.rootViewController` is not it while a sheet is up, so "
            + "UIKit refuses the presentation and nothing appears.",
        byHand: [
            Part(label: "By hand, with UIKit (present on the window's root)") { stage in
                let list = stage.makeScreen("List")
                let sheet = stage.makeScreen("Sheet")
                let alert = stage.makeScreen("Alert")
                let nav = stage.makeNavigation("nav", [list])
                stage.show(nav)
                sheet.modalPresentationStyle = .pageSheet
                nav.present(sheet, animated: false)
                stage.runUntilIdle()
                stage.beginRecording()
                stage.note("Sheet is presented as a page sheet over nav.")
                stage.step(
                    "window.rootViewController?.present(Alert, animated: true)",
                    subject: "nav")
                stage.window.rootViewController?.present(alert, animated: true)
                stage.runUntilIdle()
                stage.problem(
                    "nav, the window's root, already presents Sheet: UIKit refuses and Alert "
                        + "never appears.", subject: "Alert")
            }
        ],
        withWayfinder: Part(label: "With Wayfinder") { stage in
            await WithWayfinder.seed002(stage)
        })
}
