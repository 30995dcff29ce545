import HeadlessUIKit
import Testing
@_spi(Testing) import Wayfinder
import WayfinderTesting

/// The quiet moment after a lone push or pop, alone or with a change the app made behind the
/// navigator's back: screens hear exactly what changed, and debug builds check each quiet
/// moment against a full walk (`recordMismatches()`, also asserted by
/// the end-of-test check of `.navigationChecked`).
@MainActor
@Suite(.navigationChecked) struct QuietMomentAfterALoneEditTests {
    @Test func aLonePushThenPopTellTheScreensWhatAFullQuietMomentWould() {
        let app = NavigatorHarness()
        _ = app.stack("A", "B")
        app.runUntilIdle()
        app.records.clear()
        app.navigator.push(app.screen("C"))
        app.runUntilIdle()
        app.navigator.pop()
        app.runUntilIdle()
        #expect(
            app.records.lines(.screen) == [
                "C appeared", "B disappeared",
                "B appeared", "C finished(code)",
            ])
        #expect(app.navigator.recordMismatches() == [])
    }

    @Test func aChildAddedToThePushedScreenBehindTheNavigatorsBackIsSeenAtOnce() {
        let app = NavigatorHarness()
        _ = app.stack("Root", "A")
        app.runUntilIdle()
        app.records.clear()
        do {
            let pushed = app.screen("B")
            app.navigator.push(pushed)
            // Before the push ends, the app embeds a child itself: the push is no longer the
            // only change, and the quiet moment after it looks at the whole front.
            let child = app.screen("Child")
            pushed.addChild(child)
            pushed.view.addSubview(child.view)
            child.didMove(toParent: pushed)
        }
        app.runUntilIdle()
        #expect(
            app.records.lines(.screen) == [
                "B appeared", "Child appeared", "A disappeared",
            ])
        #expect(app.navigator.recordMismatches() == [])
        app.navigator.pop()
        app.runUntilIdle()
        #expect(
            app.records.lines(.screen).suffix(3) == [
                "A appeared", "Child finished(code)", "B finished(code)",
            ])
        #expect(app.navigator.recordMismatches() == [])
    }

    @Test func aScreenRenamedBetweenCommandsIsToldByItsNewName() {
        let app = NavigatorHarness()
        _ = app.stack("A", "B")
        app.runUntilIdle()
        app.records.clear()
        app.navigator.topmost?.title = "Renamed"
        app.navigator.pop()
        app.runUntilIdle()
        #expect(app.records.lines(.screen) == ["A appeared", "Renamed finished(code)"])
        #expect(app.navigator.recordMismatches() == [])
    }
}
