/// What the shop knows about the user: whether they are signed in, their cart, and the colour
/// they chose for each product.
@MainActor
public final class ShopSession {
    /// Whether the user has signed in; the orders tab needs it.
    public var isSignedIn = false
    /// The ids of the products in the cart, in the order added.
    public private(set) var cart: [Int] = []
    /// The colour chosen for each product.
    public private(set) var colours: [Int: String] = [:]

    /// A signed-out session with an empty cart.
    public init() {}

    /// Adds `product` to the cart.
    public func add(_ product: Int) { cart.append(product) }

    /// Removes every product from the cart.
    public func emptyCart() { cart.removeAll() }

    /// Records the colour chosen for `product`.
    public func choose(_ colour: String, for product: Int) { colours[product] = colour }
}
