import HeadlessUIKit
import Testing
import WayfinderTesting

@_spi(Testing) import Wayfinder

/// The navigator's consistency checks as typed faults: what a full walk finds where the
/// records a quiet moment trusts are wrong, run from one place (`consistencyFaults()`).
@MainActor
@Suite(.navigationChecked) struct ConsistencyFaultTests {
    @Test func aChildAddedToACoveredScreenIsAContentsFault() {
        let app = NavigatorHarness()
        let (_, screens) = app.stack("A", "B", "C")
        let child = app.screen("Child")
        screens[0].addChild(child)
        child.didMove(toParent: screens[0])
        let faults = app.navigator.consistencyFaults()
        #expect(
            faults == [
                .coveredScreenContentsChanged(
                    navigation: "nav", screen: "A", recorded: [], actual: ["Child"])
            ])
        #expect(faults.allSatisfy { !$0.isQuietMomentFault })
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(app.navigator.consistencyFaults() == [])
    }

    @Test func aCoveredScreenReplacedBehindTheNavigatorsBackIsAReplacementFault() {
        let app = NavigatorHarness()
        let (nav, screens) = app.stack("A", "B", "C", "D")
        nav.setViewControllers(
            [app.screen("X")] + nav.viewControllers.dropFirst(), animated: false)
        #expect(
            app.navigator.consistencyFaults() == [
                .coveredScreenReplaced(navigation: "nav", index: 0, recorded: "A", actual: "X")
            ])
        nav.setViewControllers(screens, animated: false)
        #expect(app.navigator.consistencyFaults() == [])
    }

    @Test func everyFaultSaysWhereInWords() {
        let faults: [ConsistencyFault] = [
            .tableKeptGoneController(table: "navigation proxies"),
            .visibleScreensRecordedWrong(recorded: 2, actual: 1),
        ]
        #expect(
            faults.map(\.description) == [
                "a quiet moment left a controller no longer in the window in the navigation proxies",
                "a quiet moment recorded 2 visible screens, but 1 are",
            ])
        #expect(faults.allSatisfy { $0.isQuietMomentFault })
    }
}
