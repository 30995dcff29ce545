import Foundation

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// How a ``HostedScreen`` dresses itself: its title, bar items and size, all set when it is
/// made — before it is pushed or presented.
///
/// A SwiftUI view's own `navigationTitle` and `toolbar` reach the navigation bar only once the
/// view is laid out, which for a pushed hosting controller is after the push animation: the
/// bar animates in empty, then the title pops in (woocommerce-ios #4336,
/// <https://github.com/woocommerce/woocommerce-ios/issues/4336>). Setting `navigationItem`
/// before the push avoids it, which is what these options do.
@MainActor
public struct HostedScreenOptions {
    /// How big the screen wants to be.
    public enum Sizing: Equatable, Sendable {
        /// As big as its container makes it (a pushed screen, a full sheet): the default.
        case fill
        /// As big as its content: the screen's `preferredContentSize` follows the content's
        /// (a SwiftUI view's ideal size, through `UIHostingController.sizingOptions =
        /// .preferredContentSize` on iOS 16 and later), for popovers and sheets that fit.
        case fitsContent
        /// This size, set as `preferredContentSize` when the screen is made.
        case fixed(CGSize)
    }

    /// A height a sheet showing the screen may rest at.
    public enum SheetDetent: Equatable, Sendable {
        /// About half the screen.
        case medium
        /// The full height.
        case large
        /// The height of the screen's `preferredContentSize` (iOS 16 and later; `medium`
        /// before).
        case fitsContent
    }

    /// The title, set as `title` and `navigationItem.title` when the screen is made.
    public var title: String?
    /// The large-title mode of the navigation item; `nil` leaves UIKit's default.
    public var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode?
    /// The bar items at the leading edge.
    public var leftBarButtonItems: [UIBarButtonItem]
    /// The bar items at the trailing edge.
    public var rightBarButtonItems: [UIBarButtonItem]
    /// Whether the back button is hidden (a step of a flow the user may not go back from).
    public var hidesBackButton: Bool
    /// How big the screen wants to be.
    public var sizing: Sizing
    /// The heights a sheet showing the screen may rest at, for ``dressSheet(of:)``; empty
    /// leaves UIKit's (the full height).
    public var sheetDetents: [SheetDetent]
    /// Whether a sheet showing the screen shows its grabber, for ``dressSheet(of:)``.
    public var prefersGrabberVisible: Bool

    /// Options for a hosted screen; every one has UIKit's default unless given.
    public init(
        title: String? = nil,
        largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode? = nil,
        leftBarButtonItems: [UIBarButtonItem] = [],
        rightBarButtonItems: [UIBarButtonItem] = [],
        hidesBackButton: Bool = false,
        sizing: Sizing = .fill,
        sheetDetents: [SheetDetent] = [],
        prefersGrabberVisible: Bool = false
    ) {
        self.title = title
        self.largeTitleDisplayMode = largeTitleDisplayMode
        self.leftBarButtonItems = leftBarButtonItems
        self.rightBarButtonItems = rightBarButtonItems
        self.hidesBackButton = hidesBackButton
        self.sizing = sizing
        self.sheetDetents = sheetDetents
        self.prefersGrabberVisible = prefersGrabberVisible
    }

    /// Sets the title, bar items and fixed size on `screen`: called when a ``HostedScreen``
    /// is made, so that they are in place before UIKit first shows it.
    public func apply(to screen: UIViewController) {
        screen.title = title
        let item = screen.navigationItem
        item.title = title
        if let largeTitleDisplayMode { item.largeTitleDisplayMode = largeTitleDisplayMode }
        item.leftBarButtonItems = leftBarButtonItems.isEmpty ? nil : leftBarButtonItems
        item.rightBarButtonItems = rightBarButtonItems.isEmpty ? nil : rightBarButtonItems
        item.hidesBackButton = hidesBackButton
        if case .fixed(let size) = sizing { screen.preferredContentSize = size }
    }

    /// Dresses the sheet of `presented` — a presented ``HostedScreen``, or a navigation
    /// controller whose root is one — with that screen's ``sheetDetents`` and grabber, before
    /// UIKit presents it. Does nothing for anything else, or when `presented` is not a sheet.
    ///
    /// Call it where the app dresses its modals, so that a route's SwiftUI sheet has its size
    /// from the start:
    ///
    /// ```swift
    /// containers.configureModal = { modal, _, _ in HostedScreenOptions.dressSheet(of: modal) }
    /// ```
    public static func dressSheet(of presented: UIViewController) {
        let hosted =
            (presented as? any HostedScreenProtocol)
            ?? ((presented as? UINavigationController)?.viewControllers.first
                as? any HostedScreenProtocol)
        guard let hosted, let sheet = presented.sheetPresentationController else { return }
        let options = hosted.options
        sheet.prefersGrabberVisible = options.prefersGrabberVisible
        guard !options.sheetDetents.isEmpty else { return }
        let height = hosted.preferredContentSize.height
        sheet.detents = options.sheetDetents.map { detent in
            switch detent {
            case .medium: return .medium()
            case .large: return .large()
            case .fitsContent:
                if #available(iOS 16.0, *), height > 0 {
                    return .custom(identifier: HostedScreenOptions.fitsContentDetent) { _ in
                        height
                    }
                }
                return .medium()
            }
        }
    }

    /// The identifier of the `.fitsContent` detent (iOS 16 and later).
    public static let fitsContentDetent = UISheetPresentationController.Detent.Identifier(
        "Wayfinder.fitsContent")
}

/// A ``HostedScreen`` of any result type, as ``HostedScreenOptions/dressSheet(of:)`` finds it.
@MainActor
public protocol HostedScreenProtocol: UIViewController {
    /// How the screen dresses itself.
    var options: HostedScreenOptions { get }
    /// Its content's actions.
    var context: ScreenContext { get }
}
