#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// Every view controller in `window`, parents first: the root, each controller's children,
/// and what each presents.
///
/// The harnesses' leak checks and the fuzzers read the window through this one walk.
///
/// - Complexity: O(*n*) in the number of controllers in the window.
@MainActor
public func allViewControllers(in window: UIWindow) -> [UIViewController] {
    var result: [UIViewController] = []
    func visit(_ controller: UIViewController) {
        result.append(controller)
        controller.children.forEach(visit)
        if let presented = controller.presentedViewController,
            presented.presentingViewController === controller
        {
            visit(presented)
        }
    }
    window.rootViewController.map(visit)
    return result
}
