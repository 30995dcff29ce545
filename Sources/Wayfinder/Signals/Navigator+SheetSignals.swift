import Foundation

// What the presentation proxy tells the navigator about a sheet: the user swiping it down
// (begun, cancelled or done), dragging it to another detent, and a swipe-down refused. The
// last two feed `NavigationState.Modal.sheet` (Routes/).
extension Navigator {
    /// The user started to swipe a sheet down. UIKit sends this "before interaction or
    /// animations begin" and says to watch the presenting controller's coordinator
    /// (`UIPresentationController.h`); the sheet's own is the fallback. Missing it would
    /// leave a sheet whose swipe was cancelled marked as leaving, and `topmost` would skip a
    /// sheet that is still on screen.
    func sheetWillDismiss(_ controller: UIPresentationController) {
        let sheet = controller.presentedViewController
        let coordinator =
            controller.presentingViewController.transitionCoordinator
            ?? sheet.transitionCoordinator
        let id = ObjectIdentifier(sheet)
        proxies.noteDismissing(CollectionOfOne(id))
        proxies.noteUserCause(.swipeDown, of: id)
        let gesture = Self.dismissGesture(of: sheet)
        let leaving = ClosingGestures.note(gesture, closing: [sheet])
        let by = Self.traceWording(of: gesture)
        tracer.record(.gesture, .user(.swipeDown), "\(screenName(of: sheet)) drag began\(by)")
        coordinator?.animate(alongsideTransition: nil) { [weak self] context in
            guard let self else { return }
            self.proxies.dismissalEnded(CollectionOfOne(id))
            if context.isCancelled {
                _ = self.proxies.takeUserCause(of: id)
                ClosingGestures.forget(leaving)
                self.tracer.record(
                    .gesture, .user(.swipeDown),
                    "cancelled: \(screenName(of: sheet)) stays\(by)")
            } else {
                // A command that waited for the swipe starts from this same completion, before
                // the delegate's didDismiss: bring screens up to date with the swipe's cause
                // first.
                self.userTransitionEnded(id)
            }
            self.pump()
        }
    }

    /// The user swiped a sheet away.
    func sheetDidDismiss(_ sheet: UIViewController) {
        let id = ObjectIdentifier(sheet)
        proxies.dismissalEnded(CollectionOfOne(id))
        userTransitionEnded(id)
        pump()
    }

    /// The user dragged a sheet to another detent (UIKit sends
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` for the user's drags
    /// only, never for a change made in code): the trace says so, and the route navigator
    /// reads the new detent at once, or when the transition that runs ends.
    func sheetDetentChanged(_ sheet: UISheetPresentationController) {
        let detent = sheet.selectedDetentIdentifier.map {
            NavigationState<String>.SheetState.Detent($0).description
        }
        tracer.record(
            .gesture, .user(.swipeDown),
            "\(screenName(of: sheet.presentedViewController)) dragged to detent "
                + (detent ?? "smallest"))
        userChangedTheWindow()
    }

    /// The user tried to swipe a sheet down and UIKit refused (`isModalInPresentation`, or the
    /// delegate's `presentationControllerShouldDismiss(_:)`): nothing changes; the trace says
    /// so.
    func sheetSwipeRefused(_ controller: UIPresentationController) {
        tracer.record(
            .gesture, .user(.swipeDown),
            "\(screenName(of: controller.presentedViewController)) swipe-down refused")
    }
}
