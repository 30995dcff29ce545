import Foundation

/// Sits in a tab bar controller's `delegate` slot, tells the navigator when the user taps a
/// tab, and forwards every call to the app's own delegate (ARCHITECTURE: never take a delegate
/// slot away). UIKit calls the delegate only for a user's tap, never for a change made in code.
@MainActor
final class TabBarDelegateProxy: NSObject, UITabBarControllerDelegate {
    weak var navigator: Navigator?
    /// `nonisolated(unsafe)` only so that the Objective-C forwarding below (which NSObject
    /// declares nonisolated) can read it: UIKit asks on the main thread, and the property is
    /// written only on the main actor.
    nonisolated(unsafe) weak var appDelegate: (any UITabBarControllerDelegate)?
    /// Whether the proxy was put in the slot with an app delegate behind it (see
    /// ``NavigationDelegateProxy/installedOverAppDelegate``).
    var installedOverAppDelegate = false

    init(navigator: Navigator) {
        self.navigator = navigator
        super.init()
    }

    func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
        forwardShouldSelect(to: appDelegate, tabBarController, viewController)
    }

    func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
        forwardDidSelect(to: appDelegate, tabBarController, viewController)
        navigator?.tabTapped(tabBarController)
    }

    #if canImport(UIKit)
        nonisolated override func responds(to aSelector: Selector!) -> Bool {
            super.responds(to: aSelector) || (appDelegate?.responds(to: aSelector) ?? false)
        }

        nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
            let target = appDelegate
            return target?.responds(to: aSelector) == true ? target : nil
        }
    #endif
}

// UIKit's tab bar delegate methods are optional Objective-C requirements (called with `?`),
// HeadlessUIKit's have default implementations (called directly).
#if canImport(UIKit)
    @MainActor
    private func forwardShouldSelect(
        to delegate: (any UITabBarControllerDelegate)?, _ tabs: UITabBarController,
        _ viewController: UIViewController
    ) -> Bool {
        delegate?.tabBarController?(tabs, shouldSelect: viewController) ?? true
    }

    @MainActor
    private func forwardDidSelect(
        to delegate: (any UITabBarControllerDelegate)?, _ tabs: UITabBarController,
        _ viewController: UIViewController
    ) {
        delegate?.tabBarController?(tabs, didSelect: viewController)
    }
#else
    @MainActor
    private func forwardShouldSelect(
        to delegate: (any UITabBarControllerDelegate)?, _ tabs: UITabBarController,
        _ viewController: UIViewController
    ) -> Bool {
        delegate?.tabBarController(tabs, shouldSelect: viewController) ?? true
    }

    @MainActor
    private func forwardDidSelect(
        to delegate: (any UITabBarControllerDelegate)?, _ tabs: UITabBarController,
        _ viewController: UIViewController
    ) {
        delegate?.tabBarController(tabs, didSelect: viewController)
    }
#endif
