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

/// The view controllers the `UITab`s of `window`'s tab bar controllers keep without showing
/// them: a tab group's child keeps its screen while another child of the group is selected
/// (UIKit runs a tab's provider only while its `viewController` is `nil`, `UITab.h`). UIKit
/// holds them, so the leak checks do not count them as leaked. Empty on a device, where
/// reading a tab's view controller would make it.
@MainActor
func viewControllersKeptByTabs(in window: UIWindow) -> [UIViewController] {
    #if !canImport(UIKit)
        var kept: [UIViewController] = []
        for case let tabs as UITabBarController in allViewControllers(in: window) {
            for root in tabs.tabs {
                for tab in [root] + ((root as? UITabGroup)?.children ?? []) {
                    if let made = tab.headless.madeViewController { kept.append(made) }
                }
            }
        }
        return kept
    #else
        return []
    #endif
}

/// The view controllers the window's column-style split view controllers keep for their
/// columns without showing them: collapsed, a column the user went back from is in no parent,
/// but `viewController(for:)` still answers it and `show(_:)` brings it back
/// (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontroller(for:)).
/// UIKit holds them and their stacks, so the leak checks do not count them as leaked.
@MainActor
func viewControllersKeptBySplitViews(in window: UIWindow) -> [UIViewController] {
    var columns: [UISplitViewController.Column] = [.primary, .supplementary, .secondary, .compact]
    #if !canImport(UIKit) || canImport(UIKit, _version: 9126)
        if #available(iOS 26.0, *) { columns.append(.inspector) }
    #endif
    var kept: [UIViewController] = []
    for case let split as UISplitViewController in allViewControllers(in: window)
    where split.style != .unspecified {
        for column in columns {
            guard let controller = split.viewController(for: column), controller.parent == nil
            else { continue }
            kept.append(controller)
            kept += (controller as? UINavigationController)?.viewControllers ?? []
        }
    }
    return kept
}
