import Foundation

extension Headless where Base: UITabBarController {
    /// A user tap on the `UITab` with `identifier` (iOS 18), in the tab bar or, when the
    /// sidebar is shown, in the sidebar.
    ///
    /// Asks `tabBarController(_:shouldSelectTab:)`, then `tabBarController(_:shouldSelect:)` with
    /// the root tab's view controller; selects (new will-appear, old will-disappear, the rest on
    /// the next turn); then reports `tabBarController(_:didSelectTab:previousTab:)` and
    /// `tabBarController(_:didSelect:)`, also for the tab already selected
    /// (``HeadlessBehaviour/tabTapCallsTabMethodsThenViewControllerMethods``). Tapping the
    /// selected tab again when its controller is a navigation controller with pushed screens
    /// pops it to its root, animated, before the did-callbacks
    /// (``HeadlessBehaviour/reselectingATabPopsItsNavigationControllerToRoot``). A tab the user
    /// cannot reach (unknown identifier, hidden or disabled, in neither the bar nor a shown
    /// sidebar) does nothing and records nothing
    /// (``HeadlessBehaviour/tapOnAnUnreachableTabDoesNothing``).
    ///
    /// - Parameter identifier: The tab's identifier.
    public func tap(identifier: String) {
        let tabBar = base
        guard tabBar.tabModel.usesTabs, let tab = tabBar.tab(forIdentifier: identifier),
            tabBar.isTappable(tab)
        else { return }
        let delegate = tabBar.delegate
        if delegate?.tabBarController(tabBar, shouldSelectTab: tab) == false { return }
        let rootController = tabBar.displayedController(forRoot: tab.rootTab)
        if let rootController,
            delegate?.tabBarController(tabBar, shouldSelect: rootController) == false
        {
            return
        }
        let previous = tabBar.selectedTab
        let managed = (tab.rootTab as? UITabGroup)?.managingNavigationController != nil
        if let previous, !managed, tabBar.selectionLeaf(for: tab) === previous,
            let rootController, tabBar.popsToRootOnReselect(rootController)
        {
            // The selected tab tapped again: its navigation controller pops to its root
            // (``HeadlessBehaviour/reselectingATabPopsItsNavigationControllerToRoot``).
        } else {
            tabBar.applyTabSelection(tab)
        }
        guard let selected = tabBar.selectedTab else { return }
        delegate?.tabBarController(tabBar, didSelectTab: selected, previousTab: previous)
        if let shown = tabBar.selectedViewController {
            delegate?.tabBarController(tabBar, didSelect: shown)
        }
    }

    /// The user, editing the shown sidebar (iOS 18), hides (or shows) the tabs with
    /// `identifiers`: each tab that `allowsHiding` and whose `isHidden` changes gets the new
    /// value, then the delegate hears `tabBarController(_:visibilityDidChangeFor:)` once with
    /// those tabs, in the order given. Tabs that do not allow hiding, unknown identifiers,
    /// tabs already in that state, and any call while no sidebar shows change nothing
    /// (``HeadlessBehaviour/sidebarCustomizationNeedsTheSidebarShown``).
    ///
    /// - Parameters:
    ///   - hidden: whether the tabs become hidden.
    ///   - identifiers: the tabs' identifiers.
    public func setHidden(_ hidden: Bool, identifiers: [String]) {
        let tabBar = base
        guard tabBar.tabModel.usesTabs, tabBar.showsSidebar else { return }
        var changed: [UITab] = []
        for identifier in identifiers {
            guard let tab = tabBar.tab(forIdentifier: identifier), tab.allowsHiding,
                tab.isHidden != hidden, !changed.contains(where: { $0 === tab })
            else { continue }
            tab.isHidden = hidden
            changed.append(tab)
        }
        guard !changed.isEmpty else { return }
        tabBar.delegate?.tabBarController(tabBar, visibilityDidChangeFor: changed)
    }

    /// The user, editing the shown sidebar (iOS 18), drags the tab with `identifier` to
    /// position `index` among its group's children as the sidebar lists them
    /// (`displayOrder`): the group's `displayOrderIdentifiers` becomes the new order of all
    /// its children, then the delegate hears `tabBarController(_:displayOrderDidChangeFor:)`.
    /// Nothing happens for a root tab, a group that does not allow reordering, an index out
    /// of range or the tab's own position, or while no sidebar shows.
    ///
    /// - Parameters:
    ///   - identifier: the dragged tab's identifier.
    ///   - index: where it lands among its siblings, from 0.
    public func moveTab(identifier: String, to index: Int) {
        let tabBar = base
        guard tabBar.tabModel.usesTabs, tabBar.showsSidebar,
            let tab = tabBar.tab(forIdentifier: identifier), let group = tab.parent,
            group.allowsReordering
        else { return }
        var order = group.displayOrder
        guard let from = order.firstIndex(where: { $0 === tab }), order.indices.contains(index),
            from != index
        else { return }
        order.remove(at: from)
        order.insert(tab, at: index)
        group.displayOrderIdentifiers = order.map(\.identifier)
        tabBar.delegate?.tabBarController(tabBar, displayOrderDidChangeFor: group)
    }
}

extension UITab: HeadlessDriven {}

extension Headless where Base: UITab {
    /// The view controller the tab's provider already made, without running the provider
    /// (reading `viewController` runs it): `nil` while UIKit has not asked for it. The tab
    /// keeps it from then on, in or out of the window (`UITab.h`: the provider runs only
    /// while `viewController` is `nil`), as a tab group's child keeps its screen while
    /// another child is selected.
    public var madeViewController: UIViewController? { base.viewControllerStorage }
}
