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

    /// Rids the navigator's tables of controllers no longer in the window, after a quiet
    /// moment that found `inWindow`.
    ///
    /// - Parameter anyGone: whether a screen left the window at that quiet moment (when none
    ///   did, only entries made since the last search can be of controllers that left).
    func dropGoneEntries(anyGone: Bool, inWindow: WindowSnapshot) {
        proxies.dropGone(anyGone: anyGone, inWindow: inWindow)
        if !screens.recentlyLeft.isEmpty {
            screens.recentlyLeft.removeAll { $0.value == nil || inWindow.contains($0.id) }
        }
    }
}

/// The controllers in the window as of a quiet moment, asked one identity at a time.
@MainActor protocol ListedControllers {
    func contains(_ id: ObjectIdentifier) -> Bool
}

extension Set: ListedControllers where Element == ObjectIdentifier {}
