import HeadlessUIKit
import Testing
import WayfinderTesting

@_spi(Testing) import Wayfinder

/// The navigator's oracle as typed faults: where a quiet moment's snapshot disagreed with an
/// independent walk of the window made right then (`consistencyFaults()`).
@MainActor
@Suite(.navigationChecked) struct ConsistencyFaultTests {
    @Test func changesBehindTheNavigatorsBackAreNoFault() {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A", "B", "C")
        #expect(app.navigator.checksQuietMoments)
        nav.setViewControllers(
            [app.screen("X")] + nav.viewControllers.dropFirst(), animated: false)
        app.navigator.push(app.screen("D"))
        app.runUntilIdle()
        #expect(app.navigator.consistencyFaults() == [])
        #expect(app.records.lines(.screen) == ["A finished(code)", "D appeared", "C disappeared"])
    }

    @Test func everyFaultSaysWhereInWords() {
        let faults: [ConsistencyFault] = [
            .windowRecordedWrong(recorded: ["nav*", "A*"], actual: ["nav*", "X*"]),
            .tableKeptGoneController(table: "navigation proxies"),
        ]
        #expect(
            faults.map(\.description) == [
                "a quiet moment recorded the window as [nav*, A*], but it is [nav*, X*]",
                "a quiet moment left a controller no longer in the window in the navigation proxies",
            ])
    }
}
