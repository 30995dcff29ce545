import Foundation

/// Sits in a tab bar controller's `delegate` slot, tells the navigator when the user taps a tab,
/// and forwards every call to the app's own delegate (Wayfinder never takes a delegate slot away
/// from the app). UIKit calls the delegate only for a user's tap, never for a change made in code.
final class TabBarDelegateProxy: DelegateProxy, UITabBarControllerDelegate {
    /// The app's own delegate, behind the proxy.
    var appDelegate: (any UITabBarControllerDelegate)? {
        appDelegateObject as? any UITabBarControllerDelegate
    }

    func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
        forwardingOnce(reentered: true) {
            // A bar of `UITab`s asks its gates in `shouldSelectTab` (UIKit may not call this
            // method for it at all: `UITabBarController.h`, `tabs`).
            forwardShouldSelect(to: appDelegate, tabBarController, viewController)
                && (reportsTapsThroughTabMethods(tabBarController)
                    || navigator?.tabMayBeSelected(tabBarController, viewController) != false)
        }
    }

    func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
        forwardingOnce(reentered: ()) {
            forwardDidSelect(to: appDelegate, tabBarController, viewController)
            if !reportsTapsThroughTabMethods(tabBarController) {
                navigator?.tabTapped(tabBarController)
            }
        }
    }
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

#if !canImport(UIKit)
    // On iOS the Objective-C runtime hands the app's delegate every method the proxy does not
    // implement (`forwardingTarget(for:)`). HeadlessUIKit has no such runtime: the proxy passes
    // the remaining methods on itself, so the app's delegate hears them behind Wayfinder too.
    extension TabBarDelegateProxy {
        func tabBarController(
            _ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab,
            proposedViewControllers: [UIViewController]
        ) -> [UIViewController] {
            forwardingOnce(reentered: proposedViewControllers) {
                appDelegate?.tabBarController(
                    tabBarController, displayedViewControllersFor: tab,
                    proposedViewControllers: proposedViewControllers)
                    ?? proposedViewControllers
            }
        }

        func tabBarController(
            _ tabBarController: UITabBarController,
            animationControllerForTransitionFrom fromVC: UIViewController,
            to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            forwardingOnce(reentered: nil) {
                appDelegate?.tabBarController(
                    tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
            }
        }

        func tabBarController(
            _ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]
        ) {
            forwardingOnce(reentered: ()) {
                appDelegate?.tabBarController(tabBarController, visibilityDidChangeFor: tabs)
            }
        }

        func tabBarController(
            _ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup
        ) {
            forwardingOnce(reentered: ()) {
                appDelegate?.tabBarController(tabBarController, displayOrderDidChangeFor: group)
            }
        }
    }
#endif
