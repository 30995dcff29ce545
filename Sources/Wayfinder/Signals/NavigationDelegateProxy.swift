import Foundation

/// Sits in a navigation controller's `delegate` slot, tells the navigator about every
/// transition, and forwards every call to the app's own delegate, so that an app that sets
/// `nav.delegate` keeps working (ARCHITECTURE: never take a delegate slot away).
///
/// When the app sets its own delegate after Wayfinder, the navigator notices at its next
/// command or query, and puts the proxy back with the app's delegate behind it.
@MainActor
final class NavigationDelegateProxy: NSObject, UINavigationControllerDelegate {
    weak var navigator: Navigator?
    /// The app's own delegate. `nonisolated(unsafe)` because the Objective-C runtime asks
    /// the nonisolated `responds(to:)` / `forwardingTarget(for:)` about it; UIKit calls them
    /// on the main thread, where every write happens.
    nonisolated(unsafe) weak var appDelegate: (any UINavigationControllerDelegate)?
    /// Whether the proxy was put in the slot with an app delegate behind it: when that
    /// delegate is gone, the proxy is put in the slot again, so that UIKit asks again which
    /// methods the delegate answers (it may keep the answers it got).
    var installedOverAppDelegate = false

    init(navigator: Navigator) {
        self.navigator = navigator
        super.init()
    }

    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool
    ) {
        navigator?.navigationWillShow(navigationController, viewController)
        forwardWillShow(to: appDelegate, navigationController, viewController, animated: animated)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {
        forwardDidShow(to: appDelegate, navigationController, viewController, animated: animated)
        navigator?.navigationDidShow(navigationController, viewController)
    }

    #if canImport(UIKit)
        // Custom animators and the other optional methods go straight to the app's delegate.
        nonisolated override func responds(to aSelector: Selector!) -> Bool {
            super.responds(to: aSelector) || (appDelegate?.responds(to: aSelector) ?? false)
        }

        nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
            let target = appDelegate
            return target?.responds(to: aSelector) == true ? target : nil
        }
    #endif
}

/// Sits in a presented controller's `presentationController.delegate` slot, tells the
/// navigator about swipe-downs, and forwards every call to the app's own delegate.
@MainActor
final class PresentationDelegateProxy: NSObject, UIAdaptivePresentationControllerDelegate {
    weak var navigator: Navigator?
    /// The app's own delegate (see ``NavigationDelegateProxy/appDelegate``).
    nonisolated(unsafe) weak var appDelegate: (any UIAdaptivePresentationControllerDelegate)?
    /// Whether the proxy was put in the slot with an app delegate behind it.
    var installedOverAppDelegate = false

    init(navigator: Navigator) {
        self.navigator = navigator
        super.init()
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
        -> Bool
    {
        forwardShouldDismiss(to: appDelegate, presentationController)
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        navigator?.sheetWillDismiss(presentationController)
        forwardWillDismiss(to: appDelegate, presentationController)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        forwardDidDismiss(to: appDelegate, presentationController)
        navigator?.sheetDidDismiss(presentationController.presentedViewController)
    }

    func presentationControllerDidAttemptToDismiss(
        _ presentationController: UIPresentationController
    ) {
        forwardDidAttemptToDismiss(to: appDelegate, presentationController)
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
