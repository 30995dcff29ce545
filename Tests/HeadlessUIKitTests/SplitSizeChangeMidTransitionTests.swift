import HeadlessUIKit
import Testing
import WayfinderTesting

/// A size change while a column's navigation controller pushes in code: the push completes
/// at once, then the collapse or expansion runs from settled columns
/// (``HeadlessBehaviour/sizeChangeCompletesRunningColumnTransitions``), so every controller's
/// appearance stays balanced.
@MainActor
@Suite struct SplitSizeChangeMidTransitionTests {
    /// A double-column split of `Sidebar` and `Detail` in a window of `sizeClass`, settled.
    private func showSplit(
        _ stage: Stage, profile: HeadlessBehaviour.Profile, sizeClass: UIUserInterfaceSizeClass
    ) -> UISplitViewController {
        stage.window.headless.behaviour = profile
        let split = UISplitViewController(style: .doubleColumn)
        stage.leaks.track(split, "split")
        split.setViewController(stage.controller("Sidebar"), for: .primary)
        split.setViewController(stage.controller("Detail"), for: .secondary)
        stage.window.headless.setHorizontalSizeClass(sizeClass)
        stage.window.rootViewController = split
        stage.window.makeKeyAndVisible()
        stage.runUntilIdle()
        _ = stage.take()
        return split
    }

    /// A double-column split of `Sidebar` and `Detail` that shows only the detail when
    /// expanded and collapses onto it, not yet shown; the delegate must be kept alive.
    private func detailOnlySplit(
        _ stage: Stage, profile: HeadlessBehaviour.Profile
    ) -> (UISplitViewController, CollapsesOntoTheDetail) {
        stage.window.headless.behaviour = profile
        let split = UISplitViewController(style: .doubleColumn)
        stage.leaks.track(split, "split")
        split.setViewController(stage.controller("Sidebar"), for: .primary)
        split.setViewController(stage.controller("Detail"), for: .secondary)
        split.preferredDisplayMode = .secondaryOnly
        let delegate = CollapsesOntoTheDetail()
        split.delegate = delegate
        return (split, delegate)
    }

    private func release(_ stage: Stage) {
        stage.window.rootViewController = nil
        stage.runUntilIdle()
        #expect(stage.alive.isEmpty)
        stage.expectNoDiagnostics()
    }

    @Test(arguments: [HeadlessBehaviour.Profile.iOS17, .iOS26])
    func aCollapseDuringAPushOnThePrimaryColumnCompletesThePushFirst(
        profile: HeadlessBehaviour.Profile
    ) throws {
        let stage = Stage()
        do {
            let split = showSplit(stage, profile: profile, sizeClass: .regular)
            let primary = try #require(stage.screen("Sidebar").navigationController)
            let secondary = try #require(stage.screen("Detail").navigationController)
            primary.pushViewController(stage.controller("Filter"), animated: true)
            stage.window.headless.advance(by: 0.1)
            stage.window.headless.setHorizontalSizeClass(.compact)
            stage.runUntilIdle()
            stage.expectTrace(
                [
                    "0.000 Filter.willMove(toParent: UINavigationController)",
                    "0.000 Filter.viewDidLoad",
                    "0.000 Sidebar.viewWillDisappear(true)",
                    "0.000 Filter.viewWillAppear(true) [movingToParent]",
                    "0.000 Filter.viewIsAppearing(true) [movingToParent]",
                    // The size change: the push completes at once.
                    "0.100 Sidebar.viewDidDisappear(true)",
                    "0.100 Filter.viewDidAppear(true) [movingToParent]",
                    "0.100 Filter.didMove(toParent: UINavigationController)",
                    // Then the collapse onto the detail covers the list's new top.
                    "0.100 Filter.viewWillDisappear(false)",
                    "0.100 Filter.viewDidDisappear(false)",
                ])
            #expect(split.isCollapsed)
            #expect(primary.viewControllers.map(\.title) == ["Sidebar", "Filter", nil])
            #expect(primary.viewControllers.last === secondary)
            #expect(stage.screen("Detail").viewIfLoaded?.window != nil)
            #expect(stage.screen("Filter").viewIfLoaded?.window == nil)
        }
        release(stage)
    }

