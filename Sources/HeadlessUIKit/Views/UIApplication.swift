import Foundation

/// The app: the connected scenes, and which window is key.
@MainActor
open class UIApplication: UIResponder {
    /// The app.
    public static let shared = UIApplication()

    private var sceneReferences: [WeakScene] = []
    private weak var lastKeyWindow: UIWindow?

    override init() {
        super.init()
    }

    /// The scenes that are connected and alive.
    open var connectedScenes: Set<UIScene> {
        Set(sceneReferences.compactMap(\.scene))
    }

    /// The window most recently made key, in any scene (deprecated in UIKit; kept because
    /// apps still use it to find the top-most screen).
    @available(*, deprecated, message: "Use the key window of a UIWindowScene")
    open var keyWindow: UIWindow? { lastKeyWindow }

    /// Every window of every connected scene (deprecated in UIKit).
    @available(*, deprecated, message: "Use UIWindowScene.windows")
    open var windows: [UIWindow] {
        sceneReferences.compactMap(\.scene).flatMap(\.windows)
    }

    func connect(_ scene: UIWindowScene) {
        sceneReferences.removeAll { $0.scene == nil }
        sceneReferences.append(WeakScene(scene: scene))
    }

    func windowBecameKey(_ window: UIWindow) {
        lastKeyWindow = window
    }
}

private struct WeakScene {
    weak var scene: UIWindowScene?
}
