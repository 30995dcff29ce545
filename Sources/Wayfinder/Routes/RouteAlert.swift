/// An alert or a confirmation dialog (action sheet) as a value: a title, an optional message
/// and buttons, each with a role and an action of the app's own type. Put it in
/// ``NavigationState/alert`` and ``RouteNavigator`` shows it as a `UIAlertController` on top of
/// every modal.
///
/// ```swift
/// enum CartAlert: Hashable, Sendable { case emptyCart }
///
/// routes.update {
///     $0.alert = RouteAlert(
///         "Empty the cart?", message: "This removes every item.", style: .confirmationDialog,
///         buttons: [
///             .init("Empty Cart", role: .destructive, action: CartAlert.emptyCart),
///             .init("Cancel", role: .cancel),
///         ])
/// }
/// routes.onAlertAction(CartAlert.self) { action in
///     if action == .emptyCart { cart.removeAll() }
/// }
/// ```
///
/// **Why the action is not a type parameter.** ``NavigationState`` is generic over its
/// `Route` only, so that every state of an app is one type whatever its alerts say. A button's
/// action is therefore kept as an ``Action``, a box around any `Hashable & Sendable` value,
/// and handed back with its own type by ``RouteNavigator/onAlertAction(_:perform:)`` and
/// ``RouteNavigator/alertActions(_:)``: the app declares its actions as enums (one per
/// screen, or one for the app) and receives them typed, without casts. Actions are values,
/// not closures, so that two states with the same alert compare equal and print the same.
///
/// An alert is never saved: ``NavigationState`` encodes without it, so a restored state has
/// none (an alert asks about a moment that has passed when the app starts again).
public struct RouteAlert: Hashable, Sendable, CustomStringConvertible {
    /// How the alert is shown.
    public enum Style: String, Hashable, Sendable {
        /// A centred alert (`UIAlertController.Style.alert`).
        case alert
        /// A confirmation dialog (`UIAlertController.Style.actionSheet`): a sheet of buttons
        /// from the bottom of the screen on iPhone, a popover on iPad.
        case confirmationDialog
    }

    /// The value a button hands back when the user taps it: any `Hashable & Sendable` value of
    /// the app's own type, compared and printed as that value.
    public struct Action: Hashable, Sendable, CustomStringConvertible {
        /// The app's value.
        public let base: any Hashable & Sendable

        /// Boxes `base`.
        public init(_ base: some Hashable & Sendable) {
            self.base = base
        }

        /// The app's value when it is of type `type`, else `nil`.
        public func value<Value: Hashable & Sendable>(as type: Value.Type = Value.self) -> Value? {
            base as? Value
        }

        /// Equal when both hold equal values of the same type.
        public static func == (lhs: Action, rhs: Action) -> Bool {
            AnyHashable(lhs.base) == AnyHashable(rhs.base)
        }

        /// Hashes the value.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(AnyHashable(base))
        }

        /// The value, as `String(describing:)` prints it.
        public var description: String { String(describing: base) }
    }

    /// One button of an alert.
    public struct Button: Hashable, Sendable, CustomStringConvertible {
        /// How a button looks and where it goes (`UIAlertAction.Style`).
        public enum Role: String, Hashable, Sendable {
            /// A plain button.
            case `default`
            /// The button that cancels (at most one per alert; UIKit places it last, or
            /// outside the sheet's group).
            case cancel
            /// A button that destroys data, shown in red.
            case destructive
        }

        /// The button's title, which a test taps it by.
        public var title: String
        /// How the button looks.
        public var role: Role
        /// What a tap hands back to the app, or `nil` for a button that only closes the
        /// alert (typically the cancel button).
        public var action: Action?

        /// A button whose tap hands `action` back to the app.
        ///
        /// - Parameters:
        ///   - title: the title; a test taps the button by it.
        ///   - role: plain (the default), cancel or destructive.
        ///   - action: the value ``RouteNavigator/onAlertAction(_:perform:)`` receives.
        public init(_ title: String, role: Role = .default, action: some Hashable & Sendable) {
            self.title = title
            self.role = role
            self.action = Action(action)
        }

        /// A button that only closes the alert.
        ///
        /// - Parameters:
        ///   - title: the title; a test taps the button by it.
        ///   - role: plain (the default), cancel or destructive.
        public init(_ title: String, role: Role = .default) {
            self.title = title
            self.role = role
            self.action = nil
        }

        /// `Delete (destructive) → delete(3)`, `Cancel (cancel)`.
        public var description: String {
            let shown = role == .default ? title : "\(title) (\(role.rawValue))"
            return action.map { "\(shown) → \($0)" } ?? shown
        }
    }

    /// The title.
    public var title: String
    /// The text under the title, if any.
    public var message: String?
    /// A centred alert or a confirmation dialog.
    public var style: Style
    /// The buttons, in order; at least one, and at most one with the cancel role
    /// (``NavigationState/validated()`` says so otherwise).
    public var buttons: [Button]

    /// An alert or confirmation dialog.
    ///
    /// - Parameters:
    ///   - title: the title.
    ///   - message: the text under it.
    ///   - style: `.alert` (the default) or `.confirmationDialog`.
    ///   - buttons: the buttons, in order: at least one, at most one `.cancel`.
    public init(
        _ title: String, message: String? = nil, style: Style = .alert, buttons: [Button]
    ) {
        self.title = title
        self.message = message
        self.style = style
        self.buttons = buttons
    }

    /// `alert "Delete?" [Delete (destructive) → delete(3), Cancel (cancel)]`.
    public var description: String {
        let kind = style == .alert ? "alert" : "confirmationDialog"
        return "\(kind) \"\(title)\" ["
            + buttons.map(\.description).joined(separator: ", ") + "]"
    }
}
