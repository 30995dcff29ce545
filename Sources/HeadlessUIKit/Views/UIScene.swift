import Foundation

/// A scene: one instance of the app's user interface.
@MainActor
open class UIScene: UIResponder {
    /// The scene's title.
    open var title: String?
}

/// A scene of windows. Owns the run loop, virtual clock and diagnostics that the windows in
/// it share.
@MainActor
open class UIWindowScene: UIScene {
    /// The run loop of this scene; tests reach it through the driver,
    /// `scene.headless.runLoop` (UIKit's `UIWindowScene` has no such member).
    let runLoop = HeadlessRunLoop()
    /// Which iOS version the scene follows where versions differ; tests set it through the
    /// driver, `scene.headless.iOSVersion`.
    var iOSVersion = HeadlessIOSVersion.iOS18
    private var windowReferences: [WeakWindow] = []
    private weak var key: UIWindow?

    /// Creates a scene and connects it to ``UIApplication/shared``.
    public override init() {
        super.init()
        UIApplication.shared.connect(self)
    }

    /// The windows of the scene, in the order they were created.
    open var windows: [UIWindow] { windowReferences.compactMap(\.window) }

    /// The window last made key in this scene.
    open var keyWindow: UIWindow? { key }

    func attach(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil }
        windowReferences.append(WeakWindow(window: window))
    }

    func makeKey(_ window: UIWindow) {
        key = window
        UIApplication.shared.windowBecameKey(window)
    }
}

private struct WeakWindow {
    weak var window: UIWindow?
}
