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

extension Navigator {
    /// A split view controller collapsed or expanded, or the user showed or hid a column: the
    /// screens its columns hid or showed are brought up to date at the end of the transition
    /// (its coordinator's completion), or now when none runs. A collapse is neither a gesture Wayfinder can name
    /// nor a screen leaving, so the quiet moment's records say `code`. A command running
    /// meanwhile brings them up to date when it ends.
    func splitViewChangedColumns(_ split: UISplitViewController) {
        guard let run = queue.run else {
            refreshNowOrWhenQuiet(cause: .code)
            return
        }
        finishStepShownByColumnChange(of: split, in: run)
    }

    /// A collapse or an expansion that comes while the running step waits for the `didShow`
    /// of a screen it pushed (or popped to, or set, or a column it showed) in a column can
    /// make that transition needless: collapsing nests the other columns' navigation
    /// controllers on top of the screen (the user sees the nested column) or nests the
    /// column under another one (out of the window), expanding takes nested columns back and
    /// puts the column's own top on screen. The `didShow` of a transition that had not started
    /// then never comes. So when the column's coordinator ends (at once when there is none),
    /// the step is over when `Hierarchy.columnShowsWithoutTransition` says so; a transition
    /// already running sends its `didShow` first.
    private func finishStepShownByColumnChange(of split: UISplitViewController, in run: CommandRun)
    {
        guard case .didShow(let navigationID, let topID)? = run.waiting else { return }
        let columns: [UISplitViewController.Column] = [.primary, .supplementary, .secondary]
        guard
            let navigation = columns.lazy.compactMap({
                Hierarchy.columnContainer(of: split, $0) as? UINavigationController
            }).first(where: { ObjectIdentifier($0) == navigationID })
        else { return }
        let finish: @MainActor () -> Void = { [weak self, weak navigation] in
            guard let self, let navigation, let run = self.queue.run,
                run.waiting == .didShow(navigation: navigationID, top: topID),
                Hierarchy.columnShowsWithoutTransition(topID, in: navigation)
            else { return }
            self.stepFinished()
        }
        guard let coordinator = navigation.transitionCoordinator else {
            finish()
            return
        }
        coordinator.animate(alongsideTransition: nil) { _ in finish() }
    }

    /// Asks for `column` on top when `split`, never shown yet, first collapses: UIKit settles
    /// it against the window's width when it first appears, and Wayfinder's proxy in its
    /// delegate slot proposes `column` then instead of UIKit's proposal, once.
    func requestTopColumn(
        _ column: UISplitViewController.Column, onFirstCollapseOf split: UISplitViewController
    ) {
        installSplitViewProxy(on: split)
        (split.delegate as? SplitViewDelegateProxy)?.requestedTopColumn = column
    }

    /// The column asked for with ``requestTopColumn(_:onFirstCollapseOf:)`` and not proposed
    /// yet: kept by the proxy in `split`'s delegate slot.
    func requestedTopColumn(of split: UISplitViewController) -> UISplitViewController.Column? {
        (split.delegate as? SplitViewDelegateProxy)?.requestedTopColumn
    }

    /// Puts Wayfinder's proxy in `split.delegate`, keeping the app's delegate behind it, and
    /// puts it there again when the app's delegate has gone away.
    ///
    /// `UISplitViewControllerDelegate` does not adopt `NSObjectProtocol` (UIKit's header
    /// declares it without `<NSObject>`): an app delegate that is not an `NSObject` cannot be
    /// kept behind the proxy, so its slot is left alone and the navigator sees a collapse at
    /// its next command or signal instead.
    func installSplitViewProxy(on split: UISplitViewController) {
        let current = split.delegate
        let currentObject = current.flatMap { $0 as AnyObject as? NSObject }
        guard current == nil || currentObject != nil else { return }
        let proxy = proxies.splitViewProxy(for: split) { SplitViewDelegateProxy(navigator: self) }
        if proxy.isDisplaced(from: currentObject) {
            warnDisplaced(split, "delegate", by: currentObject)
        }
        if proxy.claimSlot(holding: currentObject) {
            if split.delegate === proxy { split.delegate = nil }  // UIKit asks again
            split.delegate = proxy
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
