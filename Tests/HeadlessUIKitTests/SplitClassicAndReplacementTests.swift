import HeadlessUIKit
import Testing
import WayfinderTesting

/// Issue 28, the split view fidelity left after the nested collapse: a classic split view
/// controller collapses through `collapseSecondary` / `separateSecondary` and then lists one
/// controller; a collapsed `showDetailViewController` nests a navigation controller; a new
/// primary controller takes the nested columns along; `isCollapsed` changes after the
/// delegate's questions. Each as whole traces under `.iOS17` and `.iOS26`.
@MainActor
@Suite struct SplitClassicAndReplacementTests {
    nonisolated static let profiles: [HeadlessBehaviour.Profile] = [.iOS17, .iOS26]

    /// A classic split view controller of `Master` and `Detail`, each in a navigation
    /// controller unless `plainDetail`, in a window of `sizeClass`, shown and settled.
    private func showClassic(
        _ stage: Stage, profile: HeadlessBehaviour.Profile,
        sizeClass: UIUserInterfaceSizeClass = .regular, plainDetail: Bool = false,
        collapsesSecondary: Bool = false
    ) -> (UISplitViewController, SplitDelegateRecorder, UINavigationController) {
        stage.window.headless.behaviour = profile
        let split = UISplitViewController()
        stage.leaks.track(split, "split")
        let delegate = SplitDelegateRecorder(trace: stage.trace)
        delegate.recordsIsCollapsed = true
        delegate.collapsesSecondary = collapsesSecondary
        split.delegate = delegate
        let master = UINavigationController(rootViewController: stage.controller("Master"))
        stage.leaks.track(master, "masterNav")
        let detail: UIViewController =
            plainDetail
            ? stage.controller("Detail")
            : UINavigationController(rootViewController: stage.controller("Detail"))
        split.viewControllers = [master, detail]
        stage.window.headless.setHorizontalSizeClass(sizeClass)
        stage.window.rootViewController = split
        stage.window.makeKeyAndVisible()
        stage.runUntilIdle()
        return (split, delegate, master)
    }

