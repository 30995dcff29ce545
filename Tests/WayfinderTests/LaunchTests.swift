import CustomDump
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// A deep link at launch: commands issued in the turn of `makeKeyAndVisible()`, before the
/// window's first layout. As on iOS 18, only the top of the resulting stack loads and
/// appears; the screens under it are never loaded until the user goes back.
@MainActor
@Suite(.navigationChecked) struct LaunchTests {
    @Test func pushesAtLaunchShowOnlyTheLastScreenAndLoadNothingUnderIt() {
        let app = NavigatorHarness()
        let nav = app.navigation(root: app.screen("Root"))
        app.window.rootViewController = nav
        app.window.makeKeyAndVisible()
        let first = app.navigator.push(app.screen("B"))
        let second = app.navigator.push(app.screen("C"))

        #expect(first.settlement == .completed)
        #expect(second.settlement == .completed)
        #expect(nav.viewControllers.count == 3, "the stack is in place when the call returns")
        app.runUntilIdle()

        expectTrace(
            app.trace,
            [
                "Root.willMove(toParent: nav)",
                "Root.didMove(toParent: nav)",
                "B.willMove(toParent: nav)",
                "B.didMove(toParent: nav)",
                "C.willMove(toParent: nav)",
                "C.didMove(toParent: nav)",
                "nav.viewDidLoad",
                "nav.viewWillAppear(false)",
                "C.viewDidLoad",
                "C.viewWillAppear(false) [movingToParent]",
                "nav.viewIsAppearing(false)",
                "C.viewIsAppearing(false) [movingToParent]",
                "nav.viewDidAppear(false)",
                "C.viewDidAppear(false) [movingToParent]",
            ])
        #expect(
            app.records.lines(.uikit) == [
                "nav.pushViewController(B, animated: false)",
                "nav.pushViewController(C, animated: false)",
            ], "a navigation controller not in a window has nothing to animate")
        #expect(nav.viewControllers.map(\.isViewLoaded) == [false, false, true])
        expectTree(
            app.navigator,
            """
            navigation "nav"
              screen "Root"
              screen "B"
              screen "C"
            """)
        #expect(app.diagnostics.isEmpty)

        app.navigator.popToRoot()
        app.runUntilIdle()
        expectReleased(app.leaks, ["B", "C"])
    }
}
