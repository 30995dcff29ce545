import CustomDump
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// WayfinderTesting's helpers fail a test on an exception HeadlessUIKit recorded (a call that
/// crashes the app on a device) unless the test says it expects it.
@MainActor
@Suite(.navigationChecked) struct ExceptionExpectationTests {
    @Test func anUnexpectedExceptionFailsTheHelpersOnce() {
        let app = NavigatorHarness()
        let (nav, screens) = app.stack("A", "B")

        nav.pushViewController(screens[1], animated: true)
        app.runUntilIdle()

        withKnownIssue("the duplicate push crashes on a device") {
            expectTree(
                app.navigator,
                """
                navigation "nav"
                  screen "A"
                  screen "B"
                """)
        }
        // Reported once: the next helper does not report it again.
        expectTrace(app.trace, [])
    }

    @Test func anExpectedExceptionDoesNotFailTheHelpers() {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A")

        nav.popToViewController(app.screen("X"), animated: true)
        app.runUntilIdle()

        app.expectException(containing: "Tried to pop to a view controller that doesn't exist.")
        expectTrace(app.trace, [])
        expectReleased(app.leaks, ["X"])
    }

    @Test func expectingAnExceptionThatWasNotRecordedFails() {
        let app = NavigatorHarness()
        _ = app.stack("A")

        withKnownIssue("nothing was raised") {
            app.expectException(containing: "NSInvalidArgumentException")
        }
        #expect(app.window.headless.exceptions.isEmpty)
    }
}
