import Foundation

/// The search tab (iOS 18): a tab with the system's title ("Search") and image
/// (`magnifyingglass`), placed at the trailing end of the bar.
@MainActor
open class UISearchTab: UITab {
    /// Whether selecting the tab activates its search field at once, and cancelling the
    /// search goes back to the tab selected before (iOS 26). `false` by default.
    open var automaticallyActivatesSearch = false

    /// Creates the search tab.
    ///
    /// - Parameter viewControllerProvider: Makes the tab's view controller when first needed.
    public init(viewControllerProvider: ((UITab) -> UIViewController)?) {
        super.init(
            title: "Search", image: UIImage(systemName: "magnifyingglass"),
            identifier: HeadlessBehaviour.searchTabIdentifier,
            viewControllerProvider: viewControllerProvider)
        preferredPlacement = .pinned
    }
}
