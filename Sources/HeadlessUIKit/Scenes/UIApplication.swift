import Foundation

/// The app: its delegate, the connected scenes, and which window is key.
@MainActor
open class UIApplication: UIResponder {
    /// The app.
    public class var shared: UIApplication { sharedApplication }
    private static let sharedApplication = UIApplication()

    /// The next responder: the app delegate when it is a responder.
    open override var next: UIResponder? { delegate as? UIResponder }

    /// Keys of the launch options.
    public struct LaunchOptionsKey: Hashable, Equatable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was launched to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The app that asked to open the URL.
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }

    /// Keys of the options for opening a URL in another app.
    public struct OpenExternalURLOptionsKey: Hashable, Equatable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only universal links.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Where the app is in its life cycle.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground, not receiving events.
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// The URL that opens the app's page in the Settings app.
    public static let openSettingsURLString = "app-settings:"

    /// The app's delegate (UIKit holds it weakly; the app keeps it alive).
    open weak var delegate: (any UIApplicationDelegate)?
    /// Where the app is in its life cycle.
    open var applicationState: State {
        connectedScenes.contains { $0.activationState == .foregroundActive } ? .active : .inactive
    }
    /// The number on the app's icon.
    open var applicationIconBadgeNumber = 0
    /// Whether the screen may sleep.
    open var isIdleTimerDisabled = false
    /// The app's dynamic home-screen quick actions; HeadlessUIKit keeps them as set.
    open var shortcutItems: [UIApplicationShortcutItem]?
    /// The scene activation requests made, oldest first (the driver reads them).
    var sceneActivationRequests: [UISceneSessionActivationRequest] = []

    private var sceneReferences: [WeakScene] = []
    /// The count of `sceneReferences` at which released scenes are dropped next.
    private var scenePruneSize = 16
    private weak var lastKeyWindow: UIWindow?
    /// The URLs the app asked to open in other apps, oldest first (HeadlessUIKit opens none).
    var openedURLs: [URL] = []

    override init() {
        super.init()
    }

    /// The scenes that are connected and alive; inside
    /// `UIApplication.shared.headless.withOwnScenes { … }` (a test's own scenes), only those
    /// connected inside it.
    open var connectedScenes: Set<UIScene> {
        Set(scopedScenes)
    }

    /// The connected scenes, oldest first, that the current task sees: all of them, or in a
    /// ``HeadlessSceneScope``, those connected in it.
    var scopedScenes: [UIWindowScene] {
        let scenes = sceneReferences.compactMap(\.scene)
        guard let scope = HeadlessSceneScope.current else { return scenes }
        return scenes.filter(scope.contains)
    }

    /// The sessions of the connected scenes.
    open var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }

    /// The window most recently made key, in any scene (deprecated in UIKit; kept because
    /// apps still use it to find the top-most screen).
    @available(*, deprecated, message: "Use the key window of a UIWindowScene")
    open var keyWindow: UIWindow? {
        guard let scope = HeadlessSceneScope.current else { return lastKeyWindow }
        return scope.lastKeyWindow
    }

    /// Every window of every connected scene (deprecated in UIKit).
    @available(*, deprecated, message: "Use UIWindowScene.windows")
    open var windows: [UIWindow] {
        scopedScenes.flatMap(\.windows)
    }

    /// Asks the system to open `url` in another app. HeadlessUIKit has no other apps: the
    /// URL is kept and the completion gets `false` on the next turn.
    open func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        openedURLs.append(url)
        guard let completion else { return }
        let loop = HeadlessRunLoop.current ?? HeadlessRunLoop()
        loop.schedule(after: 0) { completion(false) }
    }

    /// Whether an app can open `url`: none can here.
    open func canOpenURL(_ url: URL) -> Bool { false }

    func connect(_ scene: UIWindowScene) {
        // Released scenes are dropped when the list doubled since the last drop: a test suite
        // that makes a window per test pays a constant cost per window (readers skip them).
        if sceneReferences.count >= scenePruneSize {
            sceneReferences.removeAll { $0.scene == nil }
            scenePruneSize = max(16, sceneReferences.count * 2)
        }
        sceneReferences.append(WeakScene(scene: scene))
        HeadlessSceneScope.current?.add(scene)
    }

    func disconnect(_ scene: UIScene) {
        sceneReferences.removeAll { $0.scene == nil || $0.scene === scene }
    }

    func windowBecameKey(_ window: UIWindow) {
        lastKeyWindow = window
        if let scope = HeadlessSceneScope.current, let scene = window.windowScene,
            scope.contains(scene)
        {
            scope.lastKeyWindow = window
        }
    }
}

private struct WeakScene {
    weak var scene: UIWindowScene?
}
