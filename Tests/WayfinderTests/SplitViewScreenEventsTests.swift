import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// An app's split view delegate: records every call it gets into the trace, answers the
/// collapse question with `.primary`, and (when `next` is set) forwards every call to the
/// delegate it replaced, as apps that chain delegates do.
@MainActor
private final class AppSplitDelegate: NSObject, UISplitViewControllerDelegate {
    let name: String
    let trace: CallbackTrace
    var next: (any UISplitViewControllerDelegate)?

    init(_ name: String, trace: CallbackTrace) {
        self.name = name
        self.trace = trace
    }

    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        trace.record("\(name).topColumnForCollapsing")
        _ = next?.splitViewController(
            svc, topColumnForCollapsingToProposedTopColumn: proposedTopColumn)
        return .primary
    }

    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode:
            UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        trace.record("\(name).displayModeForExpanding")
        _ = next?.splitViewController(
            svc, displayModeForExpandingToProposedDisplayMode: proposedDisplayMode)
        return proposedDisplayMode
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        trace.record("\(name).didCollapse")
        next?.splitViewControllerDidCollapse(svc)
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        trace.record("\(name).didExpand")
        next?.splitViewControllerDidExpand(svc)
    }
}

/// A split view delegate that is not an `NSObject`: UIKit's protocol allows it.
@MainActor
private final class PlainSplitDelegate: UISplitViewControllerDelegate {
    var calls: [String] = []

    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        calls.append("topColumnForCollapsing")
        return .primary
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        calls.append("didCollapse")
    }
}

/// Issue 20: a split view controller's collapse or expansion (a size-class change) makes the
/// screens it hides or shows hear `disappeared` / `appeared` at the end of that change,
/// through Wayfinder's split-view delegate proxy, which keeps the app's own delegate hearing
/// every callback once.
@MainActor
@Suite(.navigationChecked) struct SplitViewScreenEventsTests {
    /// `Sidebar | Detail → Message` at the root of a regular-width window, with the traces
    /// emptied. Message is pushed by a navigator command: the navigator puts its proxies in at
    /// the quiet moment that ends it (queries do not look at the window).
    private func splitApp(delegate: (any UISplitViewControllerDelegate)?) -> NavigatorHarness {
        let app = NavigatorHarness()
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
        #expect(app.navigator.topmost?.title == "Message")
        app.records.clear()
        app.trace.clear()
        return app
    }

    private func split(of app: NavigatorHarness) -> UISplitViewController? {
        app.window.rootViewController as? UISplitViewController
    }

    /// The screen records of the last steps, with their causes.
    private func screenRecords(_ app: NavigatorHarness) -> [String] {
        defer { app.records.clear() }
        return app.records.records.filter { $0.kind == .screen }.map {
            "\($0.message) (\($0.cause))"
        }
    }

    @Test func collapseAndExpansionTellTheScreensAtTheEndOfTheSizeClassChange() {
        let delegate = AppSplitDelegate("app", trace: CallbackTrace())
        let app = splitApp(delegate: delegate)
        let appTrace = delegate.trace
        var finished: [String] = []
        for screen in app.allControllers() where screen is TracedViewController {
            let name = screen.title ?? "?"
            screen.onFinish { finished.append("\(name) \($0)") }
        }

        // Collapse: the delegate's callbacks and the will-callbacks come inside the
        // transition; the screens hear nothing before it ends.
        app.window.headless.setHorizontalSizeClass(.compact)
        #expect(appTrace.take() == ["app.topColumnForCollapsing", "app.didCollapse"])
        #expect(app.trace.take() == ["Message.viewWillDisappear(false)"])
        #expect(screenRecords(app) == [])

        // The transition ends on the next turn: the did-callbacks, then the screen events,
        // with no command or query in between.
        app.runUntilIdle()
        #expect(app.trace.take() == ["Message.viewDidDisappear(false)"])
        #expect(
            screenRecords(app) == [
                "UINavigationController disappeared (code)", "Message disappeared (code)",
            ])
        #expect(app.navigator.topmost?.title == "Sidebar")

