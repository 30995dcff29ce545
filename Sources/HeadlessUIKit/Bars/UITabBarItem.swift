import Foundation

/// A view controller's item in its tab bar controller's bar: title, image, badge.
@MainActor
open class UITabBarItem: UIBarItem {
    /// UIKit's built-in tab items.
    public enum SystemItem: Int, Sendable {
        /// More.
        case more = 0
        /// Favorites.
        case favorites = 1
        /// Featured.
        case featured = 2
        /// Top rated.
        case topRated = 3
        /// Recents.
        case recents = 4
        /// Contacts.
        case contacts = 5
        /// History.
        case history = 6
        /// Bookmarks.
        case bookmarks = 7
        /// Search.
        case search = 8
        /// Downloads.
        case downloads = 9
        /// Most recent.
        case mostRecent = 10
        /// Most viewed.
        case mostViewed = 11
    }

    /// The image shown when the tab is selected.
    open var selectedImage: UIImage?
    /// The text of the badge; `nil` hides it.
    open var badgeValue: String?
    /// The badge's background colour.
    open var badgeColor: UIColor?
    /// An offset of the title.
    open var titlePositionAdjustment = UIOffset.zero
    /// The bar's appearance while this item is selected.
    open var standardAppearance: UITabBarAppearance?
    /// The scroll-edge appearance while this item is selected (iOS 15).
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// The system item it was made as (read it through `item.headless.systemItem`).
    var systemItem: SystemItem?

    /// An empty item.
    public override init() {
        super.init()
    }

    /// Not supported: tab bar items are made in code.
    public override init?(coder: NSCoder) {
        return nil
    }

    /// An item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title, an image and a selected image.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system item.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
    }
}
