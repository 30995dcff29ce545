import Foundation

/// A view controller: UIKit's API and callback order, on HeadlessUIKit's run loop.
///
/// Override the lifecycle methods as in UIKit. The appearance callbacks arrive in the order
/// `UIKIT-BEHAVIOUR.md` pins down, the four moving/being flags are true only inside the
/// callbacks of the transition they describe, and a view controller that leaves every
/// hierarchy is released when that transition ends.
@MainActor
open class UIViewController: UIResponder {
    // MARK: Storage shared with the extensions

    var loadedView: UIView?
    /// The parent container (weak: the parent holds the child).
    weak var parentStorage: UIViewController?
    /// The children, in the order they were added.
    var childStorage: [UIViewController] = []
    /// The window this view controller is the root of.
    weak var hostWindow: UIWindow?
    /// The controller this one presents (strong, as in UIKit).
    var presentedStorage: UIViewController?
    /// The controller presenting this one.
    weak var presentingStorage: UIViewController?
    /// Whether this controller is being dismissed (its links stay until the dismissal ends).
    var isBeingDismissedStorage = false
    /// The running transition's coordinator, when this controller takes part in one.
    var coordinatorStorage: HeadlessTransitionCoordinator?
    var presentationControllerStorage: UIPresentationController?

    // Appearance (see UIViewController+Appearance.swift).
    var appearanceState = AppearanceState.disappeared
    var transitionFlags = MovingFlags()
    var callbackFlags: MovingFlags?
    var appearanceAnimated = false
    var isAppearingSent = false
    var appearanceGeneration = 0
    var hasAppearedInCurrentParent = false
    var manualAppearanceDepth = 0
    /// How deep HeadlessUIKit's own appearance machinery is in calling this controller's
    /// appearance methods; a call of one of them at depth 0 is a direct call (§8).
    var appearanceDispatchDepth = 0

    // MARK: Creating

