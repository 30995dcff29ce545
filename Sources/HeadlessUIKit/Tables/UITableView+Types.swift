import Foundation

extension UITableView {
    /// Plain or grouped.
    public enum Style: Int, Sendable {
        /// Plain.
        case plain = 0
        /// Grouped.
        case grouped = 1
        /// Grouped, inset from the edges (iOS 13).
        case insetGrouped = 2
    }

    /// Where a row ends up after scrolling to it.
    public enum ScrollPosition: Int, Sendable {
        /// Nowhere in particular.
        case none = 0
        /// Top.
        case top = 1
        /// Middle.
        case middle = 2
        /// Bottom.
        case bottom = 3
    }

    /// How inserted and deleted rows animate.
    public enum RowAnimation: Int, Sendable {
        /// Fade.
        case fade = 0
        /// From the right.
        case right = 1
        /// From the left.
        case left = 2
        /// From the top.
        case top = 3
        /// From the bottom.
        case bottom = 4
        /// None.
        case none = 5
        /// From the middle.
        case middle = 6
        /// The system's choice.
        case automatic = 100
    }

    /// The height that lets rows size themselves.
    public static let automaticDimension: CGFloat = -1
}

extension UITableViewCell {
    /// What editing does to a row.
    public enum EditingStyle: Int, Sendable {
        /// Nothing.
        case none = 0
        /// Delete.
        case delete = 1
        /// Insert.
        case insert = 2
    }
}
