import Foundation

/// The presentation controller of a popover: where it points from and which arrows it may
/// use. Reach it through `UIViewController.popoverPresentationController`.
///
/// HeadlessUIKit runs as an iPhone; a popover is shown like a sheet (the user can swipe it
/// down), and its anchor is kept as set. Its delegate is the inherited `delegate`: assign a
/// ``UIPopoverPresentationControllerDelegate`` to it as in UIKit.
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The arrows the popover may use.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in ``sourceView`` the popover points at.
    open var sourceRect: CGRect = .zero
    /// Whether the popover may cover the source rectangle.
    open var canOverlapSourceViewRect = false
    /// The item the popover points at (iOS 16).
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
    /// The bar button item the popover points at (deprecated: use ``sourceItem``).
    open var barButtonItem: UIBarButtonItem?
    /// The views the user can still use while the popover shows.
    open var passthroughViews: [UIView]?
    /// The popover's background colour.
    open var backgroundColor: UIColor?
    /// The margins the popover keeps from the screen's edges.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    /// The arrow the popover uses: unknown until it is shown, then the first permitted one.
    open var arrowDirection: UIPopoverArrowDirection {
        guard presentedViewController.presentingViewController != nil else { return .unknown }
        for direction in [UIPopoverArrowDirection.up, .down, .left, .right]
        where permittedArrowDirections.contains(direction) {
            return direction
        }
        return .unknown
    }

    /// The sheet the popover becomes in compact widths (iOS 15).
    open var adaptiveSheetPresentationController: UISheetPresentationController {
        if let sheet = adaptiveSheet { return sheet }
        let sheet = UISheetPresentationController(
            presentedViewController: presentedViewController,
            presenting: presentingControllerStorage)
        adaptiveSheet = sheet
        return sheet
    }

    private var adaptiveSheet: UISheetPresentationController?
}

/// What a popover can point at (iOS 16): a view, a bar button item or a tab bar item.
@MainActor
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}
extension UITabBarItem: UIPopoverPresentationControllerSourceItem {}

/// Told about a popover's presentation; adopt it on the presentation controller's
/// `delegate`.
@MainActor
public protocol UIPopoverPresentationControllerDelegate:
    UIAdaptivePresentationControllerDelegate
{
    /// The popover is about to be presented.
    func prepareForPopoverPresentation(
        _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {}
}

/// The arrows a popover may use.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Directions from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Pointing up.
    public static var up: UIPopoverArrowDirection { .init(rawValue: 1 << 0) }
    /// Pointing down.
    public static var down: UIPopoverArrowDirection { .init(rawValue: 1 << 1) }
    /// Pointing left.
    public static var left: UIPopoverArrowDirection { .init(rawValue: 1 << 2) }
    /// Pointing right.
    public static var right: UIPopoverArrowDirection { .init(rawValue: 1 << 3) }
    /// Any direction.
    public static var any: UIPopoverArrowDirection { [.up, .down, .left, .right] }
    /// Not known yet.
    public static var unknown: UIPopoverArrowDirection { .init(rawValue: UInt.max) }
}
