import Foundation

/// Sits in a navigation controller's `delegate` slot, reports every transition to the
/// navigator (`willShow`, `didShow`: it reads nothing of the navigator), and forwards every
/// call to the app's own delegate, so that an app that sets
/// `nav.delegate` keeps working (Wayfinder never takes a delegate slot away from the app).
///
/// When the app sets its own delegate after Wayfinder, the navigator notices at its next
/// command or query, and puts the proxy back with the app's delegate behind it.
final class NavigationDelegateProxy: DelegateProxy, UINavigationControllerDelegate {
    /// The navigation controller whose `delegate` slot the proxy is made for.
    private(set) weak var navigation: UINavigationController?

    init(navigator: Navigator?, navigation: UINavigationController) {
        self.navigation = navigation
        super.init(navigator: navigator)
    }

    /// The app's own delegate, behind the proxy.
    var appDelegate: (any UINavigationControllerDelegate)? {
        appDelegateObject as? any UINavigationControllerDelegate
    }

    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool
    ) {
        forwardingOnce(reentered: ()) {
            navigator?.navigationWillShow(navigationController, viewController)
            forwardWillShow(
                to: appDelegate, navigationController, viewController, animated: animated)
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {
        forwardingOnce(reentered: ()) {
            forwardDidShow(
                to: appDelegate, navigationController, viewController, animated: animated)
            navigator?.navigationDidShow(navigationController, viewController)
        }
    }
}
