import HeadlessUIKit
import Testing
import UIKitParityCorpus
import WayfinderTesting

/// The iOS 26 corpus files doing what their code says, on HeadlessUIKit.
@MainActor
@Suite struct CorpusModernTabsTests {
    /// The modern tab bar controller shown in a window of its own, settled.
    private func showTabs() -> (UIWindow, ModernTabsController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let tabs = ModernTabsController()
        // An iPad in a regular width, where `.tabSidebar` shows its sidebar (Apple's
        // `UITabBarController.Mode.tabSidebar`: "On iPhone and Apple TV, the system displays
        // the platform’s regular tab bar").
        tabs.traitOverrides.userInterfaceIdiom = .pad
        tabs.traitOverrides.horizontalSizeClass = .regular
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.headless.runUntilIdle()
        return (window, tabs)
    }

    @Test func onlyTheFirstTabIsMadeAndItsBarsAreUpToDate() throws {
        let (window, tabs) = showTabs()
        #expect(tabs.selectedTab?.identifier == "listen")
        #expect(tabs.viewControllers?.count == 1)
        #expect(tabs.tab(forIdentifier: "browse")?.badgeValue == "New")
        #expect(tabs.mode == .tabSidebar)
        #expect(tabs.tabBarMinimizeBehavior == .onScrollDown)
        #expect(tabs.bottomAccessory?.contentView is MiniPlayerView)
        let navigation = try #require(tabs.selectedViewController as? UINavigationController)
        let listen = try #require(navigation.topViewController as? ModernBarsViewController)
        #expect(listen.navigationItem.subtitle == "1 song")
        #expect(listen.propertyUpdates == 1)
        #expect(listen.playItem.style == .prominent)
        #expect(listen.shareItem.hidesSharedBackground)
        #expect(listen.navigationItem.rightBarButtonItems?[1].width == 0)

        #expect(listen.playItem.headless.tap())
        #expect(listen.playItem.headless.tap())
        #expect(listen.propertyUpdates == 1)
        window.headless.runUntilIdle()
        #expect(listen.propertyUpdates == 2)
        #expect(listen.navigationItem.subtitle == "3 songs")
        #expect(window.headless.diagnostics.isEmpty)
    }

    @Test func theSidebarsLibraryGroupBuildsItsStackAndASecondTapGoesBackToItsRoot() throws {
        let (window, tabs) = showTabs()
        let leaks = LeakTracker()

        tabs.headless.tap(identifier: "library.artists")
        window.headless.runUntilIdle()

        let managed = try #require(tabs.library.managingNavigationController)
        #expect(tabs.selectedViewController === managed)
        #expect(managed.viewControllers.map(\.title) == ["Library", "Artists"])
        #expect(managed.topViewController?.navigationItem.subtitle == "Library")
        #expect(tabs.selections == ["library.artists"])

        tabs.headless.tap(identifier: "search")  // not the search tab's identifier
        tabs.sidebar.isHidden = true
        tabs.headless.tap(identifier: "radio")  // optional: in the sidebar only
        #expect(tabs.selections == ["library.artists"])
        tabs.sidebar.isHidden = false

        tabs.headless.tap(identifier: "browse")
        window.headless.runUntilIdle()
        let browse = try #require(tabs.selectedViewController as? UINavigationController)
        do {
            let detail = UIViewController()
            leaks.track(detail, "detail")
            browse.pushViewController(detail, animated: false)
        }
        window.headless.runUntilIdle()
        tabs.headless.tap(identifier: "browse")
        window.headless.runUntilIdle()
        #expect(browse.viewControllers.count == 1)
        #expect(tabs.selections == ["library.artists", "browse", "browse"])
        expectReleased(leaks)

        tabs.showPlayer(true)
        #expect(tabs.isTabBarHidden)
        #expect(window.headless.diagnostics.isEmpty)
    }
}
