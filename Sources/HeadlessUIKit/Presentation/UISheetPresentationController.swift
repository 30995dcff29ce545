import Foundation

/// The presentation controller of a page or form sheet (iOS 15): its detents, grabber and
/// selected detent. Reach it through `UIViewController.sheetPresentationController`.
///
/// The state is kept as set; HeadlessUIKit has no layout, so detents change no frame. A
/// selected detent identifier that none of the ``detents`` has is kept too, as UIKit keeps
/// it (the sheet then shows its first detent).
///
/// Its delegate is the inherited `delegate`: Swift cannot narrow a property's type in a
/// subclass, so assign a ``UISheetPresentationControllerDelegate`` to it as in UIKit.
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The view the sheet is anchored to when it is shown as a popover-like sheet.
    open var sourceView: UIView?
    /// Whether the sheet sizes like a page on regular widths (iOS 17).
    open var prefersPageSizing = true
    /// Whether the sheet attaches to the bottom edge in compact height.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether the width follows `preferredContentSize` when edge-attached.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Whether the grabber shows at the top of the sheet.
    open var prefersGrabberVisible = false
    /// The heights the sheet can rest at, smallest first; by default only `.large()`.
    open var detents: [Detent] = [.large()]
    /// The detent the sheet rests at; `nil` means the smallest of ``detents``.
    open var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent at which the content behind the sheet is not dimmed.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether scrolling to the edge expands the sheet to the next detent.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// The corner radius; `nil` is the system's.
    open var preferredCornerRadius: CGFloat?

    /// Re-evaluates custom detents (iOS 16); no layout here, so nothing moves.
    open func invalidateDetents() {}

    /// Runs `changes` at once (UIKit animates the sheet to its new state).
    open func animateChanges(_ changes: () -> Void) {
        changes()
    }

    /// The detent the sheet rests at: ``selectedDetentIdentifier``'s, else the first.
    var restingDetent: Detent? {
        detents.first { $0.identifier == selectedDetentIdentifier } ?? detents.first
    }
}

extension UISheetPresentationController {
    /// A height a sheet rests at. (`final` here: UIKit's is `open` but has no initializer a
    /// subclass could call.)
    @MainActor
    public final class Detent: NSObject {
        /// The name of a detent.
        public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
            /// The name.
            public let rawValue: String
            /// A detent name.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// A detent name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// About half the screen.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The full height.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's name.
        public private(set) var identifier: Identifier
        private let resolver:
            ((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?

        init(
            identifier: Identifier,
            resolver: ((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?
        ) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// About half the screen.
        public class func medium() -> Self {
            Self(identifier: .medium, resolver: { $0.maximumDetentValue / 2 })
        }

        /// The full height.
        public class func large() -> Self {
            Self(identifier: .large, resolver: { $0.maximumDetentValue })
        }

        /// A detent whose height `resolver` computes (iOS 16); without an identifier it gets
        /// a unique one.
        public static func custom(
            identifier: Identifier? = nil,
            resolver:
                @escaping (_ context: any UISheetPresentationControllerDetentResolutionContext)
                -> CGFloat?
        ) -> Detent {
            Detent(
                identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The height of this detent in `context`, `nil` when it is inactive (iOS 16).
        public func resolvedValue(
            in context: any UISheetPresentationControllerDetentResolutionContext
        ) -> CGFloat? {
            resolver?(context)
        }
    }
}

/// What a custom detent's resolver gets (iOS 16).
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height a detent can have.
    var maximumDetentValue: CGFloat { get }
}

/// Told when the user drags a sheet to another detent; adopt it on the presentation
/// controller's `delegate`.
@MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user changed the selected detent (not sent for changes made in code).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}
