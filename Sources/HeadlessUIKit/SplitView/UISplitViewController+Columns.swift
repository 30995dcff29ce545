import Foundation

extension UISplitViewController {
    /// The columns this style has.
    var columnsOfStyle: [Column] {
        style == .tripleColumn
            ? [.primary, .supplementary, .secondary, .inspector, .compact]
            : [.primary, .secondary, .inspector, .compact]
    }

    /// The column on top of the collapsed stack.
    var topCollapsedColumn: Column { collapsedStack.last ?? .primary }

    /// Collapsed, bottom first: the primary column, then the columns whose navigation
    /// controllers the primary navigation controller's stack nests (column style without a
    /// compact column, ``HeadlessBehaviour/collapsedSecondaryIsNestedInThePrimaryStack``),
    /// else the stack recorded for a classic split view controller or one with a compact
    /// column.
    var collapsedStack: [Column] {
        guard let primary = nestingNavigation else { return collapsedStackStorage }
        return [.primary]
            + nestableColumns.filter { column in
                columnContainers[column].map { primary.stack.contains(identical: $0) } ?? false
            }
    }

    /// Collapsed, column style, no compact column: the primary column's navigation
    /// controller, the one stack the user sees, which nests the columns above it.
    var nestingNavigation: UINavigationController? {
        guard collapsedStorage, settledAgainstTraits, style != .unspecified,
            columnContainers[.compact] == nil
        else {
            return nil
        }
        return columnContainers[.primary] as? UINavigationController
    }

    /// The columns that a collapse nests in the primary navigation controller, in order.
    var nestableColumns: [Column] {
        style == .tripleColumn
            ? [.supplementary, .secondary, .inspector] : [.secondary, .inspector]
    }

    /// Whether `controller` is the container of a column a collapse nests.
    func isNestableContainer(_ controller: UIViewController) -> Bool {
        nestableColumns.contains { columnContainers[$0] === controller }
    }

    /// The primary navigation controller's own controllers: its stack without the nested
    /// columns.
    func ownControllers(of primary: UINavigationController) -> [UIViewController] {
        primary.stack.elements.filter { !isNestableContainer($0) }
    }

    /// Takes `container` from the split view controller (or from no parent) without any
    /// callback, before the primary navigation controller adopts it.
    func releaseForNesting(_ container: UIViewController) {
        guard container.parentStorage === self || container.parentStorage == nil else { return }
        container.loadedView?.moveOut(notifyingAppearance: false)
        container.detachChild()
    }

    /// The columns on screen now, leading first.
    var visibleColumns: [Column] {
        let columns: [Column]
        if collapsedStorage {
            columns = columnContainers[.compact] != nil ? [.compact] : [topCollapsedColumn]
        } else {
            columns = expandedColumns(for: displayMode) + (inspectorShown ? [.inspector] : [])
        }
        return columns.filter { columnContainers[$0] != nil }
    }

