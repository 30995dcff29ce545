import Foundation

extension UIView {
    /// How a view's content fits its bounds.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill.
        case scaleToFill = 0
        /// Scaled to fit, aspect kept.
        case scaleAspectFit = 1
        /// Scaled to fill, aspect kept.
        case scaleAspectFill = 2
        /// Redrawn on bounds changes.
        case redraw = 3
        /// Centred.
        case center = 4
        /// At the top.
        case top = 5
        /// At the bottom.
        case bottom = 6
        /// At the left.
        case left = 7
        /// At the right.
        case right = 8
        /// Top left.
        case topLeft = 9
        /// Top right.
        case topRight = 10
        /// Bottom left.
        case bottomLeft = 11
        /// Bottom right.
        case bottomRight = 12
    }

    /// How a view resizes with its superview.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A mask from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin stretches.
        public static var flexibleLeftMargin: AutoresizingMask { .init(rawValue: 1 << 0) }
        /// The width stretches.
        public static var flexibleWidth: AutoresizingMask { .init(rawValue: 1 << 1) }
        /// The right margin stretches.
        public static var flexibleRightMargin: AutoresizingMask { .init(rawValue: 1 << 2) }
        /// The top margin stretches.
        public static var flexibleTopMargin: AutoresizingMask { .init(rawValue: 1 << 3) }
        /// The height stretches.
        public static var flexibleHeight: AutoresizingMask { .init(rawValue: 1 << 4) }
        /// The bottom margin stretches.
        public static var flexibleBottomMargin: AutoresizingMask { .init(rawValue: 1 << 5) }
    }
}

extension UIView: UITraitEnvironment {}

extension UIView {
    /// Makes the first responder in this view's subtree resign; returns whether it did
    /// (`force` makes it resign even when it would refuse).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let current = FirstResponder.current as? UIView, current.isDescendant(of: self)
        else { return true }
        if current.resignFirstResponder() { return true }
        guard force else { return false }
        FirstResponder.current = nil
        return true
    }
}
