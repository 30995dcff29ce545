import Foundation
import HeadlessUIKit
import Testing
import WayfinderTesting

/// A scene delegate that records the activities it continues.
private final class ContinuingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    let trace: CallbackTrace
    var window: UIWindow?

    init(trace: CallbackTrace) {
        self.trace = trace
        super.init()
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        trace.record("continue \(userActivity.activityType)")
    }
}

/// Requests to show scenes on HeadlessUIKit's iPhone, and the current user activity.
@MainActor
@Suite struct SceneActivationTests {
    @Test func aNewSceneIsRefusedAndTheConnectedOneContinuesTheActivity() {
        let trace = CallbackTrace()
        let delegate = ContinuingSceneDelegate(trace: trace)
        let scene = UIApplication.shared.headless.connectScene(delegate: delegate)
        let activity = NSUserActivity(activityType: "com.example.open")
        let before = UIApplication.shared.headless.sceneActivationRequests.count

        UIApplication.shared.activateSceneSession(
            for: UISceneSessionActivationRequest(userActivity: activity)
        ) { error in
            trace.record("error \((error as NSError).domain) \((error as NSError).code)")
        }
        UIApplication.shared.activateSceneSession(
            for: UISceneSessionActivationRequest(session: scene.session, userActivity: activity)
        ) { _ in trace.record("unexpected error") }
        UIApplication.shared.requestSceneSessionActivation(
            scene.session, userActivity: activity, options: nil, errorHandler: nil)

        expectTrace(
            trace,
            [
                "error UISceneErrorDomain 0",
                "continue com.example.open",
                "continue com.example.open",
            ])
        let requests = UIApplication.shared.headless.sceneActivationRequests.dropFirst(before)
        #expect(requests.map { $0.session === scene.session } == [false, true, true])
        scene.headless.disconnect()
        UIApplication.shared.activateSceneSession(
            for: UISceneSessionActivationRequest(session: scene.session)
        ) { error in
            trace.record(
                "after disconnect \((error as? UIScene.Error)?.code == .multipleScenesNotSupported)"
            )
        }
        #expect(trace.lines.last == "after disconnect true")
    }

    // On a Mac, NSUserActivity is Foundation's own class, as on iOS, and whether it is
    // current is the system's, not readable: `headless.isCurrent` exists off Apple's
    // platforms only.
    #if !canImport(Darwin)
        @Test func onlyOneActivityIsCurrentAndAnInvalidatedOneStaysOff() {
            let first = NSUserActivity(activityType: "first")
            let second = NSUserActivity(activityType: "second")
            first.becomeCurrent()
            #expect(first.headless.isCurrent)
            second.becomeCurrent()
            #expect(!first.headless.isCurrent)
            #expect(second.headless.isCurrent)
            second.invalidate()
            #expect(!second.headless.isCurrent)
            #expect(second.headless.isInvalidated)
            second.becomeCurrent()
            #expect(!second.headless.isCurrent)
            first.becomeCurrent()
            first.resignCurrent()
            #expect(!first.headless.isCurrent)
        }
    #endif
}
