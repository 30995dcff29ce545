import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// A column's stack replaced through the navigator in an expanded split view: what is in
/// front afterwards is read from the column's navigation controller, not from the controller
/// first given for the column.
@MainActor
@Suite(.navigationChecked) struct SplitViewDetailStackTests {
    @Test func setStackOnTheDetailColumnMakesTheNewScreenTopmostAndPushesGoOnIt() {
        let app = NavigatorHarness()
        let split = UISplitViewController(style: .doubleColumn)
        split.title = "split"
        app.leaks.track(split, "split")
        split.setViewController(app.screen("Sidebar"), for: .primary)
        // The split view keeps the controller it was given for a column (its answer to
        // `viewController(for:)`) after it leaves the column's stack, as UIKit does, so it is
        // not tracked for leaks.
        let trace = app.trace
        let detail = TracedViewController("Detail", trace: trace)
        detail.onFinish { trace.record("Detail finished(\($0))") }
        split.setViewController(detail, for: .secondary)
        app.window.headless.setHorizontalSizeClass(.regular)
        app.setRoot(split)
        do {
            let message = app.screen("Message")
            let setStack = app.navigator.setStack([message])
            app.runUntilIdle()
            #expect(setStack.settlement == .completed)
            #expect(message.navigationController?.viewControllers == [message])
            #expect(app.navigator.topmost === message)

            let reply = app.screen("Reply")
            let push = app.navigator.push(reply)
            app.runUntilIdle()
            #expect(push.settlement == .completed)
            #expect(app.navigator.topmost === reply)
            #expect(app.navigator.previous(of: reply) === message)
        }
        expectTrace(
            app.trace,
            [
                "Message.willMove(toParent: UINavigationController)",
                "Message.viewDidLoad",
                "Detail.viewWillDisappear(true) [movingFromParent]",
                "Message.viewWillAppear(true) [movingToParent]",
                "Message.viewIsAppearing(true) [movingToParent]",
                "Detail.viewDidDisappear(true) [movingFromParent]",
                "Message.viewDidAppear(true) [movingToParent]",
                "Message.didMove(toParent: UINavigationController)",
                "Detail finished(code)",
                "Reply.willMove(toParent: UINavigationController)",
                "Reply.viewDidLoad",
                "Message.viewWillDisappear(true)",
                "Reply.viewWillAppear(true) [movingToParent]",
                "Reply.viewIsAppearing(true) [movingToParent]",
                "Message.viewDidDisappear(true)",
                "Reply.viewDidAppear(true) [movingToParent]",
                "Reply.didMove(toParent: UINavigationController)",
            ])
        expectTree(
            app.navigator,
            """
            container "split"
              navigation "UINavigationController"
                screen "Sidebar"
              navigation "UINavigationController"
                screen "Message"
                screen "Reply"
            """)
        #expect(app.diagnostics.isEmpty)
    }
}
