import Foundation

/// Columns of view controllers side by side, collapsed into one stack in a compact width.
///
/// HeadlessUIKit implements the column style of iOS 14 and later (`init(style:)`): each
/// column's controller is wrapped in a navigation controller (the compact column's is not),
/// the display mode decides which columns show when the split view controller is expanded,
/// and it collapses when its window's horizontal size class becomes compact
/// (`window.headless.setHorizontalSizeClass(.compact)`), asking the delegate for the column
/// to show on top, and expands when it becomes regular again. Collapsed, the columns form a
/// stack that `show(_:)` pushes on and `hide(_:)` pops, as `UISplitViewController.h`
/// describes: as in UIKit, the primary column's navigation controller, in whose stack the
/// navigation controllers of the columns above it are nested
/// (``HeadlessBehaviour/collapsedSecondaryIsNestedInThePrimaryStack``), unless a compact
/// column's controller shows instead. A classic split view controller (`init()`,
/// `viewControllers = [primary, secondary]`) collapses through its delegate's
/// `splitViewController(_:collapseSecondary:onto:)` and the primary controller's
/// `collapseSecondaryViewController(_:for:)`, a navigation controller pushing the secondary
/// on its stack, and expands through `separateSecondaryViewController(for:)`
/// (``HeadlessBehaviour/classicCollapsePushesTheSecondaryOnAPrimaryNavigation``). The
/// choices made where UIKit's behaviour is not documented are in ``HeadlessBehaviour`` (its
/// split-view section).
@MainActor
open class UISplitViewController: UIViewController {
    /// The style given at creation.
    public let style: Style
    /// Told about collapsing, expanding, and columns that show and hide.
    open weak var delegate: (any UISplitViewControllerDelegate)?

    /// The controllers set per column, as given.
    var columnControllers: [Column: UIViewController] = [:]
    /// The controller each column shows: the wrapping navigation controller, or the given
    /// one (the compact column's is never wrapped).
    var columnContainers: [Column: UIViewController] = [:]
    /// Whether the columns are collapsed into one stack, as the split view controller lays
    /// them out (``isCollapsed`` reports the old value while a collapse or an expansion asks
    /// and tells the delegate, ``reportedCollapse``).
    var collapsedStorage: Bool
    /// During a collapse or an expansion, the value ``isCollapsed`` reports until the
    /// delegate has been asked and told the will-callbacks: the old one
    /// (``HeadlessBehaviour/isCollapsedChangesAfterTheDelegateQuestions``); `nil` otherwise.
    var reportedCollapse: Bool?
    /// A classic split view controller's secondary controller, kept (weakly) while it is
    /// collapsed: UIKit's default `separateSecondaryViewController(for:)` returns it ("The
    /// previous secondary view controller is returned").
    weak var classicSecondary: UIViewController?
    /// Collapsed without nesting (a classic split view controller, or one with a compact
    /// column): the columns stacked, bottom first (primary at the bottom). A collapsed
    /// column-style one reads its stack from the primary navigation controller instead
    /// (``collapsedStack``).
    var collapsedStackStorage: [Column] = [.primary]
    var displayModeStorage: DisplayMode = .automatic
    var inspectorShown = false
    /// Whether the collapse state was settled against the window's traits once.
    var settledAgainstTraits = false

