#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

// A news reader's iPad layout on iOS 26: feeds, articles, the article, and an inspector with
// the article's notes. Column widths use iOS 26's secondary and inspector settings; the
// delegate follows every column shown and hidden, and chooses how the split collapses and
// expands.
#if canImport(UIKit, _version: 9126) || !canImport(UIKit)

    /// The reader's triple-column split view controller.
    @available(iOS 26.0, *)
    public final class ReaderSplitViewController: UISplitViewController,
        UISplitViewControllerDelegate
    {
        /// What the delegate heard, oldest first.
        public private(set) var events: [String] = []
        /// The article column's navigation controller.
        public let articleNavigation = UINavigationController(
            rootViewController: ReaderArticleViewController(headline: "Welcome"))

        /// Builds the columns.
        public init() {
            super.init(style: .tripleColumn)
            let feeds = UIViewController()
            feeds.title = "Feeds"
            let articles = UIViewController()
            articles.title = "Articles"
            let notes = UIViewController()
            notes.title = "Notes"
            setViewController(feeds, for: .primary)
            setViewController(articles, for: .supplementary)
            setViewController(articleNavigation, for: .secondary)
            setViewController(notes, for: .inspector)
            preferredDisplayMode = .oneBesideSecondary
            preferredSplitBehavior = .displace
            preferredPrimaryColumnWidth = 280
            maximumPrimaryColumnWidth = 320
            preferredSupplementaryColumnWidthFraction = 0.3
            minimumSupplementaryColumnWidth = 260
            maximumSupplementaryColumnWidth = 400
            preferredSecondaryColumnWidthFraction = 0.5
            minimumSecondaryColumnWidth = 320
            preferredInspectorColumnWidthFraction = 0.25
            minimumInspectorColumnWidth = 240
            maximumInspectorColumnWidth = 360
            presentsWithGesture = true
            primaryEdge = .leading
            displayModeButtonVisibility = .always
            delegate = self
            registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
                (self: Self, previous: UITraitCollection) in
                let now = self.traitCollection.horizontalSizeClass
                self.events.append("width \(previous.horizontalSizeClass.rawValue)>\(now.rawValue)")
            }
        }

        /// Not supported: made in code.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Opens `headline` in the article column, keeping the inspector in step.
        public func openArticle(_ headline: String) {
            let article = ReaderArticleViewController(headline: headline)
            if isCollapsed {
                showDetailViewController(article, sender: self)
            } else {
                articleNavigation.setViewControllers([article], animated: false)
                viewController(for: .inspector)?.title = "Notes on \(headline)"
            }
        }

        /// Shows the notes about the article, or hides them.
        public func setNotesVisible(_ visible: Bool) {
            if visible { show(.inspector) } else { hide(.inspector) }
        }

        /// The columns, in their order, showing now.
        public var visibleColumns: [UISplitViewController.Column] {
            [.primary, .supplementary, .secondary, .inspector].filter { isShowing($0) }
        }

        /// UIKit calls this: the display mode will change.
        public func splitViewController(
            _ svc: UISplitViewController,
            willChangeTo displayMode: UISplitViewController.DisplayMode
        ) {
            events.append("mode \(displayMode.rawValue)")
        }

        /// UIKit calls this: a column will hide.
        public func splitViewController(
            _ svc: UISplitViewController, willHide column: UISplitViewController.Column
        ) {
            events.append("willHide \(column.rawValue)")
        }

        /// UIKit calls this: a column showed.
        public func splitViewController(
            _ svc: UISplitViewController, didShow column: UISplitViewController.Column
        ) {
            events.append("didShow \(column.rawValue)")
        }

        /// UIKit calls this: a column hid.
        public func splitViewController(
            _ svc: UISplitViewController, didHide column: UISplitViewController.Column
        ) {
            events.append("didHide \(column.rawValue)")
        }

        /// UIKit calls this: the split view is collapsing onto one column; the article stays.
        public func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController
                .Column
        ) -> UISplitViewController.Column {
            .secondary
        }

        /// UIKit calls this: the split view is expanding; show the articles beside the article.
        public func splitViewController(
            _ svc: UISplitViewController,
            displayModeForExpandingToProposedDisplayMode proposedDisplayMode:
                UISplitViewController.DisplayMode
        ) -> UISplitViewController.DisplayMode {
            .oneBesideSecondary
        }

        /// UIKit calls this: the split view collapsed.
        public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
            events.append("didCollapse")
        }

        /// UIKit calls this: the user began swiping in a column.
        public func splitViewControllerInteractivePresentationGestureWillBegin(
            _ svc: UISplitViewController
        ) {
            events.append("gesture")
        }
    }

    /// One article.
    @available(iOS 26.0, *)
    public final class ReaderArticleViewController: UIViewController {
        /// The article's headline.
        public let headline: String

        /// Creates the article `headline`.
        public init(headline: String) {
            self.headline = headline
            super.init(nibName: nil, bundle: nil)
            title = headline
        }

        /// Not supported: made in code.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// UIKit calls this: the view loaded.
        public override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.leftBarButtonItem = splitViewController?.displayModeButtonItem
            navigationItem.leftItemsSupplementBackButton = true
            navigationItem.style = .editor
        }
    }

#endif