    @Test(arguments: [HeadlessBehaviour.Profile.iOS17, .iOS26])
    func anExpansionDuringAPushOnTheCollapsedDetailCompletesThePushFirst(
        profile: HeadlessBehaviour.Profile
    ) throws {
        let stage = Stage()
        do {
            let split = showSplit(stage, profile: profile, sizeClass: .compact)
            let secondary = try #require(stage.screen("Detail").navigationController)
            secondary.pushViewController(stage.controller("Attachment"), animated: true)
            stage.window.headless.advance(by: 0.1)
            stage.window.headless.setHorizontalSizeClass(.regular)
            stage.runUntilIdle()
            stage.expectTrace(
                [
                    "0.000 Attachment.willMove(toParent: UINavigationController)",
                    "0.000 Attachment.viewDidLoad",
                    "0.000 Detail.viewWillDisappear(true)",
                    "0.000 Attachment.viewWillAppear(true) [movingToParent]",
                    "0.000 Attachment.viewIsAppearing(true) [movingToParent]",
                    // The size change: the push completes at once.
                    "0.100 Detail.viewDidDisappear(true)",
                    "0.100 Attachment.viewDidAppear(true) [movingToParent]",
                    "0.100 Attachment.didMove(toParent: UINavigationController)",
                    // Then the expansion shows the list beside the detail's new top.
                    "0.100 Sidebar.viewDidLoad",
                    "0.100 Sidebar.viewWillAppear(false)",
                    "0.100 Sidebar.viewIsAppearing(false)",
                    "0.100 Sidebar.viewDidAppear(false)",
                ])
            #expect(!split.isCollapsed)
            #expect(secondary.viewControllers.map(\.title) == ["Detail", "Attachment"])
        }
        release(stage)
    }

    /// Collapsed onto the detail, the window becomes regular: the split view expands
    /// showing only the detail (`secondaryOnly`), which stays on screen. Back to compact, it
    /// collapses onto the detail again, which stays on screen too, so it hears nothing
    /// (it used to get a second `viewWillAppear`, `viewIsAppearing` and `viewDidAppear`:
    /// the list's navigation controller, arriving, forwarded its appearance to the detail
    /// it nests). Three width changes in one turn leave nothing unbalanced (the second
    /// `viewWillAppear` used to get no `viewDidAppear` at all).
    @Test(arguments: [HeadlessBehaviour.Profile.iOS17, .iOS26])
    func aCollapseOntoTheColumnOnScreenGivesItNoSecondAppearance(
        profile: HeadlessBehaviour.Profile
    ) throws {
        let stage = Stage()
        do {
            let (split, delegate) = detailOnlySplit(stage, profile: profile)
            stage.window.headless.setHorizontalSizeClass(.compact)
            stage.window.rootViewController = split
            stage.window.makeKeyAndVisible()
            stage.runUntilIdle()
            #expect(split.isCollapsed)
            #expect(stage.screen("Detail").viewIfLoaded?.window != nil)
            _ = stage.take()

            stage.window.headless.setHorizontalSizeClass(.regular)
            stage.runUntilIdle()
            stage.window.headless.setHorizontalSizeClass(.compact)
            stage.runUntilIdle()
            stage.expectTrace([])
            #expect(split.isCollapsed)

            stage.window.headless.setHorizontalSizeClass(.regular)
            stage.window.headless.setHorizontalSizeClass(.compact)
            stage.window.headless.setHorizontalSizeClass(.regular)
            stage.runUntilIdle()
            stage.expectTrace([])
            #expect(!split.isCollapsed)
            #expect(stage.screen("Detail").viewIfLoaded?.window != nil)
            withExtendedLifetime(delegate) {}
        }
        release(stage)
    }
}

extension SplitSizeChangeMidTransitionTests {
    /// A split view showing only its detail is a tab. The user selects the other tab, and in
    /// the same turn the window becomes compact: the leaving split view collapses onto the
    /// detail, nesting its navigation controller in the hidden list's. The detail, told it
    /// would disappear, still gets its `viewDidDisappear` when the tab bar's switch ends (it
    /// used to get none: the split view's disappearance was forwarded to its children, and
    /// the detail's column was no longer one of them).
    @Test(arguments: [HeadlessBehaviour.Profile.iOS17, .iOS26])
    func aSplitViewThatCollapsesWhileItsTabLeavesEndsTheDetailsDisappearance(
        profile: HeadlessBehaviour.Profile
    ) throws {
        let stage = Stage()
        do {
            let (split, delegate) = detailOnlySplit(stage, profile: profile)
            let tabs = UITabBarController()
            tabs.viewControllers = [stage.controller("Other"), split]
            tabs.selectedIndex = 1
            stage.window.headless.setHorizontalSizeClass(.regular)
            stage.window.rootViewController = tabs
            stage.window.makeKeyAndVisible()
            stage.runUntilIdle()
            _ = stage.take()

            tabs.selectedIndex = 0
            stage.window.headless.setHorizontalSizeClass(.compact)
            stage.runUntilIdle()
            stage.expectTrace([
                "0.000 Other.viewDidLoad",
                "0.000 Other.viewWillAppear(false)",
                "0.000 Detail.viewWillDisappear(false)",
                "0.000 Other.viewIsAppearing(false)",
                "0.000 Detail.viewDidDisappear(false)",
                "0.000 Other.viewDidAppear(false)",
            ])
            #expect(split.isCollapsed)
            #expect(stage.screen("Detail").viewIfLoaded?.window == nil)
            withExtendedLifetime(delegate) {}
        }
        release(stage)
    }
}

/// Collapses onto the detail, as an app that shows the detail it was showing does (and as
/// Wayfinder's proxy does for a split view whose state's top column is the detail).
@MainActor
private final class CollapsesOntoTheDetail: NSObject, UISplitViewControllerDelegate {
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        .secondary
    }
}
