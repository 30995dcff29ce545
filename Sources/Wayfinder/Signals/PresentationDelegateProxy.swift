import Foundation

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
