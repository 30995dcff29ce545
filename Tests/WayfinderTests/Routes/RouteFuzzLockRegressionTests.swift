import CustomDump
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Two cases the routes fuzzer found (`wayfinder fuzz --mode routes --os 26 --seed 1`,
/// sequences 455 and 4864), written out by hand as scenarios, with their whole traces (UIKit's
/// callbacks, and the navigator's records as `wf <kind>: …`) and states. Each fails without
/// its fix (checked by reverting it).
@MainActor
@Suite(.navigationChecked) struct RouteFuzzLockRegressionTests {
    /// Sequence 455. Tabs `f | e | b › a › e`, the third selected; `b`'s guard holds it for
    /// the sign-in screen `s`. The app locks navigation by `b` (holding requests from outside
    /// its flow), then pops the third tab to its root: `b` shows, and its guard's hold (which
    /// goes on while locked) takes the window out of the flow, to the first tab with `s` as a
    /// sheet. A request for the state shown then changes nothing: it completes at once,
    /// without a UIKit call, and is not held for after the lock, where it would undo what
    /// happened meanwhile. Before the fix (`RouteNavigator+Lock.swift`) the lock held it, and
    /// `unlock()` ran it.
    @Test func goingToTheStateShownCompletesWhileLockedOutsideTheFlow() throws {
        let app = try RouteApp(.init(tabs: [["f"], ["e"], ["b", "a", "e"]], selected: 2))
        app.app.window.headless.behaviour = .iOS26
        joinRecords(app)
        app.routes.addGuard { $0 == "b" ? .hold(presenting: "s") : .allow }
        let tabs = try #require(app.app.window.rootViewController as? UITabBarController)
        let third = try #require(tabs.viewControllers?[2] as? UINavigationController)
        try app.routes.lock("fuzz", by: third.viewControllers[0], outside: .hold)
        app.app.navigator.popToRoot()
        app.runUntilIdle()

        let shown = NavigationState<String>(
            tabs: [["f"], ["e"], ["b"]], selected: 0, modals: [.init(["s"])])
        #expect(app.state == shown)
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 wf screen: UITabBarController appeared",
                "0.000 wf screen: UINavigationController appeared",
                "0.000 wf screen: e appeared",
                "0.000 wf command: lock: locked by b (tab 2, hold): fuzz",
                "0.000 wf command: popToRoot(animated: true)",
                "0.000 wf uikit: UINavigationController.popToViewController(b, animated: true)",
                "0.000 a.willMove(toParent: nil)",
                "0.000 e.willMove(toParent: nil)",
                "0.000 b.viewDidLoad",
                "0.000 e.viewWillDisappear(true) [movingFromParent]",
                "0.000 b.viewWillAppear(true)",
                "0.000 b.viewIsAppearing(true)",
                "0.350 e.viewDidDisappear(true) [movingFromParent]",
                "0.350 a.didMove(toParent: nil)",
                "0.350 e.didMove(toParent: nil)",
                "0.350 b.viewDidAppear(true)",
                "0.350 wf screen: b appeared",
                "0.350 wf screen: e finished(code)",
                "0.350 wf screen: a finished(code)",
                // The guard's hold: the target waits, and its sheet goes up over the first tab.
                "0.350 wf command: go(to: tabs, selected 2: f | e | b, animated: true) held",
                "0.350 wf command: go(to: tabs, selected 0: f | e | b; sheet: s, animated: true)",
                "0.350 s.willMove(toParent: UINavigationController)",
                "0.350 s.didMove(toParent: UINavigationController)",
                "0.350 wf uikit: UITabBarController.selectedIndex = 0",
                "0.350 f.viewDidLoad",
                "0.350 f.viewWillAppear(false) [movingToParent]",
                "0.350 b.viewWillDisappear(false)",
                "0.350 wf uikit: f.present(UINavigationController, animated: true)",
                "0.350 s.viewDidLoad",
                "0.350 s.viewWillAppear(true) [movingToParent]",
                "0.350 s.viewIsAppearing(true) [movingToParent]",
                "0.350 wf settled: popToRoot(animated: true) → completed",
                "0.350 f.viewIsAppearing(false) [movingToParent]",
                "0.350 b.viewDidDisappear(false)",
                "0.350 f.viewDidAppear(false) [movingToParent]",
                "0.850 s.viewDidAppear(true) [movingToParent]",
                "0.850 wf screen: UINavigationController appeared",
                "0.850 wf screen: f appeared",
                "0.850 wf screen: UINavigationController appeared",
                "0.850 wf screen: s appeared",
                "0.850 wf screen: UINavigationController disappeared",
                "0.850 wf screen: b disappeared",
                "0.850 wf settled: go(to: tabs, selected 0: f | e | b; sheet: s, animated: true) "
                    + "→ completed",
            ])
        app.trace.clear()

        let go = app.routes.go(to: app.state)

        // At once, in this turn: the request supersedes the guard's held target, changes
        // nothing and makes no UIKit call.
        #expect(go.settlement == .completed)
        app.runUntilIdle()
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.850 wf settled: go(to: tabs, selected 2: f | e | b, animated: true) "
                    + "→ superseded",
                "0.850 wf command: go(to: tabs, selected 0: f | e | b; sheet: s, animated: true)",
                "0.850 wf settled: go(to: tabs, selected 0: f | e | b; sheet: s, animated: true) "
                    + "→ completed",
            ])
        #expect(app.state == shown)
        // Nothing was held for after the lock.
        #expect(app.routes.unlock() == nil)
        app.runUntilIdle()
        #expect(app.state == shown)
    }

    /// Sequence 4864, in its smallest form. The stack `d`, iOS 26. The app goes to `d › c`;
    /// while `c`'s push runs, the session ends (`d`'s guard now denies it; the request, asked
    /// about when it was made, keeps `d` covered) and the user begins a content swipe: the
    /// push completes and settles the request, and the swipe starts in the same turn, so no
    /// quiet moment reads the window. The app then shows an alert (`update { $0.alert = … }`),
    /// whose target starts from the state last read, `d`, and shows `d`. The guards must ask
    /// from what the settled request showed (`d › c`), where `d` is covered, so the alert is
    /// denied, nothing changed. Before the fix (`RouteNavigator+Guards.swift`) they compared
    /// with the last quiet state, which showed `d` already, asked nothing, and once the swipe
    /// was cancelled the request popped `c` and put the alert over `d`, denied.
    @Test func aRequestMadeMidSwipeAfterAnUnreadSettlementAsksTheGuards() throws {
        let app = try RouteApp(.init(stack: ["d"]))
        app.app.window.headless.behaviour = .iOS26
        joinRecords(app)
        var signedIn = true
        app.routes.addGuard { $0 == "d" && !signedIn ? .deny("signed out") : .allow }
        let nav = try #require(app.frontNavigation)
        let go = app.routes.go(to: .init(stack: ["d", "c"]))
        app.app.advance(by: 0.1)
        signedIn = false
        let swipe = nav.headless.beginInteractiveContentPop()
        #expect(swipe.didBegin)
        #expect(go.settlement == .completed)
        swipe.update(progress: 0.3)

        let alert = app.routes.update {
            $0.alert = RouteAlert("alert 0", buttons: [.init("OK", action: 0)])
        }

        guard case .failed(let error)? = alert.settlement else {
            Issue.record(
                "the alert's request was not refused: \(String(describing: alert.settlement))")
            return
        }
        #expect(error.code == "guardDenied")
        swipe.cancel()
        app.runUntilIdle()
        #expect(app.state == .init(stack: ["d", "c"]))
        #expect(nav.viewControllers.map(\.title) == ["d", "c"])
        #expect(nav.presentedViewController == nil)
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 wf command: go(to: stack: d › c, animated: true)",
                "0.000 wf screen: UINavigationController appeared",
                "0.000 wf screen: d appeared",
                "0.000 wf uikit: UINavigationController.pushViewController(c, animated: true)",
                "0.000 c.willMove(toParent: UINavigationController)",
                "0.000 c.viewDidLoad",
                "0.000 d.viewWillDisappear(true)",
                "0.000 c.viewWillAppear(true) [movingToParent]",
                "0.000 c.viewIsAppearing(true) [movingToParent]",
                "0.100 d.viewDidDisappear(true)",
                "0.100 c.viewDidAppear(true) [movingToParent]",
                "0.100 c.didMove(toParent: UINavigationController)",
                "0.100 wf settled: go(to: stack: d › c, animated: true) → completed",
                "0.100 c.willMove(toParent: nil)",
                "0.100 wf gesture: UINavigationController will show d by content swipe",
                "0.100 c.viewWillDisappear(true) [movingFromParent]",
                "0.100 d.viewWillAppear(true)",
                "0.100 d.viewIsAppearing(true)",
                "0.100 wf command: go(to: stack: d; alert \"alert 0\", animated: true)",
                "0.100 wf command: go(to: stack: d; alert \"alert 0\", animated: true) refused: "
                    + "A guard denied d: signed out Nothing was changed.",
                "0.205 d.viewWillDisappear(true)",
                "0.205 d.viewDidDisappear(true)",
                "0.205 c.viewWillAppear(true) [movingToParent]",
                "0.205 c.viewIsAppearing(true) [movingToParent]",
                "0.205 c.viewDidAppear(true) [movingToParent]",
                "0.205 wf screen: c appeared",
                "0.205 wf screen: d disappeared",
                "0.205 wf gesture: cancelled: UINavigationController stays by content swipe",
            ])
    }

    /// Writes the route navigator's records into the trace its screens write to.
    private func joinRecords(_ app: RouteApp) {
        app.app.navigator.addTraceHandler { [trace = app.trace] record in
            trace.record("wf \(record.kind): \(record.message)")
        }
    }
}
