// Signals of a split view controller, which its delegate proxy reports
// (`SplitViewDelegateProxy`): a collapse, an expansion, a column the user showed or hid.
extension Navigator {
    /// A split view controller collapsed or expanded, or the user showed or hid a column: the
    /// screens its columns hid or showed are brought up to date at the end of the transition
    /// (its coordinator's completion), or now when none runs. A collapse is neither a gesture Wayfinder can name
    /// nor a screen leaving, so the quiet moment's records say `code`. A command running
    /// meanwhile brings them up to date when it ends.
    func splitViewChangedColumns(_ split: UISplitViewController) {
        guard runsACommand else {
            refreshNowOrWhenQuiet(cause: .code)
            return
        }
        finishStepShownByColumnChange(of: split)
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
    private func finishStepShownByColumnChange(of split: UISplitViewController) {
        let columns: [UISplitViewController.Column] = [.primary, .supplementary, .secondary]
        guard
            let (navigation, run) = columns.lazy.compactMap({ column in
                (Hierarchy.columnContainer(of: split, column) as? UINavigationController)
                    .flatMap { navigation in
                        self.runAwaitingDidShow(on: navigation).map { (navigation, $0) }
                    }
            }).first,
            let awaited = run.waiting
        else { return }
        let finish: @MainActor () -> Void = { [weak self, weak navigation, run] in
            guard let self, let navigation, !run.isOver, run.waiting == awaited,
                case .didShow(_, let topID) = awaited,
                Hierarchy.columnShowsWithoutTransition(topID, in: navigation)
            else { return }
            self.stepFinished(in: run)
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
