/// The last few classes a navigator's walks to the front-most screen found not to adopt
/// ``NavigationContainer``, in a ring; kept by the navigator (its walks are the only users).
///
/// The answer is the same for every instance of a class, and a cast to a protocol searches
/// the runtime's conformance tables, slow next to the rest of a walk to the front-most screen
/// (made for each command), so a class found plain is not cast again while it is in the ring.
struct PlainTypes {
    private var types = [ObjectIdentifier?](repeating: nil, count: 8)
    private var next = 0

    /// `viewController` as a ``NavigationContainer``, if its class adopts it.
    @MainActor
    mutating func container(_ viewController: UIViewController) -> (any NavigationContainer)? {
        let type = ObjectIdentifier(Swift.type(of: viewController))
        if types.contains(type) { return nil }
        if let container = viewController as? any NavigationContainer { return container }
        types[next] = type
        next = (next + 1) % types.count
        return nil
    }
}
