import Foundation

/// What the three delegate proxies share: the app's own delegate behind the proxy, the rule
/// for putting the proxy in a delegate slot, and (on iOS) forwarding every optional method the
/// proxy does not implement to the app's delegate.
///
/// Wayfinder never takes a delegate slot away from the app: it puts a proxy in
/// the slot that keeps calling the app's delegate, set before or after Wayfinder.
///
/// **Chains.** An app delegate may keep the delegate it replaced and forward to it (`mine.next
/// = tabs.delegate; tabs.delegate = mine`), as UIKit apps often do. When what it replaced was
/// this proxy, and Wayfinder then puts the proxy back in front of it, each call goes proxy →
/// app delegate → proxy: the proxy answers that second, nested call as if no delegate were
/// there (``forwardingOnce(reentered:_:)``), so the app's delegate gets each callback once and
/// nothing recurses.
@MainActor
class DelegateProxy: NSObject {
    weak var navigator: Navigator?
    /// The app's own delegate. `nonisolated(unsafe)` because the Objective-C runtime asks the
    /// nonisolated `responds(to:)` / `forwardingTarget(for:)` about it; UIKit calls them on the
    /// main thread, where every write happens.
    nonisolated(unsafe) weak var appDelegateObject: (any NSObjectProtocol)?
    /// Whether the proxy was put in the slot with an app delegate behind it: when that
    /// delegate is gone, the proxy is put in the slot again, so that UIKit asks again which
    /// methods the delegate answers (it may keep the answers it got, and would send the
    /// proxy methods only the gone delegate implemented).
    private var installedOverAppDelegate = false
    /// Whether the proxy has been put in its slot: a slot found holding anything else since
    /// was changed by the app (``isDisplaced(from:)``).
    private var installed = false
    /// Whether a call from UIKit is being handled now: a call that reaches the proxy
    /// meanwhile came back through the app's delegate chain.
    private var handling = false

    init(navigator: Navigator?) {
        self.navigator = navigator
        super.init()
    }

    /// Takes the slot that holds `current`.
    ///
    /// - Returns: whether the caller must assign the proxy to the slot: the slot holds
    ///   something else (the app's delegate, now kept behind the proxy), or the app's delegate
    ///   behind the proxy has gone away, and UIKit must ask again what the slot answers (the
    ///   caller clears the slot first, then assigns the proxy).
    func claimSlot(holding current: (any NSObjectProtocol)?) -> Bool {
        if current !== self {
            installed = true
            appDelegateObject = current
            installedOverAppDelegate = current != nil
            return true
        }
        if installedOverAppDelegate, appDelegateObject == nil {
            installedOverAppDelegate = false
            return true
        }
        return false
    }

    /// Whether the slot, holding `current`, no longer holds the proxy that was put there: the
    /// app set another delegate (or `nil`) since, and UIKit's calls in between went past
    /// Wayfinder.
    func isDisplaced(from current: (any NSObjectProtocol)?) -> Bool {
        installed && current !== self
    }

    /// Runs `body`, which notifies the navigator and forwards to the app's delegate, unless
    /// the proxy is already handling a call: then the call came back through the app's
    /// delegate chain, and the proxy answers `reentered` (what UIKit assumes when there is no
    /// delegate) without notifying or forwarding again.
    func forwardingOnce<Answer>(reentered: Answer, _ body: () -> Answer) -> Answer {
        guard !handling else { return reentered }
        handling = true
        defer { handling = false }
        return body()
    }

    #if canImport(UIKit)
        // Custom animators and the other optional methods go straight to the app's delegate.
        nonisolated override func responds(to aSelector: Selector!) -> Bool {
            super.responds(to: aSelector)
                || (appDelegateObject?.responds(to: aSelector) ?? false)
        }

        nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
            let target = appDelegateObject
            return target?.responds(to: aSelector) == true ? target : nil
        }
    #endif
}
