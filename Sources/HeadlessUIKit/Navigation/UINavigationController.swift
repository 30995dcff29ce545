import Foundation

/// A stack of view controllers with UIKit's push, pop and `setViewControllers` behaviour.
///
/// The stack (``viewControllers``) changes at once; the visible transition starts on the
/// next run-loop turn and its did-callbacks arrive after its duration. Changing the stack
/// while a transition runs records UIKit's warning and is shown when the running
/// transition ends.
@MainActor
open class UINavigationController: UIViewController {
    // The stored properties every layout pass and hierarchy walk reads are
    // `@exclusivity(unchecked)`: touched only on the main actor and never lent `inout` across
    // a call that could reach them again, they need no run-time check, as UIKit's instance
    // variables have none.
    /// The model stack, bottom first.
    @exclusivity(unchecked) var stack = ControllerStack()
    /// The controller whose view the navigation controller shows, once its transition ended.
    @exclusivity(unchecked) weak var shownTop: UIViewController?
    /// A collapsing split view's nested column already on screen, which the split view moves
    /// into this navigation controller after this one arrived: its appearance is not
    /// forwarded to it a second time (`runNestingTransition`).
    weak var topKeepingItsAppearance: UIViewController?
    /// Controllers added since the last transition started; they get `didMove(toParent:)`.
    var pendingAdded: [UIViewController] = []
    /// Controllers removed since the last transition started; they get
    /// `didMove(toParent: nil)` and are released when it ends.
    var pendingRemoved: [UIViewController] = []
    /// The running transition, if any.
    var runningTransition: NavigationTransition?
    /// Whether a layout pass that starts a transition is scheduled.
    var layoutPassScheduled = false
    /// Whether the next transition is animated (the latest request wins).
    var pendingAnimated = false
    /// The coordinator of an animated transition that was asked for and starts on the next
    /// turn: as in UIKit, `transitionCoordinator` is there right after an animated push or
    /// pop returns (HeadlessBehaviour.coordinatorExistsRightAfterAnimatedCall).
    var pendingCoordinator: HeadlessTransitionCoordinator?
    /// Animated pushes made while the navigation controller was not in a window; they apply
    /// on the next turn (HeadlessBehaviour.animatedPushOffWindowAppliesOnNextTurn).
    var deferredPushes: [UIViewController] = []
    /// Controllers removed by `setViewControllers` as the old top: they get no
    /// `didMove(toParent: nil)` either (rdar 18002763).
    var removedWithoutContainmentCallbacks: Set<ObjectIdentifier> = []
    /// Whether a nested push was recorded and the running transition, when it ends, logs
    /// "Finishing up a navigation transition in an unexpected state…".
    var owesUnexpectedStateWarning = false

    private lazy var popGesture = UIGestureRecognizer()
    /// The full-width content swipe-back of iOS 26.
    lazy var contentPopGesture = UIGestureRecognizer()

    /// Told when a controller is about to be shown and when it was shown.
    @exclusivity(unchecked) open weak var delegate: (any UINavigationControllerDelegate)?

