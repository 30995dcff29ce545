import Foundation

/// A navigation controller's toolbar, showing the top controller's `toolbarItems`.
@MainActor
open class UIToolbar: UIView {
    /// The bar's look.
    open var barStyle = UIBarStyle.default
    /// The items shown.
    open var items: [UIBarButtonItem]?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The bar's background tint.
    open var barTintColor: UIColor?
    /// The look at rest (iOS 13).
    open var standardAppearance = UIToolbarAppearance()
    /// The look in compact height (iOS 13).
    open var compactAppearance: UIToolbarAppearance?
    /// The look at the scroll edge (iOS 15).
    open var scrollEdgeAppearance: UIToolbarAppearance?
    /// The compact-height look at the scroll edge (iOS 15).
    open var compactScrollEdgeAppearance: UIToolbarAppearance?

    /// Sets the items shown.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }
}
