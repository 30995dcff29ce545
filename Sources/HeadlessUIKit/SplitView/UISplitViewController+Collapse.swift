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
            collapsedStorage = true
            collapsedStack = collapsedOrder(upTo: proposeTopColumn())
            delegate?.splitViewControllerDidCollapse(self)
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
        if currentHorizontalSizeClass == .compact, !isCollapsed {
            collapse()
        } else if currentHorizontalSizeClass == .regular, isCollapsed {
            expand()
        }
    }

    private func proposeTopColumn() -> Column {
        if style == .unspecified {
            // Classic: the delegate that folds the secondary onto the primary keeps the
            // primary on top; otherwise the secondary shows (UIKit's default collapse).
            guard let primary = columnContainers[.primary],
                let secondary = columnContainers[.secondary]
            else { return .primary }
            let folded =
                delegate?.splitViewController(
                    self, collapseSecondary: secondary, onto: primary) ?? false
            return folded ? .primary : .secondary
        }
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
        collapsedStorage = true
        collapsedStack = collapsedOrder(upTo: top)
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
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// Expands into the display mode the delegate chooses from the preferred one, in the
    /// same order as a collapse, ending with `splitViewControllerDidExpand`.
    private func expand() {
        let proposed = resolvedDisplayMode(preferredDisplayMode)
        let mode =
            delegate?.splitViewController(
                self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
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
        delegate?.splitViewControllerDidExpand(self)
    }
}
