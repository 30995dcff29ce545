import Foundation
import HeadlessUIKit

extension SeedScenario {
    /// Part six: be here, from anywhere — a deep link that must reach another tab's detail
    /// while the user is deep in a stack with a sheet up.
    static let seed005StateJump = SeedScenario(
        number: 5,
        title: "Be here, from anywhere",
        problem: "A deep link, a notification or a restored state says \"tab 1, Inbox → "
            + "Message\" while the user is three screens deep in tab 0 with a sheet up. By "
            + "hand that is a sequence of dismisses, pops, a tab switch and pushes: each one "
            + "animates, screens the user never sees appear, and the order is easy to get "
            + "wrong.",
        byHand: [
            Part(label: "By hand, with UIKit: dismiss, switch tab, push") { stage in
                let home = stage.makeNavigation(
                    "homeNav",
                    [
                        stage.makeScreen("Home"), stage.makeScreen("A"),
                        stage.makeScreen("B"),
                    ])
                let inbox = stage.makeNavigation("inboxNav", [stage.makeScreen("Inbox")])
                let message = stage.makeScreen("Message")
                let compose = stage.makeScreen("Compose")
                let tabs = UITabBarController()
                tabs.viewControllers = [home, inbox]
                stage.register(tabs, as: "tabs", kind: .tabs)
                stage.show(tabs)
                compose.modalPresentationStyle = .pageSheet
                home.present(compose, animated: false)
                stage.runUntilIdle()
                stage.beginRecording()
                stage.step("homeNav.dismiss(animated: true)", subject: "homeNav")
                home.dismiss(animated: true)
                stage.step("tabs.selectedIndex = 1", subject: "tabs")
                tabs.selectedIndex = 1
                stage.step(
                    "inboxNav.pushViewController(Message, animated: true)", subject: "inboxNav")
                inbox.pushViewController(message, animated: true)
                stage.runUntilIdle()
                stage.problem(
                    "three calls and two animations at once for one jump (the sheet going "
                        + "down, Message sliding in), and Inbox loads and appears though the "
                        + "user never sees it.", subject: "inboxNav")
            }
        ],
        withWayfinder: Part(label: "With Wayfinder") { stage in
            StateJump.run(stage, animated: true)
        })
}
