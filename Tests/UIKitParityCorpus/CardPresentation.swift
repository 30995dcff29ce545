#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A custom card presentation: a presentation controller that dims what is behind and an
/// animator that slides the card up.
public final class CardPresentationController: UIPresentationController {
    /// The dimming view behind the card.
    public let dimmingView = UIView()
    /// What the controller heard, in order.
    public private(set) var events: [String] = []

    /// The card covers the lower two thirds of the container.
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(
            x: 0, y: bounds.height / 3, width: bounds.width, height: bounds.height * 2 / 3)
    }

    /// UIKit calls this: the presentation starts.
    public override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        events.append("presentationWillBegin")
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        containerView?.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    /// UIKit calls this: the presentation ended.
    public override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        events.append("presentationDidEnd(\(completed))")
        if !completed { dimmingView.removeFromSuperview() }
    }

    /// UIKit calls this: the dismissal starts.
    public override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        events.append("dismissalWillBegin")
    }

    /// UIKit calls this: the dismissal ended.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        events.append("dismissalDidEnd(\(completed))")
        if completed { dimmingView.removeFromSuperview() }
    }
}

/// Slides the card up or down.
public final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether it presents (else dismisses).
    public let presenting: Bool

    /// An animator for one direction.
    public init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    /// UIKit calls this: the animation's length.
    public func transitionDuration(
        using transitionContext: (any UIViewControllerContextTransitioning)?
    ) -> TimeInterval {
        0.3
    }

    /// UIKit calls this: runs the animation.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let card = transitionContext.viewController(forKey: key) else { return }
        if presenting { transitionContext.containerView.addSubview(card.view) }
        let final = transitionContext.finalFrame(for: card)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: { card.view.frame = final },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Presents a card with the custom presentation.
public final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// UIKit calls this: the presentation controller.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    /// UIKit calls this: the presenting animator.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        CardAnimator(presenting: true)
    }

    /// UIKit calls this: the dismissing animator.
    public func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        CardAnimator(presenting: false)
    }
}

extension UIViewController {
    /// Presents `card` as a custom card, keeping `delegate` (UIKit holds it weakly).
    public func presentCard(_ card: UIViewController, delegate: CardTransitioningDelegate) {
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        present(card, animated: true)
    }
}
