import Foundation

/// Sits in a navigation controller's `delegate` slot, tells the navigator about every
/// transition, and forwards every call to the app's own delegate, so that an app that sets
/// `nav.delegate` keeps working (Wayfinder never takes a delegate slot away from the app).
///
/// When the app sets its own delegate after Wayfinder, the navigator notices at its next
/// command or query, and puts the proxy back with the app's delegate behind it.
final class NavigationDelegateProxy: DelegateProxy, UINavigationControllerDelegate {
    /// The app's own delegate, behind the proxy.
    var appDelegate: (any UINavigationControllerDelegate)? {
        appDelegateObject as? any UINavigationControllerDelegate
    }

    /// How many `didShow` calls reached the proxy: a transition that ends without one went
    /// past it (see ``watchForMissedDidShow(_:)``). Touched only on the main actor, never lent
    /// out `inout`: no run-time exclusivity check.
    @exclusivity(unchecked) private var didShowCount = 0

    /// ``didShowCount`` when the watched transition began, `nil` when none is watched.
    @exclusivity(unchecked) private var watchedDidShowCount: Int?

    /// The coordinator of the watched transition, so that it gets one completion however
    /// often it is watched (from the navigator's UIKit call, then from `willShow`).
    @exclusivity(unchecked) private var watchedCoordinator: ObjectIdentifier?

    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool
    ) {
        forwardingOnce(reentered: ()) {
            navigator?.navigationWillShow(navigationController, viewController)
            watchForMissedDidShow(navigationController)
            forwardWillShow(
                to: appDelegate, navigationController, viewController, animated: animated)
        }
    }

    /// When the app replaces the delegate (without keeping the proxy) while a transition the
    /// navigator waits for runs, UIKit's `didShow` goes to the app's delegate only, and the
    /// navigator would wait for it forever: at the end of the transition (its coordinator's
    /// completion), a `didShow` that did not reach the proxy is delivered to the navigator.
    ///
    /// The navigator watches from its own UIKit call (the coordinator exists as soon as an
    /// animated call returns), so that a delegate the app sets right after the call, before
    /// UIKit's `willShow`, is covered too; `willShow` watches again for a transition whose
    /// coordinator came later.
    ///
    /// Every push and pop the navigator makes passes here, so the watch holds no reference (a
    /// screen that leaves is released on time) and makes nothing per transition: it keeps one
    /// count, the completion is one closure made once per proxy, and the completion finds the
    /// navigation controller and the arriving screen in the coordinator's context. A transition the
    /// navigator does not wait for (the user's) is not watched: the navigator watches it itself
    /// when it hears `willShow`.
    func watchForMissedDidShow(_ navigationController: UINavigationController) {
        // The navigator waits from the UIKit call on; UIKit sends `willShow` after it.
        guard let run = navigator?.run, run.waitsForDidShow(on: navigationController),
            let coordinator = navigationController.transitionCoordinator
        else { return }
        let id = ObjectIdentifier(coordinator)
        if watchedDidShowCount != nil, watchedCoordinator == id { return }
        watchedDidShowCount = didShowCount
        watchedCoordinator = id
        coordinator.animate(alongsideTransition: nil, completion: transitionEnded)
    }

    /// The completion every watched transition gets, made once.
    private lazy var transitionEnded: (any UIViewControllerTransitionCoordinatorContext) -> Void =
        { [weak self] context in
            guard let self, let watched = self.watchedDidShowCount else { return }
            self.watchedDidShowCount = nil
            self.watchedCoordinator = nil
            guard self.didShowCount == watched, !context.isCancelled,
                let viewController = context.viewController(forKey: .to),
                let navigationController = viewController.navigationController,
                navigationController.delegate !== self,
                let navigator = self.navigator, let run = navigator.run,
                run.waitsForDidShow(of: viewController, on: navigationController)
            else { return }
            navigator.navigationDidShow(navigationController, viewController)
        }

    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {
        didShowCount += 1
        forwardingOnce(reentered: ()) {
            forwardDidShow(
                to: appDelegate, navigationController, viewController, animated: animated)
            navigator?.navigationDidShow(navigationController, viewController)
        }
    }
}

/// Sits in a presented controller's `presentationController.delegate` slot, tells the
/// navigator about swipe-downs and, for a sheet, about the user dragging it to another detent,
/// and forwards every call to the app's own delegate.
final class PresentationDelegateProxy: DelegateProxy, UISheetPresentationControllerDelegate {
    /// The app's own delegate, behind the proxy.
    var appDelegate: (any UIAdaptivePresentationControllerDelegate)? {
        appDelegateObject as? any UIAdaptivePresentationControllerDelegate
    }

    /// The presentation controller whose swipe-down is under way: set at
    /// `presentationControllerWillDismiss(_:)`, cleared at `…DidDismiss(_:)` or when the swipe
    /// is cancelled. While it is set the navigator keeps the proxy though the sheet left the
    /// window (``DelegateProxies/awaitingDidDismiss``), because UIKit sends `didDismiss` after
    /// the transition coordinator's completion, to the delegate slot, which is weak. Weak
    /// itself, so that a presentation controller gone without `didDismiss` frees the proxy.
    private(set) weak var dismissalUnderWay: UIPresentationController?

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
        -> Bool
    {
        forwardingOnce(reentered: true) {
            forwardShouldDismiss(to: appDelegate, presentationController)
        }
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        forwardingOnce(reentered: ()) {
            awaitDidDismiss(of: presentationController)
            navigator?.sheetWillDismiss(presentationController)
            forwardWillDismiss(to: appDelegate, presentationController)
        }
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        forwardingOnce(reentered: ()) {
            dismissalUnderWay = nil
            forwardDidDismiss(to: appDelegate, presentationController)
            navigator?.sheetDidDismiss(presentationController.presentedViewController)
        }
    }

    /// Notes the swipe-down of `presentationController` as under way until `didDismiss`, or
    /// until the swipe is cancelled (the completion of the coordinator UIKit says to watch:
    /// the presenting controller's, else the sheet's).
    private func awaitDidDismiss(of presentationController: UIPresentationController) {
        let coordinator =
            presentationController.presentingViewController.transitionCoordinator
            ?? presentationController.presentedViewController.transitionCoordinator
        guard let coordinator else { return }
        dismissalUnderWay = presentationController
        coordinator.animate(alongsideTransition: nil) { [weak self] context in
            if context.isCancelled { self?.dismissalUnderWay = nil }
        }
    }

    func presentationControllerDidAttemptToDismiss(
        _ presentationController: UIPresentationController
    ) {
        forwardingOnce(reentered: ()) {
            navigator?.sheetSwipeRefused(presentationController)
            forwardDidAttemptToDismiss(to: appDelegate, presentationController)
        }
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        forwardingOnce(reentered: ()) {
            forwardDidChangeSelectedDetent(to: appDelegate, sheetPresentationController)
            navigator?.sheetDetentChanged(sheetPresentationController)
        }
    }
}
