import HeadlessUIKit
import Testing
import WayfinderTesting

/// Issue 28: a collapsed column-style split view controller builds its one stack as UIKit
/// does: the secondary column's navigation controller is nested in the primary column's
/// stack (woocommerce-ios pull request 17778: "pushing the *secondary navigation controller*
/// into the *primary navigation stack*. One navigation controller ends up nested inside the
/// other"); `viewControllers` "contains only one view controller" (Apple's
/// `viewControllers`); a compact column's controller shows instead when one is set.
@MainActor
@Suite struct SplitCollapseNestingTests {
    /// A double-column split view of `Sidebar` and `Detail` in a window of `sizeClass`,
    /// shown and settled, under `profile`.
    private func showSplit(
        _ stage: Stage, profile: HeadlessBehaviour.Profile,
        sizeClass: UIUserInterfaceSizeClass = .regular, compact: Bool = false
    ) -> (UISplitViewController, SplitDelegateRecorder) {
        stage.window.headless.behaviour = profile
        let split = UISplitViewController(style: .doubleColumn)
        stage.leaks.track(split, "split")
        let delegate = SplitDelegateRecorder(trace: stage.trace)
        split.delegate = delegate
        split.setViewController(stage.controller("Sidebar"), for: .primary)
        split.setViewController(stage.controller("Detail"), for: .secondary)
        if compact { split.setViewController(stage.controller("Compact"), for: .compact) }
        stage.window.headless.setHorizontalSizeClass(sizeClass)
        stage.window.rootViewController = split
        stage.window.makeKeyAndVisible()
        stage.runUntilIdle()
        _ = stage.take()
        return (split, delegate)
    }

    private func release(_ stage: Stage) {
        stage.window.rootViewController = nil
        stage.runUntilIdle()
        #expect(stage.alive.isEmpty)
        stage.expectNoDiagnostics()
    }

    /// Collapsing onto the proposed secondary column nests its navigation controller on top
    /// of the primary one's stack; expanding takes it back out into its column. The
    /// delegate hears the column changes around the appearance callbacks, `didHide` /
    /// `didShow` from iOS 26 only.
    @Test(arguments: [HeadlessBehaviour.Profile.iOS17, .iOS26])
    func collapseNestsTheSecondaryStackAndExpansionTakesItBackOut(
        profile: HeadlessBehaviour.Profile
    ) throws {
        let stage = Stage()
        do {
            let (split, delegate) = showSplit(stage, profile: profile)
            let did = profile >= .iOS26
            let primary = try #require(stage.screen("Sidebar").navigationController)
            let secondary = try #require(stage.screen("Detail").navigationController)
            #expect(split.viewControllers == [primary, secondary])

            stage.window.headless.setHorizontalSizeClass(.compact)
            stage.runUntilIdle()

            stage.expectTrace(
                [
                    "0.000 split.topColumnForCollapsing(proposed: secondary)",
                    "0.000 split.willHide(primary)",
                    "0.000 Sidebar.viewWillDisappear(false)",
                    "0.000 split.didCollapse",
                    "0.000 Sidebar.viewDidDisappear(false)",
                ] + (did ? ["0.000 split.didHide(primary)"] : []))
            #expect(split.isCollapsed)
            // "When the split view interface is collapsed, this property contains only one view
            // controller. […] Otherwise, this property contains the primary view controller."
            #expect(split.viewControllers == [primary])
            #expect(split.children == [primary])
            #expect(primary.viewControllers == [stage.screen("Sidebar"), secondary])
            #expect(primary.topViewController === secondary)
            #expect(secondary.parent === primary)
            #expect(stage.screen("Detail").navigationController === secondary)
            #expect(stage.screen("Detail").splitViewController === split)
            #expect(stage.screen("Detail").viewIfLoaded?.window === stage.window)
            #expect(stage.screen("Sidebar").viewIfLoaded?.window == nil)
            #expect(split.isShowing(.secondary) && !split.isShowing(.primary))
            #expect(split.viewController(for: .secondary) === stage.screen("Detail"))

            stage.window.headless.setHorizontalSizeClass(.regular)
            stage.runUntilIdle()

            stage.expectTrace(
                [
                    "0.000 split.displayModeForExpanding(proposed: 2)",
                    "0.000 split.willShow(primary)",
                    "0.000 Sidebar.viewWillAppear(false)",
                    "0.000 Sidebar.viewIsAppearing(false)",
                    "0.000 split.didExpand",
                    "0.000 Sidebar.viewDidAppear(false)",
                ] + (did ? ["0.000 split.didShow(primary)"] : []))
            #expect(!split.isCollapsed)
            #expect(split.viewControllers == [primary, secondary])
            #expect(primary.viewControllers == [stage.screen("Sidebar")])
            #expect(secondary.parent === split)
            #expect(stage.screen("Detail").viewIfLoaded?.window === stage.window)
            #expect(stage.screen("Sidebar").viewIfLoaded?.window === stage.window)
            withExtendedLifetime(delegate) {}
        }
        release(stage)
    }

