import HeadlessUIKit
import Testing

@testable import Wayfinder

/// The command queue on its own, without a navigator: how many commands a run takes (as many
/// as it is told: `StackEditPlannerTests` has which merge), and how each settles.
@MainActor
@Suite struct CommandQueueTests {
    private func command(_ operations: [NavigationOperation]) -> QueuedCommand {
        QueuedCommand(
            transition: Transition(command: .pop(animated: true)), operations: operations,
            animated: true)
    }

    @Test func aRunTakesAsManyWaitingCommandsAsItIsToldOneRunAtATime() {
        var queue = CommandQueue()
        let commands = (0..<5).map { _ in command([.pop]) }
        for command in commands { queue.add(command) }
        func owners(_ run: CommandRun?) -> [ObjectIdentifier]? {
            run?.owners.map(ObjectIdentifier.init)
        }
        let ids = commands.map(ObjectIdentifier.init)

        let first = queue.takeNextRun(2)
        #expect(owners(first) == [ids[0], ids[1]])
        #expect(first?.steps.count == 2)
        let whileRunning = queue.takeNextRun(1)
        #expect(whileRunning == nil, "one run at a time")
        _ = first.map { queue.end($0) }
        // At least one command, at most what waits.
        let second = queue.takeNextRun(0)
        #expect(owners(second) == [ids[2]])
        _ = second.map { queue.end($0) }
        let third = queue.takeNextRun(9)
        #expect(owners(third) == [ids[3], ids[4]])
        _ = third.map { queue.end($0) }
        #expect(queue.isIdle)
        let none = queue.takeNextRun(1)
        #expect(none == nil, "nothing waits")
    }

    @Test func aRunEndsOnceAndEndedRunsSettleInTheOrderTheyRan() throws {
        var queue = CommandQueue()
        queue.add(command([.pop]))
        queue.add(command([.pop]))
        let firstRun = queue.takeNextRun(1)
        let first = try #require(firstRun)
        let ended = queue.end(first)
        let endedAgain = queue.end(first)
        #expect(ended)
        #expect(!endedAgain, "a run ends once")
        #expect(first.isOver)
        // The next run starts before the first has settled, and ends too.
        let secondRun = queue.takeNextRun(1)
        let second = try #require(secondRun)
        #expect(!second.isOver)
        _ = queue.end(second)
        #expect(
            queue.endedRuns.map(ObjectIdentifier.init)
                == [first, second].map(ObjectIdentifier.init))
        let notItsTurn = queue.settled(second)
        #expect(notItsTurn === first, "the first still waits to settle")
        let afterFirst = queue.settled(first)
        #expect(afterFirst === second)
        let afterSecond = queue.settled(second)
        #expect(afterSecond == nil)
        #expect(queue.endedRuns.isEmpty)
    }

    @Test func commandsSettleFailedThenSupersededThenCompleted() {
        let failed = command([.pop])
        let superseded = command([.push(UIViewController(), removing: nil)])
        let completed = command([.popToRoot])
        let all = CommandRun(owners: [failed, superseded, completed])
        let markedFirst = all.fail(failed, NavigationError(.cannotPopRoot))
        // The first failure is the one kept.
        let markedAgain = all.fail(failed, NavigationError(.emptyStack))
        #expect(markedFirst)
        #expect(!markedAgain)
        #expect(all.hasFailed(failed))
        #expect(!all.hasFailed(completed))
        all.markSuperseded(superseded)

        let settlements = [failed, superseded, completed].map { all.settlement(of: $0) }
        #expect(settlements == [.failed(NavigationError(.cannotPopRoot)), .superseded, .completed])
        // A settled failure is forgotten.
        #expect(!all.hasFailed(failed))
    }

    @Test func aWaitingCommandCanBeWithdrawnButNotARunningOne() {
        var queue = CommandQueue()
        let running = command([.pop])
        let waiting = command([.pop])
        for command in [running, waiting] { queue.add(command) }
        _ = queue.takeNextRun(1)
        let withdrewRunning = queue.withdraw(running.transition)
        let withdrewWaiting = queue.withdraw(waiting.transition)
        #expect(!withdrewRunning)
        #expect(withdrewWaiting)
        #expect(queue.pending.isEmpty)
    }
}
