#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// Two tabs, each a navigation controller with large titles.
public final class MainTabBarController: UITabBarController, UITabBarControllerDelegate {
    /// The tabs the user tapped, in order.
    public private(set) var tappedTabs: [String] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        let inbox = UINavigationController(rootViewController: InboxViewController())
        inbox.navigationBar.prefersLargeTitles = true
        inbox.tabBarItem = UITabBarItem(
            title: "Inbox", image: UIImage(systemName: "tray"),
            selectedImage: UIImage(systemName: "tray.fill"))
        inbox.tabBarItem.badgeValue = "3"

        let settings = UINavigationController(rootViewController: SettingsViewController())
        settings.tabBarItem = UITabBarItem(
            title: "Settings", image: UIImage(systemName: "gear"), tag: 1)

        setViewControllers([inbox, settings], animated: false)
        tabBar.tintColor = .systemIndigo
        tabBar.unselectedItemTintColor = .secondaryLabel
    }

    /// UIKit calls this: `tabBarController(_:shouldSelect:)`.
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
        viewController !== selectedViewController || viewController is UINavigationController
    }

    /// UIKit calls this: `tabBarController(_:didSelect:)`.
    public func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
        tappedTabs.append(viewController.tabBarItem.title ?? "?")
        if let navigation = viewController as? UINavigationController,
            navigation.viewControllers.count > 1
        {
            navigation.popToRootViewController(animated: true)
        }
    }
}
