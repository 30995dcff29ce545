#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A navigation controller delegate that logs what is shown and hides the bar on the root.
public final class NavigationLogger: NSObject, UINavigationControllerDelegate {
    /// The titles shown, in order.
    public private(set) var shown: [String] = []

    /// UIKit calls this: `navigationController(_:willShow:animated:)`.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
    ) {
        let isRoot = viewController === navigationController.viewControllers.first
        navigationController.setNavigationBarHidden(isRoot, animated: animated)
        navigationController.interactivePopGestureRecognizer?.isEnabled = !isRoot
    }

    /// UIKit calls this: `navigationController(_:didShow:animated:)`.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        shown.append(viewController.title ?? "untitled")
    }
}