    /// Collapsed onto the primary column, the secondary navigation controller is not in the
    /// stack; `show(.secondary)` pushes it there (a push of the primary navigation
    /// controller) and the expansion brings it back into its column.
    @Test(arguments: [HeadlessBehaviour.Profile.iOS17, .iOS26])
    func collapsedOnThePrimaryShowPushesTheSecondaryStack(profile: HeadlessBehaviour.Profile)
        throws
    {
        let stage = Stage()
        do {
            let (split, delegate) = showSplit(stage, profile: profile)
            let did = profile >= .iOS26
            delegate.topColumn = .primary
            let primary = try #require(stage.screen("Sidebar").navigationController)
            let secondary = try #require(stage.screen("Detail").navigationController)

            stage.window.headless.setHorizontalSizeClass(.compact)
            stage.runUntilIdle()
            stage.expectTrace(
                [
                    "0.000 split.topColumnForCollapsing(proposed: secondary)",
                    "0.000 split.willHide(secondary)",
                    "0.000 Detail.viewWillDisappear(false)",
                    "0.000 split.didCollapse",
                    "0.000 Detail.viewDidDisappear(false)",
                ] + (did ? ["0.000 split.didHide(secondary)"] : []))
            #expect(split.viewControllers == [primary])
            #expect(primary.viewControllers == [stage.screen("Sidebar")])

            split.show(.secondary)
            stage.runUntilIdle()
            // Programmatic: no column callbacks.
            stage.expectTrace([
                "0.000 Sidebar.viewWillDisappear(true)",
                "0.000 Detail.viewWillAppear(true)",
                "0.000 Detail.viewIsAppearing(true)",
                "0.350 Sidebar.viewDidDisappear(true)",
                "0.350 Detail.viewDidAppear(true)",
            ])
            #expect(primary.viewControllers == [stage.screen("Sidebar"), secondary])
            #expect(split.isShowing(.secondary))

            split.hide(.secondary)
            stage.runUntilIdle()
            stage.expectTrace([
                "0.000 Detail.viewWillDisappear(true)",
                "0.000 Sidebar.viewWillAppear(true)",
                "0.000 Sidebar.viewIsAppearing(true)",
                "0.350 Detail.viewDidDisappear(true)",
                "0.350 Sidebar.viewDidAppear(true)",
            ])
            #expect(primary.viewControllers == [stage.screen("Sidebar")])
            #expect(split.isShowing(.primary))

            stage.window.headless.setHorizontalSizeClass(.regular)
            stage.runUntilIdle()
            stage.expectTrace(
                [
                    "0.000 split.displayModeForExpanding(proposed: 2)",
                    "0.000 split.willShow(secondary)",
                    "0.000 Detail.viewWillAppear(false)",
                    "0.000 Detail.viewIsAppearing(false)",
                    "0.000 split.didExpand",
                    "0.000 Detail.viewDidAppear(false)",
                ] + (did ? ["0.000 split.didShow(secondary)"] : []))
            #expect(split.viewControllers == [primary, secondary])
            #expect(secondary.parent === split)
            withExtendedLifetime(delegate) {}
        }
        release(stage)
    }