    /// Creates a navigation controller with a root view controller.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates a navigation controller whose bars are of the given classes (kept; the bars
    /// here are always `UINavigationBar` and `UIToolbar`).
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates an empty navigation controller from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The stack, bottom first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack.elements }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The children: the stack.
    open override var children: [UIViewController] { stack.elements }

    /// The item a tab bar shows for this navigation controller: its own when it was set or
    /// made, or when the navigation controller has a title; otherwise its root view
    /// controller's (``HeadlessBehaviour/navigationControllerTabBarItemFromRoot``).
    open override var tabBarItem: UITabBarItem! {
        get {
            if HeadlessBehaviour.navigationControllerTabBarItemFromRoot, tabBarItemStorage == nil,
                title == nil, let root = stack.elements.first
            {
                return root.tabBarItem
            }
            return super.tabBarItem
        }
        set { super.tabBarItem = newValue }
    }

    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller presented on top of the navigation controller, if any, else the top of
    /// the stack.
    open var visibleViewController: UIViewController? {
        if let presented = presentedViewController {
            var top = presented
            while let next = top.presentedStorage { top = next }
            return top
        }
        return topViewController
    }

    /// The gesture recogniser of the swipe-back; disable it to stop interactive pops.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }

    /// The swipe-back that recognises anywhere in the content area (iOS 26), where the edge
    /// swipe does not; it pops with the same callbacks as the edge swipe. UIKit says to use
    /// it only to set up failure requirements, and apps disable it (`isEnabled = false`) for
    /// screens with horizontal scrolling. Driven by `nav.headless.beginInteractiveContentPop()`.
    open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { contentPopGesture }

    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden = false
    /// The navigation bar (its configuration is kept; nothing is drawn).
    public private(set) lazy var navigationBar = UINavigationBar(frame: .zero)
    /// Whether the toolbar is hidden (it is by default).
    open var isToolbarHidden = true
    /// The toolbar, showing the top controller's `toolbarItems`.
    public private(set) lazy var toolbar: UIToolbar! = UIToolbar(frame: .zero)
    /// Whether a swipe up or down hides or shows the bars.
    open var hidesBarsOnSwipe = false
    /// Whether a tap hides or shows the bars.
    open var hidesBarsOnTap = false
    /// Whether the bars hide when the keyboard appears.
    open var hidesBarsWhenKeyboardAppears = false
    /// Whether the bars hide in compact height.
    open var hidesBarsWhenVerticallyCompact = false

    /// Shows or hides the navigation bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// Shows or hides the toolbar.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// Pushes `vc`, as `pushViewController(_:animated: true)` (the target of
    /// `show(_:sender:)` from the controllers in the stack).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// A navigation controller handles `show`, not `showDetailViewController`.
    override func handlesShow(detail: Bool) -> Bool { !detail }

    /// Pushes `viewController` on the stack.
    ///
    /// Pushing a controller that is already in the stack, or a navigation controller, records
    /// UIKit's message and is ignored.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        performPush(viewController, animated: animated)
    }

    /// Pops the top controller; popping the root does nothing and returns nil.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        performPop(animated: animated)
    }

    /// Pops every controller above `viewController` and returns them, bottom first.
    ///
    /// A controller that is not in the stack records "Tried to pop to a view controller that
    /// doesn't exist." and returns nil.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool)
        -> [UIViewController]?
    {
        performPop(to: viewController, animated: animated)
    }

    /// Pops every controller above the root and returns them, bottom first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return performPop(to: root, animated: animated)
    }

    /// Replaces the stack: one push-style or pop-style transition between the
    /// old and the new top, or none when the top stays.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        performSetViewControllers(viewControllers, animated: animated)
    }

    override func forwardedFlags(for child: UIViewController, appearing: Bool) -> MovingFlags {
        guard appearing, HeadlessBehaviour.firstAppearanceInNavigationIsMovingToParent,
            !child.appearance.hasAppearedInCurrentParent
        else { return .none }
        return .toParent
    }

    override func prepareForAppearance() {
        guard let top = shownTop ?? stack.last else { return }
        shownTop = top
        guard top !== topKeepingItsAppearance else { return }
        let topView: UIView = top.view
        if topView.superview !== view {
            view.moveIn(topView, at: view.subviews.count, notifyingAppearance: false)
        }
    }

    /// Classic split view: pushes `secondaryViewController` on this stack (a navigation
    /// controller too, nested), without animation or appearance callbacks. Source: Apple's
    /// documentation of `splitViewController(_:collapseSecondary:onto:)`: "Most view
    /// controllers do nothing by default, but the UINavigationController class responds by
    /// pushing the secondary view controller onto its navigation stack"
    /// (``HeadlessBehaviour/classicCollapsePushesTheSecondaryOnAPrimaryNavigation``).
    /// - Parameters:
    ///   - secondaryViewController: The secondary controller.
    ///   - splitViewController: The collapsing split view controller.
    open override func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController,
        for splitViewController: UISplitViewController
    ) {
        splitViewController.nestOnTop(secondaryViewController, of: self)
    }

    /// Classic split view: pops the top of this stack and returns it as the secondary
    /// controller; with only the root, the previous secondary controller. Source: Apple's
    /// documentation of `splitViewController(_:separateSecondaryFrom:)`: "the
    /// UINavigationController class responds by popping and returning the view controller
    /// from the top of its navigation stack"
    /// (``HeadlessBehaviour/classicCollapsePushesTheSecondaryOnAPrimaryNavigation``).
    /// - Parameter splitViewController: The expanding split view controller.
    /// - Returns: The secondary controller, or `nil`.
    open override func separateSecondaryViewController(
        for splitViewController: UISplitViewController
    ) -> UIViewController? {
        splitViewController.takeTop(of: self)
            ?? super.separateSecondaryViewController(for: splitViewController)
    }

    override func forgetChild(_ child: UIViewController) {
        stack.remove(child)
        pendingAdded.removeAll { $0 === child }
        if shownTop === child { shownTop = nil }
    }
}

/// The navigation controller's delegate. Every method has a default, so adopters implement
/// only what they need, as in UIKit.
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// A transition to `viewController` is starting (sent for interactive pops too, even
    /// when they are then cancelled).
    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool)
    /// A transition to `viewController` ended and it is shown.
    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool)
    /// The orientations the navigation controller supports.
    func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientationMask
    /// The interactive driver of a custom transition.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// The animator of a push or pop (not run here: ``HeadlessBehaviour``).
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UINavigationControllerDelegate {
    /// The top controller's orientations.
    public func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientationMask {
        navigationController.topViewController?.supportedInterfaceOrientations
            ?? .allButUpsideDown
    }
    /// None.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// None: the system's push and pop.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool
    ) {}
    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {}
}
