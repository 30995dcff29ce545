import Foundation
import HeadlessUIKit
import Logging
import Wayfinder

/// `wayfinder explain state-jump` and the demo's sixth part: a `RouteNavigator` going from a
/// deep stack with a sheet up to another tab's detail, each UIKit call it makes shown as a
/// step with the callbacks it causes.
@MainActor
enum StateJump {
    /// Where the jump starts: tab 0 deep, a sheet up.
    static let start = NavigationState<String>(
        tabs: [["Home", "A", "B"], ["Inbox"]], selected: 0, modals: [.init(["Compose"])])
    /// Where it ends: tab 1's detail, no sheet.
    static let target = NavigationState<String>(
        tabs: [["Home", "A", "B"], ["Inbox", "Message"]], selected: 1)

    /// Sets up `start`, then records the jump to `target`.
    static func run(_ stage: Stage, animated: Bool) {
        stage.window.makeKeyAndVisible()
        let recording = Switch()
        let navigator = Navigator(
            window: stage.window, logger: Logger(label: "wayfinder.explain"),
            clock: { [window = stage.window] in window.headless.now },
            onTrace: { record in
                guard recording.isOn, record.kind == .uikit else { return }
                stage.step(record.message, startsTransition: false)
            })
        let routes: RouteNavigator<String>
        do {
            routes = try RouteNavigator(navigator: navigator, state: start) { route in
                stage.makeScreen(route)
            }
        } catch {
            stage.problem("the start state was refused: \(error)")
            return
        }
        stage.runUntilIdle()
        stage.beginRecording()
        stage.step("routes.go(to: " + oneLine(target) + ")")
        stage.note("from " + oneLine(routes.state) + "; the UIKit calls it makes:")
        recording.isOn = true
        let transition = routes.go(to: target, animated: animated)
        stage.runUntilIdle()
        recording.isOn = false
        stage.note(
            "settled: \(transition.settlement.map { "\($0)" } ?? "pending"); Home, A, B keep "
                + "their screens; Inbox is never loaded.")
    }

    /// A state's dump on one line.
    static func oneLine(_ state: NavigationState<String>) -> String {
        state.description.split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: "; ")
    }

    /// Whether the UIKit calls are shown as steps.
    private final class Switch {
        var isOn = false
    }
}
