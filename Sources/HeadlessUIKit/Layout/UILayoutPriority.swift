import Foundation

/// How strongly a constraint or a view's content size holds, 1…1000.
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
    /// The priority.
    public var rawValue: Float
    /// A priority.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Must hold.
    public static var required: UILayoutPriority { UILayoutPriority(1000) }
    /// High.
    public static var defaultHigh: UILayoutPriority { UILayoutPriority(750) }
    /// Low.
    public static var defaultLow: UILayoutPriority { UILayoutPriority(250) }
    /// The level a view's fitting size is computed at.
    public static var fittingSizeLevel: UILayoutPriority { UILayoutPriority(50) }
}

extension NSLayoutConstraint {
    /// How the two sides of a constraint relate.
    public enum Relation: Int, Sendable {
        /// First ≤ second.
        case lessThanOrEqual = -1
        /// First = second.
        case equal = 0
        /// First ≥ second.
        case greaterThanOrEqual = 1
    }

    /// The part of an item a constraint ties.
    public enum Attribute: Int, Sendable {
        /// Left edge.
        case left = 1
        /// Right edge.
        case right = 2
        /// Top edge.
        case top = 3
        /// Bottom edge.
        case bottom = 4
        /// Leading edge.
        case leading = 5
        /// Trailing edge.
        case trailing = 6
        /// Width.
        case width = 7
        /// Height.
        case height = 8
        /// Horizontal centre.
        case centerX = 9
        /// Vertical centre.
        case centerY = 10
        /// Last baseline.
        case lastBaseline = 11
        /// First baseline.
        case firstBaseline = 12
        /// Left margin.
        case leftMargin = 13
        /// Right margin.
        case rightMargin = 14
        /// Top margin.
        case topMargin = 15
        /// Bottom margin.
        case bottomMargin = 16
        /// Leading margin.
        case leadingMargin = 17
        /// Trailing margin.
        case trailingMargin = 18
        /// Horizontal centre within the margins.
        case centerXWithinMargins = 19
        /// Vertical centre within the margins.
        case centerYWithinMargins = 20
        /// No attribute (a constant size).
        case notAnAttribute = 0
    }

    /// The axis of a content-hugging or compression-resistance priority.
    public enum Axis: Int, Sendable {
        /// Horizontal.
        case horizontal = 0
        /// Vertical.
        case vertical = 1
    }
}
