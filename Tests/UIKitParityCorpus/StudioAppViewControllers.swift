#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

// A photo studio app as an iOS 26 developer writes it: tabs with a group and search, a split
// view with an inspector, zoom transitions, iOS 26 bars, and a carousel that keeps the content
// swipe-back from stealing its pans. iOS 18 and 26 API sits behind the SDK checks the rest of
// the corpus uses (the iOS 17 SDK has none of it).

#if !canImport(UIKit) || canImport(UIKit, _version: 9126)
    /// The studio's tab bar: Library, Albums (a group with a sidebar), Search.
    @available(iOS 26.0, *)
    public final class StudioTabBarController: UITabBarController, UITabBarControllerDelegate {
        /// Tabs the user selected, by identifier, oldest first.
        public private(set) var selections: [String] = []

        /// Builds the tabs; the albums' controllers are made only when shown.
        public init() {
            super.init(nibName: nil, bundle: nil)
            let library = UITab(
                title: "Library", image: UIImage(systemName: "photo.on.rectangle"),
                identifier: "library"
            ) { _ in
                UINavigationController(rootViewController: StudioGridViewController())
            }
            library.badgeValue = "3"
            let favourites = UITab(
                title: "Favourites", image: UIImage(systemName: "heart"),
                identifier: "albums.favourites"
            ) { _ in StudioGridViewController() }
            let recents = UITab(
                title: "Recents", image: UIImage(systemName: "clock"), identifier: "albums.recents"
            ) { _ in StudioGridViewController() }
            recents.allowsHiding = true
            let albums = UITabGroup(
                title: "Albums", image: UIImage(systemName: "rectangle.stack"),
                identifier: "albums", children: [favourites, recents]
            ) { _ in UINavigationController(rootViewController: StudioGridViewController()) }
            albums.managingNavigationController = UINavigationController()
            let search = UISearchTab { _ in
                UINavigationController(rootViewController: StudioGridViewController())
            }
            tabs = [library, albums, search]
            mode = .tabSidebar
            tabBarMinimizeBehavior = .onScrollDown
            bottomAccessory = UITabAccessory(contentView: UIView())
            delegate = self
        }

        /// Not used: made in code.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// UIKit calls this: the user selected a tab.
        public func tabBarController(
            _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
            previousTab: UITab?
        ) {
            selections.append(selectedTab.identifier)
        }

        /// Selects the library tab from code, hiding the tab bar while the editor shows.
        public func showLibrary(editing: Bool) {
            selectedTab = tab(forIdentifier: "library")
            setTabBarHidden(editing, animated: true)
        }
    }

    /// A grid of photos that zooms into a photo and uses iOS 26 bars.
    @available(iOS 26.0, *)
    public final class StudioGridViewController: UIViewController {
        private let thumbnails = UIView()
        private var detailCount = 0

        /// UIKit calls this: the view loaded.
        public override func viewDidLoad() {
            super.viewDidLoad()
            title = "Library"
            navigationItem.subtitle = "1,024 photos"
            let select = UIBarButtonItem(
                title: "Select", style: .prominent, target: nil, action: nil)
            let share = UIBarButtonItem(systemItem: .action)
            share.hidesSharedBackground = true
            navigationItem.rightBarButtonItems = [select, .fixedSpace(), share]
            view.addSubview(thumbnails)
        }

        /// UIKit calls this before layout when something it read changed.
        public override func updateProperties() {
            super.updateProperties()
            navigationItem.subtitle = "\(detailCount) opened"
        }

        /// Pushes a photo with a zoom from its thumbnail; a pinch or a drag takes it back.
        public func open(photo index: Int) {
            let detail = StudioPhotoViewController(index: index)
            let options = UIViewController.Transition.ZoomOptions()
            options.interactiveDismissShouldBegin = { context in
                context.willBegin && index >= 0
            }
            detail.preferredTransition = .zoom(options: options) { [weak self] _ in
                self?.thumbnails
            }
            detailCount += 1
            setNeedsUpdateProperties()
            navigationController?.pushViewController(detail, animated: true)
        }
    }

    /// One photo, with a carousel the content swipe-back must not steal pans from.
    @available(iOS 26.0, *)
    public final class StudioPhotoViewController: UIViewController {
        /// The photo's index.
        public let index: Int
        private let carousel = UIScrollView()

        /// A photo screen.
        public init(index: Int) {
            self.index = index
            super.init(nibName: nil, bundle: nil)
        }

        /// Not used: made in code.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// UIKit calls this: the view loaded.
        public override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(carousel)
            if let contentPop = navigationController?.interactiveContentPopGestureRecognizer {
                carousel.panGestureRecognizer.require(toFail: contentPop)
            }
        }

        /// UIKit calls this: the screen will appear.
        public override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            navigationController?.interactiveContentPopGestureRecognizer?.isEnabled = false
        }

        /// UIKit calls this: the screen will disappear.
        public override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            navigationController?.interactiveContentPopGestureRecognizer?.isEnabled = true
        }
    }

    /// The iPad editor: albums, photos, the photo, and an inspector.
    @available(iOS 26.0, *)
    public final class StudioEditorSplitViewController: UISplitViewController,
        UISplitViewControllerDelegate
    {
        /// What the delegate heard, oldest first.
        public private(set) var events: [String] = []

        /// Builds the columns.
        public init() {
            super.init(style: .tripleColumn)
            setViewController(StudioGridViewController(), for: .primary)
            setViewController(StudioGridViewController(), for: .supplementary)
            setViewController(StudioPhotoViewController(index: 0), for: .secondary)
            setViewController(UIViewController(), for: .inspector)
            setViewController(StudioGridViewController(), for: .compact)
            preferredDisplayMode = .twoBesideSecondary
            preferredSplitBehavior = .tile
            primaryBackgroundStyle = .sidebar
            preferredPrimaryColumnWidthFraction = 0.25
            minimumPrimaryColumnWidth = 240
            showsSecondaryOnlyButton = true
            displayModeButtonVisibility = .automatic
            delegate = self
        }

        /// Not used: made in code.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Shows or hides the inspector.
        public func toggleInspector() {
            if isShowing(.inspector) { hide(.inspector) } else { show(.inspector) }
        }

        /// UIKit calls this: collapsing onto one column.
        public func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController
                .Column
        ) -> UISplitViewController.Column {
            events.append("collapse")
            return .compact
        }

        /// UIKit calls this: a column will show.
        public func splitViewController(
            _ svc: UISplitViewController, willShow column: UISplitViewController.Column
        ) {
            events.append("willShow \(column.rawValue)")
        }

        /// UIKit calls this: the split view expanded.
        public func splitViewControllerDidExpand(_ svc: UISplitViewController) {
            events.append("didExpand")
        }
    }
#endif
