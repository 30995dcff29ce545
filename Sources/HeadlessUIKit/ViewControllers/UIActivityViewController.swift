import Foundation

/// The share sheet. There are no other apps here: a test ends it with
/// `share.headless.finish(activity:completed:)`.
open class UIActivityViewController: UIViewController {
    /// What the completion handler is told.
    public typealias CompletionWithItemsHandler = (
        UIActivity.ActivityType?, Bool, [Any]?, (any Error)?
    ) -> Void

    /// The items shared (read them through `share.headless.activityItems`).
    let activityItems: [Any]
    /// Told when the sheet ends.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// Activities not offered.
    open var excludedActivityTypes: [UIActivity.ActivityType]?

    /// A share sheet for `activityItems`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: share sheets are made in code.
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// A service the share sheet offers.
@MainActor
open class UIActivity: NSObject {
    /// The name of an activity.
    public struct ActivityType: Hashable, Equatable, RawRepresentable, Sendable {
        /// The name.
        public let rawValue: String
        /// A name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Copy to the pasteboard.
        public static let copyToPasteboard = ActivityType(
            "com.apple.UIKit.activity.CopyToPasteboard")
        /// Messages.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Mail.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Print.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
    }
}

extension Headless where Base: UIActivityViewController {
    /// The items the sheet shares.
    public var activityItems: [Any] { base.activityItems }

    /// The user picks `activity` (or cancels, with `nil`): the sheet is dismissed and its
    /// handler told.
    public func finish(activity: UIActivity.ActivityType?, completed: Bool) {
        let share = base
        share.dismiss(animated: true) {
            share.completionWithItemsHandler?(activity, completed, nil, nil)
        }
    }
}
