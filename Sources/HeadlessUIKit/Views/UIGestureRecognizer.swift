import Foundation

/// A gesture recogniser, reduced to whether it is enabled and its state. HeadlessUIKit's
/// gestures are driven by the test driver (`nav.headless.beginInteractivePop()`), not by
/// touches.
@MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a gesture.
    public enum State: Int, Sendable {
        /// Not recognised yet.
        case possible = 0
        /// Began.
        case began = 1
        /// Changed.
        case changed = 2
        /// Ended.
        case ended = 3
        /// Cancelled.
        case cancelled = 4
        /// Failed.
        case failed = 5

        /// A discrete gesture was recognised: the same as ``ended``.
        public static var recognized: State { .ended }
    }

    /// Whether the gesture can start. A disabled swipe-back cannot begin.
    open var isEnabled = true
    /// The gesture's state.
    open internal(set) var state: State = .possible
    /// The view the recogniser is attached to.
    open internal(set) weak var view: UIView?
    /// The recogniser's name, for debugging.
    open var name: String?
    /// Whether recognising cancels the touches in the view.
    open var cancelsTouchesInView = true
    /// The delegate.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    private var targets: [(target: AnyObject?, action: Selector)] = []

    /// A recogniser that sends `action` to `target` (kept, not sent: see `Selector`).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { targets.append((target as AnyObject?, action)) }
    }

    /// A recogniser without a target.
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// Adds a target and action.
    open func addTarget(_ target: Any, action: Selector) {
        targets.append((target as AnyObject, action))
    }

    /// Removes a target and action (`nil` matches any).
    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { entry in
            (target == nil || entry.target === (target as AnyObject))
                && (action == nil || entry.action == action)
        }
    }

    /// Makes this recogniser wait until `otherGestureRecognizer` fails.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
}

/// Asked whether a gesture may begin and how it combines with others.
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Whether the gesture may begin.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether both gestures may be recognised at once.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// Yes.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
    /// No.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}
