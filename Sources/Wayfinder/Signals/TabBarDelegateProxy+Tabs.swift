import Foundation

// iOS 18's tab delegate methods, for tab bars built from `UITab`s. UIKit calls them for a
// user's tap on such a bar; iOS 26 still calls the view-controller methods too (Apple
// developer forums thread 831295; iOS 27 betas no longer do). So that a tap reaches the
// navigator exactly once, a bar of `UITab`s reports taps through `didSelectTab` only, and a
// bar of `viewControllers` through `didSelect` only (`reportsTapsThroughTabMethods`).
// The iOS 17 SDK has no `UITab`: the methods exist only where the SDK declares it.
#if canImport(UIKit, _version: 8000) || !canImport(UIKit)
    extension TabBarDelegateProxy {
        @available(iOS 18.0, *)
        func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
            -> Bool
        {
            forwardingOnce(reentered: true) {
                forwardShouldSelectTab(to: appDelegate, tabBarController, tab)
                    && rootTabMayBeSelected(tabBarController, tab)
            }
        }

        @available(iOS 18.0, *)
        func tabBarController(
            _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
            previousTab: UITab?
        ) {
            forwardingOnce(reentered: ()) {
                forwardDidSelectTab(to: appDelegate, tabBarController, selectedTab, previousTab)
                navigator?.tabTapped(tabBarController)
            }
        }

        /// Asks the navigator's root-tab gates about the root tab of `tab` (its index in
        /// `tabs`) and `tab` itself (a group's child tapped in the sidebar), without making the
        /// tab's controller.
        @available(iOS 18.0, *)
        private func rootTabMayBeSelected(_ tabs: UITabBarController, _ tab: UITab) -> Bool {
            var root = tab
            while let parent = root.parent { root = parent }
            guard let navigator, let index = tabs.tabs.firstIndex(where: { $0 === root }) else {
                return true
            }
            return navigator.tabMayBeSelected(tabs, rootTabAt: index, tapped: tab)
        }
    }

#endif

/// Whether taps on `tabs` reach the navigator through the `UITab` methods: its tabs come
/// from `tabs` (iOS 18), not `viewControllers`.
@MainActor
func reportsTapsThroughTabMethods(_ tabs: UITabBarController) -> Bool {
    #if canImport(UIKit, _version: 8000) || !canImport(UIKit)
        if #available(iOS 18.0, *) { return !tabs.tabs.isEmpty }
    #endif
    return false
}

#if canImport(UIKit, _version: 8000)
    @available(iOS 18.0, *)
    @MainActor
    private func forwardShouldSelectTab(
        to delegate: (any UITabBarControllerDelegate)?, _ tabs: UITabBarController, _ tab: UITab
    ) -> Bool {
        delegate?.tabBarController?(tabs, shouldSelectTab: tab) ?? true
    }

    @available(iOS 18.0, *)
    @MainActor
    private func forwardDidSelectTab(
        to delegate: (any UITabBarControllerDelegate)?, _ tabs: UITabBarController,
        _ selected: UITab, _ previous: UITab?
    ) {
        delegate?.tabBarController?(tabs, didSelectTab: selected, previousTab: previous)
    }
#elseif !canImport(UIKit)
    @MainActor
    private func forwardShouldSelectTab(
        to delegate: (any UITabBarControllerDelegate)?, _ tabs: UITabBarController, _ tab: UITab
    ) -> Bool {
        delegate?.tabBarController(tabs, shouldSelectTab: tab) ?? true
    }

    @MainActor
    private func forwardDidSelectTab(
        to delegate: (any UITabBarControllerDelegate)?, _ tabs: UITabBarController,
        _ selected: UITab, _ previous: UITab?
    ) {
        delegate?.tabBarController(tabs, didSelectTab: selected, previousTab: previous)
    }
#endif
