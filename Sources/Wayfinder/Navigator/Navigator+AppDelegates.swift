import Foundation

// The app's own delegates, set at any time: Wayfinder's proxies stay in front of them, and
// what the user did while the app had taken a proxy out of its slot is caught up with.
extension Navigator {
    /// Brings screens and observers up to date now, when no command and no transition runs:
    /// for readers (such as ``RouteNavigator/state``) that must not answer from a signal the
    /// navigator may have missed.
    ///
    /// UIKit has no public signal for a delegate being replaced: `delegate` on navigation and
    /// tab bar controllers is not documented as key-value observable, and "typically
    /// properties in Apple-supplied frameworks are only KVO-compliant if they are documented
    /// as such" (Apple, *Key-Value Observing Programming Guide*). So a proxy the app took out
    /// of its slot is noticed at the next quiet moment; this makes that moment come before
    /// anything is read.
    func catchUp() {
        deliverMissedDidShow()
        guard run == nil, pending.isEmpty, !queue.catchingUp else { return }
        queue.catchingUp = true
        defer { queue.catchingUp = false }
        refresh(cause: .code)
    }

    /// Makes `run` wait for the navigation delegate's `didShow` of `top` on `navigation`,
    /// right after the UIKit call that shows it, and has the proxy watch the transition's end
    /// from now on: an app that sets its own delegate before UIKit's `willShow` (right after
    /// the call, or in a handler that runs before the transition starts) takes `didShow`
    /// away from the proxy, and the run must still end when the transition does.
    func awaitDidShow(
        of top: UIViewController, on navigation: UINavigationController, in run: CommandRun
    ) {
        run.waiting = .didShow(navigation, top: top)
        proxies.navigation[ObjectIdentifier(navigation)]?.watchForMissedDidShow(navigation)
    }

    /// A run that waits for `didShow` on a navigation controller whose delegate the app
    /// replaced (without keeping the proxy) before the transition began never hears it: when
    /// the transition is over (no coordinator, the awaited top in the window), the navigator
    /// takes it as heard. (The proxy covers a replacement mid-transition with the
    /// coordinator's completion.)
    private func deliverMissedDidShow() {
        guard let run, case .didShow(let navigationID, let topID)? = run.waiting,
            let proxy = proxies.navigation[navigationID],
            let navigation = screens.snapshot.entries.lazy.filter(\.isFront).compactMap({
                $0.screen.value as? UINavigationController
            }).first(where: { ObjectIdentifier($0) == navigationID }),
            proxy.isDisplaced(from: navigation.delegate),
            navigation.transitionCoordinator == nil,
            let top = navigation.topViewController, ObjectIdentifier(top) == topID,
            top.viewIfLoaded?.window != nil
        else { return }
        navigationDidShow(navigation, top)
    }

    /// Says, loudly, that the app replaced a delegate Wayfinder's proxy sat in: a trace
    /// record and, in debug builds, a warning in the log. The proxy goes back in front of the
    /// new delegate right after.
    func warnDisplaced(
        _ controller: UIViewController, _ slot: String, by current: (any NSObjectProtocol)?
    ) {
        let name = screenName(of: controller)
        let replacement = current.map { String(describing: type(of: $0)) } ?? "nil"
        tracer.warn(
            "\(name).\(slot) was set to \(replacement) after Wayfinder's proxy was put there; "
                + "the proxy is back in front of it, and what the user did meanwhile was caught "
                + "up with now. Set delegates before the navigator sees the controller, or read "
                + "the navigator's state (it catches up) instead of relying on the timing of "
                + "screen events.")
    }

    /// Whether a user's tap may select `viewController` in `tabs`: the tab gates (guards of
    /// declarative navigation) are asked after the app's own delegate allowed it.
    func tabMayBeSelected(_ tabs: UITabBarController, _ viewController: UIViewController) -> Bool {
        for gate in tabGates.values where !gate(tabs, viewController) { return false }
        return true
    }

    /// Registers `gate`, asked about every tab a user's tap would select; it stays while
    /// `owner` lives.
    func addTabGate(
        owner: AnyObject,
        _ gate: @escaping @MainActor (UITabBarController, UIViewController) -> Bool
    ) {
        let id = ObjectIdentifier(owner)
        tabGates[id] = { [weak owner] tabs, viewController in
            owner == nil ? true : gate(tabs, viewController)
        }
    }

    /// Whether a user's tap may select the root tab at `index` of `tabs.tabs`, in a tab bar
    /// of `UITab`s (iOS 18): the root-tab gates are asked after the app's own delegate allowed
    /// it. The tab's controller is not needed, so its provider does not run.
    func tabMayBeSelected(_ tabs: UITabBarController, rootTabAt index: Int) -> Bool {
        for gate in listeners.rootTabGates.values where !gate(tabs, index) { return false }
        return true
    }

    /// Registers `gate`, asked about every root tab a user's tap would select in a tab bar of
    /// `UITab`s; it stays while `owner` lives.
    func addRootTabGate(
        owner: AnyObject, _ gate: @escaping @MainActor (UITabBarController, Int) -> Bool
    ) {
        listeners.rootTabGates[ObjectIdentifier(owner)] = { [weak owner] tabs, index in
            owner == nil ? true : gate(tabs, index)
        }
    }
}
