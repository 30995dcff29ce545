import Foundation

/// Manages one presented view controller: its style, its presenter and the delegate asked
/// about interactive dismissal.
@MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented.
    public private(set) unowned var presentedViewController: UIViewController
    /// The controller presenting it, as UIKit declares it: not optional. Before the
    /// presentation starts (and after it ends) it is the presenter given at creation, else
    /// the presented controller's `presentingViewController`, else the presented controller
    /// itself (UIKit has no answer then).
    open var presentingViewController: UIViewController {
        presentingControllerStorage ?? presentedViewController.presentingViewController
            ?? presentedViewController
    }
    /// The presenter, set when the presentation starts.
    weak var presentingControllerStorage: UIViewController?
    /// The style, fixed when the controller is made.
    private let fixedStyle: UIModalPresentationStyle
    /// Told about, and asked about, dismissals the user starts.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Creates a presentation controller.
    public init(
        presentedViewController: UIViewController,
        presenting presentingViewController: UIViewController?
    ) {
        self.presentedViewController = presentedViewController
        self.presentingControllerStorage = presentingViewController
        self.fixedStyle = presentedViewController.modalPresentationStyle
        super.init()
    }

    /// The style of the presentation: the presented controller's `modalPresentationStyle`
    /// when this controller was made (`.automatic` resolved to
    /// ``HeadlessBehaviour/automaticPresentationStyle``).
    open var presentationStyle: UIModalPresentationStyle { fixedStyle }

    /// The presented view.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// The view the presentation happens in: known from the start of the presentation.
    open var containerView: UIView? {
        containerStorage ?? presentedViewController.viewIfLoaded?.superview
    }
    /// The container, set when the presentation starts.
    weak var containerStorage: UIView?

    /// The traits of the presentation: HeadlessUIKit's iPhone, with ``traitOverrides``.
    open var traitCollection: UITraitCollection {
        traitOverridesStorage.applied(to: HeadlessBehaviour.traits)
    }

    /// The traits this presentation overrides for the presented controller and what it
    /// contains (iOS 17), between the presenter's and the presented controller's own.
    /// Changing them calls the trait-change handlers registered below whose traits changed.
    public var traitOverrides: UITraitOverrides {
        get { traitOverridesStorage }
        set {
            presentedViewController.changingTraits { traitOverridesStorage = newValue }
        }
    }
    /// Storage of ``traitOverrides``.
    var traitOverridesStorage = UITraitOverrides() {
        didSet { if !traitOverridesStorage.isEmpty { TraitOverridesSeen.any = true } }
    }

    /// The style the presentation adapts to in a compact width: its own.
    open var adaptivePresentationStyle: UIModalPresentationStyle { presentationStyle }

    /// The style the presentation adapts to for `traitCollection`: its own.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    { presentationStyle }

    /// The presented view's frame in the container: the container's bounds.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole screen.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the window (full-screen styles).
    open var shouldRemovePresentersView: Bool { presentationStyle.removesPresenterView }

    /// The presentation's transition is about to begin (UIKit calls it; so does
    /// HeadlessUIKit, before the presented controller's `viewWillAppear`).
    open func presentationTransitionWillBegin() {}

    /// The presentation's transition ended.
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// The dismissal's transition is about to begin.
    open func dismissalTransitionWillBegin() {}

    /// The dismissal's transition ended; `completed` is false for a cancelled swipe.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// The container is about to lay out its subviews.
    open func containerViewWillLayoutSubviews() {}

    /// The container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}
}

/// Told about and asked about dismissals of a sheet that the user starts by swiping it down,
/// and asked about adapting the presentation to other traits.
///
/// In UIKit every method is an `@objc optional` requirement; Swift has no optional
/// requirements off Apple platforms, so here each has a default implementation that does
/// what UIKit does when the delegate does not implement it. Adopters implement only what
/// they need, as in UIKit. Call them through UIKit's optional-chaining form only in code
/// that compiles on both (see the README's "Differences from UIKit").
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to adapt to in a compact environment.
    func adaptivePresentationStyle(for controller: UIPresentationController)
        -> UIModalPresentationStyle
    /// The style to adapt to for `traitCollection`.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// Lets the delegate configure the presentation controller adapted to (iOS 15).
    func presentationController(
        _ presentationController: UIPresentationController,
        prepare adaptivePresentationController: UIPresentationController)
    /// The controller to present in place of the presented one in the adapted style.
    func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController?
    /// The presentation is about to adapt to `style`.
    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
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
    /// No adaptation: the presentation's own style.
    public func adaptivePresentationStyle(for controller: UIPresentationController)
        -> UIModalPresentationStyle
    { controller.presentationStyle }
    /// Falls back to ``adaptivePresentationStyle(for:)``, as UIKit does.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle { adaptivePresentationStyle(for: controller) }
    /// Does nothing.
    public func presentationController(
        _ presentationController: UIPresentationController,
        prepare adaptivePresentationController: UIPresentationController
    ) {}
    /// The presented controller itself.
    public func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? { nil }
    /// Does nothing.
    public func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {}
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
