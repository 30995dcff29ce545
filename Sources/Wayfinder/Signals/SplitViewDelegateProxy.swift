import Foundation

/// Sits in a split view controller's `delegate` slot, tells the navigator when the split view
/// controller collapses or expands, and forwards every call to the app's own delegate
/// (ARCHITECTURE: never take a delegate slot away).
///
/// UIKit collapses and expands a split view controller inside the transition of a
/// horizontal size-class change (`willTransition(to:with:)`'s coordinator): the columns that
/// leave or arrive get their appearance callbacks during it, and their views leave the window
/// at its end. On `splitViewControllerDidCollapse(_:)` / `…DidExpand(_:)` the navigator asks
/// for a quiet moment, which comes from the coordinator's completion, so the screens the
/// change hides or shows hear `disappeared` / `appeared` then, not at the next command.
///
/// On iOS the proxy implements the methods the navigator needs and the column and
/// collapse questions apps answer (each answered as UIKit's default when the app's delegate
/// has no answer), and forwards every other optional method the app's delegate implements
/// through `responds(to:)` / `forwardingTarget(for:)`. HeadlessUIKit has no such forwarding:
/// there the proxy implements every method and forwards each.
final class SplitViewDelegateProxy: DelegateProxy, UISplitViewControllerDelegate {
    /// The app's own delegate, behind the proxy.
    var appDelegate: (any UISplitViewControllerDelegate)? {
        appDelegateObject as? any UISplitViewControllerDelegate
    }

    /// The column a route navigator that built the split view asked to have on top when it
    /// first collapses (the state's `topColumn`): proposed to the app's delegate instead of
    /// UIKit's proposal, once (``Navigator/requestTopColumn(_:onFirstCollapseOf:)``).
    var requestedTopColumn: UISplitViewController.Column?

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        forwardingOnce(reentered: ()) {
            forwardDidCollapse(to: appDelegate, svc)
            navigator?.splitViewChangedColumns(svc)
        }
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        forwardingOnce(reentered: ()) {
            forwardDidExpand(to: appDelegate, svc)
            navigator?.splitViewChangedColumns(svc)
        }
    }

    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        // A route navigator that built the split view for a state with a top column
        // proposes that column, once (`requestedTopColumn`); the app's delegate decides.
        let proposed = requestedTopColumn ?? proposedTopColumn
        requestedTopColumn = nil
        return forwardingOnce(reentered: proposed) {
            forwardTopColumn(to: appDelegate, svc, proposed)
        }
    }

    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode:
            UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        forwardingOnce(reentered: proposedDisplayMode) {
            forwardDisplayMode(to: appDelegate, svc, proposedDisplayMode)
        }
    }

    func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {
        forwardingOnce(reentered: ()) { forwardWillChange(to: appDelegate, svc, displayMode) }
    }

    /// UIKit sends this only for a change the system or the user makes (a swipe, the sidebar
    /// button, a collapse), never for the app's own `show(_:)` ("The system doesn’t call this
    /// method when you display a column programmatically", Apple's documentation of
    /// `splitViewController(_:willShow:)`): the navigator brings the screens up to date when
    /// the change ends, as for a collapse.
    func splitViewController(
        _ svc: UISplitViewController, willShow column: UISplitViewController.Column
    ) {
        forwardingOnce(reentered: ()) {
            forwardWillShow(to: appDelegate, svc, column)
            navigator?.splitViewChangedColumns(svc)
        }
    }

    /// As `willShow`: only for a system-driven change ("The system doesn’t call this method
    /// when you hide a column programmatically").
    func splitViewController(
        _ svc: UISplitViewController, willHide column: UISplitViewController.Column
    ) {
        forwardingOnce(reentered: ()) {
            forwardWillHide(to: appDelegate, svc, column)
            navigator?.splitViewChangedColumns(svc)
        }
    }
}

