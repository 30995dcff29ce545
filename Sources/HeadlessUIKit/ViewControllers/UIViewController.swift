import Foundation

/// A view controller: UIKit's API and callback order, on HeadlessUIKit's run loop.
///
/// Override the lifecycle methods as in UIKit. The appearance callbacks arrive in UIKit's order
/// (``HeadlessBehaviour`` lists the choices where it is uncertain), the four moving/being flags are
/// true only inside the callbacks of the transition they describe, and a view controller that
/// leaves every hierarchy is released when that transition ends.
@MainActor
open class UIViewController: UIResponder {
    // MARK: Storage shared with the extensions

    // The stored properties every layout pass and hierarchy walk reads are
    // `@exclusivity(unchecked)`: touched only on the main actor and never lent `inout` across
    // a call that could reach them again, they need no run-time check, as UIKit's instance
    // variables have none.

    @exclusivity(unchecked) var loadedView: UIView?
    /// The parent container (weak: the parent holds the child).
    @exclusivity(unchecked) weak var parentStorage: UIViewController?
    /// The children, in the order they were added.
    @exclusivity(unchecked) var childStorage: [UIViewController] = []
    /// The window this view controller is the root of.
    @exclusivity(unchecked) weak var hostWindow: UIWindow?
    /// The controller this one presents (strong, as in UIKit).
    @exclusivity(unchecked) var presentedStorage: UIViewController?
    /// The controller presenting this one.
    @exclusivity(unchecked) weak var presentingStorage: UIViewController?
    /// Whether this controller is being dismissed (its links stay until the dismissal ends).
    var isBeingDismissedStorage = false
    /// Settings and storage few controllers use, each holding UIKit's default until it is
    /// written. Their box is made the first time one is written, so that most controllers are
    /// made and released without it.
    struct Seldom {
        weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
        var modalTransitionStyle = UIModalTransitionStyle.coverVertical
        var preferredTransition: UIViewController.Transition?
        var isModalInPresentation = false
        var definesPresentationContext = false
        var toolbarItems: [UIBarButtonItem]?
        var hidesBottomBarWhenPushed = false
        var preferredContentSize = CGSize.zero
        var additionalSafeAreaInsets = UIEdgeInsets.zero
        var restorationIdentifier: String?
        var modalPresentationCapturesStatusBarAppearance = false
        var isEditing = false
        var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
        var edgesForExtendedLayout = UIRectEdge.all
        var extendedLayoutIncludesOpaqueBars = false
        /// The `UITab` whose provider made this controller (iOS 18; UITab.swift).
        weak var tab: UITab?
        /// The scroll views set with `setContentScrollView(_:for:)`, by single edge's raw
        /// value.
        var contentScrollViews: [UInt: WeakScrollView] = [:]
        var contentUnavailableConfiguration: (any UIContentConfiguration)?
    }
    /// The box of ``Seldom``, `nil` until a seldom-used setting is written.
    final class SeldomBox {
        var values = Seldom()
    }
    private var seldomBox: SeldomBox?
    /// UIKit's defaults of the seldom-used settings, read while a controller has no box.
    private static let seldomDefaults = Seldom()
    /// The seldom-used settings: UIKit's defaults until one is written.
    var seldom: Seldom {
        get { seldomBox?.values ?? Seldom() }
        set {
            if let seldomBox {
                seldomBox.values = newValue
            } else {
                let box = SeldomBox()
                box.values = newValue
                seldomBox = box
            }
        }
    }
    /// The controller's trait overrides and registrations, made the first time one is written.
    var traitStorage: HeadlessTraitStorage?
    /// Storage of `contentUnavailableConfiguration`.
    var contentUnavailableConfigurationStorage: (any UIContentConfiguration)? {
        get { seldomBox?.values.contentUnavailableConfiguration }
        set {
            if newValue == nil && seldomBox == nil { return }
            seldom.contentUnavailableConfiguration = newValue
        }
    }
    /// The scroll views set with `setContentScrollView(_:for:)`, by single edge's raw value.
    var contentScrollViews: [UInt: WeakScrollView] {
        get { seldomBox?.values.contentScrollViews ?? [:] }
        set { seldom.contentScrollViews = newValue }
    }
    /// The running transition's coordinator, when this controller takes part in one.
    @exclusivity(unchecked) var coordinatorStorage: HeadlessTransitionCoordinator?

