import Foundation

/// The test driver: what a test does to a window, a navigation controller, a presented
/// controller or a tab bar controller that, on a device, the user or time would do.
///
/// It is the only part of HeadlessUIKit that UIKit does not have; library code never uses
/// it. Reach it through `.headless`:
///
/// ```swift
/// window.headless.runUntilIdle()
/// let swipe = nav.headless.beginInteractivePop()
/// swipe.update(progress: 0.4)
/// swipe.cancel()
/// window.headless.advance(by: 0.2)
/// ```
@MainActor
public struct Headless<Base: AnyObject> {
    /// The object driven.
    public let base: Base

    /// Wraps `base`.
    public init(_ base: Base) {
        self.base = base
    }
}

/// Types that have a test driver.
@MainActor
public protocol HeadlessDriven: AnyObject {}

extension HeadlessDriven {
    /// The test driver of this object.
    public var headless: Headless<Self> { Headless(self) }
}

extension UIResponder: HeadlessDriven {}

extension Headless where Base: UIWindow {
    /// The run loop of the window's scene.
    public var runLoop: HeadlessRunLoop { base.runLoop }

    /// Turns the run loop and advances the virtual clock until nothing is pending: no
    /// transition, animation, deferred work or completion.
    public func runUntilIdle() {
        base.runLoop.runUntilIdle()
    }

    /// Turns the run loop up to `now + interval`, running what is due in order of due time,
    /// then arrival.
    public func advance(by interval: TimeInterval) {
        base.runLoop.advance(by: interval)
    }

    /// The virtual time in seconds.
    public var now: TimeInterval { base.runLoop.now }

    /// Every console warning and exception UIKit would have produced, oldest first.
    public var diagnostics: [String] { base.runLoop.diagnostics }

    /// Whether work is pending.
    public var hasPendingWork: Bool { base.runLoop.hasPendingWork }
}

extension Headless where Base: UINavigationController {
    /// A tap on the back button: pops the top controller, animated. Does nothing when there
    /// is no back button (root only, hidden back button), or when the navigation controller
    /// is not on screen.
    ///
    /// While a push or pop runs it depends on the window's
    /// ``HeadlessBehaviour/Profile``: `.iOS17` and `.iOS18` ignore the tap (it returns `nil`);
    /// `.iOS26` completes the running transition at once (it appears) and starts the pop in
    /// the same turn (``HeadlessBehaviour/userInterruptionCompletesRunningTransition``), so
    /// that two taps during a push pop two screens. A tap is ignored under every profile while
    /// a swipe drives a transition, or when a change made in this turn has not started yet.
    @discardableResult
    public func tapBackButton() -> UIViewController? {
        let nav = base
        let interrupts = nav.runningTransition != nil
        guard nav.stack.count >= 2, !nav.layoutPassScheduled, nav.isInWindow,
            nav.stack.last?.navigationItem.hidesBackButton == false,
            nav.letUserInterrupt(.backTap)
        else { return nil }
        let popped = nav.popViewController(animated: true)
        // A tap on a still screen pops on the next turn, as any pop; one that interrupted a
        // transition starts its pop in the same turn (WWDC24 session 10145).
        if interrupts { nav.startRequestedTransitionNow() }
        return popped
    }

    /// Starts a swipe-back. When a swipe cannot start (root only, gesture
    /// disabled, not on screen), the interaction did not begin and its calls do nothing.
    /// While a push or pop runs it begins only under `.iOS26`
    /// (``HeadlessBehaviour/navigationIsInterruptibleFrom``), after the running transition
    /// completed at once; under `.iOS17` and `.iOS18` it does not begin.
    public func beginInteractivePop() -> HeadlessInteraction {
        base.beginInteractivePop(by: base.interactivePopGestureRecognizer)
    }
}

extension Headless where Base: UIViewController {
    /// Starts a swipe-down of a presented sheet. When the sheet refuses
    /// (`isModalInPresentation`, or the delegate's `presentationControllerShouldDismiss`
    /// returns false) the delegate hears `presentationControllerDidAttemptToDismiss` and
    /// the interaction does not begin; it does not begin either when the controller is not
    /// a presented sheet on top of its chain, or a presentation transition runs.
    public func beginInteractiveDismiss() -> HeadlessInteraction {
        beginInteractiveDismiss(anyStyle: false)
    }

    /// A swipe-down, or (`anyStyle`) a zoom's interactive dismissal of any presentation style.
    func beginInteractiveDismiss(anyStyle: Bool) -> HeadlessInteraction {
        let sheet = base.rootAncestor
        guard let presenter = sheet.presentingStorage, sheet.presentedStorage == nil,
            anyStyle
                || (sheet.presentationControllerStorage?.presentationStyle
                    ?? sheet.modalPresentationStyle).isSheet,
            !sheet.isBeingDismissedStorage,
            let window = sheet.loadedView?.window, window.presentationTransitionsInFlight == 0,
            let presentationController = sheet.presentationController
        else { return HeadlessInteraction(began: false) }
        let delegate = presentationController.delegate
        if sheet.isModalInPresentation
            || delegate?.presentationControllerShouldDismiss(presentationController) == false
        {
            delegate?.presentationControllerDidAttemptToDismiss(presentationController)
            return HeadlessInteraction(began: false)
        }
        let interaction = HeadlessInteraction(began: true)
        sheet.dismiss(
            chain: [sheet], from: presenter, in: window, animated: true, interactive: interaction,
            announce: { delegate?.presentationControllerWillDismiss(presentationController) },
            completion: { [weak presentationController] in
                guard let presentationController else { return }
                presentationController.delegate?.presentationControllerDidDismiss(
                    presentationController)
            })
        return interaction
    }
}

extension Headless where Base: UITabBarController {
    /// A user tap on the tab at `index`: asks the delegate's `shouldSelect`,
    /// selects, and reports `didSelect` (also for the tab already selected, whose navigation
    /// controller first pops to its root,
    /// ``HeadlessBehaviour/reselectingATabPopsItsNavigationControllerToRoot``). An index out of
    /// range does nothing. In a bar of `UITab`s it taps the `index`-th tab of the tab bar
    /// (see `tap(identifier:)`).
    public func tap(index: Int) {
        let tabBar = base
        if tabBar.tabModel.usesTabs {
            let shown = tabBar.barTabs
            if shown.indices.contains(index) { tap(identifier: shown[index].identifier) }
            return
        }
        guard tabBar.tabControllers.indices.contains(index) else { return }
        let target = tabBar.tabControllers[index]
        if tabBar.delegate?.tabBarController(tabBar, shouldSelect: target) == false { return }
        if target !== tabBar.selectedViewController || !tabBar.popsToRootOnReselect(target) {
            tabBar.selectedIndex = index
        }
        tabBar.delegate?.tabBarController(tabBar, didSelect: target)
    }
}
