import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Wayfinder through a column-style split view controller, collapsed and expanded: the
/// front-most screen, the tree, presenting, closing and `onFinish` in a column's stack.
@MainActor
@Suite(.navigationChecked) struct SplitViewNavigatorTests {
    /// Answers the collapse question with `.primary`, as most iPhone apps do.
    private final class PrimaryOnCollapse: NSObject, UISplitViewControllerDelegate {
        func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn:
                UISplitViewController.Column
        ) -> UISplitViewController.Column { .primary }
    }

    /// A double-column split view (Sidebar | Detail) at the root of a window of `sizeClass`.
    private func splitApp(
        _ sizeClass: UIUserInterfaceSizeClass, delegate: (any UISplitViewControllerDelegate)? = nil
    ) -> NavigatorHarness {
        let app = NavigatorHarness()
        let split = UISplitViewController(style: .doubleColumn)
        split.title = "split"
        split.delegate = delegate
        app.leaks.track(split, "split")
        split.setViewController(app.screen("Sidebar"), for: .primary)
        split.setViewController(app.screen("Detail"), for: .secondary)
        app.window.headless.setHorizontalSizeClass(sizeClass)
        app.setRoot(split)
        return app
    }

    @Test func topmostIsTheDetailExpandedAndTheTopColumnCollapsed() {
        let delegate = PrimaryOnCollapse()
        let app = splitApp(.regular, delegate: delegate)
        #expect(app.navigator.topmost?.title == "Detail")
        expectTree(
            app.navigator,
            """
            container "split"
              navigation "UINavigationController"
                screen "Sidebar"
              navigation "UINavigationController"
                screen "Detail"
            """)

        app.window.headless.setHorizontalSizeClass(.compact)
        app.runUntilIdle()
        #expect(app.navigator.topmost?.title == "Sidebar")

        app.window.headless.setHorizontalSizeClass(.regular)
        app.runUntilIdle()
        #expect(app.navigator.topmost?.title == "Detail")
        #expect(app.diagnostics.isEmpty)
    }

    @Test func collapsedOnTheProposedSecondaryTheDetailIsInFront() {
        let app = splitApp(.compact)
        #expect(app.navigator.topmost?.title == "Detail")
        let split = app.window.rootViewController as? UISplitViewController
        #expect(split?.isCollapsed == true)
    }

    @Test func pushAndPresentGoToTheFrontColumnAndPreviousWorksInIt() {
        let app = splitApp(.regular)
        let message = app.screen("Message")
        app.navigator.push(message)
        app.runUntilIdle()
        #expect(app.navigator.topmost === message)
        #expect(
            message.navigationController?.viewControllers.map(\.title) == ["Detail", "Message"])
        #expect(app.navigator.previous(of: message)?.title == "Detail")

        do {
            let sheet = app.screen("Sheet")
            app.navigator.present(sheet)
            app.runUntilIdle()
            #expect(app.navigator.topmost === sheet)
            #expect(sheet.presentingViewController === app.window.rootViewController)
            app.navigator.dismiss(sheet)
        }
        app.runUntilIdle()
        #expect(app.navigator.topmost === message)
    }

    @Test func closeAndOnFinishWorkInAColumnStackCollapsedAndExpanded() {
        let app = splitApp(.regular)
        var finished: [String] = []
        do {
            let message = app.screen("Message")
            message.onFinish { finished.append("Message \($0)") }
            app.navigator.push(message)
            app.runUntilIdle()
            app.window.headless.setHorizontalSizeClass(.compact)
            app.runUntilIdle()
            #expect(app.navigator.topmost === message)
            message.close()
        }
        app.runUntilIdle()
        #expect(finished == ["Message code"])
        #expect(app.navigator.topmost?.title == "Detail")
        expectReleased(app.leaks, ["Message"])

        do {
            let reply = app.screen("Reply")
            reply.onFinish { finished.append("Reply \($0)") }
            app.navigator.push(reply)
            app.runUntilIdle()
            app.window.headless.setHorizontalSizeClass(.regular)
            app.runUntilIdle()
            let nav = reply.navigationController
            let swipe = nav?.headless.beginInteractiveContentPop()
            swipe?.finish()
        }
        app.runUntilIdle()
        #expect(finished == ["Message code", "Reply swipe"])
        expectReleased(app.leaks, ["Reply"])
        #expect(app.diagnostics.isEmpty)
    }

    @Test func screenEventsOfAColumnScreenEndWithFinished() async {
        let app = splitApp(.regular)
        let events: AsyncStream<ScreenEvent>
        do {
            let message = app.screen("Message")
            events = message.screenEvents
            app.navigator.push(message)
            app.runUntilIdle()
            app.navigator.pop()
            app.runUntilIdle()
        }
        var seen: [ScreenEvent] = []
        for await event in events { seen.append(event) }
        #expect(seen == [.appeared, .disappeared, .finished(.code)])
    }

    @Test func closingAColumnFailsClearlyAndChangesNothing() {
        let app = splitApp(.regular)
        let before = app.navigator.tree
        let split = app.window.rootViewController as? UISplitViewController
        let detail = split?.viewController(for: .secondary)
        let closeRoot = app.navigator.close(detail ?? UIViewController())
        let unembed = app.navigator.unembed(detail?.navigationController ?? UIViewController())
        app.runUntilIdle()

        for transition in [closeRoot, unembed] {
            guard case .failed(let error) = transition.settlement else {
                Issue.record("expected a failure, got \(String(describing: transition.settlement))")
                continue
            }
            #expect(["cannotClose", "notEmbedded"].contains(error.code))
        }
        #expect(app.navigator.tree == before)
        #expect(app.diagnostics.isEmpty)
    }

    /// Collapsed, UIKit nests the secondary column's navigation controller in the primary
    /// one's stack (HeadlessBehaviour.collapsedSecondaryIsNestedInThePrimaryStack); it is
    /// still a column: closing it or its root fails the same way and changes nothing.
    @Test func closingANestedColumnOfACollapsedSplitFailsClearlyAndChangesNothing() {
        let app = splitApp(.compact)
        let split = app.window.rootViewController as? UISplitViewController
        let detail = split?.viewController(for: .secondary)
        let nested = detail?.navigationController
        #expect(nested?.parent === split?.viewController(for: .primary)?.navigationController)
        let before = app.navigator.tree
        let closeRoot = app.navigator.close(detail ?? UIViewController())
        let closeNested = app.navigator.close(nested ?? UIViewController())
        app.runUntilIdle()

        for transition in [closeRoot, closeNested] {
            guard case .failed(let error) = transition.settlement else {
                Issue.record("expected a failure, got \(String(describing: transition.settlement))")
                continue
            }
            #expect(error.code == "cannotClose")
        }
        #expect(app.navigator.tree == before)
        #expect(app.navigator.topmost === detail)
        #expect(app.diagnostics.isEmpty)
    }

    @Test func aPushIssuedWhileAColumnSlidesInWaitsForIt() {
        let app = splitApp(.regular)
        let split = app.window.rootViewController as? UISplitViewController
        split?.preferredDisplayMode = .secondaryOnly
        app.runUntilIdle()
        split?.show(.primary)
        #expect(split?.transitionCoordinator != nil)

        let push = app.navigator.push(app.screen("Message"))
        app.advance(by: 0.2)
        #expect(push.settlement == nil)
        app.runUntilIdle()
        #expect(push.settlement == .completed)
        #expect(app.navigator.topmost?.title == "Message")
        #expect(app.diagnostics.isEmpty)
    }
}
