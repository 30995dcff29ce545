import Foundation

/// A view shown above a tab bar, or inline with it when it is minimised (iOS 26): a tab bar
/// controller's `bottomAccessory`, such as a music app's mini player.
@MainActor
open class UITabAccessory: NSObject {
    /// Where an accessory is laid out.
    public enum Environment: Int, Sendable {
        /// Unknown.
        case unspecified = 0
        /// Not in an accessory.
        case none = 1
        /// Above the tab bar, or at the bottom of the tab bar controller's view.
        case regular = 2
        /// Inline with the minimised tab bar.
        case inline = 3
    }

    /// The accessory's content.
    public let contentView: UIView

    /// Creates an accessory showing `contentView`.
    ///
    /// - Parameter contentView: The content.
    public init(contentView: UIView) {
        self.contentView = contentView
        super.init()
    }
}
