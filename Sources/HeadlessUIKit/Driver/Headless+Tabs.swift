import Foundation

extension Headless where Base: UITabBarController {
    /// A user tap on the `UITab` with `identifier` (iOS 18), in the tab bar or, when the
    /// sidebar is shown, in the sidebar.
    ///
    /// Asks `tabBarController(_:shouldSelectTab:)`, then `tabBarController(_:shouldSelect:)` with
    /// the root tab's view controller; selects (new will-appear, old will-disappear, the rest on
    /// the next turn); then reports `tabBarController(_:didSelectTab:previousTab:)` and
    /// `tabBarController(_:didSelect:)`, also for the tab already selected
    /// (``HeadlessBehaviour/tabTapCallsTabMethodsThenViewControllerMethods``). A tab the user
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
        tabBar.applyTabSelection(tab)
        guard let selected = tabBar.selectedTab else { return }
        delegate?.tabBarController(tabBar, didSelectTab: selected, previousTab: previous)
        if let shown = tabBar.selectedViewController {
            delegate?.tabBarController(tabBar, didSelect: shown)
        }
    }
}
