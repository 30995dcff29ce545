import Foundation

/// A tap.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed.
    open var numberOfTapsRequired = 1
    /// Fingers needed.
    open var numberOfTouchesRequired = 1
}

/// A drag.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers.
    open var minimumNumberOfTouches = 1
    /// The most fingers.
    open var maximumNumberOfTouches = Int.max
}

/// A press held down.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the press lasts before it is recognised.
    open var minimumPressDuration: TimeInterval = 0.5
}

/// A swipe in a direction.
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe.
    public struct Direction: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Directions from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Right.
        public static var right: Direction { Direction(rawValue: 1 << 0) }
        /// Left.
        public static var left: Direction { Direction(rawValue: 1 << 1) }
        /// Up.
        public static var up: Direction { Direction(rawValue: 1 << 2) }
        /// Down.
        public static var down: Direction { Direction(rawValue: 1 << 3) }
    }

    /// The direction recognised.
    open var direction = Direction.right
}

extension UIView {
    /// The gesture recognisers attached to the view.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set {
            for recognizer in gestureRecognizerStorage { recognizer.view = nil }
            gestureRecognizerStorage = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` to the view (moving it from another view).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizer.view = self
        gestureRecognizerStorage.append(gestureRecognizer)
    }

    /// Detaches `gestureRecognizer`.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizerStorage.contains(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizerStorage.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
}
