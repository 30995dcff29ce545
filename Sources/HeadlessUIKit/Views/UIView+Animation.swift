import Foundation

extension UIView {
    /// Options for animating views; HeadlessUIKit keeps them for fidelity and ignores them.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay out subviews as the animation runs.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Allow user interaction while animating.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards after forwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ignore an enclosing animation's duration.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignore an enclosing animation's curve.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraw the content while animating.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide and show views in a transition instead of removing them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignore an enclosing animation's options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Ease in and out.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flip from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curl up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curl down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolve.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// Prefer 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// Prefer 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// Runs `animations` at once and `completion(true)` after `duration` on the virtual
    /// clock of the run loop that most recently ran or scheduled work.
    public class func animate(
        withDuration duration: TimeInterval,
        delay: TimeInterval,
        options: AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        guard let completion else { return }
        let loop = HeadlessRunLoop.current ?? HeadlessRunLoop()
        let total = loop.animationsEnabled ? max(0, delay) + max(0, duration) : 0
        loop.schedule(after: total) { completion(true) }
    }

    /// Runs `animations` at once and `completion(true)` after `duration` of virtual time.
    public class func animate(
        withDuration duration: TimeInterval,
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(
            withDuration: duration, delay: 0, options: [], animations: animations,
            completion: completion)
    }

    /// Runs `animations` at once.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void
    ) {
        animate(withDuration: duration, delay: 0, animations: animations, completion: nil)
    }

    /// Turns animations on or off for the current run loop; off, every animation and
    /// transition takes no time (its `animated` flags stay as requested).
    public class func setAnimationsEnabled(_ enabled: Bool) {
        (HeadlessRunLoop.current ?? HeadlessRunLoop()).animationsEnabled = enabled
    }

    /// Whether animations are on for the current run loop.
    public class var areAnimationsEnabled: Bool {
        HeadlessRunLoop.current?.animationsEnabled ?? true
    }

    /// Runs `actionsWithoutAnimation` with animations off.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let wasEnabled = areAnimationsEnabled
        setAnimationsEnabled(false)
        actionsWithoutAnimation()
        setAnimationsEnabled(wasEnabled)
    }

    /// A spring animation: runs `animations` at once and `completion(true)` after `delay`
    /// plus `duration` of virtual time (the spring's shape is not simulated).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(
            withDuration: duration, delay: delay, options: options, animations: animations,
            completion: completion)
    }

    /// A transition of `view`'s content: runs `animations` at once and `completion(true)`
    /// after `duration` of virtual time.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        animate(
            withDuration: duration, delay: 0, options: options, animations: animations ?? {},
            completion: completion)
    }
}
