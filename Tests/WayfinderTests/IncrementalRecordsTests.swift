import HeadlessUIKit
import Testing
@_spi(Testing) import Wayfinder
import WayfinderTesting

/// Quiet moments look at the front of the window and at a stack's covered screens only when
/// the stack changed; `recordMismatches()` checks those records against a full walk.
@MainActor
@Suite(.navigationChecked) struct IncrementalRecordsTests {
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

    @Test func aChildAddedToACoveredScreenBehindTheNavigatorsBackIsReported() {
        let app = NavigatorHarness()
        let (_, screens) = app.stack("A", "B", "C")
        let child = app.screen("Child")
        screens[0].addChild(child)
        child.didMove(toParent: screens[0])
        #expect(
            app.navigator.recordMismatches() == [
                "nav: what is inside covered screen A is recorded as [], but is [Child]"
            ])
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(app.navigator.recordMismatches() == [])
    }

    @Test func aStackChangedBelowItsTwoHighestCoveredScreensIsReported() {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A", "B", "C", "D")
        nav.setViewControllers(
            [app.screen("X")] + nav.viewControllers.dropFirst(), animated: false)
        #expect(
            app.navigator.recordMismatches() == [
                "nav: covered screen 0 is recorded as A, but the stack has X there"
            ])
        // The next change that reaches below the two highest covered screens brings the
        // records up to date: A finishes then.
        app.navigator.push(app.screen("E"))
        app.runUntilIdle()
        #expect(!app.records.lines(.screen).contains("A finished(code)"))
        app.navigator.popToRoot()
        app.runUntilIdle()
        #expect(app.records.lines(.screen).contains("A finished(code)"))
        #expect(app.navigator.recordMismatches() == [])
    }
}