// UIKit's split view delegate methods are optional Objective-C requirements (called with
// `?`), HeadlessUIKit's have default implementations (called directly).
#if canImport(UIKit)
    @MainActor
    private func forwardDidCollapse(
        to delegate: (any UISplitViewControllerDelegate)?, _ svc: UISplitViewController
    ) {
        delegate?.splitViewControllerDidCollapse?(svc)
    }

    @MainActor
    private func forwardDidExpand(
        to delegate: (any UISplitViewControllerDelegate)?, _ svc: UISplitViewController
    ) {
        delegate?.splitViewControllerDidExpand?(svc)
    }

    @MainActor
    private func forwardTopColumn(
        to delegate: (any UISplitViewControllerDelegate)?, _ svc: UISplitViewController,
        _ proposed: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        delegate?.splitViewController?(svc, topColumnForCollapsingToProposedTopColumn: proposed)
            ?? proposed
    }

    @MainActor
    private func forwardDisplayMode(
        to delegate: (any UISplitViewControllerDelegate)?, _ svc: UISplitViewController,
        _ proposed: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        delegate?.splitViewController?(
            svc, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
    }

    @MainActor
    private func forwardWillChange(
        to delegate: (any UISplitViewControllerDelegate)?, _ svc: UISplitViewController,
        _ displayMode: UISplitViewController.DisplayMode
    ) {
        delegate?.splitViewController?(svc, willChangeTo: displayMode)
    }

    @MainActor
    private func forwardWillShow(
        to delegate: (any UISplitViewControllerDelegate)?, _ svc: UISplitViewController,
        _ column: UISplitViewController.Column
    ) {
        delegate?.splitViewController?(svc, willShow: column)
    }

    @MainActor
    private func forwardWillHide(
        to delegate: (any UISplitViewControllerDelegate)?, _ svc: UISplitViewController,
        _ column: UISplitViewController.Column
    ) {
        delegate?.splitViewController?(svc, willHide: column)
    }
#else
    @MainActor
    private func forwardDidCollapse(
        to delegate: (any UISplitViewControllerDelegate)?, _ svc: UISplitViewController
    ) {
        delegate?.splitViewControllerDidCollapse(svc)
    }

    @MainActor
    private func forwardDidExpand(
        to delegate: (any UISplitViewControllerDelegate)?, _ svc: UISplitViewController
    ) {
        delegate?.splitViewControllerDidExpand(svc)
    }

    @MainActor
    private func forwardTopColumn(
        to delegate: (any UISplitViewControllerDelegate)?, _ svc: UISplitViewController,
        _ proposed: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        delegate?.splitViewController(svc, topColumnForCollapsingToProposedTopColumn: proposed)
            ?? proposed
    }

    @MainActor
    private func forwardDisplayMode(
        to delegate: (any UISplitViewControllerDelegate)?, _ svc: UISplitViewController,
        _ proposed: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        delegate?.splitViewController(svc, displayModeForExpandingToProposedDisplayMode: proposed)
            ?? proposed
    }

    @MainActor
    private func forwardWillChange(
        to delegate: (any UISplitViewControllerDelegate)?, _ svc: UISplitViewController,
        _ displayMode: UISplitViewController.DisplayMode
    ) {
        delegate?.splitViewController(svc, willChangeTo: displayMode)
    }

    @MainActor
    private func forwardWillShow(
        to delegate: (any UISplitViewControllerDelegate)?, _ svc: UISplitViewController,
        _ column: UISplitViewController.Column
    ) {
        delegate?.splitViewController(svc, willShow: column)
    }

    @MainActor
    private func forwardWillHide(
        to delegate: (any UISplitViewControllerDelegate)?, _ svc: UISplitViewController,
        _ column: UISplitViewController.Column
    ) {
        delegate?.splitViewController(svc, willHide: column)
    }

    // HeadlessUIKit cannot forward what the proxy does not implement: the other methods,
    // each forwarded once (what UIKit assumes without a delegate when the call came back
    // through the app's delegate chain).
    extension SplitViewDelegateProxy {
        func splitViewController(
            _ svc: UISplitViewController, didShow column: UISplitViewController.Column
        ) {
            forwardingOnce(reentered: ()) {
                appDelegate?.splitViewController(svc, didShow: column)
            }
        }

        func splitViewController(
            _ svc: UISplitViewController, didHide column: UISplitViewController.Column
        ) {
            forwardingOnce(reentered: ()) {
                appDelegate?.splitViewController(svc, didHide: column)
            }
        }

        func splitViewControllerInteractivePresentationGestureWillBegin(
            _ svc: UISplitViewController
        ) {
            forwardingOnce(reentered: ()) {
                appDelegate?.splitViewControllerInteractivePresentationGestureWillBegin(svc)
            }
        }

        func splitViewControllerInteractivePresentationGestureDidEnd(
            _ svc: UISplitViewController
        ) {
            forwardingOnce(reentered: ()) {
                appDelegate?.splitViewControllerInteractivePresentationGestureDidEnd(svc)
            }
        }

        func targetDisplayModeForAction(in svc: UISplitViewController)
            -> UISplitViewController.DisplayMode
        {
            forwardingOnce(reentered: .automatic) {
                appDelegate?.targetDisplayModeForAction(in: svc) ?? .automatic
            }
        }

        func splitViewController(
            _ splitViewController: UISplitViewController, show vc: UIViewController,
            sender: Any?
        ) -> Bool {
            forwardingOnce(reentered: false) {
                appDelegate?.splitViewController(splitViewController, show: vc, sender: sender)
                    ?? false
            }
        }

        func splitViewController(
            _ splitViewController: UISplitViewController, showDetail vc: UIViewController,
            sender: Any?
        ) -> Bool {
            forwardingOnce(reentered: false) {
                appDelegate?.splitViewController(
                    splitViewController, showDetail: vc, sender: sender) ?? false
            }
        }

        func primaryViewController(forCollapsing splitViewController: UISplitViewController)
            -> UIViewController?
        {
            forwardingOnce(reentered: nil) {
                appDelegate?.primaryViewController(forCollapsing: splitViewController)
            }
        }

        func primaryViewController(forExpanding splitViewController: UISplitViewController)
            -> UIViewController?
        {
            forwardingOnce(reentered: nil) {
                appDelegate?.primaryViewController(forExpanding: splitViewController)
            }
        }

        func splitViewController(
            _ splitViewController: UISplitViewController,
            collapseSecondary secondaryViewController: UIViewController,
            onto primaryViewController: UIViewController
        ) -> Bool {
            forwardingOnce(reentered: false) {
                appDelegate?.splitViewController(
                    splitViewController, collapseSecondary: secondaryViewController,
                    onto: primaryViewController) ?? false
            }
        }

        func splitViewController(
            _ splitViewController: UISplitViewController,
            separateSecondaryFrom primaryViewController: UIViewController
        ) -> UIViewController? {
            forwardingOnce(reentered: nil) {
                appDelegate?.splitViewController(
                    splitViewController, separateSecondaryFrom: primaryViewController)
            }
        }

        func splitViewControllerSupportedInterfaceOrientations(
            _ splitViewController: UISplitViewController
        ) -> UIInterfaceOrientationMask {
            forwardingOnce(reentered: .allButUpsideDown) {
                appDelegate?.splitViewControllerSupportedInterfaceOrientations(
                    splitViewController) ?? .allButUpsideDown
            }
        }

        func splitViewControllerPreferredInterfaceOrientationForPresentation(
            _ splitViewController: UISplitViewController
        ) -> UIInterfaceOrientation {
            forwardingOnce(reentered: .portrait) {
                appDelegate?.splitViewControllerPreferredInterfaceOrientationForPresentation(
                    splitViewController) ?? .portrait
            }
        }
    }
#endif
