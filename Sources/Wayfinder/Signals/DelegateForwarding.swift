// The one place where Wayfinder's sources differ between UIKit and HeadlessUIKit: UIKit's
// delegate methods are optional Objective-C requirements (called with `?`), HeadlessUIKit's
// have default implementations (called directly). Everything else calls these functions.

#if canImport(UIKit)
    @MainActor
    func forwardWillShow(
        to delegate: (any UINavigationControllerDelegate)?, _ navigation: UINavigationController,
        _ viewController: UIViewController, animated: Bool
    ) {
        delegate?.navigationController?(navigation, willShow: viewController, animated: animated)
    }

    @MainActor
    func forwardDidShow(
        to delegate: (any UINavigationControllerDelegate)?, _ navigation: UINavigationController,
        _ viewController: UIViewController, animated: Bool
    ) {
        delegate?.navigationController?(navigation, didShow: viewController, animated: animated)
    }

    @MainActor
    func forwardShouldDismiss(
        to delegate: (any UIAdaptivePresentationControllerDelegate)?,
        _ controller: UIPresentationController
    ) -> Bool {
        delegate?.presentationControllerShouldDismiss?(controller) ?? true
    }

    @MainActor
    func forwardWillDismiss(
        to delegate: (any UIAdaptivePresentationControllerDelegate)?,
        _ controller: UIPresentationController
    ) {
        delegate?.presentationControllerWillDismiss?(controller)
    }

    @MainActor
    func forwardDidDismiss(
        to delegate: (any UIAdaptivePresentationControllerDelegate)?,
        _ controller: UIPresentationController
    ) {
        delegate?.presentationControllerDidDismiss?(controller)
    }

    @MainActor
    func forwardDidAttemptToDismiss(
        to delegate: (any UIAdaptivePresentationControllerDelegate)?,
        _ controller: UIPresentationController
    ) {
        delegate?.presentationControllerDidAttemptToDismiss?(controller)
    }
#else
    @MainActor
    func forwardWillShow(
        to delegate: (any UINavigationControllerDelegate)?, _ navigation: UINavigationController,
        _ viewController: UIViewController, animated: Bool
    ) {
        delegate?.navigationController(navigation, willShow: viewController, animated: animated)
    }

    @MainActor
    func forwardDidShow(
        to delegate: (any UINavigationControllerDelegate)?, _ navigation: UINavigationController,
        _ viewController: UIViewController, animated: Bool
    ) {
        delegate?.navigationController(navigation, didShow: viewController, animated: animated)
    }

    @MainActor
    func forwardShouldDismiss(
        to delegate: (any UIAdaptivePresentationControllerDelegate)?,
        _ controller: UIPresentationController
    ) -> Bool {
        delegate?.presentationControllerShouldDismiss(controller) ?? true
    }

    @MainActor
    func forwardWillDismiss(
        to delegate: (any UIAdaptivePresentationControllerDelegate)?,
        _ controller: UIPresentationController
    ) {
        delegate?.presentationControllerWillDismiss(controller)
    }

    @MainActor
    func forwardDidDismiss(
        to delegate: (any UIAdaptivePresentationControllerDelegate)?,
        _ controller: UIPresentationController
    ) {
        delegate?.presentationControllerDidDismiss(controller)
    }

    @MainActor
    func forwardDidAttemptToDismiss(
        to delegate: (any UIAdaptivePresentationControllerDelegate)?,
        _ controller: UIPresentationController
    ) {
        delegate?.presentationControllerDidAttemptToDismiss(controller)
    }
#endif
