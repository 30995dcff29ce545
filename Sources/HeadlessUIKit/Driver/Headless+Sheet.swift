import Foundation

extension Headless where Base: UIViewController {
    /// The user drags a presented sheet to the detent `identifier` and lets go: its sheet
    /// presentation controller's `selectedDetentIdentifier` becomes `identifier`, then its
    /// delegate hears `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` (UIKit
    /// sends it for the user's drags only, never for a change made in code).
    ///
    /// Nothing happens, and it returns `false`, when the controller (or the container it is in)
    /// is not a presented page or form sheet on top of its chain, a presentation or dismissal
    /// runs, the sheet has no detent `identifier`, or already rests at it. A drag down past the
    /// smallest detent is a swipe-down: use ``beginInteractiveDismiss()``.
    @discardableResult
    public func dragSheet(to identifier: UISheetPresentationController.Detent.Identifier) -> Bool {
        let presented = base.rootAncestor
        guard presented.presentingStorage != nil, presented.presentedStorage == nil,
            !presented.isBeingDismissedStorage,
            let window = presented.loadedView?.window, window.presentationTransitionsInFlight == 0,
            let sheet = presented.sheetPresentationController,
            sheet.detents.contains(where: { $0.identifier == identifier }),
            sheet.restingDetent?.identifier != identifier
        else { return false }
        sheet.selectedDetentIdentifier = identifier
        (sheet.delegate as? any UISheetPresentationControllerDelegate)?
            .sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
        return true
    }
}
