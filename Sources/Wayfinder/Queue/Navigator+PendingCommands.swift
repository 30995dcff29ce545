extension Navigator {
    /// The commands that have not settled: those of the run under way, then those waiting,
    /// in order. Empty when the queue is idle.
    ///
    /// WayfinderTesting's end-of-test check reads it: a command still here once the run loop
    /// is idle waits for something that will never come.
    ///
    /// Test support (`@_spi(Testing) import Wayfinder`): not part of the public API.
    @_spi(Testing) public var pendingCommands: [NavigationCommand] {
        var commands: [NavigationCommand] = []
        for owner in queue.run?.owners ?? [] where owner.transition.settlement == nil {
            commands.append(owner.transition.command)
        }
        for owner in queue.pending { commands.append(owner.transition.command) }
        return commands
    }
}