    /// Creates a view controller; HeadlessUIKit has no nibs, so both arguments are kept only
    /// for source compatibility.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.nibName = nibNameOrNil
        super.init()
    }

    /// Creates a view controller without a nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a view controller from an archive.
    public required init?(coder: NSCoder) {
        self.nibName = nil
        super.init()
    }

    /// The nib name given at creation.
    public let nibName: String?

    /// A readable, stable description: `<TypeName "title">`, or `<TypeName>` without a title.
    ///
    /// UIKit prints a memory address; HeadlessUIKit prints the title instead so that
    /// diagnostics and traces are the same on every run.
    open override var description: String {
        let typeName = String(describing: type(of: self))
        // `description` is nonisolated (it comes from NSObject), and the main actor does not
        // always run on the main thread (Swift Testing on Linux), so it reads a locked copy
        // of the title rather than the title itself.
        if let title = describedTitle.value { return "<\(typeName) \"\(title)\">" }
        return "<\(typeName)>"
    }

    /// The title as ``description`` reads it.
    private nonisolated let describedTitle = DescribedTitle()

    // MARK: The view

    /// The view, loaded on first access (`loadView()` then `viewDidLoad()`, once).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the view is loaded. Reading it never loads the view.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates the view. The default makes a plain `UIView` the size of a phone screen.
    open func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    /// Loads the view if it is not loaded.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil {
            view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        }
        viewDidLoad()
    }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}
    /// Called when the view is about to be added to a window. Calling it directly records
    /// UIKit's "[ViewController] Calling -viewWillAppear: directly …" warning.
    open func viewWillAppear(_ animated: Bool) { noteAppearanceCall("viewWillAppear:") }
    /// Called when the view is in the window hierarchy and about to be shown, after
    /// `viewWillAppear(_:)`.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called when the view has appeared. Calling it directly records UIKit's warning.
    open func viewDidAppear(_ animated: Bool) { noteAppearanceCall("viewDidAppear:") }
    /// Called when the view is about to be removed from the window. Calling it directly
    /// records UIKit's warning.
    open func viewWillDisappear(_ animated: Bool) { noteAppearanceCall("viewWillDisappear:") }
    /// Called when the view has been removed from the window. Calling it directly records
    /// UIKit's warning.
    open func viewDidDisappear(_ animated: Bool) { noteAppearanceCall("viewDidDisappear:") }
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: Describing

    /// The title, shown by navigation and tab bars.
    open var title: String? {
        didSet {
            navigationItemStorage?.title = title
            describedTitle.value = title
        }
    }

    private var navigationItemStorage: UINavigationItem?
    /// The item a navigation bar shows for this controller, created on first access.
    open var navigationItem: UINavigationItem {
        if let navigationItemStorage { return navigationItemStorage }
        let item = UINavigationItem(title: title ?? "")
        navigationItemStorage = item
        return item
    }

    private var tabBarItemStorage: UITabBarItem?
    /// The item a tab bar shows for this controller, created on first access.
    open var tabBarItem: UITabBarItem! {
        get {
            if let tabBarItemStorage { return tabBarItemStorage }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }

    // MARK: The four flags (rule 0.3)

    /// True only inside this controller's appearance callbacks of a transition that adds it
    /// to its parent.
    open var isMovingToParent: Bool { callbackFlags?.movingToParent ?? false }
    /// True only inside this controller's appearance callbacks of a transition that removes
    /// it from its parent.
    open var isMovingFromParent: Bool { callbackFlags?.movingFromParent ?? false }
    /// True only inside this controller's appearance callbacks of its presentation.
    open var isBeingPresented: Bool { callbackFlags?.beingPresented ?? false }
    /// True only inside this controller's appearance callbacks of its dismissal.
    open var isBeingDismissed: Bool { callbackFlags?.beingDismissed ?? false }

    // MARK: Transition coordinator

    /// The coordinator of the transition this controller, or an ancestor, takes part in.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var current: UIViewController? = self
        while let candidate = current {
            if let coordinator = candidate.coordinatorStorage { return coordinator }
            current = candidate.parentStorage
        }
        return nil
    }

    // MARK: Finding the run loop

    /// The run loop of the window this controller's hierarchy lives in, if any.
    var runLoop: HeadlessRunLoop? {
        if let window = loadedView?.window { return window.runLoop }
        if let hostWindow { return hostWindow.runLoop }
        if let parentStorage { return parentStorage.runLoop }
        if let presentingStorage { return presentingStorage.runLoop }
        return nil
    }

    /// Whether the view is loaded and in a window.
    var isInWindow: Bool { loadedView?.window != nil }

    /// Records a diagnostic on this controller's run loop, or the current one.
    func recordDiagnostic(_ message: String) {
        (runLoop ?? HeadlessRunLoop.current)?.record(message)
    }

    /// Schedules work on this controller's run loop; without one (no window) it runs at once.
    func scheduleOnRunLoop(after delay: TimeInterval = 0, _ work: @escaping @MainActor () -> Void) {
        if let runLoop {
            runLoop.schedule(after: delay, work)
        } else {
            work()
        }
    }

    /// The duration a transition takes on this controller's run loop.
    func effectiveDuration(_ duration: TimeInterval, animated: Bool) -> TimeInterval {
        guard animated, runLoop?.animationsEnabled ?? true else { return 0 }
        return duration
    }

    // MARK: Appearance forwarding (contract §8)

    /// Whether this controller forwards appearance callbacks to the children whose views are
    /// in its view. Override and return `false` to drive them with
    /// ``beginAppearanceTransition(_:animated:)`` / ``endAppearanceTransition()``.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Tells a child that it is about to appear or disappear; for containers that return
    /// `false` from ``shouldAutomaticallyForwardAppearanceMethods``.
    ///
    /// A second `begin` in a row records "Unbalanced calls to begin/end appearance
    /// transitions for <C>." and is ignored.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        performBeginAppearanceTransition(isAppearing, animated: animated)
    }

    /// Tells a child that its appearance transition has ended.
    ///
    /// Without a matching ``beginAppearanceTransition(_:animated:)`` it records "Unbalanced
    /// calls to begin/end appearance transitions for <C>." and is ignored.
    open func endAppearanceTransition() {
        performEndAppearanceTransition()
    }

    /// The flags a forwarded child gets; navigation controllers override this for their
    /// root's first appearance (§1).
    func forwardedFlags(for child: UIViewController, appearing: Bool) -> MovingFlags {
        .none
    }

    // MARK: Containment (contract §8)

    /// The container this controller is a child of.
    open var parent: UIViewController? { parentStorage }

    /// The children, in the order they were added.
    open var children: [UIViewController] { childStorage }

    /// Adds a child: removes it from any old parent, then calls
    /// `child.willMove(toParent: self)`. Call `child.didMove(toParent: self)` when the
    /// child's view is in place.
    open func addChild(_ childController: UIViewController) {
        performAddChild(childController)
    }

    /// Removes this controller from its parent and calls `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` first.
    open func removeFromParent() {
        performRemoveFromParent()
    }

    /// Called before this controller is added to or removed from a container.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after this controller was added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) {}

    /// The nearest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? {
        nearestAncestor(of: UINavigationController.self)
    }

    /// The nearest ancestor that is a tab bar controller.
    open var tabBarController: UITabBarController? {
        nearestAncestor(of: UITabBarController.self)
    }

    /// Replaces the child `fromViewController` by the child `toViewController`: adds the new
    /// view beside the old one, sends their appearance callbacks in push order, and removes
    /// the old view after `duration`. Both must be children of this controller.
    open func transition(
        from fromViewController: UIViewController,
        to toViewController: UIViewController,
        duration: TimeInterval,
        options: UIView.AnimationOptions = [],
        animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        performTransition(
            from: fromViewController, to: toViewController, duration: duration,
            animations: animations, completion: completion)
    }

    // MARK: Presentation (contract §6)

    /// The controller this one, or its nearest ancestor that presents, presents.
    open var presentedViewController: UIViewController? {
        presentedStorage ?? parentStorage?.presentedViewController
    }

    /// The controller that presented this one or its nearest presented ancestor.
    open var presentingViewController: UIViewController? {
        presentingStorage ?? parentStorage?.presentingViewController
    }

    /// How this controller is shown when presented. `.automatic` is a page sheet.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The animation used when this controller is presented.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// Whether the user may not dismiss this sheet by swiping it down.
    open var isModalInPresentation = false

    /// Whether this controller's view is covered by a `.currentContext` /
    /// `.overCurrentContext` presentation from it or its children.
    open var definesPresentationContext = false

    /// The object that manages this controller's presentation, created on first access so
    /// that its delegate can be set before presenting.
    open var presentationController: UIPresentationController? {
        if let presentationControllerStorage { return presentationControllerStorage }
        let controller = UIPresentationController(
            presentedViewController: self, presenting: presentingStorage)
        presentationControllerStorage = controller
        return controller
    }

    /// Presents `viewControllerToPresent` modally (contract §6). Misuse that UIKit logs is
    /// recorded in the run loop's diagnostics and ignored; the completion then never runs.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents and everything above it, or, when it
    /// presents nothing, this controller itself (contract §6).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }

    /// Called when this controller is about to appear, after its own `viewWillAppear` and
    /// before forwarding: system containers put the visible child's view in place here.
    func prepareForAppearance() {}

    /// A container forgets `child` from its own model; system containers override this.
    func forgetChild(_ child: UIViewController) {}

    /// Shows `vc` the way this controller's context wants: pushed when inside a navigation
    /// controller, presented otherwise.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` as a detail screen: presented, as on a compact-width phone.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true)
    }
}

/// A copy of a view controller's title that `description` can read from any thread.
///
/// `@unchecked Sendable` is safe: the only stored state is guarded by `lock`.
private final class DescribedTitle: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: String?

    var value: String? {
        get { lock.withLock { storage } }
        set { lock.withLock { storage = newValue } }
    }
}
