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

    @MainActor
    func forwardDidChangeSelectedDetent(
        to delegate: (any UIAdaptivePresentationControllerDelegate)?,
        _ controller: UISheetPresentationController
    ) {
        (delegate as? any UISheetPresentationControllerDelegate)?
            .sheetPresentationControllerDidChangeSelectedDetentIdentifier?(controller)
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

    @MainActor
    func forwardDidChangeSelectedDetent(
        to delegate: (any UIAdaptivePresentationControllerDelegate)?,
        _ controller: UISheetPresentationController
    ) {
        (delegate as? any UISheetPresentationControllerDelegate)?
            .sheetPresentationControllerDidChangeSelectedDetentIdentifier(controller)
    }
#endif

/// Forwards a delegate call to another delegate, such as the one an app's delegate replaced
/// and chains to, with the same code on iOS and on HeadlessUIKit.
///
/// On iOS the methods of `UINavigationControllerDelegate`,
/// `UIAdaptivePresentationControllerDelegate` and `UITabBarControllerDelegate` are optional
/// Objective-C requirements, called with `?`; on HeadlessUIKit they have default
/// implementations, called directly, so a forwarding call written for one does not compile on
/// the other. Each method here has the name and arguments of the delegate method it forwards:
/// one line per forwarded call, no `#if canImport(UIKit)`.
///
/// ```swift
/// final class ScreenLogger: NSObject, UINavigationControllerDelegate {
///     weak var previous: (any UINavigationControllerDelegate)?   // whoever was there before
///
///     func navigationController(
///         _ navigation: UINavigationController, willShow screen: UIViewController,
///         animated: Bool
///     ) {
///         print("showing \(screen)")
///         DelegateForwarder(previous).navigationController(
///             navigation, willShow: screen, animated: animated)
///     }
/// }
/// ```
///
/// A delegate that is `nil`, is not of the method's protocol, or does not implement the
/// method is not called; the methods that answer a question then answer UIKit's default
/// (`true`: the sheet may be dismissed, the tab may be selected).
@MainActor
public struct DelegateForwarder {
    /// The delegate calls go to.
    public let delegate: (any NSObjectProtocol)?

    /// A forwarder to `delegate`.
    public init(_ delegate: (any NSObjectProtocol)?) {
        self.delegate = delegate
    }

    // MARK: UINavigationControllerDelegate

    /// Forwards `navigationController(_:willShow:animated:)`.
    public func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool
    ) {
        forwardWillShow(
            to: delegate as? any UINavigationControllerDelegate, navigationController,
            viewController, animated: animated)
    }

    /// Forwards `navigationController(_:didShow:animated:)`.
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {
        forwardDidShow(
            to: delegate as? any UINavigationControllerDelegate, navigationController,
            viewController, animated: animated)
    }

    // MARK: UIAdaptivePresentationControllerDelegate

    /// Forwards `presentationControllerShouldDismiss(_:)`.
    /// - Returns: the delegate's answer; `true` when it gives none.
    public func presentationControllerShouldDismiss(
        _ presentationController: UIPresentationController
    ) -> Bool {
        forwardShouldDismiss(
            to: delegate as? any UIAdaptivePresentationControllerDelegate,
            presentationController)
    }

    /// Forwards `presentationControllerWillDismiss(_:)`.
    public func presentationControllerWillDismiss(
        _ presentationController: UIPresentationController
    ) {
        forwardWillDismiss(
            to: delegate as? any UIAdaptivePresentationControllerDelegate,
            presentationController)
    }

    /// Forwards `presentationControllerDidDismiss(_:)`.
    public func presentationControllerDidDismiss(
        _ presentationController: UIPresentationController
    ) {
        forwardDidDismiss(
            to: delegate as? any UIAdaptivePresentationControllerDelegate,
            presentationController)
    }

    /// Forwards `presentationControllerDidAttemptToDismiss(_:)`.
    public func presentationControllerDidAttemptToDismiss(
        _ presentationController: UIPresentationController
    ) {
        forwardDidAttemptToDismiss(
            to: delegate as? any UIAdaptivePresentationControllerDelegate,
            presentationController)
    }

    // MARK: UISheetPresentationControllerDelegate

    /// Forwards `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`, which UIKit
    /// sends when the user drags a sheet to another detent (never for a change made in code).
    ///
    /// The delegate is called only when it adopts `UISheetPresentationControllerDelegate`. An
    /// app's delegate that replaced Wayfinder's and chains with this call lets Wayfinder hear
    /// the drag when it happens, so `NavigationState.Modal.sheet` follows it at once.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        forwardDidChangeSelectedDetent(
            to: delegate as? any UIAdaptivePresentationControllerDelegate,
            sheetPresentationController)
    }

    // MARK: UITabBarControllerDelegate

    /// Forwards `tabBarController(_:shouldSelect:)`.
    /// - Returns: the delegate's answer; `true` when it gives none.
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
        let tabDelegate = delegate as? any UITabBarControllerDelegate
        #if canImport(UIKit)
            return tabDelegate?.tabBarController?(tabBarController, shouldSelect: viewController)
                ?? true
        #else
            return tabDelegate?.tabBarController(tabBarController, shouldSelect: viewController)
                ?? true
        #endif
    }

    /// Forwards `tabBarController(_:didSelect:)`.
    public func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
        let tabDelegate = delegate as? any UITabBarControllerDelegate
        #if canImport(UIKit)
            tabDelegate?.tabBarController?(tabBarController, didSelect: viewController)
        #else
            tabDelegate?.tabBarController(tabBarController, didSelect: viewController)
        #endif
    }
}
