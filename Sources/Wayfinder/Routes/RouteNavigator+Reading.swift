extension RouteNavigator {
    /// The state the window shows, read from UIKit alone (the window's root, navigation and
    /// tab bar controllers, the presentation chain) and the routes of the screens the factory
    /// made; `nil` when the window has no root or its root is not a navigation or tab bar
    /// controller of such screens.
    ///
    /// Screens the factory did not make are skipped; the modal chain is read up to the first
    /// presented controller that shows none of them. A tab bar of `UITab`s is read through the
    /// route navigator's book of it (`readUITabs(_:)`), so that a tab UIKit never made reads
    /// as its last stack and is not made by reading; `nil` when the bar's tabs were changed
    /// outside the route navigator.
    func readState() -> NavigationState<Route>? {
        guard let rootController = navigator.window.rootViewController else { return nil }
        let root: NavigationState<Route>.Root
        var splits: [Int: NavigationState<Route>.Split] = [:]
        if let split = rootController as? UISplitViewController {
            guard let read = readSplit(split) else { return nil }
            root = .stack(read.primary)
            splits[0] = read.split
        } else if let navigation = rootController as? UINavigationController {
            let stack = routes(in: navigation)
            guard !stack.isEmpty else { return nil }
            root = .stack(stack)
        } else if let tabs = rootController as? UITabBarController {
            switch readUITabs(tabs) {
            case .root(let tabsRoot, let groupSelections, let tabSplits):
                var state = readModals(over: tabsRoot)
                state.tabGroupSelections = groupSelections
                state.splits = tabSplits
                return state
            case .unsupported:
                return nil
            case .notUITabs:
                break
            }
            var stacks: [[Route]] = []
            for (index, tab) in (tabs.viewControllers ?? []).enumerated() {
                if let split = tab as? UISplitViewController {
                    guard let read = readSplit(split) else { return nil }
                    stacks.append(read.primary)
                    splits[index] = read.split
                    continue
                }
                guard let navigation = tab as? UINavigationController else { return nil }
                let stack = routes(in: navigation)
                guard !stack.isEmpty else { return nil }
                stacks.append(stack)
            }
            guard !stacks.isEmpty else { return nil }
            root = .tabs(stacks, selected: tabs.selectedIndex)
        } else {
            return nil
        }
        var state = readModals(over: root)
        state.splits = splits
        return state
    }

    /// The state with `root`, the modals the window shows over it and the alert above them.
    private func readModals(over root: NavigationState<Route>.Root) -> NavigationState<Route> {
        var modals: [NavigationState<Route>.Modal] = []
        let chain = presentedChain()
        for presented in chain {
            let style: NavigationState<Route>.ModalStyle =
                presented.modalPresentationStyle == .fullScreen
                    || presented.modalPresentationStyle == .overFullScreen
                ? .fullScreen : .sheet
            if let navigation = presented as? UINavigationController {
                let stack = routes(in: navigation)
                guard !stack.isEmpty else { break }
                modals.append(
                    .init(stack, style: style, inNavigation: true, sheet: readSheet(of: presented)))
            } else {
                guard let route = route(of: presented) else { break }
                modals.append(
                    .init(
                        [route], style: style, inNavigation: false,
                        sheet: readSheet(of: presented)))
            }
        }
        var state = NavigationState(root: root, modals: modals)
        state.alert = readAlert(in: chain, aboveModals: modals.count)
        return state
    }

    /// The controllers presented above the window's root, bottom first.
    func presentedChain() -> [UIViewController] {
        var chain: [UIViewController] = []
        var presenter = navigator.window.rootViewController
        while let next = presenter?.presentedViewController, next !== presenter,
            !chain.contains(where: { $0 === next })
        {
            chain.append(next)
            presenter = next
        }
        return chain
    }

    /// The routes of the screens in `navigation`'s stack that the factory made.
    private func routes(in navigation: UINavigationController) -> [Route] {
        navigation.viewControllers.compactMap(route(of:))
    }
}

extension NavigationState {
    /// A state with this root and these modals.
    init(root: Root, modals: [Modal]) {
        switch root {
        case .stack(let stack): self.init(stack: stack, modals: modals)
        case .tabs(let tabs, let selected):
            self.init(tabs: tabs, selected: selected, modals: modals)
        }
    }
}
