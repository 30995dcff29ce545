import Foundation

/// What a locked route navigator does with a link, or a request that leaves the locked flow.
public enum LockedRequestPolicy: String, Hashable, Sendable {
    /// It fails at once with a ``NavigationError`` (`navigationLocked`); nothing changes.
    case refuse
    /// It waits, its transition pending, and runs when the lock is released (a link is
    /// resolved again then, from the state the window shows after the flow). A later held
    /// request replaces it; the earlier one settles `.superseded`.
    case hold
}

/// A navigation lock as ``RouteNavigator/activeLock`` reports it.
public struct NavigationLock<Route: Hashable & Codable & Sendable>: Hashable, Sendable,
    CustomStringConvertible
{
    /// Why navigation is locked, as the lock was given it (it is in every refusal's message).
    public let reason: String
    /// The route whose screen took the lock.
    public let route: Route
    /// Where that route's stack lives.
    public let layer: RouteLayer
    /// What happens to links and requests from outside the flow.
    public let policy: LockedRequestPolicy

    /// `locked by checkout (tab 0, refuse): Payment in progress.`
    public var description: String {
        "locked by \(route) (\(layer), \(policy.rawValue)): \(reason)"
    }
}

/// The flow a lock protects: the locking route's stack from its bottom up to that route, and
/// everything below that stack in the window.
struct RouteLockedFlow<Route: Hashable & Codable & Sendable>: Hashable {
    let layer: RouteLayer
    /// The routes of the layer's stack, bottom first, up to and including the locking route.
    let prefix: [Route]
    /// For a modal layer: the root and the modals below it, and the modal's own shape.
    let root: NavigationState<Route>.Root?
    let modalsBelow: [NavigationState<Route>.Modal]
    let style: NavigationState<Route>.ModalStyle?
    let inNavigation: Bool?

    /// Whether `target` keeps the flow: the locking route's screen stays where it is, with
    /// everything below it; only what is above it may change (screens pushed in the flow,
    /// sheets over it).
    func isKept(by target: NavigationState<Route>) -> Bool {
        switch layer {
        case .root:
            guard case .stack(let stack) = target.root else { return false }
            return stack.starts(with: prefix)
        case .tab(let index):
            guard case .tabs(let tabs, let selected) = target.root, selected == index,
                tabs.indices.contains(index)
            else { return false }
            return tabs[index].starts(with: prefix)
        case .modal(let index):
            guard target.root == root, target.modals.count > index,
                Array(target.modals[..<index]) == modalsBelow
            else { return false }
            let modal = target.modals[index]
            return modal.style == style && modal.inNavigation == inNavigation
                && modal.stack.starts(with: prefix)
        }
    }
}

/// A route navigator's lock, and the request it holds for after.
@MainActor
struct RouteLockState<Route: Hashable & Codable & Sendable> {
    @MainActor
    final class Active {
        let lock: NavigationLock<Route>
        let flow: RouteLockedFlow<Route>
        weak var screen: UIViewController?
        let screenName: String
        let whenRefused: (@MainActor (NavigationError) -> Void)?
        /// The locking screen left its window: the lock goes at the next quiet moment.
        var screenLeft = false

        init(
            lock: NavigationLock<Route>, flow: RouteLockedFlow<Route>, screen: UIViewController,
            whenRefused: (@MainActor (NavigationError) -> Void)?
        ) {
            self.lock = lock
            self.flow = flow
            self.screen = screen
            self.screenName = Wayfinder.screenName(of: screen)
            self.whenRefused = whenRefused
        }
    }

    /// A request held while locked: the caller's transition, and what runs it after.
    struct Held {
        let transition: Transition
        let run: @MainActor () -> Transition?
    }

    final class GateOwner {}

    var active: Active?
    var held: Held?
    /// Owns the tab gates of the lock (the guards' gates have the route navigator as owner).
    var gateOwner: GateOwner?
}

extension RouteNavigator {
    /// The navigation lock, or `nil` when navigation is not locked.
    public var activeLock: NavigationLock<Route>? { navigationLock.active?.lock }

