import Foundation

// The queue's hooks `RouteNavigator` (Routes/) uses: everything it changes still goes
// through this window's queue, one command per request.
extension Navigator {
    /// Puts a command on the queue whose operations are worked out by `plan` when the queue
    /// starts it, against what the window shows then.
    func enqueuePlanned(
        _ command: NavigationCommand, animated: Bool,
        plan: @escaping @MainActor () -> Result<[NavigationOperation], NavigationError>
    ) -> NavigatorTransition {
        enqueue(command, [.expand(plan)], animated: animated)
    }

    /// Takes `transition` off the queue if it has not started, settling it `.superseded`.
    ///
    /// - Returns: whether it was still waiting.
    @discardableResult
    func withdraw(_ transition: NavigatorTransition) -> Bool {
        guard queue.withdraw(transition) else { return false }
        settle(transition, .superseded)
        return true
    }

    /// A transition that fails at once with `error`; nothing reaches the queue or UIKit.
    func refuse(_ command: NavigationCommand, _ error: NavigationError) -> NavigatorTransition {
        let transition = NavigatorTransition(command: command)
        tracer.record(.command, .code, command.description)
        tracer.record(.command, .code, "\(command) refused: \(error.message)")
        settle(transition, .failed(error), recorded: false)
        return transition
    }
}
