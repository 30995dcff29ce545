import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// `letTasksRun(until:)`: a stream's reader has read what the test waits for when it returns,
/// and a wait for something that never happens ends at its limit.
@MainActor
@Suite(.navigationChecked) struct LetTasksRunTests {
    @Test func aScreensEventsAreReadWhenItReturns() async {
        let app = NavigatorHarness()
        _ = app.stack("A")
        var heard: [ScreenEvent] = []
        let reading: Task<Void, Never>
        do {
            let detail = app.screen("Detail")
            let events = detail.screenEvents
            reading = Task { for await event in events { heard.append(event) } }
            app.navigator.push(detail)
            app.runUntilIdle()
            app.navigator.pop()
            app.runUntilIdle()
        }

        let done = await letTasksRun { heard.count == 3 }

        #expect(done)
        #expect(heard == [.appeared, .disappeared, .finished(.code)])
        reading.cancel()
    }

    @Test func aWaitForWhatNeverHappensEndsAtItsLimit() async {
        var checks = 0

        let done = await letTasksRun(
            until: {
                checks += 1
                return false
            }, turns: 50)

        #expect(done == false)
        #expect(checks == 51)  // before each of the 50 turns, and after the last
    }

    @Test func nothingToWaitForYieldsNoTurn() async {
        var checks = 0

        let done = await letTasksRun {
            checks += 1
            return true
        }

        #expect(done)
        #expect(checks == 1)
    }
}
