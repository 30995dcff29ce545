extension RouteNavigator {
    /// The operations that take the window from what it shows now to `target`: the
    /// ``RoutePlanner``'s steps, each turned into one targeted operation, with the screens it
    /// needs made (or kept, by the identity rule) before anything reaches UIKit. Fails, with
    /// nothing changed, when the screen factory returns a controller already on screen.
    func operations(
        toward target: NavigationState<Route>, animated: Bool
    ) -> Result<[NavigationOperation], NavigationError> {
        if let error = unreadableTabBarError() { return .failure(error) }
        let current = readState()
        var operations: [NavigationOperation] = []
        if current == nil, let shown = presentedChain().first {
            // A root that is not ours is replaced; what it presents goes first.
            operations.append(.dismiss(shown, animated: false, ifNotPresented: .fails))
        }
        var factory = ScreenFactoryRun(navigator: self)
        var steps = RoutePlanner.steps(from: current, to: target, animated: animated)
        let rebuilds = steps.contains { if case .setRoot = $0 { true } else { false } }
        if !rebuilds, let current { steps = Self.quietingPrimaryEdit(steps, current, target) }
        var alert = alertChange(from: current, to: target, steps: steps, animated: animated)
        if alert.presented != nil, animated {
            // An alert presented is the visible change: what changes under it does so
            // without animation.
            steps = RoutePlanner.steps(from: current, to: target, animated: false)
            alert = alertChange(from: current, to: target, steps: steps, animated: animated)
        }
        if let dismissal = alert.dismissal { operations.append(dismissal) }
        if let outside = presentedOutsideRoutes(current),
            steps.contains(where: \.presents) || alert.presented != nil,
            !steps.contains(where: \.dismisses)
        {
            // A controller the app presented itself sits above the route modals: the modals
            // change, so it goes first (a dismissal of a route modal takes it along anyway).
            operations.append(.dismiss(outside, animated: false, ifNotPresented: .fails))
        }
        // The modals presented go on top of those kept, in order.
        var presentIndex = target.modals.count - steps.filter(\.presents).count
        // The tab bar of `UITab`s the steps work on, and what they change in its book.
        let book = current == nil ? nil : currentTabBook
        var changes = RouteTabChanges<Route>(target: target)
        do throws(NavigationError) {
            if case .stack = target.root, !target.tabGroupSelections.isEmpty {
                throw NavigationError(
                    .unsupportedTabBar(
                        "the state's root is one stack but its tabGroupSelections name "
                            + "\(target.tabGroupSelections.keys.sorted()): a stack has no tab groups."
                    ))
            }
            for step in steps {
                operations += try self.operations(
                    for: step, target: target, factory: &factory, presentIndex: &presentIndex,
                    book: book, changes: &changes)
            }
            if let book, !steps.contains(where: \.setsRoot) {
                operations += try groupOperations(
                    toward: target, of: book, factory: &factory, changes: &changes)
            } else if containers.uiTab == nil, !target.tabGroupSelections.isEmpty {
                throw NavigationError(
                    .unsupportedTabBar(
                        "the state's tabGroupSelections name "
                            + "\(target.tabGroupSelections.keys.sorted()), but the tab bar has no "
                            + "groups: describe them with RouteContainers.uiTab."))
            }
            if !rebuilds, let current, !target.splits.isEmpty {
                let select = operations.firstIndex { operation in
                    switch operation {
                    case .selectTab, .selectRootTab: true
                    default: false
                    }
                }
                // The stacks of tabs left are edited after the selection, unseen.
                let editedAfterSelection: [UINavigationController] =
                    select.map { select in
                        operations[select...].compactMap { operation in
                            guard case .setStack(_, let navigation?, _) = operation else {
                                return nil
                            }
                            return navigation
                        }
                    } ?? []
                let columns = try splitOperations(
                    from: current, to: target, animated: animated,
                    // An alert going up or down is the visible change when there is one.
                    mayAnimate: !steps.contains(where: \.isAnimated) && alert.presented == nil
                        && alert.dismissal?.ownAnimation != true,
                    primaryEditedLater: editedAfterSelection, factory: &factory)
                // Like the stacks of the tabs, the columns change before a tab is selected:
                // unseen, and before the selection brings them into the window (where a stack
                // edit would wait for a `didShow` no proxy is in place to hear yet).
                operations.insert(contentsOf: columns.now, at: select ?? operations.endIndex)
                operations += columns.afterPrimaryEdits
            }
            // A sheet's detent animates only when it is the visible change: the top modal's,
            // with no other step animating and no alert coming or going.
            operations += try sheetOperations(
                from: current, to: target,
                animated: animated && !steps.contains(where: \.isAnimated)
                    && alert.presented == nil && alert.dismissal == nil)
        } catch {
            return .failure(error)
        }
        factory.register()
        changes.commit(to: self)
        if let presented = alert.presented {
            operations.append(alertPresentation(presented, animated: animated))
        }
        return .success(operations)
    }

    /// The operations for `step`; none when it needs no UIKit call (the stack of a tab of
    /// `UITab`s that was never made changes in `changes` alone).
    private func operations(
        for step: RouteStep<Route>, target: NavigationState<Route>,
        factory: inout ScreenFactoryRun<Route>,
        presentIndex: inout Int, book: RouteTabBook<Route>?,
        changes: inout RouteTabChanges<Route>
    ) throws(NavigationError) -> [NavigationOperation] {
        if case .selectTab(let index) = step, let book {
            return try selectUITab(index, of: book, factory: &factory, changes: &changes)
        }
        return try operation(
            for: step, target: target, factory: &factory, presentIndex: &presentIndex,
            book: book, changes: &changes
        ).map { [$0] } ?? []
    }

    /// The operation for `step`; `nil` when it needs no UIKit call.
    private func operation(
        for step: RouteStep<Route>, target: NavigationState<Route>,
        factory: inout ScreenFactoryRun<Route>,
        presentIndex: inout Int, book: RouteTabBook<Route>?,
        changes: inout RouteTabChanges<Route>
    ) throws(NavigationError) -> NavigationOperation? {
        switch step {
        case .setRoot(.stack(let routes)):
            if let split = target.splits[0] {
                return .setRoot(try makeSplit(primary: routes, split, at: .root, factory: &factory))
            }
            return .setRoot(try factory.navigation(routes, at: .root))
        case .setRoot(.tabs(let stacks, let selected)):
            // A tab bar of `UITab`s (iOS 18) whose tabs may carry split views; before iOS 18
            // it is built from `viewControllers`, dressed by the `UITab` descriptions.
            if let describe = containers.uiTab,
                let tabs = try makeUITabBar(
                    target, describe: describe, factory: &factory, changes: &changes)
            {
                return .setRoot(tabs)
            }
            let tabs = containers.tabBarController()
            var navigations: [UIViewController] = []
            for (index, stack) in stacks.enumerated() {
                let navigation: UIViewController =
                    if let split = target.splits[index] {
                        try makeSplit(primary: stack, split, at: .tab(index), factory: &factory)
                    } else {
                        try factory.navigation(stack, at: .tab(index))
                    }
                if let item = containers.tabBarItem(index, stack[0]) {
                    navigation.tabBarItem = item
                } else if let tab = containers.uiTab?(index, stack[0]) {
                    // Before iOS 18: the `UITab` description dresses the tab bar item.
                    navigation.tabBarItem = UITabBarItem(
                        title: tab.title, image: tab.image, tag: index)
                }
                navigations.append(navigation)
            }
            tabs.viewControllers = navigations
            tabs.selectedIndex = selected
            return .setRoot(tabs)
        case .setStack(let layer, let routes, let animated):
            if case .tab(let index) = layer, let book {
                return try setUITabStack(
                    index, routes, animated: animated, of: book, factory: &factory,
                    changes: &changes)
            }
            guard let navigation = navigation(at: layer) else {
                throw NavigationError(.noNavigationController(layer.description))
            }
            // A collapsed split view's primary column holds the navigation controllers of the
            // columns above it on top of its own screens: they stay on top.
            let stack = Hierarchy.ownScreensAndNestedColumns(of: navigation)
            return .setStack(
                try factory.screens(routes, keeping: stack.own) + stack.nested,
                of: navigation, animated: animated)
        case .selectTab(let index):
            return .selectTab(index)
        case .dismiss(let index, let animated):
            let chain = presentedChain()
            guard chain.indices.contains(index) else {
                throw NavigationError(.notPresented("modal \(index)"))
            }
            return .dismiss(chain[index], animated: animated, ifNotPresented: .fails)
        case .present(let modal, let animated):
            let presented: UIViewController
            if modal.inNavigation {
                presented = try factory.navigation(modal.stack, at: .modal(presentIndex))
            } else {
                presented = try factory.screens(modal.stack, keeping: [], inStack: false)[0]
            }
            presentIndex += 1
            presented.modalPresentationStyle = modal.style == .fullScreen ? .fullScreen : .pageSheet
            containers.configureModal(presented, modal.stack[0], modal.style)
            try prepareSheet(presented, modal.sheet, modal: presentIndex - 1)
            return .present(presented, animated: animated)
        }
    }

    /// The lowest controller presented above the route modals of `current` that is not one of
    /// them (the app presented it itself), if any.
    private func presentedOutsideRoutes(_ current: NavigationState<Route>?) -> UIViewController? {
        guard let current else { return nil }
        let chain = presentedChain()
        guard chain.count > current.modals.count else { return nil }
        let outside = chain[current.modals.count]
        // The state's own alert is not the app's: `alertOperations` takes it down.
        return isStateAlert(outside) ? nil : outside
    }

    /// The navigation controller that holds `layer`'s stack now (for a stack that carries a
    /// split view, its primary column's).
    private func navigation(at layer: RouteLayer) -> UINavigationController? {
        let root = navigator.window.rootViewController
        switch layer {
        case .root:
            if let split = root as? UISplitViewController {
                return columnNavigation(.primary, of: split)
            }
            return root as? UINavigationController
        case .tab(let index):
            let tabs = (root as? UITabBarController)?.viewControllers ?? []
            guard tabs.indices.contains(index) else { return nil }
            if let split = tabs[index] as? UISplitViewController {
                return columnNavigation(.primary, of: split)
            }
            return tabs[index] as? UINavigationController
        case .modal(let index):
            let chain = presentedChain()
            return chain.indices.contains(index) ? chain[index] as? UINavigationController : nil
        }
    }
}

extension RouteNavigator {
    /// `steps` with the edit of the primary column of the split view the user sees made
    /// without animation when another of its columns (the front one) changes too: that
    /// change is the one that animates (`splitOperations`).
    static func quietingPrimaryEdit(
        _ steps: [RouteStep<Route>], _ current: NavigationState<Route>,
        _ target: NavigationState<Route>
    ) -> [RouteStep<Route>] {
        guard target.modals.isEmpty, current.modals.isEmpty,
            current.selectedTab == target.selectedTab,
            let split = target.visibleSplit, let old = current.visibleSplit
        else { return steps }
        let front = split.adoptingLayout(of: old).frontColumn
        guard front != .primary, split.stack(of: front) != old.stack(of: front) else {
            return steps
        }
        let layer: RouteLayer = target.selectedTab.map(RouteLayer.tab) ?? .root
        return steps.map { step in
            if case .setStack(layer, let routes, true) = step {
                return .setStack(layer, routes, animated: false)
            }
            return step
        }
    }
}