    /// Forgets `coordinator` when it is still this controller's: a transition that ends
    /// must not erase the coordinator of another one that started on this controller
    /// meanwhile (a navigation controller popping while it is the presenter of a
    /// dismissal), or that transition would look finished to `transitionCoordinator`.
    func clearCoordinator(_ coordinator: HeadlessTransitionCoordinator) {
        if coordinatorStorage === coordinator { coordinatorStorage = nil }
    }
    var presentationControllerStorage: UIPresentationController?
    /// The style as set, `.automatic` included.
    var modalPresentationStyleStorage = UIModalPresentationStyle.automatic

    /// Where the controller is in its appearance cycle (UIViewController+Appearance.swift).
    var appearance = AppearanceRecord()
    /// The `UITab` whose provider made this controller (iOS 18; UITab.swift).
    var tabStorage: UITab? {
        get { seldomBox?.values.tab }
        set { seldom.tab = newValue }
    }
    /// Which updates are due and which trait reads are tracked (HeadlessUpdates.swift).
    var updates = HeadlessUpdates()

    // MARK: Creating

    /// Creates a view controller; HeadlessUIKit has no nibs, so both arguments are kept only
    /// for source compatibility.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.nibNameStorage = nibNameOrNil
        super.init()
    }

    /// Creates a view controller without a nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a view controller from an archive.
    public required init?(coder: NSCoder) {
        self.nibNameStorage = nil
        super.init()
    }

    /// The nib name given at creation.
    open var nibName: String? { nibNameStorage }
    private let nibNameStorage: String?

    /// The next responder: the superview of the view, else the presenting controller
    /// (UIKit's responder chain).
    open override var next: UIResponder? { loadedView?.superview ?? presentingStorage }

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
    /// Asks for an ``updateProperties()`` pass before the next layout (iOS 26).
    open func setNeedsUpdateProperties() { markNeedsPropertiesUpdate() }
    /// Override to update properties of the controller or its view; call `super` (iOS 26).
    /// UIKit calls it before `viewWillLayoutSubviews()`; never call it directly.
    open func updateProperties() {}
    /// Runs a due properties update of this controller, its view and its subtree now (iOS 26).
    open func updatePropertiesIfNeeded() { runPropertiesUpdateIfNeeded() }

    // MARK: Content unavailable (iOS 17)

    /// The state the content-unavailable configuration is updated for (iOS 17): the
    /// controller's traits and the text of its navigation item's search controller.
    /// Override it to add custom states, starting from `super`'s.
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        var state = UIContentUnavailableConfigurationState(traitCollection: traitCollection)
        state.searchText = navigationItemStorage?.searchController?.searchBar.text
        return state
    }

    /// Override to set ``contentUnavailableConfiguration`` for `state` (iOS 17); never
    /// call it directly. UIKit calls it in the update pass before layout, after
    /// ``updateProperties()``, as the controller first appears and after each
    /// ``setNeedsUpdateContentUnavailableConfiguration()``
    /// (`HeadlessBehaviour.contentUnavailableUpdateRunsWithPropertiesUpdate`).
    ///
    /// - Parameter state: the current ``contentUnavailableConfigurationState``.
    open func updateContentUnavailableConfiguration(
        using state: UIContentUnavailableConfigurationState
    ) {}

    /// Asks for ``updateContentUnavailableConfiguration(using:)`` on the next update pass
    /// (iOS 17); several requests in one turn make one update.
    open func setNeedsUpdateContentUnavailableConfiguration() {
        markNeedsContentUnavailableUpdate()
    }

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
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }

    /// The item set explicitly or made on first access; `nil` before either.
    var tabBarItemStorage: UITabBarItem?
    /// The item a tab bar shows for this controller, created on first access.
    open var tabBarItem: UITabBarItem! {
        get {
            if let tabBarItemStorage { return tabBarItemStorage }
            let item = UITabBarItem()
            item.title = title
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }

    // MARK: The four flags

    /// True only inside this controller's appearance callbacks of a transition that adds it
    /// to its parent.
    open var isMovingToParent: Bool { appearance.callbackFlags?.movingToParent ?? false }
    /// True only inside this controller's appearance callbacks of a transition that removes
    /// it from its parent.
    open var isMovingFromParent: Bool { appearance.callbackFlags?.movingFromParent ?? false }
    /// True only inside this controller's appearance callbacks of its presentation.
    open var isBeingPresented: Bool { appearance.callbackFlags?.beingPresented ?? false }
    /// True only inside this controller's appearance callbacks of its dismissal.
    open var isBeingDismissed: Bool { appearance.callbackFlags?.beingDismissed ?? false }

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

    // MARK: Appearance forwarding

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
    /// root's first appearance.
    func forwardedFlags(for child: UIViewController, appearing: Bool) -> MovingFlags {
        .none
    }

    // MARK: Containment

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

    // MARK: Presentation

    /// The controller this one, or its nearest ancestor that presents, presents.
    open var presentedViewController: UIViewController? {
        if let presentedStorage { return presentedStorage }
        // A loop over the stored links rather than a dynamic call per ancestor: hierarchy
        // walks read this of every controller.
        var ancestor = parentStorage
        while let current = ancestor {
            if let presented = current.presentedStorage { return presented }
            ancestor = current.parentStorage
        }
        return nil
    }

    /// The controller that presented this one or its nearest presented ancestor.
    open var presentingViewController: UIViewController? {
        presentingStorage ?? parentStorage?.presentingViewController
    }

    /// How this controller is shown when presented. Set to `.automatic` (the default), it
    /// reads back the concrete style it stands for,
    /// ``HeadlessBehaviour/automaticPresentationStyle``, as UIKit's does.
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { modalPresentationStyleStorage.resolved }
        set { modalPresentationStyleStorage = newValue }
    }

    /// Gives this controller's presentation custom animators and, for `.custom`, its
    /// presentation controller (HeadlessUIKit asks only for the latter).
    open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { seldomBox?.values.transitioningDelegate ?? Self.seldomDefaults.transitioningDelegate }
        set { seldom.transitioningDelegate = newValue }
    }

    /// The animation used when this controller is presented.
    open var modalTransitionStyle: UIModalTransitionStyle {
        get { seldomBox?.values.modalTransitionStyle ?? Self.seldomDefaults.modalTransitionStyle }
        set { seldom.modalTransitionStyle = newValue }
    }

    /// Classic split view: folds `secondaryViewController` onto this primary controller
    /// when the split view controller collapses and its delegate did not. This one does
    /// nothing ("The primary view controller associated with the split view controller is
    /// displayed"); `UINavigationController` pushes the secondary controller on its stack
    /// (``HeadlessBehaviour/classicCollapsePushesTheSecondaryOnAPrimaryNavigation``).
    /// - Parameters:
    ///   - secondaryViewController: The secondary controller.
    ///   - splitViewController: The collapsing split view controller.
    open func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController,
        for splitViewController: UISplitViewController
    ) {}

    /// Classic split view: the secondary controller to show when the split view controller
    /// expands and its delegate named none. This one returns the previous secondary
    /// controller, if it still exists ("The previous secondary view controller is
    /// returned"); `UINavigationController` pops the top of its stack and returns it
    /// (``HeadlessBehaviour/classicCollapsePushesTheSecondaryOnAPrimaryNavigation``).
    /// - Parameter splitViewController: The expanding split view controller.
    /// - Returns: The secondary controller, or `nil`.
    open func separateSecondaryViewController(
        for splitViewController: UISplitViewController
    ) -> UIViewController? { splitViewController.classicSecondary }

    /// The system transition this controller prefers when pushed or presented (iOS 18): a
    /// zoom, or a modal transition style. A navigation controller honours only `.zoom`.
    open var preferredTransition: UIViewController.Transition? {
        get { seldomBox?.values.preferredTransition ?? Self.seldomDefaults.preferredTransition }
        set { seldom.preferredTransition = newValue }
    }

    /// Whether the user may not dismiss this sheet by swiping it down.
    open var isModalInPresentation: Bool {
        get { seldomBox?.values.isModalInPresentation ?? Self.seldomDefaults.isModalInPresentation }
        set { seldom.isModalInPresentation = newValue }
    }

    /// Whether this controller's view is covered by a `.currentContext` /
    /// `.overCurrentContext` presentation from it or its children.
    open var definesPresentationContext: Bool {
        get {
            seldomBox?.values.definesPresentationContext
                ?? Self.seldomDefaults.definesPresentationContext
        }
        set { seldom.definesPresentationContext = newValue }
    }

    /// The object that manages this controller's presentation, created on first access so
    /// that its delegate can be set before presenting. It is made for the
    /// ``modalPresentationStyle`` of that moment and keeps it until the presentation ends
    /// (set the style first, as UIKit asks): a ``UISheetPresentationController`` for page
    /// and form sheets, a ``UIPopoverPresentationController`` for popovers.
    open var presentationController: UIPresentationController? {
        if let presentationControllerStorage { return presentationControllerStorage }
        let controller = makePresentationController()
        presentationControllerStorage = controller
        return controller
    }

    /// Presents `viewControllerToPresent` modally. Misuse that UIKit logs is
    /// recorded in the run loop's diagnostics and ignored; the completion then never runs.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents and everything above it, or, when it
    /// presents nothing, this controller itself.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }

    /// Called when this controller is about to appear, after its own `viewWillAppear` and
    /// before forwarding: system containers put the visible child's view in place here.
    func prepareForAppearance() {}

    /// A container forgets `child` from its own model; system containers override this.
    func forgetChild(_ child: UIViewController) {}

    /// Shows `vc` in the primary context: the first controller up the hierarchy (parents,
    /// then presenters) that handles `show` does it (a navigation controller pushes);
    /// without one, `vc` is presented modally (Apple's documentation of
    /// `show(_:sender:)` and `targetViewController(forAction:sender:)`).
    open func show(_ vc: UIViewController, sender: Any?) {
        if let target = showTarget(detail: false) {
            target.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` in the secondary context: the first controller up the hierarchy that
    /// handles `showDetailViewController` does it; without one (a navigation controller does
    /// not handle it), `vc` is presented modally.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let target = showTarget(detail: true) {
            target.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Whether this controller's class shows controllers itself (navigation controllers do
    /// for `show`); the base class does not.
    func handlesShow(detail: Bool) -> Bool { false }

    // MARK: State app code sets (kept as set; nothing is drawn)

    /// Tells the containing navigation and tab bar controllers which scroll view to watch
    /// at `edge` (iOS 15): the top edge for the navigation bar, the bottom edge for the tab
    /// bar and toolbar (and iOS 26's tab bar minimizing on scroll). Aggregate edges such as
    /// `.all` set each edge they contain; `nil` clears them. HeadlessUIKit scrolls nothing and
    /// keeps the views weakly, per edge.
    ///
    /// - Parameters:
    ///   - scrollView: the scroll view, or `nil` to let UIKit search for one.
    ///   - edge: the edge or edges.
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        for single in NSDirectionalRectEdge.singleEdges where edge.contains(single) {
            contentScrollViews[single.rawValue] = WeakScrollView(view: scrollView)
        }
    }

    /// The scroll view set for `edge` with ``setContentScrollView(_:for:)`` (iOS 15), while it
    /// is alive; `nil` when none was set (UIKit then searches the view hierarchy,
    /// `HeadlessBehaviour.contentScrollViewIsOnlyTheOneSet`). Pass one edge: UIKit raises
    /// `NSInvalidArgumentException` for an aggregate edge, which HeadlessUIKit records,
    /// returning `nil`.
    ///
    /// - Parameter edge: a single edge.
    /// - Returns: the scroll view, or `nil`.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        guard NSDirectionalRectEdge.singleEdges.contains(edge) else {
            recordException(
                UIKitException.invalidArgument,
                "contentScrollView(for:) takes a single edge, not \(edge.rawValue)")
            return nil
        }
        return contentScrollViews[edge.rawValue]?.view
    }

    /// The toolbar items shown while this controller is on top of a navigation controller.
    open var toolbarItems: [UIBarButtonItem]? {
        get { seldomBox?.values.toolbarItems ?? Self.seldomDefaults.toolbarItems }
        set { seldom.toolbarItems = newValue }
    }
    /// Whether the tab bar hides while this controller is pushed on a navigation controller.
    open var hidesBottomBarWhenPushed: Bool {
        get {
            seldomBox?.values.hidesBottomBarWhenPushed
                ?? Self.seldomDefaults.hidesBottomBarWhenPushed
        }
        set { seldom.hidesBottomBarWhenPushed = newValue }
    }
    /// The size the controller prefers for its content (popovers, form sheets).
    open var preferredContentSize: CGSize {
        get { seldomBox?.values.preferredContentSize ?? Self.seldomDefaults.preferredContentSize }
        set { seldom.preferredContentSize = newValue }
    }
    /// Extra safe-area insets.
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get {
            seldomBox?.values.additionalSafeAreaInsets
                ?? Self.seldomDefaults.additionalSafeAreaInsets
        }
        set { seldom.additionalSafeAreaInsets = newValue }
    }
    /// The identifier state restoration uses.
    open var restorationIdentifier: String? {
        get { seldomBox?.values.restorationIdentifier ?? Self.seldomDefaults.restorationIdentifier }
        set { seldom.restorationIdentifier = newValue }
    }
    /// Whether a presented controller decides the status bar's look.
    open var modalPresentationCapturesStatusBarAppearance: Bool {
        get {
            seldomBox?.values.modalPresentationCapturesStatusBarAppearance
                ?? Self.seldomDefaults.modalPresentationCapturesStatusBarAppearance
        }
        set { seldom.modalPresentationCapturesStatusBarAppearance = newValue }
    }
    /// Whether the controller is in editing mode.
    open var isEditing: Bool {
        get { seldomBox?.values.isEditing ?? Self.seldomDefaults.isEditing }
        set { seldom.isEditing = newValue }
    }
    /// The status bar's content colour the controller prefers.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller prefers the status bar hidden.
    open var prefersStatusBarHidden: Bool { false }
    /// The child whose status bar style is used.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose status bar visibility is used.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether the home indicator may hide.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose home indicator preference is used.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// How the status bar animates when it changes.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The orientations the controller supports (all but upside down on a phone).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// The orientation the controller prefers when presented full screen.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Whether the controller's contents rotate.
    open var shouldAutorotate: Bool { true }
    /// The light or dark style forced on the controller and its children (iOS 13).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get {
            seldomBox?.values.overrideUserInterfaceStyle
                ?? Self.seldomDefaults.overrideUserInterfaceStyle
        }
        set {
            seldom.overrideUserInterfaceStyle = newValue
            if newValue != .unspecified { TraitOverridesSeen.any = true }
        }
    }

    /// The storyboard the controller came from: none here.
    open var storyboard: UIStoryboard? { nil }

    /// Performs the storyboard segue `identifier`: there are no storyboards here, so this
    /// records the exception UIKit raises for a missing segue.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        recordException(
            UIKitException.invalidArgument,
            "Receiver (\(self)) has no segue with identifier '\(identifier)'")
    }

    /// Whether the segue `identifier` may run.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        true
    }

    /// Prepares the segue's destination.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// The edges under bars the view extends to.
    open var edgesForExtendedLayout: UIRectEdge {
        get {
            seldomBox?.values.edgesForExtendedLayout ?? Self.seldomDefaults.edgesForExtendedLayout
        }
        set { seldom.edgesForExtendedLayout = newValue }
    }
    /// Whether the view extends under opaque bars.
    open var extendedLayoutIncludesOpaqueBars: Bool {
        get {
            seldomBox?.values.extendedLayoutIncludesOpaqueBars
                ?? Self.seldomDefaults.extendedLayoutIncludesOpaqueBars
        }
        set { seldom.extendedLayoutIncludesOpaqueBars = newValue }
    }

    /// The safe area changed; HeadlessUIKit's never does.
    open func viewSafeAreaInsetsDidChange() {}

    /// The layout margins changed.
    open func viewLayoutMarginsDidChange() {}

    /// Updates the view's constraints.
    open func updateViewConstraints() {}

    /// Sets ``toolbarItems``.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// Asks the system to read the status bar preferences again; nothing is drawn here.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// Asks the system to read ``supportedInterfaceOrientations`` again (iOS 16).
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}

    /// Whether the controller prefers to lock the scene's interface orientation while it is
    /// visible (iOS 26); `false` by default. The scene reports the lock in
    /// `effectiveGeometry.isInterfaceOrientationLocked`.
    open var prefersInterfaceOrientationLocked: Bool { false }

    /// The child whose ``prefersInterfaceOrientationLocked`` counts instead of this
    /// controller's (iOS 26); `nil` by default.
    open var childForInterfaceOrientationLock: UIViewController? { nil }

    /// Asks the system to read ``prefersInterfaceOrientationLocked`` again (iOS 26);
    /// HeadlessUIKit reads it whenever `effectiveGeometry` is asked for.
    open func setNeedsUpdateOfPrefersInterfaceOrientationLocked() {}

    /// The size of the view is about to change; HeadlessUIKit's window never resizes.
    open func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {}

    /// The traits are about to change to `newCollection` (UIContentContainer): a
    /// horizontal size-class change of the window
    /// (`window.headless.setHorizontalSizeClass(_:)`).
    ///
    /// UIKit calls it before the traits change and before any `traitCollectionDidChange(_:)`;
    /// `traitCollection` still holds the old traits here, and `coordinator` (also the
    /// `transitionCoordinator` until the change ends) runs alongside animations once the
    /// traits changed and completion blocks when the change is over. The default
    /// implementation forwards the call to the children: override it and call `super`, or
    /// forward it yourself, as `UIViewController.h` asks.
    /// - Parameters:
    ///   - newCollection: The traits the controller is about to have.
    ///   - coordinator: The coordinator of the trait change.
    open func willTransition(
        to newCollection: UITraitCollection,
        with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        for child in childStorage {
            child.willTransition(to: child.traits(becoming: newCollection), with: coordinator)
        }
    }

    /// The traits: HeadlessUIKit's iPhone, with the nearest ``overrideUserInterfaceStyle``.
    open var traitCollection: UITraitCollection {
        AutomaticTracking.noteTraitRead()
        guard TraitOverridesSeen.any else {
            // No override anywhere: the traits of the window of the nearest controller shown.
            var controller: UIViewController? = self
            while let current = controller {
                if let window = current.loadedView?.window { return window.windowTraits }
                controller = current.parentStorage ?? current.presentingStorage
            }
            return HeadlessBehaviour.traits
        }
        return applyingTraitOverrides(to: inheritedTraits)
    }

    /// The traits changed; HeadlessUIKit's traits never do.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
