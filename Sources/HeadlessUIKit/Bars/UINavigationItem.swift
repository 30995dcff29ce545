import Foundation

/// What a view controller shows in its navigation controller's bar: title, title view,
/// back button, left and right items, large-title mode. HeadlessUIKit draws no bar; the
/// state is kept as set, and the back button's visibility decides what the driver's
/// `tapBackButton()` can do.
@MainActor
open class UINavigationItem: NSObject {
    /// How the large title shows when the bar prefers large titles.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// Like the previous item.
        case automatic = 0
        /// Always large.
        case always = 1
        /// Never large.
        case never = 2
        /// Inline (iOS 17).
        case inline = 3
    }

    /// Where the back button's title comes from.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous item's back title or title.
        case `default` = 0
        /// A generic "Back".
        case generic = 1
        /// No title, only the chevron.
        case minimal = 2
    }

    /// How the bar lays out the item (iOS 16).
    public enum ItemStyle: Int, Sendable {
        /// A title in the centre.
        case navigator = 0
        /// A leading title, for browsing.
        case browser = 1
        /// A leading title, for documents.
        case editor = 2
    }

    /// The title when the item is on top.
    open var title: String?
    /// A view shown in place of the title.
    open var titleView: UIView?
    /// The title as an attributed string (iOS 26); ignored when ``titleView`` is set.
    open var attributedTitle: AttributedString?
    /// The subtitle shown under the title in the navigation bar (iOS 26); ignored when
    /// ``subtitleView`` is set. While ``attributedSubtitle`` is set, this reads its
    /// characters; setting it clears ``attributedSubtitle``
    /// (`HeadlessBehaviour.settingSubtitleClearsAttributedSubtitle`).
    open var subtitle: String? {
        get { attributedSubtitle.map { String($0.characters) } ?? plainSubtitle }
        set {
            plainSubtitle = newValue
            if HeadlessBehaviour.settingSubtitleClearsAttributedSubtitle {
                attributedSubtitle = nil
            }
        }
    }
    private var plainSubtitle: String?
    /// The subtitle as an attributed string (iOS 26); it takes precedence over ``subtitle``,
    /// and is ignored when ``subtitleView`` or ``titleView`` is set.
    open var attributedSubtitle: AttributedString?
    /// A view shown in place of the subtitle (iOS 26).
    open var subtitleView: UIView?
    /// The title shown when the bar shows a large title, `nil` to use ``title`` (iOS 26).
    open var largeTitle: String?
    /// The subtitle shown under a large title, `nil` to use ``subtitle`` (iOS 26).
    open var largeSubtitle: String?
    /// The large subtitle as an attributed string (iOS 26); `nil` falls back to
    /// ``largeSubtitle``, and it is ignored when ``largeSubtitleView`` is set.
    open var largeAttributedSubtitle: AttributedString?
    /// A view shown in place of the large subtitle (iOS 26).
    open var largeSubtitleView: UIView?
    /// A line above the bar's buttons.
    open var prompt: String?
    /// The back button shown to the next item when this one is below it.
    open var backBarButtonItem: UIBarButtonItem?
    /// The back button's title shown to the next item.
    open var backButtonTitle: String?
    /// Whether the back button is hidden when this item is on top.
    open var hidesBackButton = false
    /// Where the back button's title comes from.
    open var backButtonDisplayMode = BackButtonDisplayMode.default
    /// Replaces the back button's action (iOS 16).
    open var backAction: UIAction?
    /// The items on the leading side, first one outermost.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the trailing side, first one outermost.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// Whether the left items come after the back button rather than replacing it.
    open var leftItemsSupplementBackButton = false
    /// How the large title shows.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// How the bar lays out the item (iOS 16).
    open var style = ItemStyle.navigator
    /// The search controller whose bar the navigation bar shows.
    open var searchController: UISearchController?
    /// Whether the search bar hides as the content scrolls.
    open var hidesSearchBarWhenScrolling = true
    /// The bar's appearance while this item is on top.
    open var standardAppearance: UINavigationBarAppearance?
    /// The compact-height appearance while this item is on top.
    open var compactAppearance: UINavigationBarAppearance?
    /// The appearance at the scroll edge while this item is on top.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The compact-height scroll-edge appearance while this item is on top (iOS 15).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// An item without a title (UIKit's `init()` from NSObject).
    public override convenience init() {
        self.init(title: "")
        title = nil
    }

    /// Not supported: navigation items are made in code.
    public init?(coder: NSCoder) {
        return nil
    }

    /// The outermost leading item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The outermost trailing item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Hides or shows the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Sets the leading items.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets the trailing items.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    /// Sets the outermost leading item.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// Sets the outermost trailing item.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }
}
