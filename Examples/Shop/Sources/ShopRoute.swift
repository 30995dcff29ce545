/// Every place in the shop, as a value: what `RouteNavigator` shows and restores.
public enum ShopRoute: Hashable, Codable, Sendable {
    case home
    case product(Int)
    case colourPicker
    case search
    case orders
    case order(Int)
    case cart
    case signIn
}

/// The shop's tabs, in order.
public enum ShopTab: Int, CaseIterable, Sendable {
    case home, search, orders

    /// The route at the bottom of the tab's stack.
    public var root: ShopRoute {
        switch self {
        case .home: .home
        case .search: .search
        case .orders: .orders
        }
    }

    /// The tab's title in the tab bar.
    public var title: String {
        switch self {
        case .home: "Shop"
        case .search: "Search"
        case .orders: "Orders"
        }
    }
}