    /// Locks navigation to the flow of `screen` (a payment, an onboarding), so that nothing
    /// from outside interrupts it until it ends.
    ///
    /// The **flow** is `screen`'s route, the routes below it in its stack, and everything
    /// below that stack (the root under a modal, the selected tab). While locked:
    /// - **Requests inside the flow** work as always: ``go(to:animated:)`` and
    ///   ``update(animated:_:)`` whose target keeps the locking route where it is, with
    ///   everything below it — pushing the flow's next step, presenting a sheet over it,
    ///   going back inside it.
    /// - **Links** (``open(_:animated:)``, ``open(path:animated:)``), and requests whose
    ///   target leaves the flow (pops the locking route, selects another tab, dismisses the
    ///   modal it is in) are refused with a ``NavigationError`` (`navigationLocked`), nothing
    ///   changed — or, with `outside: .hold`, wait and run once the lock is released, as a
    ///   guard's held target does.
    /// - **The user's tab taps** are refused: Wayfinder's tab bar delegate answers `false` in
    ///   `tabBarController(_:shouldSelect:)` ("`false` if the current tab should remain
    ///   active", <https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)>),
    ///   or `tabBarController(_:shouldSelectTab:)` for a bar of `UITab`s (iOS 18), so the tab is
    ///   not selected; a tap on the selected tab, which would pop it to its root, too.
    ///   `whenRefused` hears it, and the trace gets a record.
    /// - **The user's own back button and swipes** still work, inside the flow and out of
    ///   it: going back past the locking screen is the user's way out of the flow.
    ///
    /// The lock is released by ``unlock(animated:)``, or by itself at the quiet moment after
    /// the locking screen left its window (the user went back past it, the flow finished with
    /// `finish(with:)`), so that a lock never outlives its flow.
    ///
    /// ```swift
    /// final class CheckoutViewController: UIViewController {
    ///     override func viewDidAppear(_ animated: Bool) {
    ///         super.viewDidAppear(animated)
    ///         try? routes.lock("Payment in progress.", by: self, outside: .hold)
    ///     }
    ///     func paymentDidFinish() { routes.unlock() }   // a held link runs now
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - reason: why, for the refusals' messages and the trace.
    ///   - screen: a screen the route navigator's factory made, in the stack the user sees (or
    ///     below a sheet over it).
    ///   - outside: `.refuse` (the default) or `.hold` for links and requests from outside.
    ///   - whenRefused: hears every refusal, tab taps included (to show why nothing happened).
    /// - Throws: ``NavigationError`` (`cannotLock`) when `screen` is not a route's screen in
    ///   the window, not in the stack the user sees, or navigation is already locked by
    ///   another screen; nothing changes then. Locking again by the same screen replaces the
    ///   reason, the policy and `whenRefused`.
    public func lock(
        _ reason: String, by screen: UIViewController,
        outside: LockedRequestPolicy = .refuse,
        whenRefused: (@MainActor (NavigationError) -> Void)? = nil
    ) throws(NavigationError) {
        if let active = navigationLock.active, active.screen !== screen,
            !active.screenLeft, active.screen != nil
        {
            throw NavigationError(
                .cannotLock(
                    "navigation is already \(active.lock). Unlock it first (unlock()), or lock "
                        + "from its screen."))
        }
        guard let route = route(of: screen) else {
            throw NavigationError(
                .cannotLock(
                    "\(screenName(of: screen)) is not a screen the route navigator's factory "
                        + "made."))
        }
        guard let flow = lockedFlow(of: screen, route: route) else {
            throw NavigationError(
                .cannotLock(
                    "\(route)'s screen is not in the stack the user sees (the top modal's, else "
                        + "the selected tab's or the root stack); lock once it is shown."))
        }
        let lock = NavigationLock(reason: reason, route: route, layer: flow.layer, policy: outside)
        let active = RouteLockState<Route>.Active(
            lock: lock, flow: flow, screen: screen, whenRefused: whenRefused)
        let relock = navigationLock.active?.screen === screen
        navigationLock.active = active
        navigator.tracer.record(.command, .code, "lock: \(lock)")
        installLockGates()
        if !relock {
            screen.onFinish { [weak self, weak active] _ in
                guard let self, let active, self.navigationLock.active === active else { return }
                active.screenLeft = true
            }
        }
    }

