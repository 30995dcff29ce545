import Foundation

/// A scene: one instance of the app's user interface, with its session and delegate.
///
/// UIKit makes scenes, not apps: a test connects one with
/// `UIApplication.shared.headless.connectScene(delegate:)`, which calls the delegate's
/// `scene(_:willConnectTo:options:)` and activates the scene as UIKit does at launch.
@MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life cycle.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// The session the scene belongs to.
    open private(set) var session: UISceneSession
    /// The scene's delegate, held strongly (as UIKit does).
    open var delegate: (any UISceneDelegate)?
    /// Where the scene is in its life cycle.
    open internal(set) var activationState = ActivationState.unattached
    /// The scene's title.
    open var title: String!
    /// The scene's subtitle (iOS 15).
    open var subtitle = ""
    /// Which content the scene can and prefers to show (see `UISceneActivationConditions`).
    open var activationConditions = UISceneActivationConditions()

    /// The next responder: the app.
    open override var next: UIResponder? { UIApplication.shared }

    /// A scene for `session`. UIKit calls it, not apps.
    public init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }
}

extension UIScene {
    /// What the scene was connected for: URLs to open, activities to continue.
    @MainActor
    open class ConnectionOptions: NSObject {
        /// The URLs to open.
        open private(set) var urlContexts: Set<UIOpenURLContext>
        /// The activities to continue.
        open private(set) var userActivities: Set<NSUserActivity>
        /// The bundle identifier of the app that asked to open the URLs.
        open private(set) var sourceApplication: String?
        /// The type of the activity being handed off.
        open private(set) var handoffUserActivityType: String?
        /// The home-screen quick action the user chose to launch the scene.
        open private(set) var shortcutItem: UIApplicationShortcutItem?

        init(
            urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = [],
            sourceApplication: String? = nil, shortcutItem: UIApplicationShortcutItem? = nil
        ) {
            self.urlContexts = urlContexts
            self.userActivities = userActivities
            self.sourceApplication = sourceApplication
            self.shortcutItem = shortcutItem
            super.init()
        }
    }

    /// How a URL was opened.
    @MainActor
    open class OpenURLOptions: NSObject {
        /// The bundle identifier of the app that opened it.
        open private(set) var sourceApplication: String?
        /// An annotation the opening app passed.
        open private(set) var annotation: Any?
        /// Whether the file must be opened in place.
        open private(set) var openInPlace: Bool

        init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
            super.init()
        }
    }
}

/// A URL a scene is asked to open, with how it was opened.
@MainActor
open class UIOpenURLContext: NSObject {
    /// The URL.
    open private(set) var url: URL
    /// How it was opened.
    open private(set) var options: UIScene.OpenURLOptions

    init(url: URL, options: UIScene.OpenURLOptions) {
        self.url = url
        self.options = options
        super.init()
    }
}