    /// The columns a display mode shows, leading first (inspector aside).
    func expandedColumns(for mode: DisplayMode) -> [Column] {
        let triple = style == .tripleColumn
        switch mode {
        case .secondaryOnly: return [.secondary]
        case .oneBesideSecondary, .oneOverSecondary:
            return triple ? [.supplementary, .secondary] : [.primary, .secondary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary, .automatic:
            return triple ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        }
    }

    /// The display mode `.automatic` stands for (``HeadlessBehaviour/automaticDisplayMode``).
    func resolvedDisplayMode(_ mode: DisplayMode) -> DisplayMode {
        guard mode == .automatic else { return mode }
        return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }

    /// The horizontal size class of the window the split view controller is in.
    var currentHorizontalSizeClass: UIUserInterfaceSizeClass {
        loadedView?.window?.horizontalSizeClassOverride
            ?? HeadlessBehaviour.traits.horizontalSizeClass
    }

    /// Whether appearance callbacks run for the columns now.
    var columnsAreOnScreen: Bool {
        isInWindow && (appearance.state == .appeared || appearance.state == .appearing)
    }

    // MARK: - Setting columns

    func performSetViewController(_ vc: UIViewController?, for column: Column) {
        guard columnsOfStyle.contains(column) else {
            recordDiagnostic(
                "\(self) does not have a \(Self.name(of: column)) column for its style; "
                    + "-setViewController:forColumn: ignored.")
            return
        }
        if let vc, columnControllers[column] === vc { return }
        let old = columnContainers[column]
        if let vc, let old, let primary = nestingNavigation, column != .primary,
            primary.stack.contains(identical: old)
        {
            replaceNested(old, with: vc, for: column, in: primary)
            return
        }
        if let vc, column == .primary, let primary = nestingNavigation, old === primary,
            primary.stack.elements.contains(where: isNestableContainer)
        {
            replaceNestingPrimary(primary, with: vc)
            return
        }
        let wasVisible = visibleColumns.contains(column)
        columnControllers[column] = nil
        columnContainers[column] = nil
        if let old {
            old.willMove(toParent: nil)
            old.loadedView?.moveOut(notifyingAppearance: wasVisible && columnsAreOnScreen)
            old.detachChild()
            old.didMove(toParent: nil)
        }
        guard let vc else { return }
        let container: UIViewController
        if column == .compact || style == .unspecified || vc is UINavigationController {
            container = vc
        } else {
            container = UINavigationController(rootViewController: vc)
        }
        if container.parentStorage != nil, container.parentStorage !== self {
            container.detachFromParentForReuse()
        }
        columnControllers[column] = vc
        columnContainers[column] = container
        container.willMove(toParent: self)
        attachChild(container)
        if visibleColumns.contains(column), let splitView = loadedView {
            splitView.moveIn(
                container.view, at: splitView.subviews.count,
                notifyingAppearance: columnsAreOnScreen)
        }
        container.didMove(toParent: self)
    }

    /// Collapsed with nesting: a new controller for a nested column takes the old
    /// navigation controller's place in the primary navigation controller's stack, which
    /// shows the change as its `setViewControllers(_:animated:)` does (not animated).
    private func replaceNested(
        _ old: UIViewController, with vc: UIViewController, for column: Column,
        in primary: UINavigationController
    ) {
        let container =
            vc is UINavigationController ? vc : UINavigationController(rootViewController: vc)
        if container.parentStorage != nil, container.parentStorage !== primary {
            container.detachFromParentForReuse()
        }
        columnControllers[column] = vc
        columnContainers[column] = container
        let stack = primary.stack.elements.map { $0 === old ? container : $0 }
        primary.setViewControllers(stack, animated: false)
    }

    /// Collapsed with nesting, a new primary controller: the nested columns' navigation
    /// controllers move from the old primary navigation controller's stack to the top of the
    /// new one's, with `willMove`/`didMove(toParent:)` and no appearance callback, so that
    /// the column shown stays on screen and none is left in a navigation controller that
    /// left the split view controller; the old primary screens, covered, leave without
    /// appearance callbacks (``HeadlessBehaviour/replacingANestingPrimaryKeepsTheNestedColumns``).
    private func replaceNestingPrimary(_ old: UINavigationController, with vc: UIViewController) {
        let nested = old.stack.elements.filter(isNestableContainer)
        let container =
            vc as? UINavigationController ?? UINavigationController(rootViewController: vc)
        if container.parentStorage != nil, container.parentStorage !== self {
            container.detachFromParentForReuse()
        }
        for controller in nested {
            controller.loadedView?.moveOut(notifyingAppearance: false)
            old.stack.remove(controller)
            controller.detachChild()
        }
        old.shownTop = nil
        old.willMove(toParent: nil)
        old.loadedView?.moveOut(notifyingAppearance: false)
        old.appearance.state = .disappeared
        old.detachChild()
        old.didMove(toParent: nil)
        columnControllers[.primary] = vc
        columnContainers[.primary] = container
        container.willMove(toParent: self)
        attachChild(container)
        for controller in nested { nestOnTop(controller, of: container) }
        container.didMove(toParent: self)
        guard let splitView = loadedView, let top = nested.last else { return }
        splitView.moveIn(container.view, at: splitView.subviews.count, notifyingAppearance: false)
        container.shownTop = top
        container.view.moveIn(
            top.view, at: container.view.subviews.count, notifyingAppearance: false)
        if columnsAreOnScreen {
            // Already on screen through the column it shows: no appearance of its own.
            container.appearance.state = .appeared
            container.appearance.hasAppearedInCurrentParent = true
        }
    }

    // MARK: - Show and hide

    /// Shows `column`. `bySystem` is true for a change the user (or the system) made, which
    /// the delegate hears about with `willShow`/`didShow`; a programmatic `show(_:)` is not
    /// announced (``HeadlessBehaviour/programmaticShowAndHideAreNotAnnounced``).
    func performShow(_ column: Column, bySystem: Bool = false) {
        guard column != .compact, columnsOfStyle.contains(column) else { return }
        if let primary = nestingNavigation {
            showNested(column, in: primary, announcing: bySystem)
            return
        }
        if collapsedStorage {
            if let index = collapsedStack.firstIndex(of: column) {
                guard index < collapsedStack.count - 1 else { return }
                let popped = Array(collapsedStack[(index + 1)...])
                changeCollapsedStack(
                    to: Array(collapsedStack[...index]), hiding: popped.reversed(), showing: [],
                    announcing: bySystem)
            } else {
                let order = collapsedOrder(upTo: column)
                let pushed = order.filter { !collapsedStack.contains($0) }
                changeCollapsedStack(
                    to: order, hiding: [], showing: pushed, announcing: bySystem)
            }
            return
        }
        if column == .inspector {
            guard !inspectorShown, columnContainers[.inspector] != nil else { return }
            changeColumns(showing: [.inspector], hiding: [], newMode: nil, announcing: bySystem)
            return
        }
        guard column != .secondary, !expandedColumns(for: displayMode).contains(column) else {
            return
        }
        let target = nearestMode(showing: column)
        applyModeChange(to: target, announcing: bySystem)
    }

    /// Hides `column`; `bySystem` as for ``performShow(_:bySystem:)``.
    func performHide(_ column: Column, bySystem: Bool = false) {
        guard column != .compact, columnsOfStyle.contains(column) else { return }
        if let primary = nestingNavigation {
            guard column != .primary, collapsedStack.last == column else { return }
            showNested(
                collapsedStack.dropLast().last ?? .primary, in: primary, announcing: bySystem)
            return
        }
        if collapsedStorage {
            guard column != .primary, collapsedStack.last == column else { return }
            changeCollapsedStack(
                to: Array(collapsedStack.dropLast()), hiding: [column], showing: [],
                announcing: bySystem)
            return
        }
        if column == .inspector {
            guard inspectorShown else { return }
            changeColumns(showing: [], hiding: [.inspector], newMode: nil, announcing: bySystem)
            return
        }
        guard column != .secondary, expandedColumns(for: displayMode).contains(column) else {
            return
        }
        applyModeChange(to: nearestMode(hiding: column), announcing: bySystem)
    }

    /// The collapsed stack that ends with `column`.
    func collapsedOrder(upTo column: Column) -> [Column] {
        let full: [Column] =
            (style == .tripleColumn
                ? [.primary, .supplementary, .secondary] : [.primary, .secondary])
            + [.inspector]
        guard let end = full.firstIndex(of: column) else { return collapsedStack }
        return Array(full[...end])
    }

    private func nearestMode(showing column: Column) -> DisplayMode {
        let behavior = splitBehavior
        if style == .tripleColumn, column == .primary {
            switch behavior {
            case .overlay: return .twoOverSecondary
            case .displace: return .twoDisplaceSecondary
            case .tile, .automatic: return .twoBesideSecondary
            }
        }
        return behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
    }

    private func nearestMode(hiding column: Column) -> DisplayMode {
        if style == .tripleColumn, column == .primary {
            return splitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        }
        return .secondaryOnly
    }

    func changeDisplayMode(to mode: DisplayMode, animated: Bool) {
        applyModeChange(to: resolvedDisplayMode(mode), announcing: false)
    }

    private func applyModeChange(to mode: DisplayMode, announcing: Bool) {
        let before = expandedColumns(for: displayMode)
        let after = expandedColumns(for: mode)
        delegate?.splitViewController(self, willChangeTo: mode)
        changeColumns(
            showing: after.filter { !before.contains($0) },
            hiding: before.filter { !after.contains($0) }, newMode: mode, announcing: announcing)
    }

    /// Expanded: an animated change of the visible columns (and the display mode); the
    /// delegate hears the column callbacks only when `announcing` (a system-driven change).
    private func changeColumns(
        showing: [Column], hiding: [Column], newMode: DisplayMode?, announcing: Bool
    ) {
        announceWill(showing: showing, hiding: hiding, announcing: announcing)
        let leaving = hiding.compactMap { columnContainers[$0] }
        if let newMode { displayModeStorage = newMode }
        if showing.contains(.inspector) { inspectorShown = true }
        if hiding.contains(.inspector) { inspectorShown = false }
        let arriving = showing.compactMap { columnContainers[$0] }
        runColumnTransition(leaving: leaving, arriving: arriving, animated: true) { [weak self] in
            self?.announceDid(showing: showing, hiding: hiding, announcing: announcing)
        }
    }

    /// Collapsed: pushes or pops columns on the column stack, animated like a push or pop;
    /// the column callbacks only when `announcing`.
    private func changeCollapsedStack(
        to stack: [Column], hiding: [Column], showing: [Column], announcing: Bool
    ) {
        announceWill(showing: showing, hiding: hiding, announcing: announcing)
        let before = visibleColumns
        collapsedStackStorage = stack
        let after = visibleColumns
        let leaving = before.filter { !after.contains($0) }.compactMap { columnContainers[$0] }
        let arriving = after.filter { !before.contains($0) }.compactMap { columnContainers[$0] }
        runColumnTransition(leaving: leaving, arriving: arriving, animated: true) { [weak self] in
            self?.announceDid(showing: showing, hiding: hiding, announcing: announcing)
        }
    }

    /// Collapsed with nesting: shows `column` by pushing the navigation controllers of the
    /// columns up to it on the primary navigation controller (or popping those above it),
    /// animated, with the navigation controller's push or pop callbacks; the column
    /// callbacks when `announcing`, the did-ones after the transition
    /// (``HeadlessBehaviour/collapsedSecondaryIsNestedInThePrimaryStack``).
    private func showNested(_ column: Column, in primary: UINavigationController, announcing: Bool)
    {
        let current = collapsedStack
        let target: [Column]
        if let index = current.firstIndex(of: column) {
            guard index < current.count - 1 else { return }
            target = Array(current[...index])
        } else {
            target = collapsedOrder(upTo: column)
        }
        let hiding = current.filter { !target.contains($0) }.reversed()
        let showing = target.filter { !current.contains($0) }
        let before = visibleColumns.last
        announceWill(showing: showing, hiding: Array(hiding), announcing: announcing)
        let added = target.dropFirst().compactMap { columnContainers[$0] }
        for container in added where !primary.stack.contains(identical: container) {
            releaseForNesting(container)
        }
        primary.setViewControllers(ownControllers(of: primary) + added, animated: true)
        let shownChanged = before != visibleColumns.last
        let end: @MainActor () -> Void = { [weak self] in
            self?.announceDid(showing: showing, hiding: Array(hiding), announcing: announcing)
        }
        if shownChanged, let coordinator = primary.transitionCoordinator {
            coordinator.animate(alongsideTransition: nil) { _ in end() }
        } else {
            scheduleOnRunLoop { end() }
        }
    }

    /// `willHide` for `hiding`, then `willShow` for `showing`, for a system-driven change
    /// (``HeadlessBehaviour/programmaticShowAndHideAreNotAnnounced``).
    func announceWill(showing: [Column], hiding: [Column], announcing: Bool) {
        guard announcing else { return }
        for column in hiding { delegate?.splitViewController(self, willHide: column) }
        for column in showing { delegate?.splitViewController(self, willShow: column) }
    }

    /// `didHide` for `hiding`, then `didShow` for `showing`, likewise, when the window's
    /// profile has them (``HeadlessBehaviour/columnDidShowAndDidHideFrom``, iOS 26).
    func announceDid(showing: [Column], hiding: [Column], announcing: Bool) {
        guard announcing, behaviourProfile >= HeadlessBehaviour.columnDidShowAndDidHideFrom
        else { return }
        for column in hiding { delegate?.splitViewController(self, didHide: column) }
        for column in showing { delegate?.splitViewController(self, didShow: column) }
    }

    /// Moves column views in and out with appearance callbacks in push order (leaving
    /// will-disappear, arriving will-appear; after the duration leaving did-disappear,
    /// arriving did-appear), then runs `end`. Off screen the views move without callbacks.
    func runColumnTransition(
        leaving: [UIViewController], arriving: [UIViewController], animated: Bool,
        end: @escaping @MainActor () -> Void
    ) {
        guard columnsAreOnScreen, let splitView = loadedView else {
            for container in leaving { container.loadedView?.moveOut(notifyingAppearance: false) }
            if let splitView = loadedView {
                for container in arriving {
                    splitView.moveIn(
                        container.view, at: splitView.subviews.count, notifyingAppearance: false)
                }
            }
            end()
            return
        }
        for container in leaving { container.appearanceWill(false, animated: animated) }
        for container in arriving {
            splitView.moveIn(
                container.view, at: splitView.subviews.count, notifyingAppearance: false)
            container.appearanceWill(true, animated: animated)
            container.appearanceIsAppearing()
        }
        let duration = effectiveDuration(HeadlessBehaviour.splitColumnDuration, animated: animated)
        // "If an animation is started due to -show/hideColumn:, the transitionCoordinator for
        // the UISplitViewController is available following the -show/hideColumn: message."
        // (UISplitViewController.h)
        let coordinator: HeadlessTransitionCoordinator? =
            animated && coordinatorStorage == nil
            ? HeadlessTransitionCoordinator(
                from: leaving.first, to: arriving.first, animated: true, duration: duration,
                containerView: splitView)
            : nil
        if let coordinator { coordinatorStorage = coordinator }
        let leavingGenerations = leaving.map(\.appearance.generation)
        let arrivingGenerations = arriving.map(\.appearance.generation)
        scheduleOnRunLoop(after: duration) { [weak self] in
            for (container, generation) in zip(leaving, leavingGenerations)
            where container.appearance.generation == generation {
                container.loadedView?.moveOut(notifyingAppearance: false)
                container.appearanceDid()
            }
            for (container, generation) in zip(arriving, arrivingGenerations)
            where container.appearance.generation == generation {
                container.appearanceDid()
            }
            end()
            if let coordinator {
                if self?.coordinatorStorage === coordinator { self?.coordinatorStorage = nil }
                coordinator.finish()
            }
        }
    }

    /// Moves the collapsed split view controller's shown column: `leaving` controllers
    /// will-disappear, `arriving` ones (their views put in `arrivingSuperview`) will-appear,
    /// `newTop`'s view enters the primary navigation controller's view; on the next turn the
    /// leaving views leave and the did-callbacks run, then `end`. Not animated (a collapse or
    /// an expansion); off screen the views only move.
    func runNestingTransition(
        leaving: [UIViewController], arriving: [(UIViewController, UIView)],
        newTop: UIViewController?, in primary: UINavigationController?,
        end: @escaping @MainActor () -> Void
    ) {
        let onScreen = columnsAreOnScreen
        for controller in leaving where onScreen {
            controller.appearanceWill(false, animated: false)
        }
        // A container that arrives does so before the nested top enters it, so that it does
        // not forward its appearance to a column already on screen (one that appeared and
        // kept its appearance through the nesting, which took its view out for a moment).
        if let newTop, newTop.appearance.state == .appeared {
            primary?.topKeepingItsAppearance = newTop
        }
        defer { primary?.topKeepingItsAppearance = nil }
        for (controller, superview) in arriving {
            superview.moveIn(
                controller.view, at: superview.subviews.count, notifyingAppearance: false)
            if onScreen {
                controller.appearanceWill(true, animated: false)
                controller.appearanceIsAppearing()
            }
        }
        if let newTop, let primary {
            primary.shownTop = newTop
            let primaryView: UIView = primary.view
            let topView: UIView = newTop.view
            if topView.superview !== primaryView {
                primaryView.moveIn(
                    topView, at: primaryView.subviews.count, notifyingAppearance: false)
            }
        }
        guard onScreen else {
            for controller in leaving { controller.loadedView?.moveOut(notifyingAppearance: false) }
            end()
            return
        }
        let leavingGenerations = leaving.map(\.appearance.generation)
        let arrivingControllers = arriving.map(\.0)
        let arrivingGenerations = arrivingControllers.map(\.appearance.generation)
        scheduleOnRunLoop {
            for (controller, generation) in zip(leaving, leavingGenerations)
            where controller.appearance.generation == generation {
                controller.loadedView?.moveOut(notifyingAppearance: false)
                controller.appearanceDid()
            }
            for (controller, generation) in zip(arrivingControllers, arrivingGenerations)
            where controller.appearance.generation == generation {
                controller.appearanceDid()
            }
            end()
        }
    }

    static func name(of column: Column) -> String {
        switch column {
        case .primary: "primary"
        case .supplementary: "supplementary"
        case .secondary: "secondary"
        case .compact: "compact"
        case .inspector: "inspector"
        }
    }
}

extension UINavigationController {
    /// Whether this navigation controller takes `controller`, a navigation controller, in its
    /// stack: only when it is the primary column of a collapsed column-style split view
    /// controller and `controller` holds one of that split view controller's other columns
    /// (``HeadlessBehaviour/collapsedSecondaryIsNestedInThePrimaryStack``), or the primary
    /// controller of a collapsed classic one. Any other pushed navigation controller is
    /// refused, as UIKit refuses it.
    func acceptsNestedSplitColumn(_ controller: UIViewController) -> Bool {
        guard let split = parentStorage as? UISplitViewController else { return false }
        if split.style == .unspecified {
            // A collapsed classic split view controller's primary navigation controller takes
            // the detail's navigation controller
            // (HeadlessBehaviour.collapsedShowDetailNestsANavigationController).
            return split.collapsedStorage && split.settledAgainstTraits
                && split.columnContainers[.primary] === self
        }
        guard split.nestingNavigation === self else { return false }
        return split.isNestableContainer(controller)
    }
}
