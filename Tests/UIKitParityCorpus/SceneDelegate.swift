#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The scene delegate of a typical tab-based app: builds the window in
/// `scene(_:willConnectTo:options:)` and routes deep links.
public final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window.
    public var window: UIWindow?
    /// The URLs the scene was asked to open, oldest first.
    public private(set) var openedURLs: [URL] = []

    /// UIKit calls this: `scene(_:willConnectTo:options:)`.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = MainTabBarController()
        window.tintColor = .systemIndigo
        window.makeKeyAndVisible()
        self.window = window
        if let url = connectionOptions.urlContexts.first?.url {
            route(url)
        }
    }

    /// UIKit calls this: `scene(_:openURLContexts:)`.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts {
            route(context.url)
        }
    }

    /// UIKit calls this: `sceneDidBecomeActive(_:)`.
    public func sceneDidBecomeActive(_ scene: UIScene) {
        guard let windowScene = scene as? UIWindowScene else { return }
        windowScene.title = "Inbox"
    }

    /// UIKit calls this: `sceneDidEnterBackground(_:)`.
    public func sceneDidEnterBackground(_ scene: UIScene) {
        scene.session.userInfo = ["lastActive": Date().timeIntervalSince1970]
    }

    private func route(_ url: URL) {
        openedURLs.append(url)
        guard let tabs = window?.rootViewController as? MainTabBarController else { return }
        tabs.loadViewIfNeeded()
        if url.host == "compose" {
            tabs.selectedIndex = 0
            let inbox =
                (tabs.viewControllers?.first as? UINavigationController)?
                .topViewController as? InboxViewController
            inbox?.compose()
        } else if url.host == "settings" {
            tabs.selectedIndex = 1
        }
    }
}
