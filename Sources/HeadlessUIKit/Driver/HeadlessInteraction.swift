import Foundation

/// A gesture the user drives: a swipe-back or a sheet's swipe-down.
///
/// Move it with ``update(progress:)``, end it with ``finish()`` or ``cancel()``; the rest of
/// the transition then runs over the remaining time of the virtual clock (the remaining
/// fraction when finishing, the covered fraction when cancelling).
@MainActor
public final class HeadlessInteraction {
    /// Where the gesture is.
    public enum Phase: Equatable, Sendable {
        /// The gesture could not start; the calls do nothing.
        case refused
        /// The user's finger is down.
        case interacting
        /// The user let go; the transition finishes.
        case finishing
        /// The user let go; the transition is undone.
        case cancelling
    }

    /// Whether the gesture started a transition.
    public let didBegin: Bool
    /// Where the gesture is.
    public private(set) var phase: Phase
    /// How far the gesture has come, 0 to 1.
    public private(set) var progress: Double = 0

    private weak var runLoop: HeadlessRunLoop?
    private var duration: TimeInterval = 0
    private var onProgress: (@MainActor (Double) -> Void)?
    private var onFinish: (@MainActor () -> @MainActor () -> Void)?
    private var onCancel: (@MainActor () -> @MainActor () -> Void)?

    init(began: Bool) {
        didBegin = began
        phase = began ? .interacting : .refused
    }

    func attach(
        runLoop: HeadlessRunLoop, duration: TimeInterval,
        onProgress: @escaping @MainActor (Double) -> Void,
        onFinish: @escaping @MainActor () -> @MainActor () -> Void,
        onCancel: @escaping @MainActor () -> @MainActor () -> Void
    ) {
        self.runLoop = runLoop
        self.duration = duration
        self.onProgress = onProgress
        self.onFinish = onFinish
        self.onCancel = onCancel
    }

    /// Moves the gesture to `progress` (clamped to 0…1).
    public func update(progress: Double) {
        guard phase == .interacting else { return }
        self.progress = min(1, max(0, progress))
        onProgress?(self.progress)
    }

    /// Lets go so that the transition completes over the remaining time.
    public func finish() {
        guard phase == .interacting, let onFinish else { return }
        phase = .finishing
        let rest = onFinish()
        release()
        runLoop?.schedule(after: (1 - progress) * duration, rest)
    }

    /// Lets go so that the transition is undone over the time already covered.
    public func cancel() {
        guard phase == .interacting, let onCancel else { return }
        phase = .cancelling
        let rest = onCancel()
        release()
        runLoop?.schedule(after: progress * duration, rest)
    }

    private func release() {
        onProgress = nil
        onFinish = nil
        onCancel = nil
    }
}
