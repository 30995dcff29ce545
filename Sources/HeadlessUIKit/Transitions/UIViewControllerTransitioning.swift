import Foundation

/// Gives a presented controller custom animators and a custom presentation controller.
///
/// HeadlessUIKit asks for the presentation controller of a `.custom` presentation; it does
/// not run custom animators: transitions keep HeadlessUIKit's durations and callback order
/// (``HeadlessBehaviour/customAnimatorsAreNotRun``).
@MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The animator of the presentation.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator of the dismissal.
    func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    /// The interactive driver of the presentation.
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// The interactive driver of the dismissal.
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// None: the system's animation.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// None: the system's animation.
    public func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    { nil }
    /// None.
    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// None.
    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// None: the system's.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? { nil }
}

/// A custom transition animation.
@MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// The animation's length.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    /// Runs the animation and calls `completeTransition` at its end.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The transition ended.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What a custom animator is given: the container and the two sides.
@MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// Whether it is animated.
    var isAnimated: Bool { get }
    /// Whether it is interactive.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The presentation style.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Updates an interactive transition.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Finishes an interactive transition.
    func finishInteractiveTransition()
    /// Cancels an interactive transition.
    func cancelInteractiveTransition()
    /// Pauses an interactive transition.
    func pauseInteractiveTransition()
    /// Tells UIKit the animation ended.
    func completeTransition(_ didComplete: Bool)
    /// One side's controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// One side's view.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// A controller's first frame.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// A controller's last frame.
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// Drives a transition interactively.
@MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the interactive transition.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}

/// An interactive driver that follows a percentage.
@MainActor
open class UIPercentDrivenInteractiveTransition: NSObject,
    UIViewControllerInteractiveTransitioning
{
    /// How far the transition is, 0…1.
    open private(set) var percentComplete: CGFloat = 0
    /// The speed of the rest after a finish or cancel.
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest after a finish or cancel.
    open var completionCurve = UIView.AnimationCurve.easeInOut
    /// Whether it starts interactive.
    open var wantsInteractiveStart = true
    private weak var context: (any UIViewControllerContextTransitioning)?

    /// Starts the interactive transition.
    open func startInteractiveTransition(
        _ transitionContext: any UIViewControllerContextTransitioning
    ) {
        context = transitionContext
    }

    /// Moves the transition to `percentComplete`.
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(0, percentComplete), 1)
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// Lets the transition finish.
    open func finish() {
        context?.finishInteractiveTransition()
    }

    /// Lets the transition go back.
    open func cancel() {
        context?.cancelInteractiveTransition()
    }

    /// Pauses the transition.
    open func pause() {
        context?.pauseInteractiveTransition()
    }
}

extension UIView {
    /// An animation's timing curve.
    public enum AnimationCurve: Int, Sendable {
        /// Ease in and out.
        case easeInOut = 0
        /// Ease in.
        case easeIn = 1
        /// Ease out.
        case easeOut = 2
        /// Linear.
        case linear = 3
    }
}
