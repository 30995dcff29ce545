import Foundation

/// A button in a navigation bar or toolbar: a title or image, or a system item, with a
/// primary action (a closure) or a target and action (kept, not sent off Apple platforms:
/// see `Selector`). Tap one in a test with `item.headless.tap()`.
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// The look of a bar button item.
    public enum Style: Int, Sendable {
        /// Plain.
        case plain = 0
        /// Bordered (deprecated: plain).
        @available(*, deprecated, renamed: "UIBarButtonItem.Style.plain")
        case bordered = 1
        /// Prominent, for the button that finishes a task (iOS 26; `done` before).
        case prominent = 2
    }

    /// UIKit's built-in items.
    public enum SystemItem: Int, Sendable {
        /// Done.
        case done = 0
        /// Cancel.
        case cancel = 1
        /// Edit.
        case edit = 2
        /// Save.
        case save = 3
        /// Add (+).
        case add = 4
        /// A flexible space.
        case flexibleSpace = 5
        /// A fixed space.
        case fixedSpace = 6
        /// Compose.
        case compose = 7
        /// Reply.
        case reply = 8
        /// Action (share).
        case action = 9
        /// Organize.
        case organize = 10
        /// Bookmarks.
        case bookmarks = 11
        /// Search.
        case search = 12
        /// Refresh.
        case refresh = 13
        /// Stop.
        case stop = 14
        /// Camera.
        case camera = 15
        /// Trash.
        case trash = 16
        /// Play.
        case play = 17
        /// Pause.
        case pause = 18
        /// Rewind.
        case rewind = 19
        /// Fast forward.
        case fastForward = 20
        /// Undo.
        case undo = 21
        /// Redo.
        case redo = 22
        /// Page curl (deprecated in iOS 11).
        case pageCurl = 23
        /// Close (×).
        case close = 24
    }

    /// The look.
    open var style = Style.plain
    /// The width of a fixed space or of the item.
    open var width: CGFloat = 0
    /// Titles the item may show, to size it.
    open var possibleTitles: Set<String>?
    /// A view shown in place of the item.
    open var customView: UIView?
    /// The action sent to ``target`` when tapped (kept, not sent: see `Selector`).
    open var action: Selector?
    /// The object the action is sent to.
    open weak var target: AnyObject?
    /// The closure run when tapped; takes precedence over ``target`` and ``action``.
    open var primaryAction: UIAction? {
        didSet {
            guard let primaryAction, systemItem == nil else { return }
            if !primaryAction.title.isEmpty { title = primaryAction.title }
            if let image = primaryAction.image { self.image = image }
        }
    }
    /// The menu shown when tapped (or long-pressed when there is an action).
    open var menu: UIMenu?
    /// Whether a tap toggles ``isSelected`` (iOS 15).
    open var changesSelectionAsPrimaryAction = false
    /// Whether the item is selected (iOS 15).
    open var isSelected = false
    /// Whether the item is hidden (iOS 16).
    open var isHidden = false
    /// The item's tint colour.
    open var tintColor: UIColor?
    /// Whether the bar draws no shared (glass) background behind this item (iOS 26).
    open var hidesSharedBackground = false
    /// Whether the item may share a background with its neighbours (iOS 26).
    open var sharesBackground = true
    /// Matches this item with an item of the same identifier in the next set of bar items,
    /// so the change animates as one item (iOS 26, `UIBarButtonItem.h`); `nil` leaves the
    /// match to UIKit. HeadlessUIKit animates nothing and keeps the value as set.
    open var identifier: String?
    /// Storage of ``badge``.
    var badgeStorage: Badge?
    /// The group holding the item (see ``buttonGroup``).
    weak var buttonGroupStorage: UIBarButtonItemGroup?
    /// The system item it was made as (UIKit does not expose it; tests read it through
    /// `item.headless.systemItem`).
    var systemItem: SystemItem?

    /// An empty plain item.
    public override init() {
        super.init()
    }

    /// Not supported: bar items are made in code.
    public override init?(coder: NSCoder) {
        return nil
    }

    /// An item with an image.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item with an image and a landscape image.
    public convenience init(
        image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?,
        action: Selector?
    ) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// An item with a title.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// A system item.
    public convenience init(
        barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?
    ) {
        self.init()
        self.systemItem = systemItem
        self.style = systemItem == .done ? .done : .plain
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A system item with a primary action and a menu (iOS 14).
    public convenience init(
        systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item with a title or image, a primary action and a menu (iOS 14).
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
        menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item with a title or image, a target, an action and a menu (iOS 15).
    public convenience init(
        title: String?, image: UIImage?, target: AnyObject?, action: Selector?,
        menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title
        self.image = image
        self.target = target
        self.action = action
        self.menu = menu
    }

    /// A fixed space of `width` (iOS 14). UIKit returns `Self`; here a plain item, as no
    /// initializer is required of subclasses.
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// A flexible space (iOS 14).
    public class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }
}
