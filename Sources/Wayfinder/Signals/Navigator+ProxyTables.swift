extension Navigator {
    // MARK: - Proxies and per-controller tables, at every quiet moment

    /// Puts Wayfinder's proxies in the delegates of the front controllers.
    func installProxies(in front: [UIViewController]) {
        var hasTabs = false
        for controller in front {
            if let navigation = controller as? UINavigationController {
                installNavigationProxy(on: navigation)
            } else if controller is UITabBarController {
                hasTabs = true
            } else if let split = controller as? UISplitViewController {
                installSplitViewProxy(on: split)
            }
            if controller.parent == nil, controller.presentingViewController != nil {
                installPresentationProxy(on: controller)
            }
        }
        // Tab bar controllers' proxies go in after the others'.
        guard hasTabs else { return }
        for controller in front {
            if let tabs = controller as? UITabBarController { installTabBarProxy(on: tabs) }
        }
    }
}

/// The controllers in the window as of a quiet moment, asked one identity at a time.
@MainActor protocol ListedControllers {
    func contains(_ id: ObjectIdentifier) -> Bool
}

extension Set: ListedControllers where Element == ObjectIdentifier {}
