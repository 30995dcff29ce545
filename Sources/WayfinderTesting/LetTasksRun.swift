/// Lets other main-actor tasks run until `done` holds: a loop that reads a screen's
/// `screenEvents`, a route navigator's `states` or a navigator's `events`, or a task that
/// awaits `navigator.push(_:)`, has done what the test waits for.
///
/// How many turns such a task needs depends on its priority and on the other tasks on the
/// main actor (in a test run, other tests' tasks), so no fixed number of `Task.yield()` calls
/// is enough: a test that yields 8 or 20 times passes alone and fails now and then in a full
/// run. Wait for what the task must have done instead:
///
/// ```swift
/// var heard: [ScreenEvent] = []
/// let events = detail.screenEvents  // made now: it hears what happens from now on
/// let reading = Task { for await event in events { heard.append(event) } }
/// app.navigator.push(detail)
/// app.runUntilIdle()
/// await letTasksRun { heard.count == 1 }
/// #expect(heard == [.appeared])
/// reading.cancel()
/// ```
///
/// It turns no run loop and advances no clock: it only yields.
///
/// - Parameters:
///   - done: what must hold once the tasks ran; checked before each turn.
///   - limit: the most turns it gives, so that a test whose task never does it fails at
///     its expectation instead of hanging. 10,000 turns are far more than any task needs.
/// - Returns: whether `done` held.
@MainActor
@discardableResult
public func letTasksRun(until done: () -> Bool, turns limit: Int = 10_000) async -> Bool {
    var turns = 0
    while !done() {
        guard turns < limit else { return false }
        await Task.yield()
        turns += 1
    }
    return true
}
