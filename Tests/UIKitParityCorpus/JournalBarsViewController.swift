#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

// A journal app's iOS 26 bars: a tab bar that minimizes on scroll with a "now writing"
// accessory, an entries list whose navigation bar has a large title distinct from its title,
// an attributed subtitle, a search field that may join the toolbar, and grouped glass buttons,
// kept in step with `updateProperties()`, and an appearance setting made with trait overrides.
#if canImport(UIKit, _version: 9126) || !canImport(UIKit)

    /// The journal's root: Entries, Insights, Search.
    @available(iOS 26.0, *)
    public final class JournalTabBarController: UITabBarController {
        /// The entries list, shown in the first tab.
        public let entries = JournalEntriesViewController()

        /// Builds the tabs, the accessory and the minimize behaviour.
        public init() {
            super.init(nibName: nil, bundle: nil)
            let entries = self.entries
            let entriesTab = UITab(
                title: "Entries", image: UIImage(systemName: "book"), identifier: "entries"
            ) { _ in UINavigationController(rootViewController: entries) }
            let insights = UITab(
                title: "Insights", image: UIImage(systemName: "chart.bar"),
                identifier: "insights"
            ) { _ in UIViewController() }
            insights.badgeValue = "2"
            let search = UISearchTab { _ in
                UINavigationController(rootViewController: UIViewController())
            }
            setTabs([entriesTab, insights, search], animated: false)
            tabBarMinimizeBehavior = .onScrollUp
            setBottomAccessory(UITabAccessory(contentView: UILabel()), animated: false)
        }

        /// Not supported: made in code.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Removes the accessory when nothing is being written.
        public func finishWriting() {
            setBottomAccessory(nil, animated: true)
            tabBarMinimizeBehavior = .never
        }
    }

    /// The list of journal entries.
    @available(iOS 26.0, *)
    public final class JournalEntriesViewController: UIViewController {
        /// The entries, newest first.
        public var entries: [String] = [] {
            didSet { setNeedsUpdateProperties() }
        }
        /// The interface styles the list saw change to, oldest first.
        public private(set) var styleChanges: [UIUserInterfaceStyle] = []
        /// The Compose button, prominent.
        public let composeItem = UIBarButtonItem(
            image: UIImage(systemName: "square.and.pencil"), style: .prominent, target: nil,
            action: nil)
        /// The Filter and Sort buttons, sharing one glass background.
        public let filterItem = UIBarButtonItem(
            title: "Filter", image: nil, primaryAction: nil, menu: nil)
        /// The Sort button.
        public let sortItem = UIBarButtonItem(
            title: "Sort", image: nil, primaryAction: nil, menu: nil)
        private let searchController = UISearchController(searchResultsController: nil)

        /// UIKit calls this: the view loaded.
        public override func viewDidLoad() {
            super.viewDidLoad()
            title = "Entries"
            navigationItem.largeTitle = "My Journal"
            navigationItem.largeTitleDisplayMode = .inline
            composeItem.identifier = "compose"
            filterItem.sharesBackground = true
            sortItem.sharesBackground = true
            navigationItem.rightBarButtonItems = [composeItem]
            navigationItem.leadingItemGroups = [
                UIBarButtonItemGroup(
                    barButtonItems: [filterItem, sortItem], representativeItem: nil)
            ]
            navigationItem.searchController = searchController
            navigationItem.preferredSearchBarPlacement = .integratedButton
            navigationItem.searchBarPlacementAllowsToolbarIntegration = true
            navigationItem.hidesSearchBarWhenScrolling = false
            toolbarItems = [
                .flexibleSpace(), navigationItem.searchBarPlacementBarButtonItem,
                .fixedSpace(12), UIBarButtonItem(systemItem: .add),
            ]
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
                (self: Self, _: UITraitCollection) in
                self.styleChanges.append(self.traitCollection.userInterfaceStyle)
            }
        }

        /// Switches the list between light and dark, as the app's appearance setting does.
        public func setAppearance(_ style: UIUserInterfaceStyle) {
            traitOverrides.userInterfaceStyle = style
        }

        /// Goes back to the system's appearance.
        public func followSystemAppearance() {
            if traitOverrides.contains(UITraitUserInterfaceStyle.self) {
                traitOverrides.remove(UITraitUserInterfaceStyle.self)
            }
        }

        /// UIKit calls this before layout when something it read changed.
        public override func updateProperties() {
            super.updateProperties()
            var subtitle = AttributedString("\(entries.count) entries")
            subtitle.font = .preferredFont(forTextStyle: .footnote)
            subtitle.foregroundColor = .secondaryLabel
            navigationItem.attributedSubtitle = subtitle
            navigationItem.largeSubtitle = entries.first
            composeItem.isEnabled = entries.count < 100
        }
    }

#endif