    /// A double-column split view controller of `Sidebar` and `Detail` in a window of
    /// `sizeClass`, shown and settled, with the trace emptied.
    private func showColumns(
        _ stage: Stage, profile: HeadlessBehaviour.Profile,
        sizeClass: UIUserInterfaceSizeClass = .compact
    ) -> (UISplitViewController, SplitDelegateRecorder) {
        stage.window.headless.behaviour = profile
        let split = UISplitViewController(style: .doubleColumn)
        stage.leaks.track(split, "split")
        let delegate = SplitDelegateRecorder(trace: stage.trace)
        delegate.recordsIsCollapsed = true
        split.delegate = delegate
        split.setViewController(stage.controller("Sidebar"), for: .primary)
        split.setViewController(stage.controller("Detail"), for: .secondary)
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

    // MARK: - Classic split view controllers

    /// Apple's `splitViewController(_:collapseSecondary:onto:)`: "When you return false, the
    /// split view controller calls the collapseSecondaryViewController(_:for:) method of the
    /// primary view controller […] the UINavigationController class responds by pushing the
    /// secondary view controller onto its navigation stack"; `viewControllers`: "When the
    /// split view interface is collapsed, this property contains only one view controller";
    /// `splitViewController(_:separateSecondaryFrom:)`: "the UINavigationController class
    /// responds by popping and returning the view controller from the top of its navigation
    /// stack". No column-style callback ("only applies to column-style split view
    /// interfaces").
    @Test(arguments: profiles)
    func classicCollapsePushesTheDetailOnTheMasterAndExpansionPopsIt(
        profile: HeadlessBehaviour.Profile
    ) throws {
        let stage = Stage()
        do {
            let (split, delegate, master) = showClassic(stage, profile: profile)
            _ = stage.take()
            let detail = try #require(stage.screen("Detail").navigationController)
            #expect(split.viewControllers == [master, detail])

            stage.window.headless.setHorizontalSizeClass(.compact)
            stage.runUntilIdle()

            stage.expectTrace([
                "0.000 split.collapseSecondary(nav(Detail) onto nav(Master)) isCollapsed=false",
                "0.000 Master.viewWillDisappear(false)",
                "0.000 Master.viewDidDisappear(false)",
            ])
            #expect(split.isCollapsed)
            #expect(split.viewControllers == [master])
            #expect(split.children == [master])
            #expect(master.viewControllers == [stage.screen("Master"), detail])
            #expect(detail.parent === master)
            #expect(stage.screen("Detail").viewIfLoaded?.window === stage.window)
            #expect(stage.screen("Master").viewIfLoaded?.window == nil)

            stage.window.headless.setHorizontalSizeClass(.regular)
            stage.runUntilIdle()

            stage.expectTrace([
                "0.000 split.separateSecondary(from: nav(Master)) isCollapsed=true",
                "0.000 Master.viewWillAppear(false)",
                "0.000 Master.viewIsAppearing(false)",
                "0.000 Master.viewDidAppear(false)",
            ])
            #expect(!split.isCollapsed)
            #expect(split.viewControllers == [master, detail])
            #expect(master.viewControllers == [stage.screen("Master")])
            #expect(detail.parent === split)
            #expect(stage.screen("Detail").viewIfLoaded?.window === stage.window)
            #expect(stage.screen("Master").viewIfLoaded?.window === stage.window)
            withExtendedLifetime(delegate) {}
        }
        release(stage)
    }

    /// The delegate that answers `true` handled the collapse: nothing takes the secondary
    /// controller, which leaves ("the secondary controller will be discarded", the
    /// master-detail template); expanding, the primary navigation controller has only its
    /// root to pop, so the previous secondary controller comes back, as
    /// `UIViewController.separateSecondaryViewController(for:)` returns it ("The previous
    /// secondary view controller is returned") while the app still holds it.
    @Test(arguments: profiles)
    func aClassicDelegateThatHandlesTheCollapseDiscardsTheSecondary(
        profile: HeadlessBehaviour.Profile
    ) throws {
        let stage = Stage()
        do {
            let (split, delegate, master) = showClassic(
                stage, profile: profile, plainDetail: true, collapsesSecondary: true)
            _ = stage.take()
            let detail = stage.screen("Detail")

            stage.window.headless.setHorizontalSizeClass(.compact)
            stage.runUntilIdle()

            stage.expectTrace([
                "0.000 split.collapseSecondary(Detail onto nav(Master)) isCollapsed=false",
                "0.000 Detail.willMove(toParent: nil)",
                "0.000 Detail.viewWillDisappear(false)",
                "0.000 Detail.viewDidDisappear(false)",
                "0.000 Detail.didMove(toParent: nil)",
            ])
            #expect(split.viewControllers == [master])
            #expect(detail.parent == nil)
            #expect(master.viewControllers == [stage.screen("Master")])

            stage.window.headless.setHorizontalSizeClass(.regular)
            stage.runUntilIdle()

            stage.expectTrace([
                "0.000 split.separateSecondary(from: nav(Master)) isCollapsed=true",
                "0.000 Detail.willMove(toParent: UISplitViewController)",
                "0.000 Detail.didMove(toParent: UISplitViewController)",
                "0.000 Detail.viewWillAppear(false)",
                "0.000 Detail.viewIsAppearing(false)",
                "0.000 Detail.viewDidAppear(false)",
            ])
            #expect(split.viewControllers == [master, detail])
            withExtendedLifetime((delegate, detail)) {}
        }
        release(stage)
    }

    /// Launched compact with the placeholder detail discarded, `showDetailViewController`
    /// with a navigation controller pushes it, nested, on the master's stack ("a navigation
    /// controller responds by pushing `vc` onto its navigation stack"); expanding pops it
    /// into the secondary place, where it stays on screen.
    @Test(arguments: profiles)
    func aClassicCollapsedShowDetailNestsTheNavigationController(
        profile: HeadlessBehaviour.Profile
    ) throws {
        let stage = Stage()
        do {
            let (split, delegate, master) = showClassic(
                stage, profile: profile, sizeClass: .compact, collapsesSecondary: true)
            stage.expectTrace([
                "0.000 Master.willMove(toParent: UINavigationController)",
                "0.000 Master.didMove(toParent: UINavigationController)",
                "0.000 Detail.willMove(toParent: UINavigationController)",
                "0.000 Detail.didMove(toParent: UINavigationController)",
                "0.000 split.collapseSecondary(nav(Detail) onto nav(Master)) isCollapsed=true",
                "0.000 Master.viewDidLoad",
                "0.000 Master.viewWillAppear(false) [movingToParent]",
                "0.000 Master.viewIsAppearing(false) [movingToParent]",
                "0.000 Master.viewDidAppear(false) [movingToParent]",
            ])
            #expect(split.viewControllers == [master])
            #expect(stage.leaks.isReleased("Detail"))

            let note = UINavigationController(rootViewController: stage.controller("Note"))
            stage.leaks.track(note, "noteNav")
            split.showDetailViewController(note, sender: nil)
            stage.runUntilIdle()

            stage.expectTrace([
                "0.000 Note.willMove(toParent: UINavigationController)",
                "0.000 Note.didMove(toParent: UINavigationController)",
                "0.000 Master.viewWillDisappear(true)",
                "0.000 Note.viewDidLoad",
                "0.000 Note.viewWillAppear(true) [movingToParent]",
                "0.000 Note.viewIsAppearing(true) [movingToParent]",
                "0.350 Master.viewDidDisappear(true)",
                "0.350 Note.viewDidAppear(true) [movingToParent]",
            ])
            #expect(master.viewControllers == [stage.screen("Master"), note])
            #expect(note.parent === master)
            #expect(split.viewControllers == [master])
            #expect(stage.window.headless.diagnostics.isEmpty)

            stage.window.headless.setHorizontalSizeClass(.regular)
            stage.runUntilIdle()
            stage.expectTrace([
                "0.000 split.separateSecondary(from: nav(Master)) isCollapsed=true",
                "0.000 Master.viewWillAppear(false)",
                "0.000 Master.viewIsAppearing(false)",
                "0.000 Master.viewDidAppear(false)",
            ])
            #expect(split.viewControllers == [master, note])
            #expect(note.parent === split)
            #expect(stage.screen("Note").viewIfLoaded?.window === stage.window)
            withExtendedLifetime(delegate) {}
        }
        release(stage)
    }

    /// Launched in a compact width, the default collapse pushes the detail's navigation
    /// controller on the master's stack before anything shows: the detail appears, the
    /// master's view does not load until Back pops the detail.
    @Test(arguments: profiles)
    func aClassicLaunchInACompactWidthShowsTheDetailOnTheMastersStack(
        profile: HeadlessBehaviour.Profile
    ) throws {
        let stage = Stage()
        do {
            let (split, delegate, master) = showClassic(
                stage, profile: profile, sizeClass: .compact)
            stage.expectTrace([
                "0.000 Master.willMove(toParent: UINavigationController)",
                "0.000 Master.didMove(toParent: UINavigationController)",
                "0.000 Detail.willMove(toParent: UINavigationController)",
                "0.000 Detail.didMove(toParent: UINavigationController)",
                "0.000 split.collapseSecondary(nav(Detail) onto nav(Master)) isCollapsed=true",
                "0.000 Detail.viewDidLoad",
                "0.000 Detail.viewWillAppear(false) [movingToParent]",
                "0.000 Detail.viewIsAppearing(false) [movingToParent]",
                "0.000 Detail.viewDidAppear(false) [movingToParent]",
            ])
            let detail = try #require(stage.screen("Detail").navigationController)
            #expect(split.viewControllers == [master])
            #expect(master.viewControllers == [stage.screen("Master"), detail])
            #expect(!stage.screen("Master").isViewLoaded)

            #expect(master.headless.tapBackButton() === detail)
            stage.runUntilIdle()
            stage.expectTrace([
                "0.000 Master.viewDidLoad",
                "0.000 Detail.viewWillDisappear(true)",
                "0.000 Master.viewWillAppear(true)",
                "0.000 Master.viewIsAppearing(true)",
                "0.350 Detail.viewDidDisappear(true)",
                "0.350 Master.viewDidAppear(true)",
            ])
            #expect(master.viewControllers == [stage.screen("Master")])
            withExtendedLifetime(delegate) {}
        }
        release(stage)
    }

    /// A primary controller that is no navigation controller does nothing with the
    /// secondary ("The primary view controller associated with the split view controller is
    /// displayed", Apple's `collapseSecondaryViewController(_:for:)`), which is discarded;
    /// collapsed, `showDetailViewController` then presents ("In a horizontally compact
    /// environment, the split view controller presents `vc` modally").
    @Test(arguments: profiles)
    func aClassicPlainPrimaryDiscardsTheSecondaryAndPresentsADetail(
        profile: HeadlessBehaviour.Profile
    ) {
        let stage = Stage()
        do {
            stage.window.headless.behaviour = profile
            let split = UISplitViewController()
            stage.leaks.track(split, "split")
            let delegate = SplitDelegateRecorder(trace: stage.trace)
            delegate.recordsIsCollapsed = true
            split.delegate = delegate
            split.viewControllers = [stage.controller("List"), stage.controller("Detail")]
            stage.window.headless.setHorizontalSizeClass(.regular)
            stage.window.rootViewController = split
            stage.window.makeKeyAndVisible()
            stage.runUntilIdle()
            _ = stage.take()

            stage.window.headless.setHorizontalSizeClass(.compact)
            stage.runUntilIdle()
            stage.expectTrace([
                "0.000 split.collapseSecondary(Detail onto List) isCollapsed=false",
                "0.000 Detail.willMove(toParent: nil)",
                "0.000 Detail.viewWillDisappear(false)",
                "0.000 Detail.viewDidDisappear(false)",
                "0.000 Detail.didMove(toParent: nil)",
            ])
            #expect(split.viewControllers == [stage.screen("List")])
            #expect(stage.leaks.isReleased("Detail"))

            split.showDetailViewController(stage.controller("Note"), sender: nil)
            stage.runUntilIdle()
            #expect(split.presentedViewController === stage.screen("Note"))
            #expect(split.viewControllers == [stage.screen("List")])
            split.dismiss(animated: false, completion: nil)
            stage.runUntilIdle()
            _ = stage.take()
            withExtendedLifetime(delegate) {}
        }
        release(stage)
    }

    // MARK: - Column style

    /// Collapsed onto the nested secondary column, `showDetailViewController` with a
    /// navigation controller puts it in the secondary column, in the old one's place in the
    /// primary stack (animated, as the navigation controller's change of its top); the old
    /// secondary navigation controller is released, and the expansion puts the new one in
    /// the secondary column.
    @Test(arguments: profiles)
    func aCollapsedShowDetailNestsTheNavigationControllerAsTheSecondaryColumn(
        profile: HeadlessBehaviour.Profile
    ) throws {
        let stage = Stage()
        do {
            let (split, delegate) = showColumns(stage, profile: profile)
            let primary = try #require(stage.screen("Sidebar").navigationController)
            weak let oldSecondary = stage.screen("Detail").navigationController
            let other = UINavigationController(rootViewController: stage.controller("Other"))
            stage.leaks.track(other, "otherNav")

            split.showDetailViewController(other, sender: nil)
            stage.runUntilIdle()

            stage.expectTrace([
                "0.000 Other.willMove(toParent: UINavigationController)",
                "0.000 Other.didMove(toParent: UINavigationController)",
                "0.000 Detail.viewWillDisappear(true)",
                "0.000 Other.viewDidLoad",
                "0.000 Other.viewWillAppear(true) [movingToParent]",
                "0.000 Other.viewIsAppearing(true) [movingToParent]",
                "0.350 Detail.viewDidDisappear(true)",
                "0.350 Other.viewDidAppear(true) [movingToParent]",
            ])
            #expect(primary.viewControllers == [stage.screen("Sidebar"), other])
            #expect(other.parent === primary)
            #expect(split.viewController(for: .secondary) === other)
            #expect(split.viewControllers == [primary])
            #expect(stage.leaks.isReleased("Detail"))
            #expect(oldSecondary == nil)

            stage.window.headless.setHorizontalSizeClass(.regular)
            stage.runUntilIdle()
            _ = stage.take()
            #expect(split.viewControllers == [primary, other])
            #expect(other.parent === split)
            #expect(stage.screen("Other").viewIfLoaded?.window === stage.window)
            withExtendedLifetime(delegate) {}
        }
        release(stage)
    }

    /// With a compact column shown, nothing is nested: a navigation controller shown as the
    /// detail becomes the secondary column off screen, and shows when the split view
    /// expands.
    @Test(arguments: profiles)
    func withACompactColumnShowDetailSetsTheSecondaryColumn(profile: HeadlessBehaviour.Profile)
        throws
    {
        let stage = Stage()
        do {
            let (split, delegate) = showColumns(stage, profile: profile, sizeClass: .regular)
            split.setViewController(stage.controller("Compact"), for: .compact)
            stage.window.headless.setHorizontalSizeClass(.compact)
            stage.runUntilIdle()
            _ = stage.take()
            let other = UINavigationController(rootViewController: stage.controller("Other"))

            split.showDetailViewController(other, sender: nil)
            stage.runUntilIdle()

            stage.expectTrace([
                "0.000 Other.willMove(toParent: UINavigationController)",
                "0.000 Other.didMove(toParent: UINavigationController)",
            ])
            #expect(split.viewController(for: .secondary) === other)
            #expect(split.viewControllers == [stage.screen("Compact")])
            #expect(stage.leaks.isReleased("Detail"))
            #expect(stage.screen("Other").viewIfLoaded?.window == nil)

            stage.window.headless.setHorizontalSizeClass(.regular)
            stage.runUntilIdle()
            _ = stage.take()
            let primary = try #require(stage.screen("Sidebar").navigationController)
            #expect(split.viewControllers == [primary, other])
            #expect(stage.screen("Other").viewIfLoaded?.window === stage.window)
            withExtendedLifetime(delegate) {}
        }
        release(stage)
    }

    /// Collapsed onto the nested secondary column, a new primary controller takes the nested
    /// secondary navigation controller on top of its stack: the detail stays on screen with
    /// no appearance callback, the old sidebar (covered) is released without any, and Back
    /// then shows the new primary screen; the expansion takes the secondary column back.
    @Test(arguments: profiles)
    func replacingThePrimaryWhileNestedMovesTheNestedColumnToTheNewPrimary(
        profile: HeadlessBehaviour.Profile
    ) throws {
        let stage = Stage()
        do {
            let (split, delegate) = showColumns(stage, profile: profile)
            weak let oldPrimary = stage.screen("Sidebar").navigationController
            let secondary = try #require(stage.screen("Detail").navigationController)

            split.setViewController(stage.controller("Menu"), for: .primary)
            stage.runUntilIdle()

            stage.expectTrace([
                "0.000 Menu.willMove(toParent: UINavigationController)",
                "0.000 Menu.didMove(toParent: UINavigationController)",
            ])
            let primary = try #require(stage.screen("Menu").navigationController)
            #expect(primary.viewControllers == [stage.screen("Menu"), secondary])
            #expect(secondary.parent === primary)
            #expect(split.viewControllers == [primary])
            #expect(split.children == [primary])
            #expect(oldPrimary == nil)
            #expect(stage.leaks.isReleased("Sidebar"))
            #expect(stage.screen("Detail").viewIfLoaded?.window === stage.window)
            #expect(split.isShowing(.secondary))

            #expect(primary.headless.tapBackButton() === secondary)
            stage.runUntilIdle()
            stage.expectTrace([
                "0.000 Menu.viewDidLoad",
                "0.000 Detail.viewWillDisappear(true)",
                "0.000 Menu.viewWillAppear(true)",
                "0.000 Menu.viewIsAppearing(true)",
                "0.350 Detail.viewDidDisappear(true)",
                "0.350 Menu.viewDidAppear(true)",
            ])
            #expect(split.isShowing(.primary))

            stage.window.headless.setHorizontalSizeClass(.regular)
            stage.runUntilIdle()
            _ = stage.take()
            #expect(split.viewControllers == [primary, secondary])
            #expect(secondary.parent === split)
            #expect(primary.viewControllers == [stage.screen("Menu")])
            #expect(stage.screen("Detail").viewIfLoaded?.window === stage.window)
            withExtendedLifetime(delegate) {}
        }
        release(stage)
    }

    /// Apple's `isCollapsed`: "During a transition from an expanded to a collapsed
    /// interface, the value of this property is false until after the collapse transition
    /// finishes and all of the relevant delegate methods have been called"; its
    /// `splitViewControllerDidCollapse(_:)`: "after its interface has collapsed, meaning that
    /// isCollapsed is true". So `false` in the question and the will-callbacks, `true` from
    /// the did-callback on; the expansion the other way round.
    @Test(arguments: profiles)
    func isCollapsedChangesAfterTheDelegateQuestions(profile: HeadlessBehaviour.Profile) {
        let stage = Stage()
        do {
            let (_, delegate) = showColumns(stage, profile: profile, sizeClass: .regular)
            let did = profile >= .iOS26

            stage.window.headless.setHorizontalSizeClass(.compact)
            stage.runUntilIdle()
            stage.expectTrace(
                [
                    "0.000 split.topColumnForCollapsing(proposed: secondary) isCollapsed=false",
                    "0.000 split.willHide(primary) isCollapsed=false",
                    "0.000 Sidebar.viewWillDisappear(false)",
                    "0.000 split.didCollapse isCollapsed=true",
                    "0.000 Sidebar.viewDidDisappear(false)",
                ] + (did ? ["0.000 split.didHide(primary) isCollapsed=true"] : []))

            stage.window.headless.setHorizontalSizeClass(.regular)
            stage.runUntilIdle()
            stage.expectTrace(
                [
                    "0.000 split.displayModeForExpanding(proposed: 2) isCollapsed=true",
                    "0.000 split.willShow(primary) isCollapsed=true",
                    "0.000 Sidebar.viewWillAppear(false)",
                    "0.000 Sidebar.viewIsAppearing(false)",
                    "0.000 split.didExpand isCollapsed=false",
                    "0.000 Sidebar.viewDidAppear(false)",
                ] + (did ? ["0.000 split.didShow(primary) isCollapsed=false"] : []))
            withExtendedLifetime(delegate) {}
        }
        release(stage)
    }
}
