/// One window's command queue: the commands waiting, and the run carrying out the first of
/// them.
///
/// Commands run one run at a time, in order. A run is the first waiting commands, as many as
/// its caller says (``takeNextRun(_:)``): how commands merge is `StackEditPlanner`'s to
/// decide. When the run ends, each of its commands settles (Settlement/).
///
/// The queue decides nothing about the window: how many commands a run takes is its
/// caller's to say, and when a run may start the navigator's (no transition runs in the
/// window). Its state changes only through its own methods.
@MainActor
struct CommandQueue {
    /// Commands waiting for a run, in order.
    private(set) var pending: [QueuedCommand] = []
    /// The commands carrying out now, if any.
    private(set) var run: CommandRun?
    /// The runs that ended and have not settled, in the order they ran. A run settles after
    /// the runs before it: a command issued during a run's closing quiet moment (by a
    /// screen's handler, say) starts once that quiet moment has been told, before that run
    /// settles, and may end before it has.
    private(set) var endedRuns: [CommandRun] = []
    /// The transition coordinators whose completion starts the queue again once the window
    /// is quiet.
    private var observedCoordinators: Set<ObjectIdentifier> = []
    /// A change was signalled (or a run ended) while a transition someone else started still
    /// ran, such as the app popping during Wayfinder's presentation or a tab tapped during a
    /// cancelled swipe's animation: the window is brought up to date, with this cause, when
    /// the window is quiet again.
    private(set) var owedQuietMoment: ClosedBy?
    /// How many quiet moments are being told to screens and observers now (one, or more when
    /// a reader's catching up makes one inside another): no run starts until they end.
    private var quietMomentsTelling = 0
    /// Whether a run was to start while a quiet moment was being told.
    private var startHeld = false

    /// Whether no command waits and none runs.
    var isIdle: Bool { run == nil && pending.isEmpty }

    /// Puts `command` at the end of the queue.
    mutating func add(_ command: QueuedCommand) {
        pending.append(command)
    }

    /// Ends `run`, when it is the running one; a run ends once. It settles after the runs
    /// that ended before it (``endedRuns``).
    ///
    /// - Returns: whether it ended now.
    mutating func end(_ run: CommandRun) -> Bool {
        guard self.run === run else { return false }
        self.run = nil
        endedRuns.append(run)
        run.end()
        return true
    }

    /// Every command of `run`, the first of ``endedRuns``, settled.
    ///
    /// - Returns: the ended run whose turn it is to settle now, if any.
    mutating func settled(_ run: CommandRun) -> CommandRun? {
        if endedRuns.first === run { endedRuns.removeFirst() }
        return endedRuns.first
    }

    /// Notes that a quiet moment with `cause` is owed once the window is quiet, unless one
    /// already is (the first cause is kept).
    mutating func oweQuietMoment(_ cause: ClosedBy) {
        if owedQuietMoment == nil { owedQuietMoment = cause }
    }

    /// The owed quiet moment was made.
    mutating func paidQuietMoment() {
        owedQuietMoment = nil
    }

    /// A quiet moment starts telling screens and observers what changed.
    mutating func beginTelling() {
        quietMomentsTelling += 1
    }

    /// A quiet moment was told.
    ///
    /// - Returns: whether a run was held while it was told and may start now (the last quiet
    ///   moment being told ended).
    mutating func endTelling() -> Bool {
        quietMomentsTelling -= 1
        guard quietMomentsTelling == 0, startHeld else { return false }
        startHeld = false
        return true
    }

    /// Whether no run may start now, because a quiet moment is being told: a command a
    /// screen's handler or an observer issues starts once everything is told (it is noted,
    /// and ``endTelling()`` says so).
    mutating func holdsStarts() -> Bool {
        guard quietMomentsTelling > 0 else { return false }
        startHeld = true
        return true
    }

    /// Notes that the coordinator `id`'s completion is awaited.
    ///
    /// - Returns: whether it was not awaited yet (its completion is to be registered now).
    mutating func observeCoordinator(_ id: ObjectIdentifier) -> Bool {
        observedCoordinators.insert(id).inserted
    }

    /// The coordinator `id`'s completion ran.
    mutating func coordinatorEnded(_ id: ObjectIdentifier) {
        observedCoordinators.remove(id)
    }

    /// Starts the next run, when none runs and a command waits: the first `length` waiting
    /// commands (at least one, at most all).
    ///
    /// - Parameter length: how many of the waiting commands, from the first, make the run
    ///   (`StackEditPlanner.runLength(of:target:)`).
    /// - Returns: the run started.
    mutating func takeNextRun(_ length: Int) -> CommandRun? {
        guard run == nil, !pending.isEmpty else { return nil }
        let owners: [QueuedCommand]
        if pending.count == 1 {
            // (`removeLast`: nothing to move down.)
            owners = [pending.removeLast()]
        } else {
            let count = min(max(length, 1), pending.count)
            owners = Array(pending.prefix(count))
            pending.removeFirst(count)
        }
        let started = CommandRun(owners: owners)
        run = started
        return started
    }

    /// Takes the command that carries `transition` off the queue, if it has not started.
    ///
    /// - Returns: whether it was still waiting.
    mutating func withdraw(_ transition: NavigatorTransition) -> Bool {
        guard let index = pending.firstIndex(where: { $0.transition === transition }) else {
            return false
        }
        pending.remove(at: index)
        return true
    }
}
