import Foundation

extension UISplitViewController {
    /// At the first appearance, collapses when the window is horizontally compact (asking
    /// the delegate for the top column and telling it `splitViewControllerDidCollapse`), or
    /// starts expanded in the preferred display mode; the columns then appear with the split
    /// view controller.
    func settleAgainstTraitsIfNeeded() {
        guard !settledAgainstTraits else { return }
        settledAgainstTraits = true
        if currentHorizontalSizeClass == .compact {
            if style == .unspecified {
                collapsedStorage = true
                collapsedStackStorage = [.primary]
                collapseClassic(before: [])
                return
            }
            let top = proposeTopColumn()
            collapsedStorage = true
            collapsedStackStorage = collapsedOrder(upTo: top)
            if let primary = nestingNavigation {
                nest(collapsedOrder(upTo: top), in: primary)
                primary.shownTop = nil
            }
            tellDidCollapse()
        } else {
            collapsedStorage = false
            displayModeStorage = resolvedDisplayMode(preferredDisplayMode)
        }
    }

    /// The window's horizontal size class changed: collapse into one column stack when it
    /// became compact, expand when it became regular (see the split-view section of
    /// ``HeadlessBehaviour``).
    func horizontalSizeClassDidChange() {
        guard settledAgainstTraits else {
            collapsedStorage = currentHorizontalSizeClass == .compact
            return
        }
        let collapses = currentHorizontalSizeClass == .compact && !collapsedStorage
        let expands = currentHorizontalSizeClass == .regular && collapsedStorage
        if collapses || expands { completeRunningColumnTransitions() }
        if collapses {
            // `isCollapsed` stays false until the delegate was asked and told the
            // will-callbacks (``HeadlessBehaviour/isCollapsedChangesAfterTheDelegateQuestions``).
            reportedCollapse = false
            if style == .unspecified {
                let before = visibleColumns
                collapsedStorage = true
                collapsedStackStorage = [.primary]
                collapseClassic(before: before)
            } else {
                collapse()
            }
            reportedCollapse = nil
        } else if expands {
            reportedCollapse = true
            if style == .unspecified { expandClassic() } else { expand() }
            reportedCollapse = nil
        }
    }

    /// Completes at once the push or pop a column's navigation controller runs in code, so
    /// that a collapse or an expansion starts from settled columns
    /// (``HeadlessBehaviour/sizeChangeCompletesRunningColumnTransitions``). A transition the
    /// user's finger drives keeps running.
    private func completeRunningColumnTransitions() {
        guard HeadlessBehaviour.sizeChangeCompletesRunningColumnTransitions else { return }
        for column in columnsOfStyle {
            guard let navigation = columnContainers[column] as? UINavigationController else {
                continue
            }
            // A pop or a push of a nested column asked for in this turn (a collapsed
            // `show(.primary)` or `show(.secondary)`), whose transition has not started yet,
            // starts now, to complete with it.
            if column == .primary, navigation.runningTransition == nil,
                navigation.pendingRemoved.contains(where: isNestableContainer)
                    || navigation.pendingAdded.contains(where: isNestableContainer)
            {
                navigation.startRequestedTransitionNow()
            }
            guard let transition = navigation.runningTransition, !transition.interactive
            else { continue }
            navigation.complete(transition)
        }
    }

    /// `splitViewControllerDidCollapse(_:)`, from which `isCollapsed` reads `true`.
    private func tellDidCollapse() {
        reportedCollapse = nil
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// `splitViewControllerDidExpand(_:)`, from which `isCollapsed` reads `false`.
    private func tellDidExpand() {
        reportedCollapse = nil
        delegate?.splitViewControllerDidExpand(self)
    }

    private func proposeTopColumn() -> Column {
        let proposed = HeadlessBehaviour.proposedTopColumnForCollapsing
        let top =
            delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed)
            ?? proposed
        return columnsOfStyle.contains(top) && top != .compact ? top : proposed
    }

