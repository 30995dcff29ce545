import HeadlessUIKit
import Testing

@testable import Wayfinder

/// The command queue on its own, without a navigator: which commands a run takes, and how
/// each settles.
@MainActor
@Suite struct CommandQueueTests {
    private func command(_ operations: [NavigationOperation]) -> QueuedCommand {
        QueuedCommand(
            transition: Transition(command: .pop(animated: true)), operations: operations,
            animated: true)
    }

    @Test func consecutiveStackEditsOfOneNavigationControllerRunTogether() {
        let navigation = UINavigationController()
        let other = UINavigationController()
        var queue = CommandQueue()
        let push = command([.push(UIViewController(), removing: nil)])
        let pop = command([.pop])
        let elsewhere = command([.setStack([UIViewController()], of: other, animated: false)])
        let present = command([.present(UIViewController())])
        for command in [push, pop, elsewhere, present] { queue.add(command) }
        func target(_ command: QueuedCommand) -> UINavigationController? {
            if case .setStack(_, let navigation?, _) = command.operations.first {
                return navigation
            }
            return navigation
        }

        let first = queue.takeNextRun(target: target)
        #expect(first?.owners.map(ObjectIdentifier.init) == [push, pop].map(ObjectIdentifier.init))
        #expect(first?.steps.count == 2)
        // One run at a time.
        let whileRunning = queue.takeNextRun(target: target)
        #expect(whileRunning == nil)

        _ = queue.endRun()
        let second = queue.takeNextRun(target: target)
        #expect(second?.owners.map(ObjectIdentifier.init) == [ObjectIdentifier(elsewhere)])
        _ = queue.endRun()
        let third = queue.takeNextRun(target: target)
        #expect(third?.owners.map(ObjectIdentifier.init) == [ObjectIdentifier(present)])
        _ = queue.endRun()
        #expect(queue.isIdle)
    }

    @Test func aStackEditWhoseNavigationControllerIsUnknownRunsAlone() {
        var queue = CommandQueue()
        let first = command([.pop])
        let second = command([.pop])
        for command in [first, second] { queue.add(command) }
        let run = queue.takeNextRun(target: { _ in nil })
        #expect(run?.owners.count == 1)
        #expect(queue.pending.count == 1)
    }

    @Test func commandsSettleFailedThenSupersededThenCompleted() {
        var queue = CommandQueue()
        let failed = command([.pop])
        let superseded = command([.push(UIViewController(), removing: nil)])
        let completed = command([.popToRoot])
        let all = CommandRun(owners: [failed, superseded, completed])
        let markedFirst = queue.fail(failed, NavigationError(.cannotPopRoot))
        // The first failure is the one kept.
        let markedAgain = queue.fail(failed, NavigationError(.emptyStack))
        #expect(markedFirst)
        #expect(!markedAgain)
        #expect(queue.hasFailed(failed))
        #expect(!queue.hasFailed(completed))
        all.markSuperseded(superseded)

        let settlements = [failed, superseded, completed].map { queue.settlement(of: $0, in: all) }
        #expect(settlements == [.failed(NavigationError(.cannotPopRoot)), .superseded, .completed])
        // A settled failure is forgotten.
        #expect(!queue.hasFailed(failed))
    }

    @Test func aWaitingCommandCanBeWithdrawnButNotARunningOne() {
        var queue = CommandQueue()
        let running = command([.pop])
        let waiting = command([.pop])
        for command in [running, waiting] { queue.add(command) }
        _ = queue.takeNextRun(target: { _ in nil })
        let withdrewRunning = queue.withdraw(running.transition)
        let withdrewWaiting = queue.withdraw(waiting.transition)
        #expect(!withdrewRunning)
        #expect(withdrewWaiting)
        #expect(queue.pending.isEmpty)
    }
}
