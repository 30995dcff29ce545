import CustomDump
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// A run ends, and before it has settled the next one starts: a command issued from the run's
/// closing quiet moment (a screen's `onFinish`) starts once that quiet moment has been told,
/// and one issued from a settlement's observer at once.
/// When that command completes without waiting for UIKit (here it fails: there is no tab bar),
/// its run ends and settles inside the first one's settlement. Commands still settle in the
/// order they were issued (README, `wayfinder fuzz` invariant 3): before the fix
/// (`CommandQueue.endedRuns`), the later command settled first.
@MainActor
@Suite(.navigationChecked) struct RunHandOffTests {
    @Test func aCommandIssuedAtARunsClosingQuietMomentSettlesAfterIt() {
        let app = NavigatorHarness()
        let (_, screens) = app.stack("A", "B")
        var selectTab: Transition?
        screens[1].onFinish { _ in
            app.trace.record("B.onFinish")
            selectTab = app.navigator.selectTab(0)
            selectTab?.onSettled { app.trace.record("selectTab settled: \($0)") }
        }
        _ = consume screens
        app.records.clear()
        let noTabBar =
            "There is no tab bar controller in this window. Set a UITabBarController as the "
            + "window's root first."

        let pop = app.navigator.pop(animated: false)
        pop.onSettled { app.trace.record("pop settled: \($0)") }
        app.runUntilIdle()

        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 B.willMove(toParent: nil)",
                "0.000 B.viewWillDisappear(false) [movingFromParent]",
                "0.000 A.viewWillAppear(false)",
                "0.000 A.viewIsAppearing(false)",
                "0.000 B.viewDidDisappear(false) [movingFromParent]",
                "0.000 B.didMove(toParent: nil)",
                "0.000 A.viewDidAppear(false)",
                "0.000 B.onFinish",
                "0.000 pop settled: completed",
                "0.000 selectTab settled: failed(noTabBarController): \(noTabBar)",
            ])
        expectNoDifference(
            app.records.lines(),
            [
                "pop(animated: false)",
                "nav.popViewController(animated: false)",
                "A appeared",
                "B finished(code)",
                "selectTab(0)",
                "selectTab(0) refused: \(noTabBar)",
                "pop(animated: false) → completed",
                "selectTab(0) → failed(noTabBarController): \(noTabBar)",
            ])
        #expect(pop.settlement == .completed)
        #expect(app.diagnostics.isEmpty)
    }

    /// A quiet moment tells everything before a command issued while it tells starts: two
    /// screens that left together both hear `onFinish` before the push the first one's
    /// handler issued makes its UIKit call. (The push used to start inside the first handler,
    /// with a quiet moment of its own nested in the first one, and the second screen heard
    /// it finished after the push had begun.)
    @Test func aCommandIssuedWhileAQuietMomentIsToldStartsOnceEverythingIsTold() {
        let app = NavigatorHarness()
        let (_, screens) = app.stack("A", "B", "C")
        screens[2].onFinish { _ in
            app.trace.record("C.onFinish")
            app.navigator.push(app.screen("D"), animated: false)
        }
        screens[1].onFinish { _ in app.trace.record("B.onFinish") }
        _ = consume screens
        app.records.clear()

        app.navigator.popToRoot(animated: false)
        app.runUntilIdle()

        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 B.willMove(toParent: nil)",
                "0.000 C.willMove(toParent: nil)",
                "0.000 C.viewWillDisappear(false) [movingFromParent]",
                "0.000 A.viewWillAppear(false)",
                "0.000 A.viewIsAppearing(false)",
                "0.000 C.viewDidDisappear(false) [movingFromParent]",
                "0.000 B.didMove(toParent: nil)",
                "0.000 C.didMove(toParent: nil)",
                "0.000 A.viewDidAppear(false)",
                "0.000 C.onFinish",
                "0.000 B.onFinish",
                "0.000 D.willMove(toParent: nav)",
                "0.000 D.viewDidLoad",
                "0.000 A.viewWillDisappear(false)",
                "0.000 D.viewWillAppear(false) [movingToParent]",
                "0.000 D.viewIsAppearing(false) [movingToParent]",
                "0.000 A.viewDidDisappear(false)",
                "0.000 D.viewDidAppear(false) [movingToParent]",
                "0.000 D.didMove(toParent: nav)",
            ])
        expectNoDifference(
            app.records.lines(),
            [
                "popToRoot(animated: false)",
                "nav.popToViewController(A, animated: false)",
                "A appeared",
                "C finished(code)",
                "push(D, animated: false)",
                "B finished(code)",
                "nav.pushViewController(D, animated: false)",
                "popToRoot(animated: false) → completed",
                "D appeared",
                "A disappeared",
                "push(D, animated: false) → completed",
            ])
        #expect(app.diagnostics.isEmpty)
    }

    @Test func aCommandIssuedWhenARunsFirstCommandSettlesSettlesAfterTheRunsOthers() {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A")
        var settled: [String] = []
        app.navigator.push(app.screen("B"))
        // Both wait behind the push, and merge into one run (one `setViewControllers`).
        let pop = app.navigator.pop()
        let push = app.navigator.push(app.screen("C"))
        var selectTab: Transition?
        pop.onSettled { _ in
            settled.append("pop")
            selectTab = app.navigator.selectTab(0)
            selectTab?.onSettled { _ in settled.append("selectTab") }
        }
        push.onSettled { _ in settled.append("push") }
        app.runUntilIdle()

        #expect(settled == ["pop", "push", "selectTab"])
        #expect(
            app.records.lines(.uikit, .settled) == [
                "nav.pushViewController(B, animated: true)",
                "push(B, animated: true) → completed",
                "nav.setViewControllers([A, C], animated: true)",
                "pop(animated: true) → completed",
                "push(C, animated: true) → completed",
                "selectTab(0) → failed(noTabBarController): There is no tab bar controller in "
                    + "this window. Set a UITabBarController as the window's root first.",
            ])
        #expect(nav.viewControllers.map(\.title) == ["A", "C"])
        #expect(app.diagnostics.isEmpty)
    }
}
