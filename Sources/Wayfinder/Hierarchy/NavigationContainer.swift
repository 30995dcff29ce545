/// A custom container that tells Wayfinder which child is in front, so that
/// ``Navigator/topmost`` can look inside it.
///
/// `UINavigationController` and `UITabBarController` need no help; adopt this in your own
/// containers. ``ContainerViewController`` adopts it already.
@MainActor
public protocol NavigationContainer: UIViewController {
    /// The child the user sees in front, or `nil` to stop the search at the container.
    var frontmostChild: UIViewController? { get }
}
