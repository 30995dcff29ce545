import Foundation

/// Haptic feedback. There is no Taptic Engine here: the calls do nothing.
@MainActor
open class UIFeedbackGenerator: NSObject {
    /// Gets the engine ready.
    open func prepare() {}
}

/// Feedback for a collision.
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The strength of the impact.
    public enum FeedbackStyle: Int, Sendable {
        /// Light.
        case light = 0
        /// Medium.
        case medium = 1
        /// Heavy.
        case heavy = 2
        /// Soft.
        case soft = 3
        /// Rigid.
        case rigid = 4
    }

    /// The style.
    let style: FeedbackStyle

    /// A generator of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A medium generator.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// Plays the impact.
    open func impactOccurred() {}

    /// Plays the impact at `intensity`.
    open func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for a task's outcome.
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome.
    public enum FeedbackType: Int, Sendable {
        /// Success.
        case success = 0
        /// Warning.
        case warning = 1
        /// Error.
        case error = 2
    }

    /// Plays the outcome.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Feedback for a selection change.
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the change.
    open func selectionChanged() {}
}