        // Expansion: the same, the other way round.
        app.window.headless.setHorizontalSizeClass(.regular)
        #expect(appTrace.take() == ["app.displayModeForExpanding", "app.didExpand"])
        #expect(
            app.trace.take() == [
                "Message.viewWillAppear(false)", "Message.viewIsAppearing(false)",
            ])
        #expect(screenRecords(app) == [])
        app.runUntilIdle()
        #expect(app.trace.take() == ["Message.viewDidAppear(false)"])
        #expect(
            screenRecords(app) == [
                "UINavigationController appeared (code)", "Message appeared (code)",
            ])

        // Nothing left the split view: no screen finished.
        #expect(finished == [])
        #expect(app.diagnostics.isEmpty)
    }

    @Test func aColumnHiddenByTheDefaultCollapseHearsItsEventsThenFinishesWhenItLeaves() {
        let app = splitApp(delegate: nil)
        var finished: [String] = []
        split(of: app)?.viewController(for: .primary)?.onFinish {
            finished.append("Sidebar \($0)")
        }

        // No delegate: the collapse keeps the proposed secondary column on top, nested in
        // the primary navigation controller's stack as UIKit nests it, so that navigation
        // controller stays on screen and only Sidebar leaves
        // (HeadlessBehaviour.collapsedSecondaryIsNestedInThePrimaryStack).
        app.window.headless.setHorizontalSizeClass(.compact)
        app.runUntilIdle()
        #expect(screenRecords(app) == ["Sidebar disappeared (code)"])
        app.window.headless.setHorizontalSizeClass(.regular)
        app.runUntilIdle()
        #expect(screenRecords(app) == ["Sidebar appeared (code)"])
        #expect(finished == [])

        // The screens finish, and are released, when the split view leaves the window.
        app.window.rootViewController = app.navigation(root: app.screen("Other"))
        app.navigator.push(app.screen("More"), animated: false)
        app.runUntilIdle()
        #expect(finished == ["Sidebar code"])
        expectReleased(app.leaks, ["split", "Sidebar", "Detail", "Message"])
    }

    @Test func theAppsDelegateSetBeforeHearsEachCallbackOnce() {
        let delegate = AppSplitDelegate("app", trace: CallbackTrace())
        let app = splitApp(delegate: delegate)
        #expect(split(of: app)?.delegate !== delegate)  // the proxy is in front of it

        app.window.headless.setHorizontalSizeClass(.compact)
        app.runUntilIdle()
        app.window.headless.setHorizontalSizeClass(.regular)
        app.runUntilIdle()

        #expect(
            delegate.trace.lines == [
                "app.topColumnForCollapsing", "app.didCollapse",
                "app.displayModeForExpanding", "app.didExpand",
            ])
        #expect(
            screenRecords(app) == [
                "UINavigationController disappeared (code)", "Message disappeared (code)",
                "UINavigationController appeared (code)", "Message appeared (code)",
            ])
    }

    @Test func aDelegateThatReplacesTheProxyLaterIsKeptBehindItAndHearsEachCallbackOnce() {
        let app = splitApp(delegate: nil)
        let late = AppSplitDelegate("late", trace: CallbackTrace())
        split(of: app)?.delegate = late

        // Until the navigator looks again, UIKit's calls go past Wayfinder: the screens
        // catch up at its next command (here one in the sidebar's column).
        app.window.headless.setHorizontalSizeClass(.compact)
        app.runUntilIdle()
        #expect(screenRecords(app) == [])
        app.navigator.push(app.screen("Folder"), animated: false)
        app.runUntilIdle()
        #expect(screenRecords(app).contains("Message disappeared (code)"))
        #expect(split(of: app)?.delegate !== late)  // the proxy is back in front

        app.window.headless.setHorizontalSizeClass(.regular)
        app.runUntilIdle()
        #expect(
            screenRecords(app) == [
                "UINavigationController appeared (code)", "Message appeared (code)",
            ])
        #expect(
            late.trace.lines == [
                "late.topColumnForCollapsing", "late.didCollapse",
                "late.displayModeForExpanding", "late.didExpand",
            ])
    }

    @Test func aDelegateThatChainsToTheProxyHearsEachCallbackOnce() {
        let app = splitApp(delegate: nil)
        let chain = AppSplitDelegate("chain", trace: CallbackTrace())
        chain.next = split(of: app)?.delegate  // Wayfinder's proxy
        split(of: app)?.delegate = chain

        // The chain forwards to the proxy: the screens are told at once.
        app.window.headless.setHorizontalSizeClass(.compact)
        app.runUntilIdle()
        #expect(
            screenRecords(app) == [
                "UINavigationController disappeared (code)", "Message disappeared (code)",
            ])

        // The navigator's next look (a command) puts the proxy in front of the chain, which
        // calls the proxy back: still once each, and no loop.
        app.navigator.push(app.screen("Folder"), animated: false)
        app.runUntilIdle()
        _ = screenRecords(app)
        #expect(split(of: app)?.delegate !== chain)
        app.window.headless.setHorizontalSizeClass(.regular)
        app.runUntilIdle()
        #expect(
            screenRecords(app) == [
                "UINavigationController appeared (code)", "Message appeared (code)",
            ])
        #expect(
            chain.trace.lines == [
                "chain.topColumnForCollapsing", "chain.didCollapse",
                "chain.displayModeForExpanding", "chain.didExpand",
            ])
    }

    @Test func anAppThatSetsItsDelegateToNilCrashesNothing() {
        let delegate = AppSplitDelegate("app", trace: CallbackTrace())
        let app = splitApp(delegate: delegate)
        split(of: app)?.delegate = nil

        // Without a delegate the collapse keeps the proposed secondary column on top; the
        // screens catch up at the next command, which puts the proxy back, alone.
        app.window.headless.setHorizontalSizeClass(.compact)
        app.runUntilIdle()
        app.navigator.pop(animated: false)
        app.runUntilIdle()
        #expect(app.navigator.topmost?.title == "Detail")
        #expect(screenRecords(app).contains("Sidebar disappeared (code)"))
        #expect(split(of: app)?.delegate != nil)  // the proxy is back, alone

        // The primary navigation controller never left (it held the nested secondary).
        app.window.headless.setHorizontalSizeClass(.regular)
        app.runUntilIdle()
        #expect(screenRecords(app) == ["Sidebar appeared (code)"])
        #expect(delegate.trace.lines == [])
        #expect(app.diagnostics.isEmpty)
    }

    @Test func aDelegateThatIsNotAnNSObjectKeepsItsSlotAndTheScreensCatchUpLater() {
        let plain = PlainSplitDelegate()
        let app = splitApp(delegate: plain)
        #expect(split(of: app)?.delegate === plain)  // no proxy: it could not be kept

        app.window.headless.setHorizontalSizeClass(.compact)
        app.runUntilIdle()
        #expect(plain.calls == ["topColumnForCollapsing", "didCollapse"])
        #expect(screenRecords(app) == [])
        app.navigator.push(app.screen("Folder"), animated: false)
        app.runUntilIdle()
        #expect(screenRecords(app).contains("Message disappeared (code)"))
        #expect(split(of: app)?.delegate === plain)
    }
}
