import Foundation

extension UIViewController {
    /// The sheet presentation controller, when this controller is (to be) presented as a
    /// page or form sheet (`.automatic` included); otherwise `nil` (iOS 15). Set
    /// `modalPresentationStyle` first: the presentation controller keeps the style it was
    /// made with.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The popover presentation controller, when this controller is (to be) presented as a
    /// popover; otherwise `nil`. Set `modalPresentationStyle = .popover` first.
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }

    /// The presentation controller for the current style: for `.custom`, the transitioning
    /// delegate's, when it gives one.
    func makePresentationController() -> UIPresentationController {
        switch modalPresentationStyle {
        case .custom:
            return transitioningDelegate?.presentationController(
                forPresented: self, presenting: presentingStorage,
                source: presentingStorage ?? self)
                ?? UIPresentationController(
                    presentedViewController: self, presenting: presentingStorage)
        case .pageSheet, .formSheet:
            return UISheetPresentationController(
                presentedViewController: self, presenting: presentingStorage)
        case .popover:
            return UIPopoverPresentationController(
                presentedViewController: self, presenting: presentingStorage)
        default:
            return UIPresentationController(
                presentedViewController: self, presenting: presentingStorage)
        }
    }
}
