import Foundation

/// Told about a scene's life cycle. In UIKit every method is an `@objc optional`
/// requirement; here each has a default that does nothing, so adopters implement only what
/// they need, as in UIKit.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene is being connected: make its window here.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was disconnected.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to become inactive.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The scene is asked to open URLs (a deep link).
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// The scene is asked to continue an activity.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// The activity to restore the scene's state from next time.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    /// None.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
}

/// A scene delegate that owns the scene's window.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
    /// The user chose one of the app's home-screen quick actions while the scene was
    /// running; call `completionHandler` with whether the action succeeded.
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    /// No window, for a delegate that does not keep one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Does nothing and never calls `completionHandler`, as a delegate that does not
    /// implement the optional method leaves UIKit without an answer.
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {}
}
