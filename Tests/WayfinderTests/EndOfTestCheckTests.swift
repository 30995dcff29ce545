import HeadlessUIKit
import Testing
@_spi(Testing) import Wayfinder
import WayfinderTesting

/// What a test leaves behind after its body has returned, caught by `.navigationChecked`:
/// each test runs a body under the trait's scope (as Swift Testing runs a test under it) and
/// asserts the issue the end-of-test check records, or that it records none.
@MainActor
@Suite(.navigationChecked) struct EndOfTestCheckTests {
    /// Holds what a body leaves behind past its end.
    @MainActor final class Keeper {
        var screens: [UIViewController] = []
        var harness: NavigatorHarness?
    }

    /// Runs `body` the way `.navigationChecked` runs a test.
    private func underTheTrait(_ body: @escaping @MainActor () -> Void) async throws {
        try await NavigationCheckedTrait().provideScope(
            for: try #require(Test.current), testCase: Test.Case.current
        ) {
            await body()
        }
    }

    @Test func aScreenThatLeftButIsStillAliveFailsTheTestAtItsEnd() async throws {
        let keeper = Keeper()
        try await withKnownIssue {
            try await underTheTrait {
                let app = NavigatorHarness()
                _ = app.stack("A", "B")
                keeper.screens = [app.navigator.topmost!]  // B outlives the test
                app.navigator.pop()
                app.runUntilIdle()
            }
        } matching: { issue in
            "\(issue)".contains("left the window but still alive") && "\(issue)".contains("B")
        }
    }

    /// A sheet the user starts dragging down and never lets go of, and a push queued behind
    /// the drag: the push waits for it forever.
    private func pushBehindAnEndlessDrag(_ app: NavigatorHarness) {
        let (nav, _) = app.stack("A")
        app.navigator.present(app.screen("Sheet"), animated: false)
        app.runUntilIdle()
        let drag = nav.presentedViewController!.headless.beginInteractiveDismiss()
        #expect(drag.didBegin)
        app.navigator.push(app.screen("B"))
        app.runUntilIdle()
    }

    @Test func aCommandStillPendingFailsTheTestAtItsEnd() async throws {
        try await withKnownIssue {
            try await underTheTrait { pushBehindAnEndlessDrag(NavigatorHarness()) }
        } matching: { issue in
            "\(issue)".contains("commands still pending") && "\(issue)".contains("push(B")
        }
    }

    @Test func aTestThatLeavesACommandPendingOnPurposeSaysSo() async throws {
        let keeper = Keeper()
        try await underTheTrait {
            let app = NavigatorHarness()
            keeper.harness = app
            pushBehindAnEndlessDrag(app)
            app.expectsPendingCommandsAtEnd()
        }
        // The check ran, found the push still waiting, and did not fail for it.
        #expect(keeper.harness?.navigator.pendingCommands.count == 1)
    }

    /// The app edits a stack by hand while a push runs: UIKit logs a warning.
    private func editDuringAPush(_ app: NavigatorHarness) {
        let (nav, _) = app.stack("A", "B", "C")
        nav.pushViewController(app.screen("D"), animated: true)
        app.advance(by: 0.1)
        nav.viewControllers = nav.viewControllers.filter { $0.title != "B" && $0.title != "C" }
        app.runUntilIdle()
    }

    @Test func aUIKitWarningTheTestDidNotExpectFailsTheTestAtItsEnd() async throws {
        try await withKnownIssue {
            try await underTheTrait { editDuringAPush(NavigatorHarness()) }
        } matching: { issue in
            "\(issue)".contains("HeadlessUIKit recorded warnings")
                && "\(issue)".contains("unexpected state")
        }
    }

    @Test func aWarningTheTestExpectsPasses() async throws {
        try await underTheTrait {
            let app = NavigatorHarness()
            editDuringAPush(app)
            app.expectWarning(containing: "unexpected state")
        }
    }

    @Test func anAppHarnessIsCheckedToo() async throws {
        let keeper = Keeper()
        try await withKnownIssue {
            try await underTheTrait {
                let app = try! AppHarness(state: NavigationState(stack: ["home", "detail"])) {
                    route in UIViewController()
                }
                keeper.screens = [app.navigator.topmost!]
                app.routes.update { $0.pop() }
                app.runUntilIdle()
            }
        } matching: { issue in
            "\(issue)".contains("left the window but still alive")
                && "\(issue)".contains("detail")
        }
    }

    /// Screens kept alive past the end of the test that leaked them.
    private static var leftAlive: [UIViewController] = []

    @Test func aHarnessMadeOutsideTheTraitIsCheckedOnlyWhereTheTestSays() async throws {
        let keeper = Keeper()
        try await Self.outsideAnyTrait {
            let app = NavigatorHarness()
            keeper.harness = app
            _ = app.stack("A", "B")
            Self.leftAlive.append(app.navigator.topmost!)  // B outlives the test
            app.navigator.pop()
            app.runUntilIdle()
        }
        let app = try #require(keeper.harness)
        // The explicit check reports B; the end of this test (under the trait) does not,
        // since the harness was made outside it.
        withKnownIssue {
            app.expectLeftScreensReleased()
        } matching: { issue in
            "\(issue)".contains("left the window but still alive")
        }
    }

    /// Runs `body` with no harness list in scope: a detached task inherits no task-locals.
    private static func outsideAnyTrait(_ body: @escaping @MainActor () -> Void) async throws {
        await Task.detached { await body() }.value
    }
}