    /// Creates a column-style split view controller.
    /// - Parameter style: `.doubleColumn` or `.tripleColumn`.
    public init(style: Style) {
        self.style = style
        collapsedStorage = HeadlessBehaviour.traits.horizontalSizeClass == .compact
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a classic-style split view controller (`style == .unspecified`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        collapsedStorage = HeadlessBehaviour.traits.horizontalSizeClass == .compact
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a classic-style split view controller from an archive.
    public required init?(coder: NSCoder) {
        style = .unspecified
        collapsedStorage = HeadlessBehaviour.traits.horizontalSizeClass == .compact
        super.init(coder: coder)
    }

    // MARK: - Columns

    /// Puts `vc` in `column`, wrapped in a navigation controller unless it is one or the
    /// column is `.compact`; `nil` empties the column. A column the style does not have
    /// (`.supplementary` in a double-column split view controller) records UIKit's
    /// diagnostic and is ignored (``HeadlessBehaviour/missingColumnIsIgnoredWithDiagnostic``).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        performSetViewController(vc, for: column)
    }

    /// The controller set for `column` (not the navigation controller that wraps it), or
    /// `nil`.
    open func viewController(for column: Column) -> UIViewController? {
        columnControllers[column]
    }

    /// Shows `column`: expanded, by moving to the nearest display mode that shows it;
    /// collapsed, by pushing it (and the columns between) on the column stack, or popping
    /// the columns above it. Ignored for `.secondary` when expanded and for `.compact`.
    open func show(_ column: Column) {
        performShow(column)
    }

    /// Hides `column`: expanded, by moving to the nearest display mode without it;
    /// collapsed, by popping it when it is on top (never the primary). Ignored for
    /// `.secondary` when expanded and for `.compact`.
    open func hide(_ column: Column) {
        performHide(column)
    }

    /// Whether `column` is visible (iOS 26).
    open func isShowing(_ column: Column) -> Bool {
        visibleColumns.contains(column)
    }

    /// The columns' controllers, primary first (their navigation controllers, as UIKit
    /// returns them for a column-style split view controller); collapsed, only one: the
    /// compact column's controller if one is set, else the primary column's (navigation)
    /// controller, whose stack holds the columns above it, in either style
    /// (``HeadlessBehaviour/collapsedViewControllersListsOne``). Setting it fills the primary
    /// and secondary columns (and the supplementary one in triple style) in order.
    open var viewControllers: [UIViewController] {
        get {
            if collapsedStorage, settledAgainstTraits {
                if style != .unspecified, let compact = columnContainers[.compact] {
                    return [compact]
                }
                if let primary = columnContainers[.primary] { return [primary] }
            }
            let columns: [Column] = [.primary, .supplementary, .secondary]
            return columns.compactMap { columnContainers[$0] }
        }
        set {
            let columns: [Column] =
                style == .tripleColumn
                ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for (column, controller) in zip(columns, newValue) {
                setViewController(controller, for: column)
            }
        }
    }

    /// The children: the columns' controllers (navigation controllers), primary first;
    /// collapsed, a column nested in the primary navigation controller's stack is that
    /// navigation controller's child, not the split view controller's.
    open override var children: [UIViewController] {
        let columns: [Column] = [.primary, .supplementary, .secondary, .inspector, .compact]
        return columns.compactMap { column in
            columnContainers[column].flatMap { $0.parentStorage === self ? $0 : nil }
        }
    }

    // MARK: - Display modes

    /// Whether the split view controller shows one column stack in a compact width. During
    /// a collapse it stays `false` while the delegate is asked and told the will-callbacks,
    /// and is `true` from `splitViewControllerDidCollapse(_:)` on; an expansion likewise
    /// (``HeadlessBehaviour/isCollapsedChangesAfterTheDelegateQuestions``).
    open var isCollapsed: Bool { reportedCollapse ?? collapsedStorage }

    /// The display mode asked for; `.automatic` lets the split view controller choose.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            guard !collapsedStorage, preferredDisplayMode != .automatic,
                preferredDisplayMode != displayMode
            else { return }
            changeDisplayMode(to: preferredDisplayMode, animated: false)
        }
    }

    /// The display mode in effect (expanded), or the one it would use.
    open var displayMode: DisplayMode {
        if displayModeStorage == .automatic { return resolvedDisplayMode(preferredDisplayMode) }
        return displayModeStorage
    }

    /// The split behaviour asked for.
    open var preferredSplitBehavior: SplitBehavior = .automatic
    /// The split behaviour in effect: the preferred one, `.tile` for `.automatic`
    /// (``HeadlessBehaviour/automaticSplitBehaviorTiles``).
    open var splitBehavior: SplitBehavior {
        preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior
    }
    /// Whether a triple-column split view controller shows the secondary-only button.
    open var showsSecondaryOnlyButton = false
    /// Whether a swipe shows and hides the leading columns.
    open var presentsWithGesture = true
    /// The button that changes the display mode.
    public private(set) lazy var displayModeButtonItem = UIBarButtonItem(
        title: nil, style: .plain, target: nil, action: nil)
    /// When the display-mode button shows.
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
    /// The side of the primary column.
    open var primaryEdge: PrimaryEdge = .leading
    /// The primary column's background.
    open var primaryBackgroundStyle: BackgroundStyle = .none

    /// The primary column's preferred width as a fraction of the width.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    /// The primary column's preferred width in points.
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The primary column's minimum width.
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The primary column's maximum width.
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The primary column's width (HeadlessUIKit lays nothing out: 320 points).
    open var primaryColumnWidth: CGFloat { 320 }
    /// The supplementary column's preferred width as a fraction of the width.
    open var preferredSupplementaryColumnWidthFraction: CGFloat =
        UISplitViewController.automaticDimension
    /// The supplementary column's preferred width in points.
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The supplementary column's minimum width.
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The supplementary column's maximum width.
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The supplementary column's width (HeadlessUIKit lays nothing out: 320 points).
    open var supplementaryColumnWidth: CGFloat { 320 }
    /// The secondary column's preferred width as a fraction of the width (iOS 26).
    open var preferredSecondaryColumnWidthFraction: CGFloat =
        UISplitViewController.automaticDimension
    /// The secondary column's preferred width in points (iOS 26).
    open var preferredSecondaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The secondary column's minimum width (iOS 26).
    open var minimumSecondaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The inspector column's preferred width as a fraction of the width (iOS 26).
    open var preferredInspectorColumnWidthFraction: CGFloat =
        UISplitViewController.automaticDimension
    /// The inspector column's preferred width in points (iOS 26).
    open var preferredInspectorColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The inspector column's minimum width (iOS 26).
    open var minimumInspectorColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The inspector column's maximum width (iOS 26).
    open var maximumInspectorColumnWidth: CGFloat = UISplitViewController.automaticDimension

    /// The value that lets the split view controller choose a width.
    public static let automaticDimension: CGFloat = -1

    // MARK: - Show targets

    /// Shows `vc` in the primary context: asks the delegate's
    /// `splitViewController(_:show:sender:)` first, and does nothing more when it answers
    /// `true`; otherwise shows it as a view controller does (the first container up the
    /// hierarchy that shows controllers, else a presentation). Source: `UISplitViewController.h`
    /// (iOS 26.2 SDK): "Override this method to customize the behavior of
    /// `showViewController:` on a split view controller. Return YES to indicate that you've
    /// handled the action yourself; return NO to cause the default behavior to be executed."
    /// (``HeadlessBehaviour/splitShowAsksTheDelegateFirst``)
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        super.show(vc, sender: sender)
    }

    /// Shows `vc` in the secondary column, after asking the delegate's
    /// `splitViewController(_:showDetail:sender:)`, which handles it itself when it answers
    /// `true`. Collapsed, the message goes to the navigation controller the user sees, which
    /// pushes `vc`: a navigation controller is nested there, and in a column-style split view
    /// controller becomes the secondary column, in the place of the old one
    /// (``HeadlessBehaviour/collapsedShowDetailNestsANavigationController``); a classic
    /// split view controller whose primary controller is no navigation controller presents
    /// `vc`. Sources: `UISplitViewController.h` (iOS 26.2 SDK): "Return YES to indicate
    /// that you've handled the action yourself; return NO to cause the default behavior to
    /// be executed." (``HeadlessBehaviour/splitShowAsksTheDelegateFirst``); Apple's
    /// documentation of this method: "the split view controller forwards the message to the
    /// view controller being replaced. For example, a navigation controller responds by
    /// pushing `vc` onto its navigation stack."
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        guard collapsedStorage, settledAgainstTraits else {
            setViewController(vc, for: .secondary)
            return
        }
        if style == .unspecified {
            showDetailClassicCollapsed(vc)
        } else if let navigation = vc as? UINavigationController {
            if let primary = nestingNavigation {
                showNestedDetail(navigation, in: primary)
            } else {
                setViewController(navigation, for: .secondary)
            }
        } else if let top = columnContainers[topCollapsedColumn] as? UINavigationController {
            top.pushViewController(vc, animated: true)
        } else {
            setViewController(vc, for: .secondary)
        }
    }

    override func handlesShow(detail: Bool) -> Bool { detail }

    // MARK: - Size-class changes

    /// The traits are about to change: forwards the call to the columns, then collapses (to
    /// a compact width) or expands (to a regular one) in the coordinator's alongside
    /// animation, after the traits changed, asking the delegate and telling it
    /// `splitViewControllerDidCollapse(_:)` / `splitViewControllerDidExpand(_:)` there
    /// (``HeadlessBehaviour/sizeClassChangeIsATransition``).
    /// - Parameters:
    ///   - newCollection: The traits the split view controller is about to have.
    ///   - coordinator: The coordinator of the trait change.
    open override func willTransition(
        to newCollection: UITraitCollection,
        with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        super.willTransition(to: newCollection, with: coordinator)
        coordinator.animate(
            alongsideTransition: { [weak self] _ in self?.horizontalSizeClassDidChange() },
            completion: nil)
    }

    // MARK: - Containment hooks

    override func prepareForAppearance() {
        settleAgainstTraitsIfNeeded()
        // Collapsed with nesting, the primary navigation controller holds the shown column.
        let shown: [Column] = nestingNavigation != nil ? [.primary] : visibleColumns
        for column in shown {
            guard let container = columnContainers[column] else { continue }
            let containerView: UIView = container.view
            if containerView.superview !== view {
                view.moveIn(containerView, at: view.subviews.count, notifyingAppearance: false)
            }
        }
    }

    override func forgetChild(_ child: UIViewController) {
        for (column, container) in columnContainers where container === child {
            columnContainers[column] = nil
            columnControllers[column] = nil
        }
    }
}
