import Foundation

// The app's own delegates, set at any time: Wayfinder's proxies stay in front of them, and
// what the user did while the app had taken a proxy out of its slot is caught up with (a
// signal that went past the proxy).
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
        guard queueIsIdle, proxies.beginCatchingUp() else { return }
        defer { proxies.endCatchingUp() }
        refresh(cause: .code)
    }

    /// A run that waits for `didShow` on a navigation controller whose delegate the app
    /// replaced (without keeping the proxy) before the transition began never hears it, nor
    /// its `willShow`: once the transition is over (no coordinator, the awaited top in the
    /// window), the `didShow` is taken as missed (``takeMissedDidShow(of:on:in:)``).
    private func deliverMissedDidShow() {
        guard let run = runAwaitingDidShow(),
            case .didShow(let navigationID, let topID)? = run.waiting,
            let navigation = proxies.navigation[navigationID]?.navigation,
            navigation.transitionCoordinator == nil,
            let top = navigation.topViewController, ObjectIdentifier(top) == topID,
            top.viewIfLoaded?.window != nil
        else { return }
        takeMissedDidShow(of: top, on: navigation, in: run)
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
}
