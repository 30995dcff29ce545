import Foundation

// What the presentation proxy tells the navigator about a sheet besides its dismissal: the
// user dragging it to another detent, and a swipe-down refused. Both feed
// `NavigationState.Modal.sheet` (Routes/).
extension Navigator {
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
