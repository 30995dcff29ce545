import Foundation

extension UISplitViewController {
    /// How many columns a split view controller has.
    public enum Style: Int, Sendable {
        /// The classic split view controller (`viewControllers`), deprecated since iOS 14.
        case unspecified = 0
        /// Two columns: primary and secondary.
        case doubleColumn = 1
        /// Three columns: primary, supplementary and secondary.
        case tripleColumn = 2
    }

    /// A column of a column-style split view controller.
    public enum Column: Int, Sendable {
        /// The leading column, usually a sidebar.
        case primary = 0
        /// The middle column of a triple-column split view controller.
        case supplementary = 1
        /// The detail column.
        case secondary = 2
        /// The controller shown instead of the column stack when the split view controller
        /// is collapsed.
        case compact = 3
        /// The trailing inspector column (iOS 26).
        case inspector = 4
    }

    /// How the columns are arranged when the split view controller is expanded.
    public enum DisplayMode: Int, Sendable {
        /// The split view controller chooses.
        case automatic = 0
        /// Only the secondary column.
        case secondaryOnly = 1
        /// One column (primary, or supplementary in triple style) beside the secondary.
        case oneBesideSecondary = 2
        /// One column over the secondary.
        case oneOverSecondary = 3
        /// Primary and supplementary beside the secondary.
        case twoBesideSecondary = 4
        /// Primary and supplementary over the secondary.
        case twoOverSecondary = 5
        /// Primary and supplementary displacing the secondary.
        case twoDisplaceSecondary = 6

        /// The old name of ``secondaryOnly``.
        @available(*, deprecated, renamed: "secondaryOnly")
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        /// The old name of ``oneBesideSecondary``.
        @available(*, deprecated, renamed: "oneBesideSecondary")
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        /// The old name of ``oneOverSecondary``.
        @available(*, deprecated, renamed: "oneOverSecondary")
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }

    /// How the leading columns share the width with the secondary one.
    public enum SplitBehavior: Int, Sendable {
        /// The split view controller chooses (tile here).
        case automatic = 0
        /// Side by side.
        case tile = 1
        /// Over the secondary column.
        case overlay = 2
        /// Pushing the secondary column aside.
        case displace = 3
    }

    /// The side of the primary column.
    public enum PrimaryEdge: Int, Sendable {
        /// The leading edge.
        case leading = 0
        /// The trailing edge.
        case trailing = 1
    }

    /// The background of the primary column.
    public enum BackgroundStyle: Int, Sendable {
        /// None.
        case none = 0
        /// A sidebar's.
        case sidebar = 1
    }

    /// When the display-mode button shows.
    public enum DisplayModeButtonVisibility: Int, Sendable {
        /// The split view controller decides.
        case automatic = 0
        /// Never.
        case never = 1
        /// Always.
        case always = 2
    }
}

