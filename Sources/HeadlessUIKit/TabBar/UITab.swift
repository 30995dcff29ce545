import Foundation

/// A tab of a tab bar controller (iOS 18): a title, an image, a unique identifier and a
/// provider that makes its view controller when it is first needed.
///
/// UIKit calls the provider when the tab's view controller is requested and is still `nil`
/// (`UITab.h`): when the tab is first shown (selected), or when code reads
/// ``viewController``; never again once it returned one
/// (``HeadlessBehaviour/tabViewControllerResolvedWhenFirstShown``).
///
/// ```swift
/// let library = UITab(title: "Library", image: UIImage(systemName: "books.vertical"),
///                     identifier: "library") { _ in
///     UINavigationController(rootViewController: LibraryViewController())
/// }
/// tabBarController.tabs = [library]
/// ```
@MainActor
open class UITab: NSObject {
    /// Where a tab may appear in bars that let the user customise them.
    public enum Placement: Int, Sendable {
        /// `.default` for root tabs, `.optional` for the others.
        case automatic = 0
        /// Can be added to or removed from the tab bar; appears by default.
        case `default` = 1
        /// Can be added to or removed from the tab bar; does not appear by default.
        case optional = 2
        /// Cannot be removed from the tab bar, but can be moved in it.
        case movable = 3
        /// Always in the tab bar, at its trailing side.
        case pinned = 4
        /// Cannot be moved or removed; shown before the customisable tabs.
        case fixed = 5
        /// Never in the tab bar, only in the sidebar.
        case sidebarOnly = 6
    }

    /// The identifier, unique in the tab bar controller.
    public let identifier: String
    /// Whether the user can select the tab (iOS 18.4). A disabled tab ignores taps.
    open var isEnabled = true
    /// The title.
    open var title: String
    /// The image; `nil` by default.
    open var image: UIImage?
    /// A subtitle, shown in some contexts such as the sidebar; `nil` by default.
    open var subtitle: String?
    /// The badge; `nil` by default.
    open var badgeValue: String?
    /// The preferred placement in bars that allow several; `.automatic` by default.
    open var preferredPlacement = Placement.automatic
    /// Any object the app wants to keep with the tab.
    open var userInfo: Any?
    /// The group the tab is a child of, if any.
    public internal(set) weak var parent: UITabGroup?
    /// Whether the tab is hidden (hidden tabs are in neither the tab bar nor the sidebar).
    open var isHidden = false
    /// The hidden state a reset of the user's customisation restores.
    open var isHiddenByDefault = false
    /// Whether the user may hide or show the tab while editing.
    open var allowsHiding = false

    /// The tab bar controller of a root tab (weak: the controller holds its tabs).
    weak var ownerStorage: UITabBarController?
    /// The resolved view controller.
    var viewControllerStorage: UIViewController?
    /// Makes the view controller.
    let viewControllerProvider: ((UITab) -> UIViewController)?

    /// Creates a tab.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image, or `nil`.
    ///   - identifier: An identifier unique in the tab bar controller.
    ///   - viewControllerProvider: Makes the tab's view controller the first time it is
    ///     needed; for a root tab it must be given.
    public init(
        title: String, image: UIImage?, identifier: String,
        viewControllerProvider: ((UITab) -> UIViewController)?
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier
        self.viewControllerProvider = viewControllerProvider
        super.init()
    }

    /// The tab bar controller the tab (or its root ancestor) belongs to, or `nil`.
    public var tabBarController: UITabBarController? { rootTab.ownerStorage }

    /// The tab's view controller. Reading it runs the provider when there is none yet.
    public var viewController: UIViewController? { resolvedViewController() }

    /// The root-most ancestor group with a `managingNavigationController`, or `nil`.
    public var managingTabGroup: UITabGroup? {
        var found: UITabGroup?
        var current = parent
        while let group = current {
            if group.managingNavigationController != nil { found = group }
            current = group.parent
        }
        return found
    }

    /// Whether the tab has a place in the tab bar: it is shown there now.
    public var hasVisiblePlacement: Bool {
        guard let owner = tabBarController else { return false }
        return owner.barTabs.contains { $0 === self }
    }

    /// The root tab of the tab's tree (itself when it has no parent).
    var rootTab: UITab {
        var current: UITab = self
        while let parent = current.parent { current = parent }
        return current
    }

    /// The chain from the root tab down to this tab.
    var pathFromRoot: [UITab] {
        var path: [UITab] = [self]
        var current = parent
        while let group = current {
            path.insert(group, at: 0)
            current = group.parent
        }
        return path
    }

    /// Whether this tab and every ancestor are visible and enabled.
    var isReachable: Bool {
        pathFromRoot.allSatisfy { !$0.isHidden && $0.isEnabled }
    }

    /// Runs the provider once, when there is no view controller yet.
    func resolvedViewController() -> UIViewController? {
        if let viewControllerStorage { return viewControllerStorage }
        guard let viewControllerProvider else { return nil }
        let made = viewControllerProvider(self)
        viewControllerStorage = made
        made.tabStorage = self
        return made
    }

    /// Every tab of the tree rooted here, depth first (this tab first).
    var subtree: [UITab] { [self] }
}

extension UIViewController {
    /// The tab whose provider made this controller (iOS 18), or `nil`.
    public var tab: UITab? { tabStorage }
}