    /// Releases the navigation lock; a request held meanwhile (``LockedRequestPolicy/hold``)
    /// runs now — a link is resolved from what the window shows now.
    ///
    /// - Parameter animated: unused for the held request, which keeps its own; kept for
    ///   symmetry with the other commands.
    /// - Returns: the transition of the held request that runs, or `nil` when none was held
    ///   (or navigation was not locked).
    @discardableResult
    public func unlock(animated: Bool = true) -> Transition? {
        releaseLock(because: "unlock()")
    }

    /// Releases the lock with a trace record saying why, and runs the held request.
    private func releaseLock(because why: String) -> Transition? {
        guard let active = navigationLock.active else { return nil }
        navigationLock.active = nil
        navigator.tracer.record(.command, .code, "unlock (\(why)): was \(active.lock)")
        guard let held = navigationLock.held else { return nil }
        navigationLock.held = nil
        return run(held)
    }

    /// Runs the request held while locked; its caller's transition settles as it does.
    private func run(_ held: RouteLockState<Route>.Held) -> Transition? {
        guard let transition = held.run() else {
            navigator.settleOutside(held.transition, .superseded)
            return nil
        }
        transition.onSettled { [navigator] settlement in
            navigator.settleOutside(held.transition, settlement)
        }
        return transition
    }

    /// At a quiet moment: releases a lock whose screen left its window (or was released).
    ///
    /// The quiet moment may be the end of a request's transition, or of a gesture a request
    /// waits for: the held request then runs once that request has settled, so that requests
    /// still run one after the other.
    func releaseLockIfItsScreenLeft() {
        guard let active = navigationLock.active, active.screenLeft || active.screen == nil
        else { return }
        guard let inFlight = requests.unsettledTransition, let held = navigationLock.held else {
            _ = releaseLock(because: "\(active.screenName) left")
            return
        }
        navigationLock.held = nil
        _ = releaseLock(because: "\(active.screenName) left")
        inFlight.onSettled { [weak self] _ in _ = self?.run(held) }
    }

    /// Step 1½ of ``request(_:animated:cause:)``: while locked, a request that leaves the flow
    /// is refused or held.
    /// - Returns: `nil` when the request may go on; else the transition for the caller.
    func lockRequest(
        _ target: NavigationState<Route>, command: NavigationCommand, animated: Bool,
        cause: RouteRequestCause
    ) -> Transition? {
        guard let active = navigationLock.active, !active.screenLeft else { return nil }
        switch cause {
        case .launch:
            return nil
        case .guardHold:
            // A guard's own correction goes on; but a guard holding a target that leaves the
            // flow (a tab tapped while locked, when the guards' tab gate is asked first) does
            // not put its sheet up: the tap is refused, as the lock's own gate would.
            guard let held = guards.held, !active.flow.isKept(by: held.target) else {
                return nil
            }
            let error = NavigationError(
                .navigationLocked(by: "\(active.lock.route)", reason: active.lock.reason))
            let refused = navigator.refuse(command, error)
            active.whenRefused?(error)
            return refused
        case .code, .resume, .deepLink:
            // A target the window shows already (or will, once the request in flight ends)
            // changes nothing, so it leaves nothing: it is not held for after the lock, where
            // it would undo what happened meanwhile. The window can be out of the flow while
            // the locking screen is still in it: a guard's hold, which goes on while locked,
            // took the user to another tab.
            if active.flow.isKept(by: target) || target == (requests.target ?? shown.state) {
                return nil
            }
        }
        return refuseOrHold(command, active) { [weak self] in
            self?.request(target, animated: animated, cause: cause)
        }
    }

