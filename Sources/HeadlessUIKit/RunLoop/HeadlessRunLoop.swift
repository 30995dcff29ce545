import Foundation

/// The run loop and virtual clock of one `UIWindowScene`.
///
/// Nothing runs until a test turns the loop (``runUntilIdle()``) or advances the clock
/// (``advance(by:)``). Work is ordered by due time, then by arrival. Each scene has its own
/// loop, so tests that run in parallel never share one.
@MainActor
public final class HeadlessRunLoop {
    private struct Task {
        let due: TimeInterval
        let sequence: Int
        let work: @MainActor () -> Void
    }

    /// The virtual time in seconds since the loop was created.
    public private(set) var now: TimeInterval = 0

    /// Every console warning and exception UIKit would have produced, oldest first.
    public private(set) var diagnostics: [String] = []

    private var tasks: [Task] = []
    private var nextSequence = 0

    /// Animations enabled for this loop (`UIView.setAnimationsEnabled`).
    var animationsEnabled = true

    /// The loop that most recently ran, scheduled or recorded something; `UIView`'s static
    /// animation API, which names no view, uses it.
    private(set) static weak var current: HeadlessRunLoop?

    /// Creates an idle loop at virtual time zero.
    public init() {
        Self.current = self
    }

    /// Whether work is waiting: a transition, an animation, a deferred call or a completion.
    public var hasPendingWork: Bool { !tasks.isEmpty }

    /// Schedules `work` to run `delay` seconds from now; a zero delay means the next turn.
    func schedule(after delay: TimeInterval = 0, _ work: @escaping @MainActor () -> Void) {
        Self.current = self
        let task = Task(due: now + max(0, delay), sequence: nextSequence, work: work)
        nextSequence += 1
        let index =
            tasks.firstIndex { ($0.due, $0.sequence) > (task.due, task.sequence) } ?? tasks.endIndex
        tasks.insert(task, at: index)
    }

    /// Records a console warning as UIKit would print it.
    func record(_ diagnostic: String) {
        Self.current = self
        diagnostics.append(diagnostic)
    }

    /// Runs every task and advances the clock until nothing is pending.
    public func runUntilIdle() {
        var ran = 0
        while let task = popTask(dueBy: .infinity) {
            run(task)
            ran += 1
            if ran >= HeadlessBehaviour.runUntilIdleTaskLimit {
                record(
                    "runUntilIdle() stopped after \(ran) tasks: something keeps scheduling work."
                )
                return
            }
        }
    }

    /// Runs what is due up to `now + interval`, in order of due time then arrival, and
    /// leaves the clock at `now + interval`.
    public func advance(by interval: TimeInterval) {
        let end = now + max(0, interval)
        while let task = popTask(dueBy: end) {
            run(task)
        }
        now = max(now, end)
    }

    private func popTask(dueBy limit: TimeInterval) -> Task? {
        guard let first = tasks.first, first.due <= limit else { return nil }
        tasks.removeFirst()
        return first
    }

    private func run(_ task: Task) {
        Self.current = self
        now = max(now, task.due)
        task.work()
    }
}
