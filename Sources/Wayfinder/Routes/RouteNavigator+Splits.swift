// Split views in a route navigator's state (`NavigationState.splits`): building a
// column-style `UISplitViewController` for a stack that carries a split, reading it back
// (expanded, or collapsed as UIKit shows it), and the operations that change its columns
// and layout.

extension RouteNavigator {
    /// A new column-style split view controller for `split`, whose primary column shows
    /// `primary`, with a navigation controller per column (made by
    /// ``RouteContainers/navigationController`` at `place`) and the display mode the state
    /// asks for.
    func makeSplit(
        primary: [Route], _ split: NavigationState<Route>.Split,
        at place: RouteContainers<Route>.Place, factory: inout ScreenFactoryRun<Route>
    ) throws(NavigationError) -> UISplitViewController {
        let style: UISplitViewController.Style =
            split.supplementary == nil ? .doubleColumn : .tripleColumn
        let controller = containers.splitViewController(place, style)
        controller.setViewController(try factory.navigation(primary, at: place), for: .primary)
        if let supplementary = split.supplementary {
            controller.setViewController(
                try factory.navigation(supplementary, at: place), for: .supplementary)
        }
        controller.setViewController(
            try factory.navigation(split.secondary, at: place), for: .secondary)
        if let compact = split.compact {
            controller.setViewController(try factory.navigation(compact, at: place), for: .compact)
        }
        if let inspector = split.inspector {
            Self.setInspector(try factory.navigation(inspector, at: place), of: controller)
        }
        if let mode = split.displayMode {
            controller.preferredDisplayMode = Self.uiKitMode(mode)
        }
        if let top = split.topColumn, split.compact == nil, let column = Self.uiKitColumn(top) {
            // UIKit asks its delegate when the split view first appears, collapsed: the proxy
            // must be in the slot by then.
            navigator.requestTopColumn(column, onFirstCollapseOf: controller)
        }
        return controller
    }

