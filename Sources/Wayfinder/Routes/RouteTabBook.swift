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
    /// One entry per tab of the state, in order (the order of the controller's `tabs`).
    let entries: [RouteTabEntry<Route>]

    init(controller: UITabBarController, entries: [RouteTabEntry<Route>]) {
        self.controller = controller
        self.entries = entries
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
    /// A navigation controller a request made for the tab before selecting it (so that a
    /// screen factory failure fails the request before anything changes), held until UIKit
    /// asks the provider for it.
    var premade: UINavigationController?
    /// The navigation controller the provider handed to UIKit (UIKit keeps it).
    weak var navigation: UINavigationController?

    init(index: Int, identifier: String, pending: [Route]) {
        self.index = index
        self.identifier = identifier
        self.pending = pending
    }

    /// The tab's navigation controller if it exists, whether or not UIKit has it yet.
    var controller: UINavigationController? { navigation ?? premade }
}

/// What one request changes in a ``RouteTabBook``, applied only when the whole request can
/// run (`RouteNavigator.operations(toward:animated:)`), so that a failed request changes
/// nothing.
@MainActor
struct RouteTabChanges<Route: Hashable & Codable & Sendable> {
    /// A tab bar the request builds.
    var book: RouteTabBook<Route>?
    /// Navigation controllers made for tabs the request selects, by tab index.
    var premade: [Int: UINavigationController] = [:]
    /// New stacks of tabs that have no controller, by tab index.
    var pending: [Int: [Route]] = [:]

    /// The stack tab `entry` will have once the request ran.
    func stack(of entry: RouteTabEntry<Route>) -> [Route] {
        pending[entry.index] ?? entry.pending
    }

    /// Applies the changes to `navigator`'s book.
    func commit(to navigator: RouteNavigator<Route>) {
        if let book { navigator.tabBook = book }
        guard let book = navigator.tabBook else { return }
        for entry in book.entries {
            if let stack = pending[entry.index] { entry.pending = stack }
            if let navigation = premade[entry.index] { entry.premade = navigation }
        }
    }
}
