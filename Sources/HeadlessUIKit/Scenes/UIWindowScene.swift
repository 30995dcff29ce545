import Foundation

/// A scene of windows. Owns the run loop, virtual clock and diagnostics that the windows in
/// it share (`scene.headless.runLoop`).
@MainActor
open class UIWindowScene: UIScene {
    /// The run loop of this scene; tests reach it through the driver,
    /// `scene.headless.runLoop` (UIKit's `UIWindowScene` has no such member).
    let runLoop = HeadlessRunLoop()
    /// Which iOS version the scene follows where versions differ; tests set it through the
    /// driver, `scene.headless.iOSVersion`.
    var iOSVersion = HeadlessBehaviour.defaultIOSVersion
    private var windowReferences: [WeakWindow] = []
    /// Every geometry request, oldest first; tests read them through the driver,
    /// `scene.headless.geometryRequests`.
    var geometryRequestsStorage: [UIWindowScene.GeometryPreferences] = []
    private weak var key: UIWindow?

    /// A scene for `session`, connected to ``UIApplication/shared``. UIKit calls it, not
    /// apps; tests use `UIApplication.shared.headless.connectScene(delegate:)`.
    public override init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
        UIApplication.shared.connect(self)
    }

    /// A scene of its own for a window made without one (`UIWindow(frame:)`). UIKit's
    /// `init()` is unavailable, so this one is not public.
    convenience init() {
        self.init(
            session: UISceneSession(role: .windowApplication), connectionOptions: .init())
        activationState = .foregroundActive
    }

    /// The windows of the scene, in the order they were created.
    open var windows: [UIWindow] { windowReferences.compactMap(\.window) }

    /// The traits this scene overrides for its windows and everything in them (iOS 17).
    /// Changing them calls the trait-change handlers registered in its windows whose traits
    /// changed.
    public var traitOverrides: UITraitOverrides {
        get { traitOverridesStorage }
        set {
            var environments: [any HeadlessTraitHost] = []
            for window in windows {
                environments += window.registeredEnvironmentsOnce()
                if let root = window.rootViewController {
                    environments += root.registeredEnvironmentsOnce()
                }
            }
            var seen = Set<ObjectIdentifier>()
            environments = environments.filter { seen.insert(ObjectIdentifier($0)).inserted }
            let before = environments.map(\.currentTraits)
            traitOverridesStorage = newValue
            for (environment, previous) in zip(environments, before) {
                environment.notifyTraitRegistrations(previous: previous)
            }
        }
    }
    /// Storage of ``traitOverrides``.
    var traitOverridesStorage = UITraitOverrides()

    /// The window last made key in this scene.
    open var keyWindow: UIWindow? { key }

    /// The traits of the scene: HeadlessUIKit's iPhone.
    open var traitCollection: UITraitCollection { HeadlessBehaviour.traits }

    /// The interface orientation: portrait.
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }

    func attach(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil }
        windowReferences.append(WeakWindow(window: window))
    }

    func detach(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
        if key === window { key = nil }
    }

    func makeKey(_ window: UIWindow) {
        key = window
        UIApplication.shared.windowBecameKey(window)
    }
}

private struct WeakWindow {
    weak var window: UIWindow?
}
