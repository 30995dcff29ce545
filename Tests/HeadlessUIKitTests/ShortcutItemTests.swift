import Foundation
import HeadlessUIKit
import Testing
import WayfinderTesting

/// A scene delegate that records quick actions and answers for the one it knows.
private final class ShortcutSceneDelegate: UIResponder, UIWindowSceneDelegate {
    let trace: CallbackTrace
    var window: UIWindow?

    init(trace: CallbackTrace) {
        self.trace = trace
        super.init()
    }

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        trace.record("willConnect \(connectionOptions.shortcutItem?.type ?? "none")")
    }

    func sceneWillEnterForeground(_ scene: UIScene) { trace.record("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { trace.record("didBecomeActive") }

    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        trace.record("perform \(shortcutItem.type)")
        completionHandler(shortcutItem.type == "compose")
    }
}

/// A scene delegate that does not implement the quick-action method.
private final class PlainSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

/// Home-screen quick actions reach the scene delegate at launch and while running.
@MainActor
@Suite struct ShortcutItemTests {
    @Test func aQuickActionLaunchesTheSceneThenAnotherIsPerformedWhileItRuns() {
        let trace = CallbackTrace()
        let leaks = LeakTracker()
        do {
            let delegate = ShortcutSceneDelegate(trace: trace)
            leaks.track(delegate, "delegate")
            let compose = UIApplicationShortcutItem(
                type: "compose", localizedTitle: "New Entry", localizedSubtitle: "Today",
                icon: UIApplicationShortcutIcon(systemImageName: "square.and.pencil"))
            let scene = UIApplication.shared.headless.connectScene(
                delegate: delegate, shortcutItem: compose)
            #expect(compose.localizedSubtitle == "Today")
            #expect(scene.headless.performShortcut(compose) == true)
            let search = UIApplicationShortcutItem(type: "search", localizedTitle: "Search")
            #expect(scene.headless.performShortcut(search) == false)
            scene.headless.disconnect()
        }
        expectTrace(
            trace,
            [
                "willConnect compose",
                "willEnterForeground",
                "didBecomeActive",
                "perform compose",
                "perform search",
            ])
        expectReleased(leaks, ["delegate"])
    }

    @Test func aDelegateWithoutTheMethodGivesNoAnswer() {
        let scene = UIApplication.shared.headless.connectScene(delegate: PlainSceneDelegate())
        let item = UIApplicationShortcutItem(type: "compose", localizedTitle: "New")
        #expect(scene.headless.performShortcut(item) == nil)
        #expect(UIApplication.shared.shortcutItems == nil)
        scene.headless.disconnect()
    }

    @Test func aResponderKeepsItsUserActivity() {
        let controller = UIViewController()
        let activity = NSUserActivity(activityType: "com.example.view")
        controller.userActivity = activity
        #expect(controller.userActivity === activity)
    }
}
