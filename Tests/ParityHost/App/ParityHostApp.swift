#if canImport(UIKit)
    import UIKit

    /// The host application of the parity tests on a simulator. It shows nothing itself: the
    /// unit tests (`ParityHostTests`) make a window of their own on the application's scene
    /// for each scenario.
    ///
    /// Launched by a UI test (`ParityHostUITests`) with `-parity-scenario <name>`, it plays
    /// that scenario instead, waiting for the UI test's gestures (``ParityGestureSession``).
    @main
    final class ParityHostApp: UIResponder, UIApplicationDelegate {
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            true
        }

        func application(
            _ application: UIApplication,
            configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(
                name: nil, sessionRole: connectingSceneSession.role)
            configuration.delegateClass = ParityHostSceneDelegate.self
            return configuration
        }
    }

    /// Starts the UI-test mode once the scene is in the foreground and active, so that its
    /// windows are shown and their appearance callbacks fire.
    final class ParityHostSceneDelegate: UIResponder, UIWindowSceneDelegate {
        private var started = false

        func sceneDidBecomeActive(_ scene: UIScene) {
            guard !started, let scene = scene as? UIWindowScene else { return }
            started = true
            ParityGestureSession.start(on: scene)
        }
    }
#endif