    /// Collapsed onto the secondary column: a push goes onto the nested secondary stack; the
    /// back button pops it, then pops the nested secondary navigation controller itself,
    /// which shows the primary column; a swipe does the same.
    @Test(arguments: [HeadlessBehaviour.Profile.iOS17, .iOS26])
    func backPastTheNestedSecondaryShowsThePrimary(profile: HeadlessBehaviour.Profile) throws {
        let stage = Stage()
        do {
            let (split, delegate) = showSplit(stage, profile: profile, sizeClass: .compact)
            let primary = try #require(stage.screen("Sidebar").navigationController)
            let secondary = try #require(stage.screen("Detail").navigationController)
            #expect(primary.viewControllers == [stage.screen("Sidebar"), secondary])

            stage.screen("Detail").show(stage.controller("More"), sender: nil)
            stage.runUntilIdle()
            stage.expectTrace([
                "0.000 More.willMove(toParent: UINavigationController)",
                "0.000 More.viewDidLoad",
                "0.000 Detail.viewWillDisappear(true)",
                "0.000 More.viewWillAppear(true) [movingToParent]",
                "0.000 More.viewIsAppearing(true) [movingToParent]",
                "0.350 Detail.viewDidDisappear(true)",
                "0.350 More.viewDidAppear(true) [movingToParent]",
                "0.350 More.didMove(toParent: UINavigationController)",
            ])
            #expect(secondary.viewControllers == [stage.screen("Detail"), stage.screen("More")])
            #expect(primary.viewControllers == [stage.screen("Sidebar"), secondary])

            #expect(secondary.headless.tapBackButton() === stage.screen("More"))
            stage.runUntilIdle()
            _ = stage.take()
            #expect(stage.leaks.isReleased("More"))

            // Back past the nested secondary: the primary navigation controller pops it.
            #expect(secondary.headless.tapBackButton() == nil)
            #expect(primary.headless.tapBackButton() === secondary)
            stage.runUntilIdle()
            stage.expectTrace([
                "0.000 Sidebar.viewDidLoad",
                "0.000 Detail.viewWillDisappear(true)",
                "0.000 Sidebar.viewWillAppear(true)",
                "0.000 Sidebar.viewIsAppearing(true)",
                "0.350 Detail.viewDidDisappear(true)",
                "0.350 Sidebar.viewDidAppear(true)",
            ])
            #expect(primary.viewControllers == [stage.screen("Sidebar")])
            #expect(split.isShowing(.primary))
            #expect(split.viewController(for: .secondary) === stage.screen("Detail"))

            // Shown again, then swiped back.
            split.show(.secondary)
            stage.runUntilIdle()
            _ = stage.take()
            let swipe = primary.headless.beginInteractivePop()
            swipe.update(progress: 0.5)
            swipe.finish()
            stage.runUntilIdle()
            #expect(stage.take().contains { $0.hasSuffix("Sidebar.viewDidAppear(true)") })
            #expect(split.isShowing(.primary))
            #expect(primary.viewControllers == [stage.screen("Sidebar")])

            // The secondary column comes back into its place when the split view expands.
            stage.window.headless.setHorizontalSizeClass(.regular)
            stage.runUntilIdle()
            #expect(split.viewControllers == [primary, secondary])
            #expect(secondary.parent === split)
            #expect(stage.screen("Detail").viewIfLoaded?.window === stage.window)
            withExtendedLifetime(delegate) {}
        }
        release(stage)
    }

    /// A compact column's controller shows when the split view controller collapses
    /// (Apple's `Column.compact`: "If a view controller is set for this column, that view
    /// controller is shown when isCollapsed is true"), and is then its only view controller.
    @Test(arguments: [HeadlessBehaviour.Profile.iOS17, .iOS26])
    func aCompactColumnShowsInsteadWhenCollapsed(profile: HeadlessBehaviour.Profile) throws {
        let stage = Stage()
        do {
            let (split, delegate) = showSplit(stage, profile: profile, compact: true)
            let did = profile >= .iOS26
            let primary = try #require(stage.screen("Sidebar").navigationController)

            stage.window.headless.setHorizontalSizeClass(.compact)
            stage.runUntilIdle()
            stage.expectTrace(
                [
                    "0.000 split.topColumnForCollapsing(proposed: secondary)",
                    "0.000 split.willHide(primary)",
                    "0.000 split.willHide(secondary)",
                    "0.000 split.willShow(compact)",
                    "0.000 Sidebar.viewWillDisappear(false)",
                    "0.000 Detail.viewWillDisappear(false)",
                    "0.000 Compact.viewDidLoad",
                    "0.000 Compact.viewWillAppear(false)",
                    "0.000 Compact.viewIsAppearing(false)",
                    "0.000 split.didCollapse",
                    "0.000 Sidebar.viewDidDisappear(false)",
                    "0.000 Detail.viewDidDisappear(false)",
                    "0.000 Compact.viewDidAppear(false)",
                ]
                    + (did
                        ? [
                            "0.000 split.didHide(primary)", "0.000 split.didHide(secondary)",
                            "0.000 split.didShow(compact)",
                        ] : []))
            #expect(split.viewControllers == [stage.screen("Compact")])
            #expect(primary.viewControllers == [stage.screen("Sidebar")])
            #expect(split.isShowing(.compact))
            withExtendedLifetime(delegate) {}
        }
        release(stage)
    }

