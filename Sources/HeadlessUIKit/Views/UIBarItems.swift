import Foundation

/// What a navigation bar shows for a view controller.
@MainActor
open class UINavigationItem: NSObject {
    /// The title.
    open var title: String?
    /// The title of the back button that leads back to this item's controller.
    open var backButtonTitle: String?
    /// Whether the back button is hidden; a hidden back button cannot be tapped.
    open var hidesBackButton = false
    /// A line of text above the title.
    open var prompt: String?

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Shows or hides the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }
}

/// What a tab bar shows for a view controller.
@MainActor
open class UITabBarItem: NSObject {
    /// The title.
    open var title: String?
    /// A number that identifies the item.
    open var tag: Int
    /// The badge text.
    open var badgeValue: String?
    /// Whether the item can be tapped.
    open var isEnabled = true

    /// Creates an item; HeadlessUIKit has no images, so `image` is ignored.
    public init(title: String?, image: Any?, tag: Int) {
        self.title = title
        self.tag = tag
        super.init()
    }
}

/// A gesture recogniser, reduced to whether it is enabled.
@MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a gesture.
    public enum State: Int, Sendable {
        /// Not recognised yet.
        case possible, began, changed, ended, cancelled, failed
    }

    /// Whether the gesture can start. A disabled swipe-back cannot begin.
    open var isEnabled = true
    /// The gesture's state.
    open internal(set) var state: State = .possible

    /// Creates a recogniser.
    public override init() {
        super.init()
    }
}
