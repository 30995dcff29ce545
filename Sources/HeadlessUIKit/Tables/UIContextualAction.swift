import Foundation

/// An action shown when the user swipes a row (iOS 11). `table.headless.swipeAction(...)`
/// runs one.
@MainActor
open class UIContextualAction: NSObject {
    /// What the action runs: the action, the view it was shown in, and the closure to call
    /// with whether it was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// How the action looks.
    public enum Style: Int, Sendable {
        /// Normal.
        case normal = 0
        /// Destructive (red; a full swipe deletes the row).
        case destructive = 1
    }

    /// How the action looks.
    open private(set) var style: Style
    /// What the action runs.
    open private(set) var handler: Handler
    /// The title.
    open var title: String?
    /// The background colour.
    open var backgroundColor: UIColor!
    /// The image.
    open var image: UIImage?

    /// An action.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

/// The actions shown by a swipe on a row (iOS 11).
@MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, outermost first.
    open private(set) var actions: [UIContextualAction]
    /// Whether a full swipe performs the first action.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
