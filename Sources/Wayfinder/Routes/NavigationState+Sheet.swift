import Foundation

extension NavigationState {
    /// What a sheet modal shows beyond its routes: the detent it rests at, and whether the
    /// user may swipe it away. Set it as ``Modal/sheet``; `nil` there leaves both to UIKit
    /// and to ``RouteContainers/configureModal``.
    ///
    /// Both directions are state. The user dragging the sheet to another detent updates
    /// ``RouteNavigator/state`` (UIKit tells the sheet's delegate,
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`); a state with
    /// another detent moves the sheet there, inside the sheet presentation controller's
    /// `animateChanges(_:)` when the change is animated. `allowsSwipeToDismiss: false` sets
    /// the presented controller's `isModalInPresentation`, so that a swipe-down is refused
    /// (UIKit then calls `presentationControllerDidAttemptToDismiss(_:)`).
    ///
    /// ```swift
    /// routes.containers.configureModal = { modal, _, _ in
    ///     modal.sheetPresentationController?.detents = [.medium(), .large()]
    /// }
    /// routes.update {
    ///     $0.modals.append(.init(["filters"], sheet: .init(detent: .medium)))
    /// }
    /// routes.update { $0.modals[0].sheet?.detent = .large }   // animates the sheet up
    /// ```
    ///
    /// The detent must be one of the detents the sheet was given (`configureModal`), or the
    /// request fails with nothing changed: UIKit keeps an unknown identifier but shows the
    /// smallest detent, so the state would no longer say what the user sees. (Checked from
    /// iOS 16, where a detent's `identifier` can be read.)
    ///
    /// UIKit's contract, which this follows:
    /// - the delegate call is for the user's drags only: "The system calls this method after a
    ///   sheet's `selectedDetentIdentifier` changes in response to user interaction. The system
    ///   doesn't call this after you change `selectedDetentIdentifier`" programmatically
    ///   (<https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate/sheetpresentationcontrollerdidchangeselecteddetentidentifier(_:)>);
    /// - a `nil` detent is the smallest: "The default value is `nil`, which means the sheet
    ///   displays at the smallest detent you specify in `detents`"
    ///   (<https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier>);
    /// - a refused swipe: "UIKit supports refusing to dismiss a presentation when the
    ///   `presentationController.isModalInPresentation` returns `true`", and then calls
    ///   `presentationControllerDidAttemptToDismiss(_:)`
    ///   (<https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)>).
    public struct SheetState: Hashable, Codable, Sendable, CustomStringConvertible {
        /// The detent the sheet rests at (its sheet presentation controller's
        /// `selectedDetentIdentifier`); `nil` is UIKit's default, the smallest of its
        /// detents.
        public var detent: Detent?
        /// Whether the user may swipe the sheet down to dismiss it; `false` sets the presented
        /// controller's `isModalInPresentation`.
        public var allowsSwipeToDismiss: Bool

        /// A sheet resting at `detent` that the user may (or may not) swipe away.
        ///
        /// - Parameters:
        ///   - detent: the selected detent; `nil` (the default) is the smallest detent.
        ///   - allowsSwipeToDismiss: whether a swipe-down dismisses the sheet (the default).
        public init(detent: Detent? = nil, allowsSwipeToDismiss: Bool = true) {
            self.detent = detent
            self.allowsSwipeToDismiss = allowsSwipeToDismiss
        }

        private enum CodingKeys: String, CodingKey {
            case detent, allowsSwipeToDismiss
        }

        /// Reads `{"detent": "…", "allowsSwipeToDismiss": …}`; both may be absent (the
        /// smallest detent, swipe allowed).
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                detent: try container.decodeIfPresent(Detent.self, forKey: .detent),
                allowsSwipeToDismiss: try container.decodeIfPresent(
                    Bool.self, forKey: .allowsSwipeToDismiss) ?? true)
        }

        /// Writes `{"detent": "…", "allowsSwipeToDismiss": …}` (no `detent` when `nil`).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(detent, forKey: .detent)
            try container.encode(allowsSwipeToDismiss, forKey: .allowsSwipeToDismiss)
        }

        /// `detent medium`, `detent smallest, no swipe`.
        public var description: String {
            "detent " + (detent?.description ?? "smallest")
                + (allowsSwipeToDismiss ? "" : ", no swipe")
        }
    }
}

extension NavigationState.SheetState {
    /// The name of a height a sheet rests at: the raw value of UIKit's
    /// `UISheetPresentationController.Detent.Identifier`, so that a custom detent
    /// (`.custom(identifier:resolver:)`) has one too. Encoded as that string.
    public struct Detent: Hashable, Codable, Sendable, RawRepresentable,
        CustomStringConvertible
    {
        /// The identifier's raw value, such as `com.apple.UIKit.medium`.
        public var rawValue: String

        /// The detent named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// About half the screen (`UISheetPresentationController.Detent.Identifier.medium`).
        public static var medium: Self { Self(rawValue: "com.apple.UIKit.medium") }
        /// The full height (`UISheetPresentationController.Detent.Identifier.large`).
        public static var large: Self { Self(rawValue: "com.apple.UIKit.large") }

        /// The detent UIKit names `identifier`.
        @MainActor
        public init(_ identifier: UISheetPresentationController.Detent.Identifier) {
            self.init(rawValue: identifier.rawValue)
        }

        /// UIKit's identifier of this detent.
        @MainActor
        public var identifier: UISheetPresentationController.Detent.Identifier {
            UISheetPresentationController.Detent.Identifier(rawValue: rawValue)
        }

        /// `medium`, `large`, or the raw value of a custom detent.
        public var description: String {
            switch rawValue {
            case Self.medium.rawValue: "medium"
            case Self.large.rawValue: "large"
            default: rawValue
            }
        }
    }
}
