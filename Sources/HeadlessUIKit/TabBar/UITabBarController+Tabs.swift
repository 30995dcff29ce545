import Foundation

/// What a tab bar controller keeps for iOS 18's `UITab` API and iOS 26's bar settings.
@MainActor
final class TabBarTabModel {
    /// Whether the tabs come from ``UITabBarController/tabs`` (not `viewControllers`).
    var usesTabs = false
    var rootTabs: [UITab] = []
    var selectedTab: UITab?
    var mode = UITabBarController.Mode.automatic
    var sidebar: UITabBarController.Sidebar?
    var customizationIdentifier: String?
    var compactTabIdentifiers: [String]?
    var minimizeBehavior = UITabBarController.MinimizeBehavior.automatic
    var isTabBarHidden = false
    var bottomAccessory: UITabAccessory?
    lazy var contentLayoutGuide = UILayoutGuide()
}

// MARK: - The tabs (iOS 18)

extension UITabBarController {
    /// The root tabs (iOS 18). Setting them is `setTabs(_:animated: false)`.
    ///
    /// Once tabs are set, the shown controllers come from them: `viewControllers` lists the
    /// root tabs' controllers made so far (``HeadlessBehaviour/tabViewControllerResolvedWhenFirstShown``).
    /// Setting `viewControllers` afterwards replaces the tabs.
    public var tabs: [UITab] {
        get { tabModel.rootTabs }
        set { setTabs(newValue, animated: false) }
    }

    /// Replaces the root tabs (iOS 18). The selection stays on the selected tab when it is
    /// still in the tree and reachable, else moves to the first tab of the bar; only that
    /// tab's provider runs. No delegate method is called.
    ///
    /// - Parameters:
    ///   - tabs: The new root tabs.
    ///   - animated: Ignored: the switch is not animated.
    public func setTabs(_ tabs: [UITab], animated: Bool) {
        for old in tabModel.rootTabs where !tabs.contains(where: { $0 === old }) {
            old.ownerStorage = nil
        }
        for tab in tabs { tab.ownerStorage = self }
        tabModel.usesTabs = true
        tabModel.rootTabs = tabs
        let kept = tabModel.selectedTab.flatMap { isSelectable($0) ? $0 : nil }
        guard let target = kept ?? barTabs.first ?? tabs.first else {
            tabModel.selectedTab = nil
            performSetTabs([])
            return
        }
        applyTabSelection(target)
    }

    /// The selected tab: a root tab or one of its descendants (iOS 18). Setting a tab that
    /// is not in this controller's tree, or is hidden, does nothing
    /// (``HeadlessBehaviour/selectingAForeignTabIsIgnored``); no delegate method is called.
    public var selectedTab: UITab? {
        get { tabModel.selectedTab }
        set {
            guard let newValue, isSelectable(newValue) else { return }
            applyTabSelection(newValue)
        }
    }

    /// The tab with `identifier` among the root tabs and their descendants (iOS 18).
    ///
    /// - Parameter identifier: The identifier to look for.
    /// - Returns: The first match, depth first, or `nil`.
    public func tab(forIdentifier identifier: String) -> UITab? {
        for root in tabModel.rootTabs {
            if root.identifier == identifier { return root }
            if let group = root as? UITabGroup, let found = group.tab(forIdentifier: identifier) {
                return found
            }
        }
        return nil
    }

    /// How the tabs are shown; `.automatic` by default (iOS 18).
    public var mode: Mode {
        get { tabModel.mode }
        set { tabModel.mode = newValue }
    }

    /// The sidebar (iOS 18).
    public var sidebar: Sidebar {
        if let sidebar = tabModel.sidebar { return sidebar }
        let made = Sidebar(owner: self)
        tabModel.sidebar = made
        return made
    }

    /// The identifier the user's customisation is saved under; `nil` for the system's.
    public var customizationIdentifier: String? {
        get { tabModel.customizationIdentifier }
        set { tabModel.customizationIdentifier = newValue }
    }

    /// The root tabs shown in a compact tab bar, by identifier; `nil` shows them all.
    /// HeadlessUIKit's idiom is compact, so this filters the bar.
    public var compactTabIdentifiers: [String]? {
        get { tabModel.compactTabIdentifiers }
        set { tabModel.compactTabIdentifiers = newValue }
    }

