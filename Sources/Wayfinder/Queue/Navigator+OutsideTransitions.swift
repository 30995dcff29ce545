extension Navigator {
    /// A transition that no queued command carries: it settles when its owner says, such as a
    /// target held by a guard of a ``RouteNavigator``.
    func pendingOutside(_ command: NavigationCommand) -> NavigatorTransition {
        tracer.record(.command, .code, "\(command) held")
        return NavigatorTransition(command: command)
    }

    /// Settles a transition made by ``pendingOutside(_:)``, with a trace record and an event.
    func settleOutside(_ transition: NavigatorTransition, _ settlement: Settlement) {
        guard transition.settlement == nil else { return }
        tracer.record(.settled, .code, "\(transition.command) → \(settlement)")
        transition.settle(settlement)
        emit(.settled(transition.command, settlement))
    }
}
