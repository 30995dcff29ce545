import Foundation
import Wayfinder

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The shop's scene: builds the window and the navigation, opens links, saves where the user
/// was when the scene goes to the background.
public final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window.
    public var window: UIWindow?
    /// The shop, once the scene has connected.
    public private(set) var app: ShopApp?
    /// Where the navigation state is saved.
    public var defaults = UserDefaults.standard
    /// The key of the saved navigation state.
    public static let savedStateKey = "shop.navigation"
    /// The user's session, shared by the scene's screens.
    public var session = ShopSession()

    /// UIKit calls this when the scene connects: builds the window and opens any link that
    /// launched the app.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        window.makeKeyAndVisible()
        app = try? ShopApp(
            window: window, session: self.session,
            restoring: defaults.data(forKey: Self.savedStateKey))
        for context in connectionOptions.urlContexts { app?.routes.open(context.url) }
        for activity in connectionOptions.userActivities { continueBrowsing(activity) }
    }

    /// UIKit calls this when the user opens a `shop:` link.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts { app?.routes.open(context.url) }
    }

    /// UIKit calls this for a universal link (`https://shop.example.com/...`).
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        continueBrowsing(userActivity)
    }

    /// UIKit calls this when the scene goes to the background: saves where the user is.
    public func sceneDidEnterBackground(_ scene: UIScene) {
        guard let data = try? app?.routes.state.jsonData() else { return }
        defaults.set(data, forKey: Self.savedStateKey)
    }

    private func continueBrowsing(_ activity: NSUserActivity) {
        guard activity.activityType == NSUserActivityTypeBrowsingWeb,
            let url = activity.webpageURL
        else { return }
        app?.routes.open(url)
    }
}