    /// Whether the tab bar is hidden (iOS 18).
    public var isTabBarHidden: Bool {
        get { tabModel.isTabBarHidden }
        set { setTabBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the tab bar (iOS 18). No appearance callbacks: the content stays.
    ///
    /// - Parameters:
    ///   - hidden: Whether to hide it.
    ///   - animated: Ignored: HeadlessUIKit draws no bar.
    public func setTabBarHidden(_ hidden: Bool, animated: Bool) {
        tabModel.isTabBarHidden = hidden
        tabBar.isHidden = hidden
    }

    /// When the tab bar minimises as content scrolls; `.automatic` by default (iOS 26).
    public var tabBarMinimizeBehavior: MinimizeBehavior {
        get { tabModel.minimizeBehavior }
        set { tabModel.minimizeBehavior = newValue }
    }

    /// The area of the view not covered by the tab bar or sidebar (iOS 26).
    public var contentLayoutGuide: UILayoutGuide { tabModel.contentLayoutGuide }

    /// An accessory above the tab bar, such as a mini player; `nil` by default (iOS 26).
    public var bottomAccessory: UITabAccessory? {
        get { tabModel.bottomAccessory }
        set { setBottomAccessory(newValue, animated: false) }
    }

    /// Sets the bottom accessory (iOS 26).
    ///
    /// - Parameters:
    ///   - bottomAccessory: The accessory, or `nil` to remove it.
    ///   - animated: Ignored: HeadlessUIKit draws no bar.
    public func setBottomAccessory(_ bottomAccessory: UITabAccessory?, animated: Bool) {
        tabModel.bottomAccessory = bottomAccessory
    }
}

// MARK: - Selection

extension UITabBarController {
    /// The root tabs the tab bar shows, leading first: visible, not optional or sidebar-only,
    /// and named by `compactTabIdentifiers` when that is set (HeadlessUIKit is compact); the
    /// `.pinned` ones (a `UISearchTab` among them) last, at the trailing edge
    /// (``HeadlessBehaviour/pinnedTabsAreAtTheTrailingEdge``).
    var barTabs: [UITab] {
        let shown = tabModel.rootTabs.filter { tab in
            guard !tab.isHidden, tab.preferredPlacement != .optional,
                tab.preferredPlacement != .sidebarOnly
            else { return false }
            return tabModel.compactTabIdentifiers?.contains(tab.identifier) ?? true
        }
        return shown.filter { $0.preferredPlacement != .pinned }
            + shown.filter { $0.preferredPlacement == .pinned }
    }

    /// Whether the sidebar is shown and takes taps: the mode resolves to `.tabSidebar`, the
    /// sidebar is not hidden, and the device has a sidebar at all, an iPad (or Mac) in a
    /// regular width; on an iPhone the regular tab bar shows instead
    /// (``HeadlessBehaviour/sidebarTakesTapsWhenModeAllowsIt``).
    var showsSidebar: Bool {
        let hasGroup = tabModel.rootTabs.contains { $0 is UITabGroup }
        let resolved = mode == .automatic ? (hasGroup ? Mode.tabSidebar : .tabBar) : mode
        return resolved == .tabSidebar && !(tabModel.sidebar?.isHidden ?? false)
            && platformHasSidebar
    }

    /// Whether this device shows a sidebar for `.tabSidebar`: an iPad or a Mac idiom in a
    /// regular horizontal size class.
    var platformHasSidebar: Bool {
        let traits = traitCollection
        let idiom = traits.userInterfaceIdiom
        return (idiom == .pad || idiom == .mac) && traits.horizontalSizeClass == .regular
    }

    /// The selected tab's controller was tapped again: when it is a navigation controller
    /// showing more than its root, it pops to the root, animated, with the usual pop
    /// callbacks, and this returns `true`; otherwise nothing happens and it returns `false`
    /// (``HeadlessBehaviour/reselectingATabPopsItsNavigationControllerToRoot``).
    func popsToRootOnReselect(_ controller: UIViewController) -> Bool {
        guard let navigation = controller as? UINavigationController else { return false }
        if navigation.viewControllers.count > 1 {
            navigation.popToRootViewController(animated: true)
        }
        return true
    }

    /// Whether `tab` is in this controller's tree and it and its ancestors are not hidden.
    func isSelectable(_ tab: UITab) -> Bool {
        tab.tabBarController === self
            && tabModel.rootTabs.contains { $0 === tab.rootTab }
            && tab.pathFromRoot.allSatisfy { !$0.isHidden }
    }

    /// Whether the user can tap `tab`: enabled and visible with its ancestors, and in the
    /// tab bar or in a shown sidebar.
    func isTappable(_ tab: UITab) -> Bool {
        guard isSelectable(tab), tab.isReachable else { return false }
        return barTabs.contains { $0 === tab } || showsSidebar
    }

    /// The leaf a selection of `tab` lands on
    /// (``HeadlessBehaviour/selectingAGroupSelectsItsDefaultLeaf``).
    func selectionLeaf(for tab: UITab) -> UITab {
        var current = tab
        while let group = current as? UITabGroup, !group.isSidebarDestination,
            let child = group.childForSelection
        {
            current = child
        }
        return current
    }

    /// The controller the tab bar shows for `root`: its managing navigation controller, or
    /// its own view controller (the provider runs here the first time).
    func displayedController(forRoot root: UITab) -> UIViewController? {
        if let group = root as? UITabGroup, let navigation = group.managingNavigationController {
            return navigation
        }
        return root.resolvedViewController()
    }

    /// Selects `tab` (its default leaf when it is a group): updates the groups' selected
    /// children, the managing navigation controller's stack, and shows the root's controller
    /// with the usual tab-switch callbacks.
    func applyTabSelection(_ tab: UITab) {
        let leaf = selectionLeaf(for: tab)
        let path = leaf.pathFromRoot
        for (group, child) in zip(path, path.dropFirst()) {
            (group as? UITabGroup)?.selectedChild = child
        }
        tabModel.selectedTab = leaf
        let root = leaf.rootTab
        if let manager = root as? UITabGroup, let navigation = manager.managingNavigationController
        {
            updateManagedStack(navigation, path: path)
        }
        let shown = displayedController(forRoot: root)
        let controllers = tabModel.rootTabs.compactMap { candidate -> UIViewController? in
            if candidate === root { return shown }
            if let group = candidate as? UITabGroup,
                let navigation = group.managingNavigationController
            {
                return group.viewControllerStorage == nil && navigation.viewControllers.isEmpty
                    ? nil : navigation
            }
            return candidate.viewControllerStorage
        }
        performSetTabs(controllers, selecting: shown)
    }

    /// Sets the managing navigation controller's stack to the view controllers of `path`,
    /// each level as the delegate's `displayedViewControllersFor` returns it. Controllers
    /// pushed above the leaf's own are proposed with the leaf, so they survive a reselection
    /// (`UITabBarController.h`: "If other view controllers are pushed onto the navigation
    /// stack, they will be part of the last (leaf-most) tab's `proposedViewControllers`").
    private func updateManagedStack(_ navigation: UINavigationController, path: [UITab]) {
        let current = navigation.viewControllers
        var stack: [UIViewController] = []
        for tab in path {
            var proposed = tab.resolvedViewController().map { [$0] } ?? []
            if tab === path.last, let own = proposed.first,
                let index = current.firstIndex(where: { $0 === own })
            {
                proposed += current[(index + 1)...]
            }
            let shown =
                delegate?.tabBarController(
                    self, displayedViewControllersFor: tab, proposedViewControllers: proposed)
                ?? proposed
            stack += shown
        }
        guard current.count != stack.count || zip(current, stack).contains(where: { $0 !== $1 })
        else { return }
        navigation.setViewControllers(stack, animated: false)
    }

    /// Keeps ``selectedTab`` in step when code selects by `selectedIndex` or
    /// `selectedViewController`.
    func noteSelectedController(_ controller: UIViewController) {
        guard tabModel.usesTabs,
            tabModel.selectedTab.flatMap({ displayedController(ofResolvedRoot: $0.rootTab) })
                !== controller,
            let root = tabModel.rootTabs.first(where: {
                displayedController(ofResolvedRoot: $0) === controller
            })
        else { return }
        tabModel.selectedTab = selectionLeaf(for: root)
    }

    /// The controller shown for `root` if it exists, without running a provider.
    private func displayedController(ofResolvedRoot root: UITab) -> UIViewController? {
        if let group = root as? UITabGroup, let navigation = group.managingNavigationController {
            return navigation
        }
        return root.viewControllerStorage
    }

    /// Goes back to `viewControllers`: the tabs leave the controller.
    func leaveTabsMode() {
        guard tabModel.usesTabs else { return }
        for root in tabModel.rootTabs { root.ownerStorage = nil }
        tabModel.rootTabs = []
        tabModel.selectedTab = nil
        tabModel.usesTabs = false
    }
}

// MARK: - The delegate's tab methods

extension UITabBarControllerDelegate {
    /// Allows the tap.
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelectTab tab: UITab
    ) -> Bool { true }
    /// Does nothing.
    public func tabBarController(
        _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
        previousTab: UITab?
    ) {}
    /// The proposed controllers.
    public func tabBarController(
        _ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab,
        proposedViewControllers: [UIViewController]
    ) -> [UIViewController] { proposedViewControllers }
}
