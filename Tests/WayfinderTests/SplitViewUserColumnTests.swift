import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// An app's split view delegate that records the column callbacks it hears.
@MainActor
private final class ColumnRecorder: NSObject, UISplitViewControllerDelegate {
    var calls: [String] = []

    func splitViewController(
        _ svc: UISplitViewController, willShow column: UISplitViewController.Column
    ) {
        calls.append("willShow \(column.rawValue)")
    }

    func splitViewController(
        _ svc: UISplitViewController, willHide column: UISplitViewController.Column
    ) {
        calls.append("willHide \(column.rawValue)")
    }

    func splitViewController(
        _ svc: UISplitViewController, didShow column: UISplitViewController.Column
    ) {
        calls.append("didShow \(column.rawValue)")
    }

    func splitViewController(
        _ svc: UISplitViewController, didHide column: UISplitViewController.Column
    ) {
        calls.append("didHide \(column.rawValue)")
    }
}

/// UIKit announces a column change to the split view delegate only when the system or the user
/// makes it ("The system doesn’t call this method when you hide a column programmatically",
/// Apple's `splitViewController(_:willHide:)`). Behind Wayfinder's proxy the app's delegate
/// hears each announced change once and none of the app's own `show`/`hide`, and hiding or
/// showing a column finishes no screen.
@MainActor
@Suite(.navigationChecked) struct SplitViewUserColumnTests {
    @Test func theAppsDelegateHearsOnlyTheUsersColumnChangesAndTheScreensFollow() {
        let app = NavigatorHarness()
        let delegate = ColumnRecorder()
        do {
            let split = UISplitViewController(style: .doubleColumn)
            split.title = "split"
            split.delegate = delegate
            app.leaks.track(split, "split")
            split.setViewController(app.screen("Sidebar"), for: .primary)
            split.setViewController(app.screen("Detail"), for: .secondary)
            app.window.headless.setHorizontalSizeClass(.regular)
            app.setRoot(split)
            app.navigator.push(app.screen("Message"), animated: false)
            app.runUntilIdle()
            #expect(split.delegate !== delegate)  // Wayfinder's proxy is in front
            let sidebar = app.screen("Sidebar")
            var finished: [String] = []
            sidebar.onFinish { finished.append("Sidebar \($0)") }

            split.hide(.primary)
            app.runUntilIdle()
            split.show(.primary)
            app.runUntilIdle()
            #expect(delegate.calls == [])

            split.headless.userHide(.primary)
            app.runUntilIdle()
            split.headless.userShow(.primary)
            app.runUntilIdle()
            #expect(delegate.calls == ["willHide 0", "didHide 0", "willShow 0", "didShow 0"])
            #expect(app.navigator.topmost?.title == "Message")
            #expect(app.navigator.previous(of: app.navigator.topmost!)?.title == "Detail")
            #expect(finished.isEmpty)
        }
        app.window.rootViewController = nil
        app.runUntilIdle()
    }
}