    /// While locked, a link is refused or held (held, it is resolved again when it runs).
    /// - Returns: `nil` when not locked; else the transition for the caller.
    func lockLink(
        _ text: String, animated: Bool, reopen: @escaping @MainActor () -> Transition?
    ) -> Transition? {
        guard let active = navigationLock.active, !active.screenLeft else { return nil }
        let shown = text.count > 80 ? String(text.prefix(80)) + "…" : text
        return refuseOrHold(.goTo("open \(shown)", animated: animated), active, run: reopen)
    }

    private func refuseOrHold(
        _ command: NavigationCommand, _ active: RouteLockState<Route>.Active,
        run: @escaping @MainActor () -> Transition?
    ) -> Transition {
        let error = NavigationError(
            .navigationLocked(by: "\(active.lock.route)", reason: active.lock.reason))
        switch active.lock.policy {
        case .refuse:
            let refused = navigator.refuse(command, error)
            active.whenRefused?(error)
            return refused
        case .hold:
            if let earlier = navigationLock.held {
                navigationLock.held = nil
                navigator.settleOutside(earlier.transition, .superseded)
            }
            let transition = navigator.pendingOutside(command)
            navigationLock.held = .init(transition: transition, run: run)
            return transition
        }
    }

    /// The flow of `screen` (showing `route`): its layer must be the one the user sees.
    private func lockedFlow(
        of screen: UIViewController, route: Route
    ) -> RouteLockedFlow<Route>? {
        let shown = state
        let chain = presentedChain()
        let prefix: (UIViewController) -> [Route]? = { [self] container in
            guard let navigation = container as? UINavigationController else {
                return container === screen ? [route] : nil
            }
            guard let index = navigation.viewControllers.firstIndex(where: { $0 === screen })
            else { return nil }
            return navigation.viewControllers[...index].compactMap { self.route(of: $0) }
        }
        if !shown.modals.isEmpty {
            let index = shown.modals.count - 1
            guard chain.count > index, let routes = prefix(chain[index]) else { return nil }
            let modal = shown.modals[index]
            return RouteLockedFlow(
                layer: .modal(index), prefix: routes, root: shown.root,
                modalsBelow: Array(shown.modals[..<index]), style: modal.style,
                inNavigation: modal.inNavigation)
        }
        let root = navigator.window.rootViewController
        let layer: RouteLayer
        let container: UIViewController?
        if let tabs = root as? UITabBarController, let selected = shown.selectedTab {
            layer = .tab(selected)
            container = tabs.selectedViewController
        } else {
            layer = .root
            container = root
        }
        guard let container, let routes = prefix(container) else { return nil }
        return RouteLockedFlow(
            layer: layer, prefix: routes, root: nil, modalsBelow: [], style: nil,
            inNavigation: nil)
    }

    /// Puts the lock's tab gates in place, once: a user's tab tap is refused while locked.
    private func installLockGates() {
        guard navigationLock.gateOwner == nil else { return }
        let owner = RouteLockState<Route>.GateOwner()
        navigationLock.gateOwner = owner
        navigator.addTabGate(owner: owner) { [weak self] tabs, viewController in
            let index = tabs.viewControllers?.firstIndex(where: { $0 === viewController })
            return self?.mayUserTapTab(index) ?? true
        }
        navigator.addRootTabGate(owner: owner) { [weak self] _, index, tapped in
            guard let self else { return true }
            let book = self.currentTabBook
            return self.mayUserTapTab(
                book.flatMap { self.stateTab(ofRootTabAt: index, tapped: tapped, in: $0) })
        }
    }

    /// Whether a user's tap on tab `index` may select it: not while locked.
    private func mayUserTapTab(_ index: Int?) -> Bool {
        guard let active = navigationLock.active, !active.screenLeft, active.screen != nil
        else { return true }
        let error = NavigationError(
            .navigationLocked(by: "\(active.lock.route)", reason: active.lock.reason))
        let tab = index.map { "tab \($0)" } ?? "the tab"
        navigator.tracer.record(
            .gesture, .user(.code), "\(tab) not selected: \(error.message)")
        active.whenRefused?(error)
        return false
    }
}
