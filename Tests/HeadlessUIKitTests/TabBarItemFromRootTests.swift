import HeadlessUIKit
import Testing
import WayfinderTesting

/// A navigation controller in a tab shows its root screen's tab bar item unless it has one
/// of its own (`HeadlessBehaviour.navigationControllerTabBarItemFromRoot`).
@MainActor
@Suite struct TabBarItemFromRootTests {
    @Test func aTabOfANavigationControllerShowsItsRootsItemOrTitle() {
        let withItem = UIViewController()
        withItem.tabBarItem = UITabBarItem(title: "Shop", image: nil, tag: 0)
        let titled = UIViewController()
        titled.title = "Search"
        let own = UINavigationController(rootViewController: UIViewController())
        own.tabBarItem = UITabBarItem(title: "Orders", image: nil, tag: 2)
        let tabs = UITabBarController()
        let first = UINavigationController(rootViewController: withItem)
        tabs.viewControllers = [first, UINavigationController(rootViewController: titled), own]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.headless.runUntilIdle()
        #expect(HeadlessBehaviour.navigationControllerTabBarItemFromRoot)
        #expect(tabs.tabBar.items?.map(\.title) == ["Shop", "Search", "Orders"])
        #expect(first.tabBarItem === withItem.tabBarItem)
        #expect(tabs.tabBar.selectedItem === withItem.tabBarItem)
        #expect(window.headless.diagnostics.isEmpty)
        window.rootViewController = nil
    }

    @Test func aNavigationControllerWithATitleOrItsOwnItemKeepsIt() {
        let root = UIViewController()
        root.tabBarItem = UITabBarItem(title: "Root", image: nil, tag: 0)
        let titled = UINavigationController(rootViewController: root)
        titled.title = "Nav"
        #expect(titled.tabBarItem.title == "Nav")
        let set = UINavigationController(rootViewController: root)
        let item = UITabBarItem(title: "Set", image: nil, tag: 1)
        set.tabBarItem = item
        #expect(set.tabBarItem === item)
        // Empty: its own item, kept once made.
        let empty = UINavigationController()
        let made = empty.tabBarItem
        empty.setViewControllers([UIViewController()], animated: false)
        #expect(empty.tabBarItem === made)
    }
}