    /// Triple column: the supplementary navigation controller is nested below the secondary
    /// one (chosen); the user's back (`userHide(.secondary)`) pops the secondary one, which
    /// shows the supplementary column, announced; expanding puts both back in their columns.
    @Test(arguments: [HeadlessBehaviour.Profile.iOS17, .iOS26])
    func tripleColumnNestsTheSupplementaryBelowTheSecondary(profile: HeadlessBehaviour.Profile)
        throws
    {
        let stage = Stage()
        do {
            stage.window.headless.behaviour = profile
            let did = profile >= .iOS26
            let split = UISplitViewController(style: .tripleColumn)
            stage.leaks.track(split, "split")
            let delegate = SplitDelegateRecorder(trace: stage.trace)
            split.delegate = delegate
            split.setViewController(stage.controller("Sidebar"), for: .primary)
            split.setViewController(stage.controller("List"), for: .supplementary)
            split.setViewController(stage.controller("Detail"), for: .secondary)
            stage.window.headless.setHorizontalSizeClass(.regular)
            stage.window.rootViewController = split
            stage.window.makeKeyAndVisible()
            stage.runUntilIdle()
            _ = stage.take()
            let primary = try #require(stage.screen("Sidebar").navigationController)
            let supplementary = try #require(stage.screen("List").navigationController)
            let secondary = try #require(stage.screen("Detail").navigationController)

            stage.window.headless.setHorizontalSizeClass(.compact)
            stage.runUntilIdle()
            stage.expectTrace(
                [
                    "0.000 split.topColumnForCollapsing(proposed: secondary)",
                    "0.000 split.willHide(primary)",
                    "0.000 split.willHide(supplementary)",
                    "0.000 Sidebar.viewWillDisappear(false)",
                    "0.000 List.viewWillDisappear(false)",
                    "0.000 split.didCollapse",
                    "0.000 Sidebar.viewDidDisappear(false)",
                    "0.000 List.viewDidDisappear(false)",
                ]
                    + (did
                        ? ["0.000 split.didHide(primary)", "0.000 split.didHide(supplementary)"]
                        : []))
            #expect(split.viewControllers == [primary])
            #expect(
                primary.viewControllers == [stage.screen("Sidebar"), supplementary, secondary])

            split.headless.userHide(.secondary)
            stage.runUntilIdle()
            stage.expectTrace(
                [
                    "0.000 split.willHide(secondary)",
                    "0.000 Detail.viewWillDisappear(true)",
                    "0.000 List.viewWillAppear(true)",
                    "0.000 List.viewIsAppearing(true)",
                    "0.350 Detail.viewDidDisappear(true)",
                    "0.350 List.viewDidAppear(true)",
                ] + (did ? ["0.350 split.didHide(secondary)"] : []))
            #expect(primary.viewControllers == [stage.screen("Sidebar"), supplementary])
            #expect(split.isShowing(.supplementary))

            stage.window.headless.setHorizontalSizeClass(.regular)
            stage.runUntilIdle()
            #expect(split.viewControllers == [primary, supplementary, secondary])
            #expect(primary.viewControllers == [stage.screen("Sidebar")])
            #expect(supplementary.parent === split && secondary.parent === split)
            for name in ["Sidebar", "List", "Detail"] {
                #expect(stage.screen(name).viewIfLoaded?.window === stage.window)
            }
            withExtendedLifetime(delegate) {}
        }
        release(stage)
    }

    /// Only a collapsed primary column takes a nested navigation controller, and only a
    /// column's: any other push of a navigation controller is still refused.
    @Test func anotherNavigationControllerIsStillRefused() throws {
        let stage = Stage()
        let (_, delegate) = showSplit(stage, profile: .iOS26, sizeClass: .compact)
        let primary = try #require(stage.screen("Sidebar").navigationController)
        let stray = UINavigationController(rootViewController: stage.controller("Stray"))

        primary.pushViewController(stray, animated: false)
        stage.runUntilIdle()

        #expect(!primary.viewControllers.contains(stray))
        #expect(
            stage.window.headless.diagnostics.contains {
                $0.contains("Pushing a navigation controller is not supported")
            })
        withExtendedLifetime(delegate) {}
        stage.window.rootViewController = nil
        stage.runUntilIdle()
    }
}
