/// A tab bar of iOS 18's `UITab`s that a route navigator built (``RouteContainers/uiTab``),
/// and what it knows of each tab: enough to read a tab whose controller UIKit never asked for,
/// without asking for it.
///
/// `UITab.viewController` runs the tab's provider when the tab has no controller yet
/// (`UITab.h`), so the tab bar itself cannot be asked which tabs were made. The providers are
/// the route navigator's own closures, so it knows: each one hands over the tab's navigation
/// controller and records it here.
@MainActor
final class RouteTabBook<Route: Hashable & Codable & Sendable> {
    /// The tab bar controller the tabs were set on.
    weak var controller: UITabBarController?
    /// One entry per tab of the state, in order (the order of the controller's `tabs`, a
    /// group's children in place of the group).
    let entries: [RouteTabEntry<Route>]
    /// The `UITabGroup`s, in order.
    let groups: [RouteTabGroupEntry]
    /// The root tabs set on the controller, in order (typed `AnyObject`: the type exists only
    /// from iOS 18).
    let roots: [Weak]

    init(
        controller: UITabBarController, entries: [RouteTabEntry<Route>],
        groups: [RouteTabGroupEntry] = [], roots: [AnyObject]
    ) {
        self.controller = controller
        self.entries = entries
        self.groups = groups
        self.roots = roots.map(Weak.init)
    }

    /// A weak reference.
    struct Weak {
        weak var object: AnyObject?
    }

    /// The entries of the children of `group`, in order.
    func children(of group: RouteTabGroupEntry) -> [RouteTabEntry<Route>] {
        group.children.map { entries[$0] }
    }
}

/// One `UITabGroup` of a ``RouteTabBook``: its children share its
/// `managingNavigationController`, whose stack is the selected child's screen and what was
/// pushed on it.
@MainActor
final class RouteTabGroupEntry {
    /// The group's identifier, its key in `NavigationState.tabGroupSelections`.
    let identifier: String
    /// The indexes of its children in the state's tabs, in order (consecutive).
    let children: [Int]
    /// The `UITabGroup` (typed `AnyObject`: the type exists only from iOS 18).
    weak var tab: AnyObject?
    /// The group's managing navigation controller (the group keeps it).
    weak var navigation: UINavigationController?

    init(identifier: String, children: [Int]) {
        self.identifier = identifier
        self.children = children
    }
}

/// One tab of a ``RouteTabBook``.
@MainActor
final class RouteTabEntry<Route: Hashable & Codable & Sendable> {
    /// The tab's index in the state.
    let index: Int
    /// The `UITab`'s identifier.
    let identifier: String
    /// The `UITab` (typed `AnyObject`: the type exists only from iOS 18).
    weak var tab: AnyObject?
    /// The tab's stack while it has no controller: the routes it was built with, or last
    /// given by a request.
    var pending: [Route]
    /// The group the tab is a child of, if any: then its provider hands UIKit one screen,
    /// the tab's bottom one, and the group's navigation controller holds the rest.
    let group: RouteTabGroupEntry?
    /// What the tab shows, made before UIKit asked the tab's provider for it and held here
    /// until it does: a navigation controller a request made before selecting the tab (so
    /// that a screen factory failure fails the request before anything changes), the
    /// bottom screen of a group's child, or the split view controller of a tab that carries
    /// a split view (`NavigationState.splits`, made with the tab bar).
    private var made: UIViewController?
    /// What the provider handed to UIKit (UIKit keeps it): of the same kind as `made`.
    private weak var handed: UIViewController?

    init(index: Int, identifier: String, pending: [Route], group: RouteTabGroupEntry? = nil) {
        self.index = index
        self.identifier = identifier
        self.pending = pending
        self.group = group
    }

    /// A navigation controller made for the tab before UIKit asked for it.
    var premade: UINavigationController? {
        get { group == nil ? made as? UINavigationController : nil }
        set { made = newValue }
    }
    /// The navigation controller the provider handed to UIKit.
    var navigation: UINavigationController? {
        get { group == nil ? handed as? UINavigationController : nil }
        set { handed = newValue }
    }
    /// The bottom screen of a group's child made by a request before UIKit asked for it.
    var premadeScreen: UIViewController? {
        get { group == nil ? nil : made }
        set { made = newValue }
    }
    /// The bottom screen of a group's child, once made (its `UITab` keeps it).
    var screen: UIViewController? {
        get { group == nil ? nil : handed }
        set { handed = newValue }
    }
    /// The split view controller of a tab that carries a split view, made with the tab bar.
    var premadeSplit: UISplitViewController? {
        get { group == nil ? made as? UISplitViewController : nil }
        set { made = newValue }
    }
    /// The split view controller the provider handed to UIKit.
    var split: UISplitViewController? {
        get { group == nil ? handed as? UISplitViewController : nil }
        set { handed = newValue }
    }

    /// The tab's navigation controller if it exists, whether or not UIKit has it yet; for a
    /// group's child, the group's.
    var controller: UINavigationController? {
        if let group { return group.navigation }
        if let splitController {
            // The stack of a tab that carries a split view is the primary column.
            return splitController.viewController(for: .primary) as? UINavigationController
        }
        return navigation ?? premade
    }

    /// The split view controller of a tab that carries a split view, whether or not UIKit
    /// has it yet.
    var splitController: UISplitViewController? { split ?? premadeSplit }

    /// The bottom screen of a group's child if it exists, whether or not UIKit has it yet.
    var bottomScreen: UIViewController? { screen ?? premadeScreen }
}

/// What one request changes in a ``RouteTabBook``, applied only when the whole request can
/// run (`RouteNavigator.operations(toward:animated:)`), so that a failed request changes
/// nothing.
@MainActor
struct RouteTabChanges<Route: Hashable & Codable & Sendable> {
    /// The state the request goes to.
    var target: NavigationState<Route>?
    /// A tab bar the request builds.
    var book: RouteTabBook<Route>?
    /// Navigation controllers made for tabs the request selects, by tab index.
    var premade: [Int: UINavigationController] = [:]
    /// New stacks of tabs that have no controller, by tab index.
    var pending: [Int: [Route]] = [:]
    /// Bottom screens made for children of groups, by tab index.
    var premadeScreens: [Int: UIViewController] = [:]
    /// The children the request makes its groups select (`UITabGroup.selectedChild`), by
    /// group identifier, for the groups that do not hold the selected tab.
    var groupChildren: [String: Int] = [:]

    /// The stack tab `entry` will have once the request ran.
    func stack(of entry: RouteTabEntry<Route>) -> [Route] {
        pending[entry.index] ?? entry.pending
    }

    /// Applies the changes to `navigator`'s book.
    func commit(to navigator: RouteNavigator<Route>) {
        if let book { navigator.extras.keep(book) }
        guard let book = navigator.extras.tabBook else { return }
        for entry in book.entries {
            if let stack = pending[entry.index] { entry.pending = stack }
            if let navigation = premade[entry.index] { entry.premade = navigation }
            if let screen = premadeScreens[entry.index] { entry.premadeScreen = screen }
        }
        #if canImport(UIKit, _version: 8000) || !canImport(UIKit)
            if #available(iOS 18.0, *) {
                for group in book.groups {
                    guard let child = groupChildren[group.identifier],
                        let tab = book.entries[child].tab as? UITab
                    else { continue }
                    (group.tab as? UITabGroup)?.selectedChild = tab
                }
            }
        #endif
    }
}
