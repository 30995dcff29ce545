import Foundation

/// A window: the root of a view tree, with a root view controller.
///
/// Each window belongs to a ``UIWindowScene``, and each scene has its own run loop and
/// virtual clock: `UIWindow(frame:)` makes a scene of its own, `UIWindow(windowScene:)` joins
/// an existing one.
@MainActor
open class UIWindow: UIView {
    /// The scene the window belongs to.
    ///
    /// Setting another scene moves the window to it (and to its run loop); setting `nil`
    /// takes it off every screen, as in UIKit.
    @exclusivity(unchecked) open weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.detach(self)
            windowScene?.attach(self)
        }
    }
    /// The scene, held strongly for a window made with `init(frame:)`, which owns its scene.
    private var ownedScene: UIWindowScene?

    /// Whether a presentation or dismissal runs in this window.
    var presentationTransitionsInFlight = 0
    /// Whether the window was made visible and its first layout, on the next turn, has not
    /// run yet.
    var awaitsFirstLayout = false
    /// Completions of presentations made before the first layout; they run after it.
    var launchCompletions: [() -> Void] = []
    /// The horizontal size class the driver gave the window
    /// (`window.headless.setHorizontalSizeClass(_:)`), or `nil` for HeadlessUIKit's default.
    var horizontalSizeClassOverride: UIUserInterfaceSizeClass?

    /// Creates a window in a scene of its own.
    public override init(frame: CGRect) {
        let scene = UIWindowScene()
        ownedScene = scene
        windowScene = scene
        super.init(frame: frame)
        isHidden = true
        scene.attach(self)
    }

    /// Creates a window in `windowScene`, sharing its run loop with the scene's other windows.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        isHidden = true
        windowScene.attach(self)
    }

    /// Creates a window in a scene of its own.
    public required init?(coder: NSCoder) {
        let scene = UIWindowScene()
        ownedScene = scene
        windowScene = scene
        super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        isHidden = true
        scene.attach(self)
    }

    /// The next responder: the window's scene.
    open override var next: UIResponder? { windowScene }

    /// A window is its own window.
    open override var window: UIWindow? { self }

    /// The window's run loop.
    var runLoop: HeadlessRunLoop {
        if let windowScene { return windowScene.runLoop }
        let scene = UIWindowScene()
        ownedScene = scene
        windowScene = scene  // attaches
        return scene.runLoop
    }

    /// The view controller whose view fills the window.
    ///
    /// Replacing it while the window is visible makes the old root disappear and the new one
    /// appear, not animated.
    @exclusivity(unchecked) open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            rootViewController?.hostWindow = self
            // The old root leaves while it still knows its window, so that its
            // did-disappear is scheduled on this window's run loop, not run at once.
            if !isHidden, !awaitsFirstLayout, let oldView = oldValue?.viewIfLoaded,
                oldView.superview === self
            {
                oldView.removeFromSuperview()
            }
            oldValue?.hostWindow = nil
            guard !isHidden, !awaitsFirstLayout else { return }
            installRootView()
        }
    }

    /// Whether this window is its scene's key window.
    open var isKeyWindow: Bool { windowScene?.keyWindow === self }

    /// Shows the window and makes it key.
    ///
    /// Nothing else happens inside the call: no view loads. The window's first layout, on the
    /// next run-loop turn, shows whatever the hierarchy holds by then (a push or a
    /// presentation made in the same turn included) without a transition.
    open func makeKeyAndVisible() {
        windowScene?.makeKey(self)
        let wasHidden = isHidden
        isHidden = false
        let rootShown = rootViewController?.viewIfLoaded?.superview === self
        guard wasHidden, !awaitsFirstLayout, !rootShown else {
            if !awaitsFirstLayout { installRootView() }
            return
        }
        awaitsFirstLayout = true
        runLoop.schedule { [weak self] in self?.performFirstLayout() }
    }

    /// Makes the window key without changing its visibility.
    open func makeKey() {
        windowScene?.makeKey(self)
    }

    func installRootView() {
        guard let root = rootViewController else { return }
        let rootView: UIView = root.view
        guard rootView.superview !== self else { return }
        rootView.frame = bounds
        insertSubview(rootView, at: 0)
    }
}
