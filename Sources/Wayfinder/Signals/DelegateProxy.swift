import Foundation

/// What the three delegate proxies share: the app's own delegate behind the proxy, the rule
/// for putting the proxy in a delegate slot, and (on iOS) forwarding every optional method the
/// proxy does not implement to the app's delegate.
///
/// Wayfinder never takes a delegate slot away from the app (ARCHITECTURE): it puts a proxy in
/// the slot that keeps calling the app's delegate, set before or after Wayfinder.
@MainActor
class DelegateProxy: NSObject {
    weak var navigator: Navigator?
    /// The app's own delegate. `nonisolated(unsafe)` because the Objective-C runtime asks the
    /// nonisolated `responds(to:)` / `forwardingTarget(for:)` about it; UIKit calls them on the
    /// main thread, where every write happens.
    nonisolated(unsafe) weak var appDelegateObject: (any NSObjectProtocol)?
    /// Whether the proxy was put in the slot with an app delegate behind it: when that
    /// delegate is gone, the proxy is put in the slot again, so that UIKit asks again which
    /// methods the delegate answers (it may keep the answers it got; API-AUDIT finding 2).
    private var installedOverAppDelegate = false

    init(navigator: Navigator) {
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
