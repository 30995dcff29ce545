import Foundation
import Wayfinder

/// One analytics event, as the shop sends it to its analytics service.
public struct ShopAnalyticsEvent: Hashable, Sendable, CustomStringConvertible {
    /// The event's name; screen views are `screen_view`.
    public let name: String
    /// The event's parameters (`screen_name`, `cause`, and the route's own, such as `id`).
    public let parameters: [String: String]

    /// `screen_view screen_name=product id=7 cause=deepLink` (parameters sorted by name).
    public var description: String {
        ([name] + parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
            .joined(separator: " ")
    }
}

/// The shop's analytics adapter: one `screen_view` per route that comes into view, from the
/// route navigator's screen-viewed stream (``Wayfinder/RouteNavigator/onScreenView(_:)``).
///
/// Unlike an adapter that swizzles `viewDidAppear`, which fires again for the screen a
/// cancelled back swipe uncovered and misses the cause, each appearance is logged once, in
/// order, with why the user got there (a link, the back button, a tab …), and with the
/// analytics names of the shop's routes rather than view controller class names.
///
/// ```swift
/// let analytics = ShopAnalytics(routes: app.routes) { event in
///     Analytics.logEvent(event.name, parameters: event.parameters)
/// }
/// ```
@MainActor
public final class ShopAnalytics {
    private let send: @MainActor (ShopAnalyticsEvent) -> Void

    /// Logs every screen view of `routes` from now on through `send`, for as long as the
    /// adapter lives.
    ///
    /// - Parameters:
    ///   - routes: the shop's route navigator.
    ///   - send: hands an event to the analytics service.
    public init(
        routes: RouteNavigator<ShopRoute>,
        send: @escaping @MainActor (ShopAnalyticsEvent) -> Void
    ) {
        self.send = send
        routes.onScreenView { [weak self] view in self?.log(view) }
    }

    private func log(_ view: ScreenView<ShopRoute>) {
        var parameters = Self.parameters(of: view.route)
        parameters["cause"] = view.cause.rawValue
        send(ShopAnalyticsEvent(name: "screen_view", parameters: parameters))
    }

    /// The analytics name of a route and its parameters: `product` with its `id`.
    static func parameters(of route: ShopRoute) -> [String: String] {
        switch route {
        case .home: ["screen_name": "home"]
        case .product(let id): ["screen_name": "product", "id": "\(id)"]
        case .colourPicker: ["screen_name": "colour_picker"]
        case .search: ["screen_name": "search"]
        case .orders: ["screen_name": "orders"]
        case .order(let id): ["screen_name": "order", "id": "\(id)"]
        case .cart: ["screen_name": "cart"]
        case .signIn: ["screen_name": "sign_in"]
        }
    }
}