/// The split view controller's delegate. Every method has a default, so adopters implement
/// only what they need, as in UIKit. HeadlessUIKit calls the column-style methods (iOS 14
/// and later, the iOS 26 did-show/did-hide ones included).
@MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The display mode is about to change.
    func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The column to show on top when the split view controller collapses.
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// The display mode to use when the split view controller expands.
    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode:
            UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode
    /// The split view controller collapsed (`isCollapsed` is true).
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The split view controller expanded (`isCollapsed` is false).
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// A column is about to show.
    func splitViewController(
        _ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// A column is about to hide.
    func splitViewController(
        _ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// A column showed (iOS 26).
    func splitViewController(
        _ svc: UISplitViewController, didShow column: UISplitViewController.Column)
    /// A column hid (iOS 26).
    func splitViewController(
        _ svc: UISplitViewController, didHide column: UISplitViewController.Column)
    /// The user started the gesture that shows a leading column.
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)
    /// The user ended that gesture.
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)

    // Classic (`style == .unspecified`) and shared methods.

    /// The display mode the display-mode button and the gesture switch to.
    func targetDisplayModeForAction(in svc: UISplitViewController)
        -> UISplitViewController.DisplayMode
    /// Whether the delegate showed `vc` itself (`show(_:sender:)`).
    func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool
    /// Whether the delegate showed `vc` itself (`showDetailViewController(_:sender:)`).
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController,
        sender: Any?
    ) -> Bool
    /// The primary controller after a classic collapse, or `nil` for the current one.
    func primaryViewController(forCollapsing splitViewController: UISplitViewController)
        -> UIViewController?
    /// The primary controller after a classic expansion, or `nil` for the current one.
    func primaryViewController(forExpanding splitViewController: UISplitViewController)
        -> UIViewController?
    /// Whether the delegate folded the secondary controller onto the primary one itself on a
    /// classic collapse (`true`: the primary shows, the secondary is dropped from view).
    func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    /// The secondary controller after a classic expansion, or `nil` for the default.
    func splitViewController(
        _ splitViewController: UISplitViewController,
        separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController?
    /// The orientations the split view controller supports.
    func splitViewControllerSupportedInterfaceOrientations(
        _ splitViewController: UISplitViewController
    ) -> UIInterfaceOrientationMask
    /// The orientation to present the split view controller in.
    func splitViewControllerPreferredInterfaceOrientationForPresentation(
        _ splitViewController: UISplitViewController
    ) -> UIInterfaceOrientation
}

extension UISplitViewControllerDelegate {
    /// Does nothing.
    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}
    /// The proposed column.
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    /// The proposed display mode.
    public func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode:
            UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    /// Does nothing.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    /// Does nothing.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    /// Does nothing.
    public func splitViewController(
        _ svc: UISplitViewController, willShow column: UISplitViewController.Column
    ) {}
    /// Does nothing.
    public func splitViewController(
        _ svc: UISplitViewController, willHide column: UISplitViewController.Column
    ) {}
    /// Does nothing.
    public func splitViewController(
        _ svc: UISplitViewController, didShow column: UISplitViewController.Column
    ) {}
    /// Does nothing.
    public func splitViewController(
        _ svc: UISplitViewController, didHide column: UISplitViewController.Column
    ) {}
    /// Does nothing.
    public func splitViewControllerInteractivePresentationGestureWillBegin(
        _ svc: UISplitViewController
    ) {}
    /// Does nothing.
    public func splitViewControllerInteractivePresentationGestureDidEnd(
        _ svc: UISplitViewController
    ) {}
    /// `.automatic`: the default behaviour.
    public func targetDisplayModeForAction(in svc: UISplitViewController)
        -> UISplitViewController.DisplayMode
    { .automatic }
    /// `false`: the split view controller shows it.
    public func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool { false }
    /// `false`: the split view controller shows it.
    public func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController,
        sender: Any?
    ) -> Bool { false }
    /// `nil`: the current primary controller.
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController)
        -> UIViewController?
    { nil }
    /// `nil`: the current primary controller.
    public func primaryViewController(forExpanding splitViewController: UISplitViewController)
        -> UIViewController?
    { nil }
    /// `false`: UIKit's default collapse.
    public func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    /// `nil`: UIKit's default separation.
    public func splitViewController(
        _ splitViewController: UISplitViewController,
        separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? { nil }
    /// Every orientation but upside down.
    public func splitViewControllerSupportedInterfaceOrientations(
        _ splitViewController: UISplitViewController
    ) -> UIInterfaceOrientationMask { .allButUpsideDown }
    /// Portrait, HeadlessUIKit's only orientation.
    public func splitViewControllerPreferredInterfaceOrientationForPresentation(
        _ splitViewController: UISplitViewController
    ) -> UIInterfaceOrientation { .portrait }
}

extension UIViewController {
    /// The nearest ancestor that is a split view controller, or `nil`.
    public var splitViewController: UISplitViewController? {
        nearestAncestor(of: UISplitViewController.self)
    }
}
