import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// A scene delegate that records its calls and makes a window when connected.
private final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
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
        trace.record("willConnect \(connectionOptions.urlContexts.map(\.url.absoluteString))")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneWillEnterForeground(_ scene: UIScene) { trace.record("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { trace.record("didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { trace.record("willResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { trace.record("didEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { trace.record("didDisconnect") }
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        trace.record("open \(URLContexts.map(\.url.absoluteString))")
    }
}

/// The scene life cycle an app's `SceneDelegate` sees, in UIKit's order.
@MainActor
@Suite struct SceneLifeCycleTests {
    @Test func connectingActivatingAndDisconnectingASceneCallsTheDelegateInOrder() {
        let trace = CallbackTrace()
        let leaks = LeakTracker()
        do {
            let delegate = RecordingSceneDelegate(trace: trace)
            leaks.track(delegate, "delegate")
            let scene = UIApplication.shared.headless.connectScene(
                delegate: delegate, urlContexts: [URL(string: "app://start")!])
            #expect(scene.activationState == .foregroundActive)
            #expect(scene.session.role == .windowApplication)
            #expect(scene.session.scene === scene)
            #expect(scene.session.configuration.name == "Default Configuration")
            #expect(UIApplication.shared.connectedScenes.contains(scene))
            #expect(delegate.window?.windowScene === scene)
            #expect(scene.keyWindow === delegate.window)

            scene.headless.open([URL(string: "app://inbox")!])
            scene.headless.enterBackground()
            #expect(scene.activationState == .background)
            scene.headless.enterForeground()
            scene.headless.disconnect()
            #expect(scene.activationState == .unattached)
            #expect(scene.delegate == nil)
            #expect(!UIApplication.shared.connectedScenes.contains(scene))
        }
        expectTrace(
            trace,
            [
                "willConnect [\"app://start\"]",
                "willEnterForeground",
                "didBecomeActive",
                "open [\"app://inbox\"]",
                "willResignActive",
                "didEnterBackground",
                "willEnterForeground",
                "didBecomeActive",
                "willResignActive",
                "didEnterBackground",
                "didDisconnect",
            ])
        expectReleased(leaks, ["delegate"])
    }
}