    /// Collapses: the delegate names the top column, hears `willHide` for the columns that
    /// leave and `willShow` for the one that arrives (a system-driven change,
    /// ``HeadlessBehaviour/collapseAnnouncesItsColumnChanges``), the columns that leave
    /// disappear and the one shown (the compact column's controller if there is one)
    /// appears, not animated; `splitViewControllerDidCollapse` follows the will-callbacks,
    /// the did-callbacks (appearance, then `didHide`/`didShow`) come on the next turn
    /// (``HeadlessBehaviour/collapseCallbackOrder``).
    private func collapse() {
        let top = proposeTopColumn()
        let before = visibleColumns
        let primaryTop = (columnContainers[.primary] as? UINavigationController)
            .flatMap { $0.shownTop ?? $0.stack.last }
        collapsedStorage = true
        collapsedStackStorage = collapsedOrder(upTo: top)
        if let primary = nestingNavigation {
            collapseNesting(
                into: primary, top: top, before: before, primaryTop: primaryTop)
            return
        }
        let after = visibleColumns
        let hiding = before.filter { !after.contains($0) }
        let showing = after.filter { !before.contains($0) }
        announceWill(showing: showing, hiding: hiding, announcing: true)
        runColumnTransition(
            leaving: hiding.compactMap { columnContainers[$0] },
            arriving: showing.compactMap { columnContainers[$0] },
            animated: false
        ) { [weak self] in
            self?.announceDid(showing: showing, hiding: hiding, announcing: true)
        }
        tellDidCollapse()
    }

