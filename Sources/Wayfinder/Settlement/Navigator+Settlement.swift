// The end of the pipeline: a run whose steps all ran is over (`finishRun(_:)`, Signals/), the
// quiet moment has told the screens (ScreenTracking/), and each of its commands settles, in
// order. Every transition settles here, a queued command's or one no command carries (a
// target a guard of a `RouteNavigator` holds, a command withdrawn or refused before it
// reached the queue).
extension Navigator {
    /// Settles each command of `run`, which ended, in order
    /// (``CommandRun/settlement(of:)``), once the quiet moment told the screens; then the
    /// queue starts the next run.
    ///
    /// Commands settle in the order they were issued, across runs too: a run that ended
    /// while one before it had not settled yet (it started from that run's closing quiet
    /// moment, issued by a screen's handler) settles right after it, not before.
    func settle(_ run: CommandRun) {
        guard isNextToSettle(run) else { return }  // settled by the run before it, below
        var next: CommandRun? = run
        while let settling = next {
            for owner in settling.owners {
                settle(owner.transition, settling.settlement(of: owner))
            }
            next = runSettled(settling)
        }
        pump()
    }

    /// Settles `transition`, which has not settled yet: a trace record (unless `recorded` is
    /// `false`: a command refused before it reached the queue has its `refused` record
    /// instead), its observers, and an ``events`` element.
    func settle(
        _ transition: NavigatorTransition, _ settlement: Settlement, recorded: Bool = true
    ) {
        if recorded { tracer.record(.settled, .code, "\(transition.command) → \(settlement)") }
        transition.settle(settlement)
        if hasEventStreams { emit(.settled(transition.command, settlement)) }
    }

    /// A transition that no queued command carries: it settles when its owner says
    /// (``settleOutside(_:_:)``), such as a target held by a guard of a ``RouteNavigator``.
    func pendingOutside(_ command: NavigationCommand) -> NavigatorTransition {
        tracer.record(.command, .code, "\(command) held")
        return NavigatorTransition(command: command)
    }

    /// Settles a transition made by ``pendingOutside(_:)``, with a trace record and an event.
    /// Settles nothing when it already settled.
    func settleOutside(_ transition: NavigatorTransition, _ settlement: Settlement) {
        guard transition.settlement == nil else { return }
        settle(transition, settlement)
    }
}
