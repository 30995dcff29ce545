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
        /// Cross-dissolve.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    /// Runs `animations` at once and `completion(true)` after `duration` on the virtual
    /// clock of the run loop that most recently ran or scheduled work.
    public static func animate(
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
    public static func animate(
        withDuration duration: TimeInterval,
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(
            withDuration: duration, delay: 0, options: [], animations: animations,
            completion: completion)
    }

    /// Runs `animations` at once.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void
    ) {
        animate(withDuration: duration, delay: 0, animations: animations, completion: nil)
    }

    /// Turns animations on or off for the current run loop; off, every animation and
    /// transition takes no time (its `animated` flags stay as requested).
    public static func setAnimationsEnabled(_ enabled: Bool) {
        (HeadlessRunLoop.current ?? HeadlessRunLoop()).animationsEnabled = enabled
    }

    /// Whether animations are on for the current run loop.
    public static var areAnimationsEnabled: Bool {
        HeadlessRunLoop.current?.animationsEnabled ?? true
    }

    /// Runs `actionsWithoutAnimation` with animations off.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let wasEnabled = areAnimationsEnabled
        setAnimationsEnabled(false)
        actionsWithoutAnimation()
        setAnimationsEnabled(wasEnabled)
    }
}