    /// Expands into the display mode the delegate chooses from the preferred one, in the
    /// same order as a collapse, ending with `splitViewControllerDidExpand`.
    private func expand() {
        let proposed = resolvedDisplayMode(preferredDisplayMode)
        let mode =
            delegate?.splitViewController(
                self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
        if let primary = nestingNavigation {
            expandNesting(from: primary, to: mode)
            return
        }
        let before = visibleColumns
        collapsedStorage = false
        displayModeStorage = resolvedDisplayMode(mode)
        let after = visibleColumns
        let hiding = before.filter { !after.contains($0) }
        let showing = after.filter { !before.contains($0) }
        announceWill(showing: showing, hiding: hiding, announcing: true)
        runColumnTransition(
            leaving: hiding.compactMap { columnContainers[$0] },
            arriving: showing.compactMap { columnContainers[$0] },
            animated: false
        ) { [weak self] in
            self?.announceDid(showing: showing, hiding: hiding, announcing: true)
        }
        tellDidExpand()
    }

    // MARK: - Nesting (column style, no compact column)

    /// Nests the navigation controllers of the columns of `order` above the primary one in
    /// `primary`'s stack, in order, with their containment callbacks and no other.
    private func nest(_ order: [Column], in primary: UINavigationController) {
        for column in order.dropFirst() {
            guard let container = columnContainers[column] else { continue }
            nestOnTop(container, of: primary)
        }
    }

    /// Puts `controller` on top of `navigation`'s stack with `willMove`/`didMove(toParent:)`
    /// and no other callback (a collapse's nesting; the classic collapse of a navigation
    /// controller, ``HeadlessBehaviour/classicCollapsePushesTheSecondaryOnAPrimaryNavigation``).
    func nestOnTop(_ controller: UIViewController, of navigation: UINavigationController) {
        guard controller !== navigation, !navigation.stack.contains(identical: controller) else {
            return
        }
        controller.willMove(toParent: navigation)
        releaseForNesting(controller)
        navigation.attachChild(controller)
        navigation.stack.append(controller)
        controller.didMove(toParent: navigation)
    }

    /// Takes the top of `navigation`'s stack out of it, without any callback, when the
    /// stack holds more than its root (a classic expansion,
    /// ``HeadlessBehaviour/classicCollapsePushesTheSecondaryOnAPrimaryNavigation``).
    func takeTop(of navigation: UINavigationController) -> UIViewController? {
        guard navigation.stack.count > 1, let top = navigation.stack.last else { return nil }
        top.loadedView?.moveOut(notifyingAppearance: false)
        navigation.stack.remove(top)
        top.detachChild()
        if navigation.shownTop === top { navigation.shownTop = nil }
        return top
    }

    /// Takes the nested columns out of `primary`'s stack and gives them back to the split
    /// view controller, with their containment callbacks; a column the user popped (in no
    /// parent) comes back too.
    private func unnest(from primary: UINavigationController) {
        for column in nestableColumns {
            guard let container = columnContainers[column] else { continue }
            if primary.stack.contains(identical: container) {
                container.willMove(toParent: self)
                container.loadedView?.moveOut(notifyingAppearance: false)
                primary.stack.remove(container)
                container.detachChild()
                attachChild(container)
                container.didMove(toParent: self)
            } else if container.parentStorage == nil {
                attachChild(container)
            }
        }
        if let shown = primary.shownTop, !primary.stack.contains(identical: shown) {
            primary.shownTop = nil
        }
    }

    /// Collapses by nesting: the navigation controllers of the columns up to `top` go into
    /// the primary navigation controller's stack, which shows the top one; the delegate
    /// hears the column changes as in a collapse without nesting
    /// (``HeadlessBehaviour/collapsedSecondaryIsNestedInThePrimaryStack``).
    private func collapseNesting(
        into primary: UINavigationController, top: Column, before: [Column],
        primaryTop: UIViewController?
    ) {
        let after = visibleColumns(afterCollapsingTo: top)
        let hiding = before.filter { !after.contains($0) }
        let showing = after.filter { !before.contains($0) }
        announceWill(showing: showing, hiding: hiding, announcing: true)
        // Which controllers leave the screen: the primary column's own top when a nested
        // column covers it, and every column shown before that is not the new top.
        let order = collapsedOrder(upTo: top)
        let newTopColumn = order.last ?? .primary
        var leaving: [UIViewController] = []
        if before.contains(.primary), newTopColumn != .primary, let primaryTop {
            leaving.append(primaryTop)
        }
        for column in before where column != .primary && column != newTopColumn {
            if let container = columnContainers[column] { leaving.append(container) }
        }
        // Views that leave stay until their did-callbacks; keep them out of the nesting's
        // view moves by noting them before.
        nest(order, in: primary)
        let newTop = primary.stack.last
        var arriving: [(UIViewController, UIView)] = []
        if !before.contains(.primary), let splitView = loadedView {
            // The primary navigation controller arrives; a nested top already on screen
            // moves in after it (no second appearance).
            if newTopColumn != .primary, let primaryTop {
                primaryTop.loadedView?.moveOut(notifyingAppearance: false)
            }
            // A nested top that was not on screen either (the display mode hid its column)
            // arrives with it: it shows that top, not its own (which was not on screen).
            if newTopColumn != .primary, !before.contains(newTopColumn) {
                primary.shownTop = newTop
            }
            arriving.append((primary, splitView))
        }
        runNestingTransition(
            leaving: leaving, arriving: arriving, newTop: newTop, in: primary
        ) { [weak self] in
            self?.announceDid(showing: showing, hiding: hiding, announcing: true)
        }
        tellDidCollapse()
    }

    /// The column a collapse onto `top` shows.
    private func visibleColumns(afterCollapsingTo top: Column) -> [Column] {
        let order = collapsedOrder(upTo: top)
        return [order.last ?? .primary].filter { columnContainers[$0] != nil }
    }

    /// Expands a nesting collapse: the nested columns go back to the split view controller,
    /// each in its column, and the columns of `mode` show
    /// (``HeadlessBehaviour/collapsedSecondaryIsNestedInThePrimaryStack``).
    private func expandNesting(from primary: UINavigationController, to mode: DisplayMode) {
        let before = visibleColumns
        let topColumn = before.last ?? .primary
        let nestedTop = topColumn != .primary ? columnContainers[topColumn] : nil
        unnest(from: primary)
        collapsedStorage = false
        displayModeStorage = resolvedDisplayMode(mode)
        let after = visibleColumns
        let hiding = before.filter { !after.contains($0) }
        let showing = after.filter { !before.contains($0) }
        announceWill(showing: showing, hiding: hiding, announcing: true)
        let ownTop = primary.stack.last
        var leaving: [UIViewController] = []
        var arriving: [(UIViewController, UIView)] = []
        let splitView = loadedView
        if !after.contains(.primary) {
            leaving.append(primary)
        } else if topColumn != .primary, let ownTop {
            arriving.append((ownTop, primary.view))
        }
        if let nestedTop {
            if after.contains(topColumn), let splitView {
                // Stays on screen: back into its column, no callbacks.
                splitView.moveIn(
                    nestedTop.view, at: splitView.subviews.count, notifyingAppearance: false)
            } else {
                leaving.append(nestedTop)
            }
        }
        for column in after where column != .primary && column != topColumn {
            if let container = columnContainers[column], let splitView {
                arriving.append((container, splitView))
            }
        }
        runNestingTransition(
            leaving: leaving, arriving: arriving,
            newTop: after.contains(.primary) ? ownTop : nil, in: primary
        ) { [weak self] in
            self?.announceDid(showing: showing, hiding: hiding, announcing: true)
        }
        tellDidExpand()
    }
}
