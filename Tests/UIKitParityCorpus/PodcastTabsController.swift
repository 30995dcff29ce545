#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

// A podcast app's iOS 26 root, built with `UITabBarController(tabs:)`: a customizable
// "Collections" group the user can reorder, tabs hidden until the user adds them, a compact
// tab bar made of chosen tabs, and a sidebar the app hides while a full-screen player shows.
#if canImport(UIKit, _version: 9126) || !canImport(UIKit)

    /// What a podcast tab carries in its `userInfo`.
    @available(iOS 26.0, *)
    public struct PodcastTabInfo: Equatable {
        /// The show's feed.
        public let feed: String
    }

    /// The root of a podcast app written for iOS 26.
    @available(iOS 26.0, *)
    public final class PodcastTabsController: UITabBarController, UITabBarControllerDelegate,
        UITabBarController.Sidebar.Delegate
    {
        /// What the delegates heard, oldest first.
        public private(set) var events: [String] = []
        /// The user's collections: shows they follow, in the order they chose.
        public let collections: UITabGroup

        /// Creates the tabs with `UITabBarController(tabs:)`.
        public init() {
            let followed = ["Daily News", "Science Hour", "Cooking Show"].map { name in
                let tab = UITab(
                    title: name, image: UIImage(systemName: "waveform"),
                    identifier: "show." + name.lowercased().replacingOccurrences(of: " ", with: "-")
                ) { tab in
                    let info = tab.userInfo as? PodcastTabInfo
                    return EpisodeListViewController(show: tab.title, feed: info?.feed ?? "")
                }
                tab.userInfo = PodcastTabInfo(feed: "https://example.com/\(tab.identifier).rss")
                tab.subtitle = "Followed"
                tab.allowsHiding = true
                return tab
            }
            let collections = UITabGroup(
                title: "Collections", image: UIImage(systemName: "square.stack"),
                identifier: "collections", children: followed
            ) { _ in EpisodeListViewController(show: "Collections", feed: "") }
            collections.allowsReordering = true
            collections.displayOrderIdentifiers = ["show.science-hour"]
            collections.managingNavigationController = UINavigationController()
            collections.isSidebarDestination = true
            collections.sidebarActions = [
                UIAction(title: "Add Show", image: UIImage(systemName: "plus")) { _ in }
            ]
            self.collections = collections

            let home = UITab(
                title: "Home", image: UIImage(systemName: "house"), identifier: "home"
            ) { _ in
                UINavigationController(
                    rootViewController: EpisodeListViewController(show: "Up Next", feed: ""))
            }
            let downloads = UITab(
                title: "Downloads", image: UIImage(systemName: "arrow.down.circle"),
                identifier: "downloads"
            ) { _ in EpisodeListViewController(show: "Downloads", feed: "") }
            downloads.isHiddenByDefault = true
            downloads.isHidden = true
            downloads.allowsHiding = true
            downloads.preferredPlacement = .sidebarOnly
            let search = UISearchTab { _ in
                UINavigationController(
                    rootViewController: EpisodeListViewController(show: "Search", feed: ""))
            }
            search.badgeValue = nil
            search.automaticallyActivatesSearch = false

            super.init(tabs: [home, downloads, collections, search])
            customizationIdentifier = "com.example.podcasts.tabs"
            compactTabIdentifiers = ["home", "collections", search.identifier]
            mode = .tabSidebar
            sidebar.delegate = self
            sidebar.preferredLayout = .overlap
            sidebar.bottomBarView = UIToolbar()
            delegate = self
        }

        /// Not supported: made in code.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Opens the show with `identifier` inside the collections group.
        public func openShow(_ identifier: String) {
            guard let show = collections.tab(forIdentifier: identifier) else { return }
            selectedTab = show
        }

        /// Shows or hides the sidebar and the tab bar for the full-screen player.
        public func setPlayerVisible(_ visible: Bool) {
            sidebar.isHidden = visible
            setTabBarHidden(visible, animated: true)
        }

        /// The collections in the order the sidebar shows them.
        public var collectionOrder: [String] {
            collections.displayOrder.map(\.identifier)
        }

        /// UIKit calls this: the user selected a tab.
        public func tabBarController(
            _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
            previousTab: UITab?
        ) {
            events.append("select \(selectedTab.identifier)")
        }

        /// UIKit calls this: the user reordered the children of `group` in the sidebar.
        public func tabBarController(
            _ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup
        ) {
            events.append("order \(group.identifier): \(group.displayOrderIdentifiers)")
        }

        /// UIKit calls this: the user hid or showed `tabs` while customizing.
        public func tabBarController(
            _ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]
        ) {
            events.append("visibility \(tabs.map(\.identifier))")
        }

        /// UIKit calls this: the view controllers a managed group's navigation shows.
        public func tabBarController(
            _ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab,
            proposedViewControllers: [UIViewController]
        ) -> [UIViewController] {
            events.append("displayed \(tab.identifier) \(proposedViewControllers.count)")
            return proposedViewControllers
        }

        /// UIKit calls this: the sidebar will show or hide.
        public func tabBarController(
            _ tabBarController: UITabBarController,
            sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
            animator: any UITabBarController.Sidebar.Animating
        ) {
            events.append("sidebar hidden \(sidebar.isHidden)")
            animator.addCompletion { [weak self] in
                self?.events.append("sidebar done")
            }
        }
    }

    /// The episodes of one show.
    @available(iOS 26.0, *)
    public final class EpisodeListViewController: UIViewController {
        /// The show's name.
        public let show: String
        /// The show's feed.
        public let feed: String

        /// Creates the list of `show`'s episodes.
        public init(show: String, feed: String) {
            self.show = show
            self.feed = feed
            super.init(nibName: nil, bundle: nil)
            title = show
        }

        /// Not supported: made in code.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// UIKit calls this: the view loaded.
        public override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            navigationItem.subtitle = tab?.subtitle
            if let tab, tab.hasVisiblePlacement == false {
                navigationItem.largeTitleDisplayMode = .never
            }
        }
    }

#endif
