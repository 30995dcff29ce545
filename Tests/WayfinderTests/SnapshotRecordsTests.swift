import HeadlessUIKit
import Testing
@_spi(Testing) import Wayfinder
import WayfinderTesting

/// Quiet moments take a snapshot of the whole window, covered screens included, and compare
/// it with the last one; `recordMismatches()` checks each snapshot against a full walk.
@MainActor
@Suite(.navigationChecked) struct SnapshotRecordsTests {
    @Test func pushesPopsAndStackEditsKeepTheRecordsExact() {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A", "B", "C")
        #expect(app.navigator.recordMismatches() == [])
        app.navigator.push(app.screen("D"))
        app.runUntilIdle()
        #expect(app.navigator.recordMismatches() == [])
        app.navigator.pop()
        app.navigator.pop()
        app.runUntilIdle()
        #expect(app.navigator.recordMismatches() == [])
        app.navigator.setStack([nav.viewControllers[0], app.screen("E"), app.screen("F")])
        app.runUntilIdle()
        #expect(app.navigator.recordMismatches() == [])
        app.navigator.popToRoot()
        app.runUntilIdle()
        #expect(app.navigator.recordMismatches() == [])
        #expect(
            app.records.lines(.screen) == [
                "D appeared", "C disappeared",
                "C appeared", "D finished(code)", "B appeared", "C finished(code)",
                "F appeared", "B finished(code)",
                "A appeared", "F finished(code)", "E finished(code)",
            ])
    }

    @Test func aScreenCoveredLongAgoStillFinishesWhenItLeaves() {
        let app = NavigatorHarness()
        let names = (0..<30).map { "S\($0)" }
        let (nav, screens) = app.stack("Root")
        app.navigator.setStack([screens[0]] + names.map(app.screen), animated: false)
        app.runUntilIdle()
        app.records.clear()
        app.navigator.pop(to: nav.viewControllers[1])
        app.runUntilIdle()
        #expect(
            app.records.lines(.screen)
                == ["S0 appeared"] + names.dropFirst().reversed().map { "\($0) finished(code)" })
        #expect(app.navigator.recordMismatches() == [])
    }

    @Test func aChildAddedToACoveredScreenBehindTheNavigatorsBackIsInTheNextQuietMoment() {
        let app = NavigatorHarness()
        let (_, screens) = app.stack("A", "B", "C")
        do {
            let child = app.screen("Child")
            screens[0].addChild(child)
            child.didMove(toParent: screens[0])
        }
        app.navigator.push(app.screen("D"))
        app.runUntilIdle()
        #expect(app.navigator.recordMismatches() == [])
        screens[0].children.first?.willMove(toParent: nil)
        screens[0].children.first?.removeFromParent()
        app.navigator.pop()
        app.runUntilIdle()
        // The quiet moment before the pop runs sees the child gone.
        #expect(
            app.records.lines(.screen) == [
                "D appeared", "C disappeared", "Child finished(code)", "C appeared",
                "D finished(code)",
            ])
        #expect(app.navigator.recordMismatches() == [])
    }

    /// Once a known limit (a stack changed below its two highest covered screens without its
    /// count changing was seen only when that stack changed again): the snapshot reads every
    /// covered screen, so the replaced one finishes at the next quiet moment.
    @Test func aCoveredScreenTheAppReplacedFinishesAtTheNextQuietMoment() {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A", "B", "C", "D")
        nav.setViewControllers(
            [app.screen("X")] + nav.viewControllers.dropFirst(), animated: false)
        // The next quiet moment (here the one before a push runs): A finishes then.
        app.navigator.push(app.screen("E"))
        app.runUntilIdle()
        #expect(
            app.records.lines(.screen) == [
                "A finished(code)", "E appeared", "D disappeared",
            ])
        #expect(app.navigator.recordMismatches() == [])
        app.navigator.popToRoot()
        app.runUntilIdle()
        #expect(app.records.lines(.screen).filter { $0 == "A finished(code)" }.count == 1)
        #expect(app.navigator.recordMismatches() == [])
    }

    /// A screen keeps its own record (no table of Wayfinder's): one that hears `onFinish`
    /// set up after a quiet moment saw it, and is released before the next one sees it
    /// leave, hears it once all the same.
    @Test func aScreenReleasedBeforeTheQuietMomentHearsAFinishHandlerAddedLate() {
        let app = NavigatorHarness()
        var heard: [ClosedBy] = []
        do {
            let (nav, screens) = app.stack("A", "B", "C")
            screens[1].onFinish { heard.append($0) }
            nav.setViewControllers([screens[0], screens[2]], animated: false)
        }
        #expect(heard == [])
        app.navigator.push(app.screen("D"))
        app.runUntilIdle()
        #expect(heard == [.code])
        #expect(
            app.records.lines(.screen) == [
                "B finished(code)", "D appeared", "C disappeared",
            ])
    }
}
