import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// Contract §7: the tab bar.
@MainActor
@Suite struct TabBarTests {
    /// Shows a tab bar of `T1`, `T2` (and `tabs` more), with a delegate recorder.
    private func showTabs(
        _ stage: Stage, _ tabs: [UIViewController]? = nil
    ) -> (TracedTabBarController, TabBarDelegateRecorder) {
        let tabBar = TracedTabBarController(
            trace: stage.trace, tabs: tabs ?? [stage.controller("T1"), stage.controller("T2")])
        let delegate = TabBarDelegateRecorder(trace: stage.trace)
        tabBar.delegate = delegate
        stage.show(tabBar)
        return (tabBar, delegate)
    }

    @Test func firstAppearanceReachesOnlyTheSelectedTabAfterTheTabBar() {
        let stage = Stage()
        let tabBar = TracedTabBarController(
            trace: stage.trace, tabs: [stage.controller("T1"), stage.controller("T2")])
        _ = stage.take()

        stage.window.rootViewController = tabBar
        stage.window.makeKeyAndVisible()
        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 tabs.viewWillAppear(false)",
            "0.000 T1.viewDidLoad",
            "0.000 T1.viewWillAppear(false)",
            "0.000 tabs.viewIsAppearing(false)",
            "0.000 T1.viewIsAppearing(false)",
            "0.000 tabs.viewDidAppear(false)",
            "0.000 T1.viewDidAppear(false)",
        ])
        #expect(!stage.screen("T2").isViewLoaded)
        stage.expectNoDiagnostics()
    }

    @Test func selectingByCodeSendsWillAtOnceAndDidNextTurnWithoutAskingTheDelegate() {
        let stage = Stage()
        let (tabBar, delegate) = showTabs(stage)

        tabBar.selectedIndex = 1

        #expect(tabBar.selectedIndex == 1)
        #expect(tabBar.selectedViewController === stage.screen("T2"))
        stage.expectTrace([
            "0.000 T2.viewDidLoad",
            "0.000 T2.viewWillAppear(false)",
            "0.000 T1.viewWillDisappear(false)",
        ])
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 T2.viewIsAppearing(false)",
            "0.000 T1.viewDidDisappear(false)",
            "0.000 T2.viewDidAppear(false)",
        ])

        tabBar.selectedViewController = stage.screen("T1")
        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 T1.viewWillAppear(false)",
            "0.000 T2.viewWillDisappear(false)",
            "0.000 T1.viewIsAppearing(false)",
            "0.000 T2.viewDidDisappear(false)",
            "0.000 T1.viewDidAppear(false)",
        ])
        #expect(tabBar.selectedIndex == 0)
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    /// Two switches in one turn: the first tab's disappearance still ends on the next turn
    /// (it used to be dropped with the second tab's appearance, leaving `T1` with a
    /// `viewWillDisappear` and no `viewDidDisappear`); the middle tab, which began to appear
    /// and then to disappear, ends disappeared; the last one appears.
    @Test func twoSwitchesInOneTurnEndEveryAppearanceTheyBegan() {
        let stage = Stage()
        let (tabBar, delegate) = showTabs(
            stage, [stage.controller("T1"), stage.controller("T2"), stage.controller("T3")])

        tabBar.selectedIndex = 2
        tabBar.selectedIndex = 1
        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 T3.viewDidLoad",
            "0.000 T3.viewWillAppear(false)",
            "0.000 T1.viewWillDisappear(false)",
            "0.000 T2.viewDidLoad",
            "0.000 T2.viewWillAppear(false)",
            "0.000 T3.viewWillDisappear(false)",
            "0.000 T1.viewDidDisappear(false)",
            "0.000 T2.viewIsAppearing(false)",
            "0.000 T3.viewDidDisappear(false)",
            "0.000 T2.viewDidAppear(false)",
        ])
        #expect(stage.screen("T1").view.window == nil)
        #expect(stage.screen("T3").view.window == nil)
        #expect(stage.screen("T2").view.window != nil)
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    /// In one turn a tab is left (its stack's top `T2` is told it will disappear), a screen
    /// is pushed on that tab's stack without animation, and the tab is selected again: the
    /// pushed screen appears, and `T2`'s disappearance still ends (it used to be left with
    /// no `viewDidDisappear`: the navigation controller's appearance went to its new top).
    @Test func aTabLeftAndSelectedAgainInOneTurnEndsItsOldTopsDisappearance() {
        let stage = Stage()
        let second = stage.navigation("nav2", root: stage.controller("T2"))
        let (tabBar, delegate) = showTabs(stage, [stage.controller("T1"), second])
        tabBar.selectedIndex = 1
        stage.runUntilIdle()
        _ = stage.take()

        tabBar.selectedIndex = 0
        second.pushViewController(stage.controller("T3"), animated: false)
        tabBar.selectedIndex = 1
        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 T1.viewWillAppear(false)",
            "0.000 nav2.viewWillDisappear(false)",
            "0.000 T2.viewWillDisappear(false)",
            "0.000 T3.willMove(toParent: nav2)",
            "0.000 T3.didMove(toParent: nav2)",
            "0.000 nav2.viewWillAppear(false)",
            "0.000 T3.viewDidLoad",
            "0.000 T3.viewWillAppear(false) [movingToParent]",
            "0.000 T1.viewWillDisappear(false)",
            "0.000 nav2.viewIsAppearing(false)",
            "0.000 T3.viewIsAppearing(false) [movingToParent]",
            "0.000 T1.viewDidDisappear(false)",
            "0.000 nav2.viewDidAppear(false)",
            "0.000 T3.viewDidAppear(false) [movingToParent]",
            "0.000 T2.viewDidDisappear(false)",
        ])
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    @Test func tapAsksTheDelegateThenSwitchesThenReportsDidSelect() {
        let stage = Stage()
        let (tabBar, delegate) = showTabs(stage)

        tabBar.headless.tap(index: 1)

        #expect(tabBar.selectedIndex == 1)
        stage.expectTrace([
            "0.000 tabs.shouldSelect(T2)",
            "0.000 T2.viewDidLoad",
            "0.000 T2.viewWillAppear(false)",
            "0.000 T1.viewWillDisappear(false)",
            "0.000 tabs.didSelect(T2)",
        ])
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 T2.viewIsAppearing(false)",
            "0.000 T1.viewDidDisappear(false)",
            "0.000 T2.viewDidAppear(false)",
        ])
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    @Test func tapRefusedByShouldSelectChangesNothing() {
        let stage = Stage()
        let (tabBar, delegate) = showTabs(stage)
        delegate.allowsSelection = false

        tabBar.headless.tap(index: 1)
        stage.runUntilIdle()

        stage.expectTrace(["0.000 tabs.shouldSelect(T2)"])
        #expect(tabBar.selectedIndex == 0)
        #expect(!stage.screen("T2").isViewLoaded)
        stage.expectNoDiagnostics()
    }

    @Test func tapOnTheSelectedTabReportsDidSelectWithoutAppearanceCallbacks() {
        let stage = Stage()
        let (tabBar, delegate) = showTabs(stage)

        tabBar.headless.tap(index: 0)
        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 tabs.shouldSelect(T1)",
            "0.000 tabs.didSelect(T1)",
        ])
        #expect(tabBar.selectedIndex == 0)
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    @Test func tabHoldingANavigationControllerForwardsToItsTop() {
        let stage = Stage()
        let nav = stage.navigation(root: stage.controller("A"))
        nav.pushViewController(stage.controller("B"), animated: false)
        let (tabBar, delegate) = showTabs(stage, [nav, stage.controller("T2")])
        tabBar.selectedIndex = 1
        stage.runUntilIdle()
        _ = stage.take()

        tabBar.selectedIndex = 0
        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 nav.viewWillAppear(false)",
            "0.000 B.viewWillAppear(false)",
            "0.000 T2.viewWillDisappear(false)",
            "0.000 nav.viewIsAppearing(false)",
            "0.000 B.viewIsAppearing(false)",
            "0.000 T2.viewDidDisappear(false)",
            "0.000 nav.viewDidAppear(false)",
            "0.000 B.viewDidAppear(false)",
        ])
        #expect(!stage.screen("A").isViewLoaded)
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    @Test func selectingAControllerThatIsNotATabIsRecordedAndIgnored() {
        let stage = Stage()
        let (tabBar, delegate) = showTabs(stage)

        tabBar.selectedViewController = stage.controller("X")
        stage.runUntilIdle()

        expectNoDifference(
            stage.diagnostics,
            [
                "*** NSInvalidArgumentException: -[UITabBarController"
                    + " setSelectedViewController:] only a view controller in the tab bar"
                    + " controller's list of view controllers can be selected."
            ])
        stage.expectTrace([])
        #expect(tabBar.selectedIndex == 0)
        withExtendedLifetime(delegate) {}
    }
}
