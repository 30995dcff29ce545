import Foundation

/// A navigation controller's bar. HeadlessUIKit draws nothing; the configuration is kept as
/// set (`navigationController?.navigationBar.prefersLargeTitles = true` and the like).
@MainActor
open class UINavigationBar: UIView {
    /// The bar's look.
    open var barStyle = UIBarStyle.default
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// Whether the top item shows a large title.
    open var prefersLargeTitles = false
    /// The bar's background tint.
    open var barTintColor: UIColor?
    /// The shadow image.
    open var shadowImage: UIImage?
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The large title's text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The back indicator image.
    open var backIndicatorImage: UIImage?
    /// The back indicator's mask during transitions.
    open var backIndicatorTransitionMaskImage: UIImage?
    /// The look at rest (iOS 13).
    open var standardAppearance = UINavigationBarAppearance()
    /// The look in compact height (iOS 13).
    open var compactAppearance: UINavigationBarAppearance?
    /// The look when content is scrolled to the bar's edge (iOS 13).
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The compact-height look at the scroll edge (iOS 15).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    private var backgroundImages: [Int: UIImage] = [:]

    /// Sets the background image for `barMetrics`.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics.rawValue] = backgroundImage
    }

    /// The background image for `barMetrics`.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics.rawValue]
    }

    /// Sets the background image for a position and metrics.
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        backgroundImages[barPosition.rawValue * 1000 + barMetrics.rawValue] = backgroundImage
    }

    /// The background image for a position and metrics.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics)
        -> UIImage?
    {
        backgroundImages[barPosition.rawValue * 1000 + barMetrics.rawValue]
    }
}
