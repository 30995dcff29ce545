import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// A leak check that fails says that the test's own local may be what holds the screen.
@MainActor
@Suite struct LeakMessageTests {
    static let hint =
        "if the test itself still holds one of these (a local `let` or `var` still in scope, "
        + "or a closure that captured it), end that reference before this check: make and use "
        + "the screen inside a `do { }` block, or keep it `weak`"

    /// The issues `matching` sees, from any thread.
    final class Messages: @unchecked Sendable {
        private let lock = NSLock()
        private var texts: [String] = []
        func append(_ text: String) { lock.withLock { texts.append(text) } }
        var all: [String] { lock.withLock { texts } }
    }

    /// The failures recorded by `check`, as text.
    func failure(of check: () -> Void) -> [String] {
        let messages = Messages()
        withKnownIssue {
            check()
        } matching: { issue in
            messages.append(String(describing: issue))
            return true
        }
        return messages.all
    }

    @Test func theHarnessesLeakCheckNamesTheTestsOwnLocal() {
        let app = NavigatorHarness()
        var held: UIViewController?  // the test's own local keeps B alive after the pop
        do {
            let (_, screens) = app.stack("A", "B")
            held = screens[1]
        }
        app.navigator.pop()
        app.runUntilIdle()
        let messages = failure { app.expectLeftScreensReleased() }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("left the window but still alive — " + Self.hint) == true)
        #expect(messages.first?.contains("\"B\"") == true)
        #expect(held != nil)
        held = nil
        app.expectLeftScreensReleased()
    }

    @Test func expectReleasedNamesTheTestsOwnLocal() {
        let leaks = LeakTracker()
        let screen = UIViewController()
        leaks.track(screen, "message(9)")
        let messages = failure { expectReleased(leaks) }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("still alive, so leaked — " + Self.hint) == true)
        #expect(messages.first?.contains("message(9)") == true)
        withExtendedLifetime(screen) {}
    }

    @Test func theAppHarnessLeakCheckNamesTheTestsOwnLocal() throws {
        let app = try AppHarness(state: NavigationState(stack: ["inbox", "message(9)"])) {
            route in
            let screen = UIViewController()
            screen.title = route
            return screen
        }
        var held = app.navigator.topmost  // the test's own local keeps message(9) alive
        app.routes.update { $0.pop() }
        app.runUntilIdle()
        let messages = failure { app.expectLeftScreensReleased() }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("left the window but still alive — " + Self.hint) == true)
        #expect(messages.first?.contains("message(9)") == true)
        #expect(held != nil)
        held = nil
        app.expectLeftScreensReleased()
    }
}