    /// Puts `navigation` in the inspector column (iOS 26; before it the column does not
    /// exist and the routes are not shown).
    private static func setInspector(
        _ navigation: UINavigationController, of split: UISplitViewController
    ) {
        #if !canImport(UIKit) || canImport(UIKit, _version: 9126)
            if #available(iOS 26.0, *) {
                split.setViewController(navigation, for: .inspector)
            }
        #endif
    }

    /// The navigation controller of `column` of `split`, as this route navigator set it.
    func columnNavigation(
        _ column: NavigationState<Route>.Split.Column, of split: UISplitViewController
    ) -> UINavigationController? {
        guard let uiColumn = Self.uiKitColumn(column) else { return nil }
        return split.viewController(for: uiColumn) as? UINavigationController
    }

    /// The split view controller that carries root stack `index` now, if any.
    func splitController(at index: Int) -> UISplitViewController? {
        let root = navigator.window.rootViewController
        if let split = root as? UISplitViewController { return index == 0 ? split : nil }
        if let book = currentTabBook {
            // A tab bar of `UITab`s: the split view is made with it, UIKit may not have it yet.
            return book.entries.indices.contains(index) ? book.entries[index].splitController : nil
        }
        let tabs = (root as? UITabBarController)?.viewControllers ?? []
        return tabs.indices.contains(index) ? tabs[index] as? UISplitViewController : nil
    }

    // MARK: - Reading

    /// The primary column's routes and the split view's state, read from UIKit; `nil` when a
    /// column is not a navigation controller of route screens.
    ///
    /// Collapsed, UIKit shows one stack: the primary column's navigation controller, with
    /// the navigation controllers of the columns above it pushed on it (or, without a
    /// compact column, the front-most column whose view is in the window). The primary
    /// column reads as its own route screens; the column on top is the last column whose
    /// navigation controller is in the primary's stack, else the front-most one on screen.
    func readSplit(
        _ controller: UISplitViewController
    ) -> (primary: [Route], split: NavigationState<Route>.Split)? {
        guard let primaryNavigation = columnNavigation(.primary, of: controller),
            let secondaryNavigation = columnNavigation(.secondary, of: controller)
        else { return nil }
        let primary = routes(inColumn: primaryNavigation)
        let secondary = routes(inColumn: secondaryNavigation)
        guard !primary.isEmpty, !secondary.isEmpty else { return nil }
        var split = NavigationState<Route>.Split(secondary: secondary)
        for column in [NavigationState<Route>.Split.Column.supplementary, .compact, .inspector] {
            guard let navigation = columnNavigation(column, of: controller) else { continue }
            let stack = routes(inColumn: navigation)
            guard !stack.isEmpty else { return nil }
            switch column {
            case .supplementary: split.supplementary = stack
            case .compact: split.compact = stack
            default: split.inspector = stack
            }
        }
        guard controller.viewIfLoaded != nil else {
            // Never shown (a tab not selected yet): UIKit settles it against the window's
            // width when it first appears, collapsing onto its proposed top column, the
            // secondary one ("the system proposes the secondary column", Apple's
            // documentation of `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`),
            // or onto the column this route navigator asked for (`requestTopColumn`), or
            // expanding into its preferred display mode.
            split.isCollapsed = navigator.window.traitCollection.horizontalSizeClass == .compact
            if split.isCollapsed {
                let asked = navigator.requestedTopColumn(of: controller).flatMap(Self.stateColumn)
                split.topColumn = split.compact != nil ? .compact : asked ?? .secondary
            } else {
                split.displayMode = Self.stateMode(controller.displayMode)
            }
            return (primary, split)
        }
        split.isCollapsed = controller.isCollapsed
        if controller.isCollapsed {
            split.topColumn = collapsedTop(of: controller, split)
        } else {
            split.displayMode = Self.stateMode(controller.displayMode)
            split.isInspectorShown = Self.isInspectorShown(in: controller)
        }
        return (primary, split)
    }

    /// The column on top of a collapsed split view, as UIKit shows it.
    private func collapsedTop(
        of controller: UISplitViewController, _ split: NavigationState<Route>.Split
    ) -> NavigationState<Route>.Split.Column {
        if split.compact != nil { return .compact }
        let order: [NavigationState<Route>.Split.Column] = [
            .inspector, .secondary, .supplementary,
        ]
        // UIKit pushes the navigation controllers of the columns above the primary one onto
        // the primary's stack.
        if let primary = columnNavigation(.primary, of: controller) {
            let nested = primary.viewControllers
            for column in order {
                if let navigation = columnNavigation(column, of: controller),
                    nested.contains(where: { $0 === navigation })
                {
                    return column
                }
            }
        }
        // Otherwise UIKit's answer where it has one (iOS 26), else the front-most column whose
        // view is in the window.
        #if !canImport(UIKit) || canImport(UIKit, _version: 9126)
            if #available(iOS 26.0, *) {
                for column in order {
                    if let uiColumn = Self.uiKitColumn(column),
                        columnNavigation(column, of: controller) != nil,
                        controller.isShowing(uiColumn)
                    {
                        return column
                    }
                }
                return .primary
            }
        #endif
        for column in order {
            if let navigation = columnNavigation(column, of: controller),
                navigation.viewIfLoaded?.window != nil
            {
                return column
            }
        }
        return .primary
    }

    /// The route screens of a column's navigation controller (column navigation controllers
    /// nested in it while collapsed are not its own).
    private func routes(inColumn navigation: UINavigationController) -> [Route] {
        navigation.viewControllers.compactMap(route(of:))
    }

    /// Whether the inspector column shows (iOS 26).
    private static func isInspectorShown(in split: UISplitViewController) -> Bool {
        #if !canImport(UIKit) || canImport(UIKit, _version: 9126)
            if #available(iOS 26.0, *) {
                return split.viewController(for: .inspector) != nil && split.isShowing(.inspector)
            }
        #endif
        return false
    }

    // MARK: - Changing

    /// The operations that change the columns and layout of the split views `current` and
    /// `target` both have (same root shape, same kind of split at each index), after the
    /// planner's steps; the stacks' screens are made (or kept) with `factory`.
    ///
    /// At most one column edit animates, and only when `mayAnimate` (no other step of the
    /// request animates): the one of the split view the user sees, in its front column (or
    /// the primary when the front column does not change). The others change without
    /// animation, first.
    ///
    /// The layout of a split view whose primary column is one of `primaryEditedLater` (the
    /// stack of a tab the request leaves, edited after the selection) changes after that
    /// edit: collapsed, showing a column nests its navigation controller in the primary's
    /// stack (or takes it out), and the edit, planned from the stack before, would undo it.
    func splitOperations(
        from current: NavigationState<Route>, to target: NavigationState<Route>,
        animated: Bool, mayAnimate: Bool, primaryEditedLater: [UINavigationController] = [],
        factory: inout ScreenFactoryRun<Route>
    ) throws(NavigationError) -> (
        now: [NavigationOperation], afterPrimaryEdits: [NavigationOperation]
    ) {
        var quiet: [NavigationOperation] = []
        var shown: NavigationOperation?
        var layout: [NavigationOperation] = []
        var later: [NavigationOperation] = []
        let visibleIndex =
            target.modals.isEmpty && current.modals.isEmpty
                && current.selectedTab == target.selectedTab
            ? (target.selectedTab ?? 0) : nil
        for index in target.splits.keys.sorted() {
            guard let new = target.splits[index], let old = current.splits[index],
                let controller = splitController(at: index)
            else { continue }
            let front = new.adoptingLayout(of: old).frontColumn
            let columnOperations = layoutOperations(from: old, to: new, of: controller)
            for column in new.columns where column != .primary {
                guard let routes = new.stack(of: column), routes != old.stack(of: column),
                    let navigation = columnNavigation(column, of: controller)
                else { continue }
                if column == .inspector, !Self.hasInspector(controller) { continue }
                let stack = Hierarchy.ownScreensAndNestedColumns(of: navigation)
                let screens = try factory.screens(routes, keeping: stack.own)
                // A column shown or hidden is the visible change: the stacks change before it,
                // unseen.
                let animates =
                    animated && mayAnimate && index == visibleIndex && column == front
                    && columnOperations.isEmpty
                let operation = NavigationOperation.setStack(
                    screens + stack.nested,
                    of: navigation, animated: animates)
                if animates { shown = operation } else { quiet.append(operation) }
            }
            if let primary = columnNavigation(.primary, of: controller),
                primaryEditedLater.contains(where: { $0 === primary })
            {
                later += columnOperations
            } else {
                layout += columnOperations
            }
        }
        return (quiet + layout + (shown.map { [$0] } ?? []), later)
    }

    /// Whether the split view has an inspector column (iOS 26).
    private static func hasInspector(_ split: UISplitViewController) -> Bool {
        #if !canImport(UIKit) || canImport(UIKit, _version: 9126)
            if #available(iOS 26.0, *) { return split.viewController(for: .inspector) != nil }
        #endif
        return false
    }

    /// The UIKit calls that change the layout of `controller` from `old` to `new`: the
    /// display mode and the inspector while expanded, the column on top while collapsed.
    private func layoutOperations(
        from old: NavigationState<Route>.Split, to new: NavigationState<Route>.Split,
        of controller: UISplitViewController
    ) -> [NavigationOperation] {
        var operations: [NavigationOperation] = []
        if old.isCollapsed {
            if new.compact == nil, let top = new.topColumn, top != old.topColumn,
                let column = Self.uiKitColumn(top)
            {
                if controller.viewIfLoaded == nil {
                    // Never shown: UIKit collapses it when it first appears, onto the column
                    // proposed then.
                    navigator.requestTopColumn(column, onFirstCollapseOf: controller)
                } else {
                    operations.append(.showColumn(controller, column))
                }
            }
            return operations
        }
        if let mode = new.displayMode, mode != old.displayMode {
            operations.append(.displayMode(controller, Self.uiKitMode(mode)))
        }
        if new.isInspectorShown != old.isInspectorShown, new.inspector != nil,
            let inspector = Self.uiKitColumn(.inspector)
        {
            operations.append(
                new.isInspectorShown
                    ? .showColumn(controller, inspector) : .hideColumn(controller, inspector))
        }
        return operations
    }

    // MARK: - Names

    /// UIKit's column for a state's column; `nil` for the inspector before iOS 26.
    static func uiKitColumn(
        _ column: NavigationState<Route>.Split.Column
    ) -> UISplitViewController.Column? {
        switch column {
        case .primary: return .primary
        case .supplementary: return .supplementary
        case .secondary: return .secondary
        case .compact: return .compact
        case .inspector:
            #if !canImport(UIKit) || canImport(UIKit, _version: 9126)
                if #available(iOS 26.0, *) { return .inspector }
            #endif
            return nil
        }
    }

    /// The state's column for UIKit's.
    static func stateColumn(
        _ column: UISplitViewController.Column
    ) -> NavigationState<Route>.Split.Column? {
        switch column {
        case .primary: .primary
        case .supplementary: .supplementary
        case .secondary: .secondary
        case .compact: .compact
        default: uiKitColumn(.inspector) == column ? .inspector : nil
        }
    }

    /// UIKit's display mode for a state's.
    static func uiKitMode(
        _ mode: NavigationState<Route>.Split.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        switch mode {
        case .secondaryOnly: .secondaryOnly
        case .oneBesideSecondary: .oneBesideSecondary
        case .oneOverSecondary: .oneOverSecondary
        case .twoBesideSecondary: .twoBesideSecondary
        case .twoOverSecondary: .twoOverSecondary
        case .twoDisplaceSecondary: .twoDisplaceSecondary
        }
    }

    /// The state's display mode for UIKit's; `nil` for `.automatic` (never what UIKit shows).
    static func stateMode(
        _ mode: UISplitViewController.DisplayMode
    ) -> NavigationState<Route>.Split.DisplayMode? {
        switch mode {
        case .secondaryOnly: .secondaryOnly
        case .oneBesideSecondary: .oneBesideSecondary
        case .oneOverSecondary: .oneOverSecondary
        case .twoBesideSecondary: .twoBesideSecondary
        case .twoOverSecondary: .twoOverSecondary
        case .twoDisplaceSecondary: .twoDisplaceSecondary
        default: nil
        }
    }
}
