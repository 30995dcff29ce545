import Foundation

/// Manages one presented view controller: its style, its presenter and the delegate asked
/// about interactive dismissal (contract §6).
@MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented.
    public private(set) unowned var presentedViewController: UIViewController
    /// The controller presenting it.
    public internal(set) weak var presentingViewController: UIViewController?
    /// Told about, and asked about, dismissals the user starts.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Creates a presentation controller.
    public init(
        presentedViewController: UIViewController,
        presenting presentingViewController: UIViewController?
    ) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }

    /// The style of the presentation (`.automatic` resolved to a page sheet).
    open var presentationStyle: UIModalPresentationStyle {
        presentedViewController.modalPresentationStyle.resolved
    }

    /// The presented view.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// The view the presentation happens in.
    open var containerView: UIView? { presentedViewController.viewIfLoaded?.superview }
}

/// Told about and asked about dismissals of a sheet that the user starts by swiping it down.
/// Every method has a default, so adopters implement only what they need, as in UIKit.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Whether the sheet may be dismissed by the swipe; `false` leads to
    /// ``presentationControllerDidAttemptToDismiss(_:)``.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
        -> Bool
    /// The swipe started a dismissal (it may still be cancelled).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The swipe dismissed the sheet.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The swipe was refused.
    func presentationControllerDidAttemptToDismiss(
        _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Allows the dismissal.
    public func presentationControllerShouldDismiss(
        _ presentationController: UIPresentationController
    ) -> Bool { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(
        _ presentationController: UIPresentationController
    ) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(
        _ presentationController: UIPresentationController
    ) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(
        _ presentationController: UIPresentationController
    ) {}
}
