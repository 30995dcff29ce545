extension Navigator {
    // MARK: - Putting the proxies in the delegate slots (every quiet moment, and before a run
    // waits for a `didShow`)

    /// At a quiet moment, after the screens heard what appeared and disappeared: nothing is
    /// being dismissed, the front controllers' delegates get Wayfinder's proxies, and the
    /// proxies of controllers no longer in the window go.
    func proxiesAfterQuietMoment(_ found: ScreenRefresh) {
        // No transition runs now, so nothing is being dismissed: a swipe whose coordinator
        // was missed must not leave a visible sheet skipped by `topmost`, and a stale
        // identity would make it skip whatever screen takes its address next.
        proxies.forgetDismissals()
        installProxies(in: found.front)
        proxies.dropGone(anyGone: found.anyGone, inWindow: screens.snapshot)
    }

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

    /// Puts Wayfinder's proxy in `navigation.delegate` when the navigator has none there yet:
    /// a navigation controller that came into the window during the run, and that no quiet
    /// moment saw in front (a split view's column covered by a modal, or nested in a collapsed
    /// primary column until the window expanded), before a run waits for its `didShow`.
    func installFirstNavigationProxy(on navigation: UINavigationController) {
        guard proxies.navigation[ObjectIdentifier(navigation)] == nil else { return }
        installNavigationProxy(on: navigation)
    }

    /// Puts Wayfinder's proxy in `navigation.delegate`, keeping the app's delegate behind it.
    ///
    /// When the app's delegate behind the proxy has gone away, the proxy is put in the slot
    /// again (`nil`, then the proxy): UIKit may keep the answers to `responds(to:)` it got
    /// when the delegate was set, and would otherwise send methods only the gone delegate
    /// implemented, and the proxy could not forward them (an unrecognised-selector crash).
    func installNavigationProxy(on navigation: UINavigationController) {
        let proxy = proxies.navigationProxy(for: navigation) {
            NavigationDelegateProxy(navigator: self, navigation: navigation)
        }
        let current = navigation.delegate
        if proxy.isDisplaced(from: current) { warnDisplaced(navigation, "delegate", by: current) }
        if proxy.claimSlot(holding: current) {
            if navigation.delegate === proxy { navigation.delegate = nil }  // UIKit asks again
            navigation.delegate = proxy
        }
    }

    /// Puts Wayfinder's proxy in the presentation controller's delegate, keeping the app's,
    /// and puts it there again when the app's delegate has gone away.
    func installPresentationProxy(on presented: UIViewController) {
        guard let controller = presented.presentationController else { return }
        let proxy = proxies.presentationProxy(for: presented) {
            PresentationDelegateProxy(navigator: self)
        }
        let current = controller.delegate
        if proxy.isDisplaced(from: current) {
            warnDisplaced(presented, "presentationController.delegate", by: current)
        }
        if proxy.claimSlot(holding: current) {
            if controller.delegate === proxy { controller.delegate = nil }  // UIKit asks again
            controller.delegate = proxy
        }
    }

    /// Puts Wayfinder's proxy in `tabs.delegate`, keeping the app's delegate behind it, and
    /// puts it there again when the app's delegate has gone away.
    func installTabBarProxy(on tabs: UITabBarController) {
        let proxy = proxies.tabBarProxy(for: tabs) {
            TabBarDelegateProxy(navigator: self)
        }
        let current = tabs.delegate
        if proxy.isDisplaced(from: current) { warnDisplaced(tabs, "delegate", by: current) }
        if proxy.claimSlot(holding: current) {
            if tabs.delegate === proxy { tabs.delegate = nil }  // UIKit asks again
            tabs.delegate = proxy
        }
    }
}

extension Navigator {
    /// Checks that the proxy tables were rid of controllers no longer in the snapshot: the
    /// fuzzer's oracle (``consistencyFaults()``), while ``checksQuietMoments``.
    func checkTables() {
        for (table, ids) in [
            ("navigation", Array(proxies.navigation.keys)),
            ("presentation", Array(proxies.presentation.keys)),
            ("tab bar", Array(proxies.tabBar.keys)), ("split view", Array(proxies.splitView.keys)),
        ] where ids.contains(where: { !screens.snapshot.contains($0) }) {
            screens.faults.append(.tableKeptGoneController(table: table + " proxies"))
        }
    }
}

/// The controllers in the window as of a quiet moment, asked one identity at a time.
@MainActor protocol ListedControllers {
    func contains(_ id: ObjectIdentifier) -> Bool
}

extension Set: ListedControllers where Element == ObjectIdentifier {}
