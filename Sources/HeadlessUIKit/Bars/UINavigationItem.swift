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
    /// Makes the menu shown from the title (iOS 16): given the system's suggested actions,
    /// it returns the menu, or `nil` for none. HeadlessUIKit shows no menu and keeps it as set.
    open var titleMenuProvider: (([UIMenuElement]) -> UIMenu?)?
    /// Extra items in the bar's overflow menu (iOS 16); setting one makes the overflow
    /// button appear. Open it in a test with `additionalOverflowItems?.headless.open()`.
    open var additionalOverflowItems: UIDeferredMenuElement?
    /// The items on the leading side, first one outermost. Setting them replaces
    /// ``leadingItemGroups`` with one fixed group of them
    /// (`HeadlessBehaviour.barButtonItemsAndItemGroupsAreOneList`).
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { syncGroups(from: leftBarButtonItems, into: \.leadingItemGroups) }
    }
    /// The items on the trailing side, first one outermost. Setting them replaces
    /// ``trailingItemGroups`` with one fixed group of them.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { syncGroups(from: rightBarButtonItems, into: \.trailingItemGroups) }
    }
    /// The groups on the leading edge of the bar (iOS 16). Setting them replaces the items
    /// set through ``leftBarButtonItems``, which then read the groups' items
    /// (`HeadlessBehaviour.barButtonItemsAndItemGroupsAreOneList`).
    open var leadingItemGroups: [UIBarButtonItemGroup] = [] {
        didSet { setItems(fromGroups: leadingItemGroups, \.leftBarButtonItems) }
    }
    /// The groups on the trailing edge of the bar (iOS 16). Setting them replaces the items
    /// set through ``rightBarButtonItems``, which then read the groups' items.
    open var trailingItemGroups: [UIBarButtonItemGroup] = [] {
        didSet { setItems(fromGroups: trailingItemGroups, \.rightBarButtonItems) }
    }
    /// The customizable groups in the centre of the bar in the browser and editor styles, or
    /// in the overflow menu in the navigator style (iOS 16).
    open var centerItemGroups: [UIBarButtonItemGroup] = []
    /// A group on the trailing edge past the overflow and search items; it never moves to
    /// the overflow menu (iOS 16).
    open var pinnedTrailingGroup: UIBarButtonItemGroup?
    /// The identifier UIKit saves the user's customization of ``centerItemGroups`` under;
    /// `nil` turns customization off (iOS 16).
    open var customizationIdentifier: String?
    /// The placement the item asks for its ``searchController``'s search bar (iOS 16).
    /// Default: ``SearchBarPlacement/automatic``.
    open var preferredSearchBarPlacement = SearchBarPlacement.automatic
    /// The placement the search bar gets (iOS 16): the preferred one, with `.automatic`
    /// resolved by ``style`` (`HeadlessBehaviour.automaticSearchBarPlacementFollowsStyle`).
    /// Only meaningful while ``searchController`` is set.
    open var searchBarPlacement: SearchBarPlacement {
        guard preferredSearchBarPlacement == .automatic else { return preferredSearchBarPlacement }
        return style == .navigator ? .stacked : .integrated
    }
    /// An item to put in the view controller's `toolbarItems` to choose where an integrated
    /// search bar goes in the iPhone toolbar (iOS 26). The same item every time it is read.
    open private(set) lazy var searchBarPlacementBarButtonItem = UIBarButtonItem()
    /// Whether an integrated search bar may go into the iPhone toolbar (iOS 26).
    open var searchBarPlacementAllowsToolbarIntegration = true
    /// Whether a containing split view controller may move the search bar to another
    /// column's bar (iOS 26).
    open var searchBarPlacementAllowsExternalIntegration = false
    /// Whether the items and the groups are being kept in step (so neither remakes the other).
    var syncingItemsAndGroups = false
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
