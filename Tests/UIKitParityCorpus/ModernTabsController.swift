#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

// An iOS 26 app's root: tabs made of `UITab`s, a library group that manages its own
// navigation stack and shows in the sidebar, the search tab, and a mini player above the
// tab bar. (The iOS 17 SDK has none of this API, so the file compiles only where the SDK
// declares iOS 26's `UITabAccessory`.)
#if canImport(UIKit, _version: 9126) || !canImport(UIKit)

    /// The root tab bar controller of a music app written for iOS 26.
    @available(iOS 26.0, *)
    public final class ModernTabsController: UITabBarController, UITabBarControllerDelegate {
        /// The identifiers of the tabs the user selected, in order.
        public private(set) var selections: [String] = []
        /// The library group; its managing navigation controller shows the chosen list.
        public let library: UITabGroup

        /// Creates the tabs, the group, the sidebar and the accessory.
        public init() {
            let albums = UITab(
                title: "Albums", image: UIImage(systemName: "square.stack"),
                identifier: "library.albums"
            ) { _ in LibraryListViewController(kind: "Albums") }
            let artists = UITab(
                title: "Artists", image: UIImage(systemName: "music.mic"),
                identifier: "library.artists"
            ) { _ in LibraryListViewController(kind: "Artists") }
            library = UITabGroup(
                title: "Library", image: UIImage(systemName: "books.vertical"),
                identifier: "library", children: [albums, artists]
            ) { _ in LibraryListViewController(kind: "Library") }
            super.init(nibName: nil, bundle: nil)

            let listenNow = UITab(
                title: "Listen Now", image: UIImage(systemName: "play.circle"),
                identifier: "listen"
            ) { _ in UINavigationController(rootViewController: ModernBarsViewController()) }
            let browse = UITab(
                title: "Browse", image: UIImage(systemName: "square.grid.2x2"),
                identifier: "browse"
            ) { _ in UINavigationController(rootViewController: BrowseViewController()) }
            browse.badgeValue = "New"
            let radio = UITab(
                title: "Radio", image: UIImage(systemName: "dot.radiowaves.left.and.right"),
                identifier: "radio"
            ) { _ in BrowseViewController() }
            radio.preferredPlacement = .optional
            radio.allowsHiding = true

            library.managingNavigationController = UINavigationController()
            library.sidebarAppearance = .rootSection
            library.allowsReordering = true
            library.defaultChildIdentifier = "library.albums"

            let search = UISearchTab { _ in
                UINavigationController(rootViewController: BrowseViewController())
            }
            search.automaticallyActivatesSearch = true

            setTabs([listenNow, browse, radio, library, search], animated: false)
            mode = .tabSidebar
            sidebar.preferredLayout = .tile
            tabBarMinimizeBehavior = .onScrollDown
            bottomAccessory = UITabAccessory(contentView: MiniPlayerView())
            delegate = self
        }

        /// Not supported: made in code.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// UIKit calls this: `tabBarController(_:shouldSelectTab:)`.
        public func tabBarController(
            _ tabBarController: UITabBarController, shouldSelectTab tab: UITab
        ) -> Bool {
            tab.identifier != "radio" || !tab.isHidden
        }

        /// UIKit calls this: `tabBarController(_:didSelectTab:previousTab:)`. A second tap on
        /// a tab goes back to the root of its stack.
        public func tabBarController(
            _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
            previousTab: UITab?
        ) {
            selections.append(selectedTab.identifier)
            if selectedTab === previousTab,
                let navigation = selectedTab.viewController as? UINavigationController
            {
                navigation.popToRootViewController(animated: true)
            }
        }

        /// Hides the tab bar while `hidden` (a full-screen player, say).
        public func showPlayer(_ hidden: Bool) {
            setTabBarHidden(hidden, animated: true)
        }
    }

    /// A list of the library: albums, artists, or the library itself.
    @available(iOS 26.0, *)
    public final class LibraryListViewController: UIViewController {
        /// What the list shows.
        public let kind: String

        /// Creates the list of `kind`.
        public init(kind: String) {
            self.kind = kind
            super.init(nibName: nil, bundle: nil)
            title = kind
        }

        /// Not supported: made in code.
        public required init?(coder: NSCoder) {
            return nil
        }

        public override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            navigationItem.subtitle = tab?.parent?.title
        }
    }

    /// The browse screen.
    @available(iOS 26.0, *)
    public final class BrowseViewController: UIViewController {
        public override func viewDidLoad() {
            super.viewDidLoad()
            title = "Browse"
            view.backgroundColor = .systemGroupedBackground
        }
    }

    /// The mini player shown above the tab bar.
    @available(iOS 26.0, *)
    public final class MiniPlayerView: UIView {
        /// The title of the song playing.
        public let titleLabel = UILabel()

        /// Creates the player with `frame`.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            titleLabel.text = "Not Playing"
            addSubview(titleLabel)
        }

        /// Not supported: made in code.
        public required init?(coder: NSCoder) {
            return nil
        }
    }

#endif
