import Logging
import Wayfinder
import WayfinderTesting

extension ParityCatalog {
    /// The state jump of `wayfinder explain state-jump` and `wayfinder demo --seed 5`: from
    /// tab 0's Home → A → B with a Compose sheet up to tab 1's Inbox → Message, by hand and
    /// through a `RouteNavigator`.
    public static let stateJump: [ParityScenario] = [
        ParityScenario(
            name: "explain-state-jump",
            golden: "Tests/WayfinderCLITests/__Snapshots__/explain-state-jump.txt",
            summary: "A RouteNavigator goes from a deep stack with a sheet up to another "
                + "tab's detail in one go(to:)."
        ) { stage in
            try await routeJump(stage)
        },
        ParityScenario(
            name: "demo-seed-005-by-hand",
            golden: "Tests/WayfinderCLITests/__Snapshots__/demo.txt#Seed 005|By hand",
            summary: "wayfinder demo, seed 005: dismiss, switch tab, push, by hand."
        ) { stage in
            stage.screens("Home", "A", "B", "Inbox", "Message", "Compose")
            try stage.navigation("homeNav", ["Home", "A", "B"])
            try stage.navigation("inboxNav", ["Inbox"])
            let home = try stage.controller("homeNav")
            guard let inbox = try stage.controller("inboxNav") as? UINavigationController else {
                throw ParitySkip("inboxNav is not a navigation controller")
            }
            let tabs = UITabBarController()
            tabs.viewControllers = [home, inbox]
            stage.register(tabs, as: "tabs")
            try stage.show(root: "tabs")
            let compose = try stage.controller("Compose")
            compose.modalPresentationStyle = .pageSheet
            home.present(compose, animated: false)
            await stage.idle()
            stage.beginRecording()
            stage.step("homeNav.dismiss(animated: true)")
            home.dismiss(animated: true)
            stage.step("tabs.selectedIndex = 1")
            tabs.selectedIndex = 1
            stage.step("inboxNav.pushViewController(Message, animated: true)")
            inbox.pushViewController(try stage.controller("Message"), animated: true)
        },
        ParityScenario(
            name: "demo-seed-005-wayfinder",
            golden: "Tests/WayfinderCLITests/__Snapshots__/demo.txt#Seed 005|With Wayfinder",
            summary: "wayfinder demo, seed 005: the same jump through a RouteNavigator."
        ) { stage in
            try await routeJump(stage)
        },
    ]

    /// Where the jump starts: tab 0 deep, a sheet up.
    private static let jumpStart = NavigationState<String>(
        tabs: [["Home", "A", "B"], ["Inbox"]], selected: 0, modals: [.init(["Compose"])])
    /// Where it ends: tab 1's detail, no sheet.
    private static let jumpTarget = NavigationState<String>(
        tabs: [["Home", "A", "B"], ["Inbox", "Message"]], selected: 1)

    /// Sets up the start state through a `RouteNavigator`, then records the jump, with each
    /// UIKit call the navigator makes as a step.
    @MainActor
    private static func routeJump(_ stage: ParityStage) async throws {
        stage.window.makeKeyAndVisible()
        let recording = RecordingSwitch()
        let navigator = Navigator(
            window: stage.window, logger: Logger(label: "wayfinder.parity"),
            onTrace: { record in
                guard recording.isOn, record.kind == .uikit else { return }
                stage.step(record.message)
            })
        let routes = try RouteNavigator(navigator: navigator, state: jumpStart) { route in
            let screen = TracedViewController(route, trace: stage.trace)
            stage.register(screen, as: route)
            return screen
        }
        await stage.idle()
        stage.beginRecording()
        stage.step("routes.go(to: \(oneLine(jumpTarget)))")
        recording.isOn = true
        routes.go(to: jumpTarget)
        await stage.idle()
        recording.isOn = false
        stage.note("state: \(oneLine(routes.state))")
    }

    /// A state's dump on one line.
    private static func oneLine(_ state: NavigationState<String>) -> String {
        state.description.split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: "; ")
    }
}

/// Whether a navigator's UIKit calls are recorded as steps.
@MainActor
private final class RecordingSwitch {
    var isOn = false
}
