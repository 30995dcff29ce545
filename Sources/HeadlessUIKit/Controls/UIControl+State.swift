import Foundation

extension UIControl {
    /// The states of a control, for per-state titles, images and attributes.
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A state from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected or highlighted.
        public static var normal: State { State(rawValue: 0) }
        /// Touched down.
        public static var highlighted: State { State(rawValue: 1 << 0) }
        /// Disabled.
        public static var disabled: State { State(rawValue: 1 << 1) }
        /// Selected.
        public static var selected: State { State(rawValue: 1 << 2) }
        /// Focused.
        public static var focused: State { State(rawValue: 1 << 3) }
        /// For the app's own use.
        public static var application: State { State(rawValue: 0x00FF_0000) }
        /// Reserved for UIKit.
        public static var reserved: State { State(rawValue: 0xFF00_0000) }
    }

    /// The events a control sends.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Events from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch down.
        public static var touchDown: Event { Event(rawValue: 1 << 0) }
        /// A touch lifted inside the control: a tap.
        public static var touchUpInside: Event { Event(rawValue: 1 << 6) }
        /// A touch lifted outside the control.
        public static var touchUpOutside: Event { Event(rawValue: 1 << 7) }
        /// A touch cancelled.
        public static var touchCancel: Event { Event(rawValue: 1 << 8) }
        /// The value changed.
        public static var valueChanged: Event { Event(rawValue: 1 << 12) }
        /// The primary action was triggered (iOS 9).
        public static var primaryActionTriggered: Event { Event(rawValue: 1 << 13) }
        /// Every touch event.
        public static var allTouchEvents: Event { Event(rawValue: 0x0000_0FFF) }
        /// Every event.
        public static var allEvents: Event { Event(rawValue: 0xFFFF_FFFF) }
    }

    /// How a control's content lines up horizontally.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Left.
        case left = 1
        /// Right.
        case right = 2
        /// Filling the width.
        case fill = 3
        /// Leading.
        case leading = 4
        /// Trailing.
        case trailing = 5
    }

    /// How a control's content lines up vertically.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Top.
        case top = 1
        /// Bottom.
        case bottom = 2
        /// Filling the height.
        case fill = 3
    }
}
