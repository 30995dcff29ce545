import Foundation

/// A tab bar controller's bar: the tabs' items, and which is selected.
@MainActor
open class UITabBar: UIView {
    /// The items, one per tab.
    open var items: [UITabBarItem]?
    /// The selected item.
    open weak var selectedItem: UITabBarItem?
    /// The tint of unselected items.
    open var unselectedItemTintColor: UIColor?
    /// The bar's background tint.
    open var barTintColor: UIColor?
    /// The background image.
    open var backgroundImage: UIImage?
    /// The shadow image.
    open var shadowImage: UIImage?
    /// The bar's look.
    open var barStyle = UIBarStyle.default
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The look at rest (iOS 13).
    open var standardAppearance = UITabBarAppearance()
    /// The look at the scroll edge (iOS 15).
    open var scrollEdgeAppearance: UITabBarAppearance?

    /// Sets the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }
}
