#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The app delegate of a scene-based app: configures scenes and the bars' appearance.
public final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// UIKit calls this: `application(_:didFinishLaunchingWithOptions:)`.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBackground
        appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
        appearance.largeTitleTextAttributes = [
            .foregroundColor: UIColor.label,
            .font: UIFont.systemFont(ofSize: 34, weight: .bold),
        ]
        let tabAppearance = UITabBarAppearance()
        tabAppearance.configureWithDefaultBackground()
        _ = tabAppearance
        return true
    }

    /// UIKit calls this: `application(_:configurationForConnecting:options:)`.
    public func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(
            name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    /// UIKit calls this: `application(_:didDiscardSceneSessions:)`.
    public func application(
        _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
    ) {}
}
