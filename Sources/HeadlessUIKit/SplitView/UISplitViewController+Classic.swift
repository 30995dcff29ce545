import Foundation

// MARK: - Classic split view controllers (`style == .unspecified`) collapsing and expanding

extension UISplitViewController {
    /// Collapses a classic split view controller: the delegate's
    /// `splitViewController(_:collapseSecondary:onto:)` is asked first; unless it answers
    /// `true`, the primary controller's `collapseSecondaryViewController(_:for:)` takes the
    /// secondary (a navigation controller pushes it on its stack, any other controller does
    /// nothing); a secondary controller no stack took is discarded (it leaves the split view
    /// controller). `viewControllers` then lists the primary controller alone. No
    /// column-style callback is sent (`willHide`, `splitViewControllerDidCollapse`): Apple's
    /// documentation of each says "This delegate method only applies to column-style split
    /// view interfaces". `before` are the columns on screen before; `[]` at the first
    /// appearance, where the controllers only move
    /// (``HeadlessBehaviour/classicCollapsePushesTheSecondaryOnAPrimaryNavigation``).
    func collapseClassic(before: [Column]) {
        guard let primary = columnContainers[.primary],
            let secondary = columnContainers[.secondary]
        else { return }
        let navigation = primary as? UINavigationController
        let primaryTop = navigation.map { $0.shownTop ?? $0.stack.last } ?? primary
        let handled =
            delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary)
            ?? false
        if !handled { primary.collapseSecondaryViewController(secondary, for: self) }
        let kept = navigation?.stack.contains(identical: secondary) ?? false
        classicSecondary = secondary
        columnContainers[.secondary] = nil
        columnControllers[.secondary] = nil
        if !kept, secondary.parentStorage === self { secondary.willMove(toParent: nil) }
        let discard: @MainActor () -> Void = { [weak self] in
            guard !kept, let self, secondary.parentStorage === self else { return }
            secondary.loadedView?.moveOut(notifyingAppearance: false)
            secondary.detachChild()
            secondary.didMove(toParent: nil)
        }
        guard !before.isEmpty else {
            // First appearance: nothing is on screen yet.
            navigation?.shownTop = nil
            discard()
            return
        }
        var leaving: [UIViewController] = []
        var arriving: [(UIViewController, UIView)] = []
        if kept {
            if before.contains(.primary), let primaryTop { leaving.append(primaryTop) }
        } else if before.contains(.secondary) {
            leaving.append(secondary)
        }
        if !before.contains(.primary), let splitView = loadedView {
            if kept { primaryTop?.loadedView?.moveOut(notifyingAppearance: false) }
            arriving.append((primary, splitView))
        }
        runNestingTransition(
            leaving: leaving, arriving: arriving, newTop: kept ? secondary : nil, in: navigation,
            end: discard)
    }

    /// Expands a classic split view controller: the secondary controller is the delegate's
    /// `splitViewController(_:separateSecondaryFrom:)`, else the primary controller's
    /// `separateSecondaryViewController(for:)` (a navigation controller pops the top of its
    /// stack, any other controller returns the previous secondary one); it goes into the
    /// secondary column, staying on screen when it was the screen shown, and the primary
    /// navigation controller's own top shows again. No column-style callback is sent
    /// (``HeadlessBehaviour/classicCollapsePushesTheSecondaryOnAPrimaryNavigation``).
    func expandClassic() {
        guard let primary = columnContainers[.primary] else {
            collapsedStorage = false
            displayModeStorage = resolvedDisplayMode(preferredDisplayMode)
            return
        }
        let navigation = primary as? UINavigationController
        let shownBefore = navigation.map { $0.shownTop ?? $0.stack.last } ?? primary
        let separated =
            delegate?.splitViewController(self, separateSecondaryFrom: primary)
            ?? primary.separateSecondaryViewController(for: self)
        collapsedStorage = false
        displayModeStorage = resolvedDisplayMode(preferredDisplayMode)
        collapsedStackStorage = [.primary]
        classicSecondary = nil
        let after = visibleColumnsAfterClassicExpansion(
            separated != nil || columnContainers[.secondary] != nil)
        var leaving: [UIViewController] = []
        var arriving: [(UIViewController, UIView)] = []
        let splitView = loadedView
        var stayed = false
        let set = columnContainers[.secondary]
        if let set, let separated, set !== separated, set.parentStorage === self {
            // A secondary controller set while collapsed gives way to the separated one.
            set.willMove(toParent: nil)
            set.loadedView?.moveOut(notifyingAppearance: false)
            set.detachChild()
            set.didMove(toParent: nil)
        }
        if let secondary = separated ?? set, secondary !== primary {
            stayed = secondary === shownBefore
            if secondary.parentStorage !== self {
                if secondary.parentStorage != nil { secondary.detachFromParentForReuse() }
                secondary.willMove(toParent: self)
                attachChild(secondary)
                secondary.didMove(toParent: self)
            }
            columnControllers[.secondary] = secondary
            columnContainers[.secondary] = secondary
            if let splitView, after.contains(.secondary) {
                if stayed {
                    splitView.moveIn(
                        secondary.view, at: splitView.subviews.count, notifyingAppearance: false)
                } else {
                    arriving.append((secondary, splitView))
                }
            } else if stayed {
                leaving.append(secondary)
            }
        }
        var newTop: UIViewController?
        if !after.contains(.primary) {
            leaving.append(primary)
        } else if stayed, let navigation, let ownTop = navigation.stack.last {
            arriving.append((ownTop, navigation.view))
            newTop = ownTop
        }
        runNestingTransition(
            leaving: leaving, arriving: arriving, newTop: newTop, in: navigation, end: {})
    }

    /// The columns an expanded classic split view controller shows.
    private func visibleColumnsAfterClassicExpansion(_ hasSecondary: Bool) -> [Column] {
        expandedColumns(for: displayMode).filter { $0 == .primary || hasSecondary }
    }

    /// Collapsed, `showDetailViewController(_:sender:)` of a classic split view controller:
    /// its primary navigation controller pushes `vc` (a navigation controller too, nested);
    /// with no navigation controller there, `vc` is presented. Source: Apple's documentation
    /// of `showDetailViewController(_:sender:)`: "a navigation controller responds by
    /// pushing `vc` onto its navigation stack. If no other object shows the view controller
    /// […] In a horizontally compact environment, the split view controller presents `vc`
    /// modally."
    func showDetailClassicCollapsed(_ vc: UIViewController) {
        guard let navigation = columnContainers[.primary] as? UINavigationController else {
            present(vc, animated: true, completion: nil)
            return
        }
        navigation.pushViewController(vc, animated: true)
    }

    /// Collapsed with nesting, `showDetailViewController(_:sender:)` with a navigation
    /// controller: it becomes the secondary column and takes the old secondary navigation
    /// controller's place in the primary one's stack (pushed when that one was not there),
    /// animated (``HeadlessBehaviour/collapsedShowDetailNestsANavigationController``).
    func showNestedDetail(_ navigation: UINavigationController, in primary: UINavigationController)
    {
        let old = columnContainers[.secondary]
        guard old !== navigation else { return }
        if navigation.parentStorage != nil, navigation.parentStorage !== primary {
            navigation.detachFromParentForReuse()
        }
        columnControllers[.secondary] = navigation
        columnContainers[.secondary] = navigation
        var stack = primary.stack.elements
        if let old, let index = stack.firstIndex(where: { $0 === old }) {
            stack = Array(stack[..<index]) + [navigation]
        } else {
            if let old, old.parentStorage === self {
                old.willMove(toParent: nil)
                old.detachChild()
                old.didMove(toParent: nil)
            }
            let columns = collapsedOrder(upTo: .secondary).dropFirst().dropLast()
            let between = columns.compactMap { columnContainers[$0] }
            for container in between where !primary.stack.contains(identical: container) {
                releaseForNesting(container)
            }
            let nestedBetween = between.filter { container in
                !stack.contains { $0 === container }
            }
            stack =
                ownControllers(of: primary) + stack.filter(isNestableContainer)
                + nestedBetween + [navigation]
        }
        primary.setViewControllers(stack, animated: true)
    }
}
