import Foundation

/// A button of an alert or action sheet, with the closure run when the user taps it.
@MainActor
open class UIAlertAction: NSObject {
    /// How the button looks.
    public enum Style: Int, Sendable {
        /// A normal button.
        case `default` = 0
        /// The button that cancels; at most one per alert.
        case cancel = 1
        /// A button that destroys data, shown in red.
        case destructive = 2
    }

    /// The button's title.
    open private(set) var title: String?
    /// How the button looks.
    open private(set) var style: Style
    /// Whether the user can tap the button.
    open var isEnabled = true

    let handler: ((UIAlertAction) -> Void)?

    /// An action with a title, a style and the closure run after the alert is dismissed.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
