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
        var changes = RouteTabChanges<Route>()
        do throws(NavigationError) {
            for step in steps {
                if let next = try operation(
                    for: step, factory: &factory, presentIndex: &presentIndex, book: book,
                    changes: &changes)
                {
                    operations.append(next)
                }
            }
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

    /// The operation for `step`; `nil` when it needs no UIKit call (the stack of a tab of
    /// `UITab`s that was never made changes in `changes` alone).
    private func operation(
        for step: RouteStep<Route>, factory: inout ScreenFactoryRun<Route>,
        presentIndex: inout Int, book: RouteTabBook<Route>?,
        changes: inout RouteTabChanges<Route>
    ) throws(NavigationError) -> NavigationOperation? {
        switch step {
        case .setRoot(.stack(let routes)):
            return .setRoot(try factory.navigation(routes, at: .root))
        case .setRoot(.tabs(let stacks, let selected)):
            if let describe = containers.uiTab,
                let tabs = try makeUITabBar(
                    stacks, selected: selected, describe: describe, factory: &factory,
                    changes: &changes)
            {
                return .setRoot(tabs)
            }
            let tabs = containers.tabBarController()
            var navigations: [UIViewController] = []
            for (index, stack) in stacks.enumerated() {
                let navigation = try factory.navigation(stack, at: .tab(index))
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
            return .setStack(
                try factory.screens(routes, keeping: navigation.viewControllers),
                of: navigation, animated: animated)
        case .selectTab(let index):
            if let book {
                return try selectUITab(index, of: book, factory: &factory, changes: &changes)
            }
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

    /// The navigation controller that holds `layer`'s stack now.
    private func navigation(at layer: RouteLayer) -> UINavigationController? {
        let root = navigator.window.rootViewController
        switch layer {
        case .root:
            return root as? UINavigationController
        case .tab(let index):
            let tabs = (root as? UITabBarController)?.viewControllers ?? []
            return tabs.indices.contains(index) ? tabs[index] as? UINavigationController : nil
        case .modal(let index):
            let chain = presentedChain()
            return chain.indices.contains(index) ? chain[index] as? UINavigationController : nil
        }
    }
}
