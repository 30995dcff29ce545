import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// `UISplitViewController` in column style: columns wrapped in navigation controllers,
/// collapse and expansion driven by the window's size class, `show`/`hide`, the delegate.
@MainActor
@Suite struct SplitViewTests {
    /// A double-column split view of `Sidebar` and `Detail`, made key in a window of
    /// `sizeClass` and settled.
    private func showSplit(
        _ stage: Stage, sizeClass: UIUserInterfaceSizeClass,
        topColumn: UISplitViewController.Column? = nil,
        style: UISplitViewController.Style = .doubleColumn
    ) -> SplitDelegateRecorder {
        let split = UISplitViewController(style: style)
        stage.leaks.track(split, "split")
        let delegate = SplitDelegateRecorder(trace: stage.trace)
        delegate.topColumn = topColumn
        split.delegate = delegate
        split.setViewController(stage.controller("Sidebar"), for: .primary)
        if style == .tripleColumn {
            split.setViewController(stage.controller("List"), for: .supplementary)
        }
        split.setViewController(stage.controller("Detail"), for: .secondary)
        stage.window.headless.setHorizontalSizeClass(sizeClass)
        stage.window.rootViewController = split
        stage.window.makeKeyAndVisible()
        return delegate
    }

    @Test func eachColumnIsWrappedInANavigationControllerButTheCompactOne() {
        let stage = Stage()
        let delegate = showSplit(stage, sizeClass: .regular)
        let compact = stage.controller("Compact")
        stage.split.setViewController(compact, for: .compact)

        #expect(stage.split.viewController(for: .primary) === stage.screen("Sidebar"))
        let wrapper = stage.screen("Sidebar").navigationController
        #expect(wrapper != nil)
        #expect(wrapper?.parent === stage.split)
        #expect(wrapper?.viewControllers == [stage.screen("Sidebar")])
        #expect(stage.screen("Detail").splitViewController === stage.split)
        #expect(compact.parent === stage.split)
        #expect(compact.navigationController == nil)
        #expect(stage.split.viewControllers.count == 2)
        #expect(stage.split.children.count == 3)
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    @Test func launchInACompactWindowCollapsesOntoTheProposedSecondaryColumn() {
        let stage = Stage()
        let delegate = showSplit(stage, sizeClass: .compact)

        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 Sidebar.willMove(toParent: UINavigationController)",
            "0.000 Sidebar.didMove(toParent: UINavigationController)",
            "0.000 Detail.willMove(toParent: UINavigationController)",
            "0.000 Detail.didMove(toParent: UINavigationController)",
            "0.000 split.topColumnForCollapsing(proposed: secondary)",
            "0.000 split.didCollapse",
            "0.000 Detail.viewDidLoad",
            "0.000 Detail.viewWillAppear(false) [movingToParent]",
            "0.000 Detail.viewIsAppearing(false) [movingToParent]",
            "0.000 Detail.viewDidAppear(false) [movingToParent]",
        ])
        #expect(stage.split.isCollapsed)
        #expect(stage.split.isShowing(.secondary))
        #expect(!stage.split.isShowing(.primary))
        #expect(!stage.screen("Sidebar").isViewLoaded)
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    @Test func expandingShowsBothColumnsThenTellsTheDelegate() {
        let stage = Stage()
        let delegate = showSplit(stage, sizeClass: .compact, topColumn: .primary)
        stage.runUntilIdle()
        _ = stage.take()

        stage.window.headless.setHorizontalSizeClass(.regular)

        // An expansion is system-driven: the arriving column is announced ("The split view
        // controller calls this method when the system is preparing to […] one of its
        // columns; for example, when a person rotates the device", Apple's
        // `splitViewController(_:willShow:)`).
        stage.expectTrace([
            "0.000 split.displayModeForExpanding(proposed: 2)",
            "0.000 split.willShow(secondary)",
            "0.000 Detail.viewDidLoad",
            "0.000 Detail.viewWillAppear(false) [movingToParent]",
            "0.000 Detail.viewIsAppearing(false) [movingToParent]",
            "0.000 split.didExpand",
        ])
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 Detail.viewDidAppear(false) [movingToParent]",
            "0.000 split.didShow(secondary)",
        ])
        #expect(!stage.split.isCollapsed)
        #expect(stage.split.displayMode == .oneBesideSecondary)
        #expect(stage.split.isShowing(.primary) && stage.split.isShowing(.secondary))
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    @Test func collapsingAgainHidesTheColumnsBelowTheTopOne() {
        let stage = Stage()
        let delegate = showSplit(stage, sizeClass: .regular)
        stage.runUntilIdle()
        _ = stage.take()
        delegate.topColumn = .primary

        stage.window.headless.setHorizontalSizeClass(.compact)
        stage.runUntilIdle()

        // A collapse is system-driven: the leaving column is announced (Apple's
        // `splitViewController(_:willHide:)`: "for example, when a person rotates the device").
        stage.expectTrace([
            "0.000 split.topColumnForCollapsing(proposed: secondary)",
            "0.000 split.willHide(secondary)",
            "0.000 Detail.viewWillDisappear(false)",
            "0.000 split.didCollapse",
            "0.000 Detail.viewDidDisappear(false)",
            "0.000 split.didHide(secondary)",
        ])
        #expect(stage.split.isCollapsed)
        #expect(stage.split.isShowing(.primary))
        #expect(stage.screen("Detail").viewIfLoaded?.window == nil)
        stage.expectNoDiagnostics()
    }

    @Test func collapsedShowPushesTheColumnAndHidePopsIt() {
        let stage = Stage()
        let delegate = showSplit(stage, sizeClass: .compact, topColumn: .primary)
        stage.runUntilIdle()
        _ = stage.take()

        // Programmatic: no column callbacks ("The system doesn’t call this method when you
        // hide a column programmatically", Apple's `splitViewController(_:willHide:)`; the
        // same for willShow/didShow/didHide). The secondary navigation controller is pushed
        // on the primary one (``HeadlessBehaviour/collapsedSecondaryIsNestedInThePrimaryStack``),
        // so the push starts on the next turn, as any push.
        stage.split.show(.secondary)
        stage.expectTrace([])
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 Sidebar.viewWillDisappear(true)",
            "0.000 Detail.viewDidLoad",
            "0.000 Detail.viewWillAppear(true) [movingToParent]",
            "0.000 Detail.viewIsAppearing(true) [movingToParent]",
            "0.350 Sidebar.viewDidDisappear(true)",
            "0.350 Detail.viewDidAppear(true) [movingToParent]",
        ])
        #expect(
            stage.screen("Sidebar").navigationController?.viewControllers.last
                === stage.screen("Detail").navigationController)

        stage.split.hide(.primary)
        stage.runUntilIdle()
        stage.expectTrace([])

        stage.split.hide(.secondary)
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 Detail.viewWillDisappear(true)",
            "0.000 Sidebar.viewWillAppear(true)",
            "0.000 Sidebar.viewIsAppearing(true)",
            "0.350 Detail.viewDidDisappear(true)",
            "0.350 Sidebar.viewDidAppear(true)",
        ])
        #expect(stage.split.isShowing(.primary))
        stage.window.rootViewController = nil
        stage.runUntilIdle()
        #expect(stage.alive.isEmpty)
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    @Test func expandedShowMovesToTheNearestDisplayModeWithTheColumn() {
        let stage = Stage()
        let delegate = showSplit(stage, sizeClass: .regular)
        stage.split.preferredDisplayMode = .secondaryOnly
        stage.runUntilIdle()
        _ = stage.take()
        #expect(!stage.split.isShowing(.primary))

        stage.split.show(.primary)
        stage.split.show(.secondary)
        stage.runUntilIdle()

        // Programmatic: the display mode change is announced, the column is not (Apple's
        // `splitViewController(_:willShow:)`: "The system doesn’t call this method when you
        // display a column programmatically").
        stage.expectTrace([
            "0.000 split.willChangeTo(2)",
            "0.000 Sidebar.viewDidLoad",
            "0.000 Sidebar.viewWillAppear(true) [movingToParent]",
            "0.000 Sidebar.viewIsAppearing(true) [movingToParent]",
            "0.350 Sidebar.viewDidAppear(true) [movingToParent]",
        ])
        #expect(stage.split.displayMode == .oneBesideSecondary)
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    @Test func aColumnTheStyleDoesNotHaveIsRefused() {
        let stage = Stage()
        let delegate = showSplit(stage, sizeClass: .regular)
        stage.runUntilIdle()
        _ = stage.take()

        stage.split.setViewController(stage.controller("Extra"), for: .supplementary)
        stage.split.show(.supplementary)
        stage.split.show(.compact)
        stage.runUntilIdle()

        stage.expectTrace([])
        #expect(stage.split.viewController(for: .supplementary) == nil)
        #expect(stage.diagnostics.count == 1)
        #expect(stage.diagnostics.first?.contains("does not have a supplementary column") == true)
        #expect(stage.leaks.isReleased("Extra"))
        withExtendedLifetime(delegate) {}
    }

    @Test func tripleColumnCollapsesTheWholeStackAndInspectorShowsBeside() {
        let stage = Stage()
        let delegate = showSplit(stage, sizeClass: .regular, style: .tripleColumn)
        stage.split.setViewController(stage.controller("Inspector"), for: .inspector)
        stage.runUntilIdle()
        _ = stage.take()
        #expect(stage.split.isShowing(.primary) && stage.split.isShowing(.supplementary))
        #expect(!stage.split.isShowing(.inspector))

        stage.split.show(.inspector)
        #expect(stage.split.transitionCoordinator?.transitionDuration == 0.35)
        stage.split.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
            stage.trace.record("coordinator.completion")
        }
        stage.runUntilIdle()
        // Programmatic: no column callbacks (Apple's `splitViewController(_:willShow:)`).
        stage.expectTrace([
            "0.000 Inspector.viewDidLoad",
            "0.000 Inspector.viewWillAppear(true) [movingToParent]",
            "0.000 Inspector.viewIsAppearing(true) [movingToParent]",
            "0.350 Inspector.viewDidAppear(true) [movingToParent]",
            "0.350 coordinator.completion",
        ])
        #expect(stage.split.transitionCoordinator == nil)

        stage.window.headless.setHorizontalSizeClass(.compact)
        stage.runUntilIdle()
        // The collapse is system-driven: the leaving columns are announced.
        stage.expectTrace([
            "0.000 split.topColumnForCollapsing(proposed: secondary)",
            "0.000 split.willHide(primary)",
            "0.000 split.willHide(supplementary)",
            "0.000 split.willHide(inspector)",
            "0.000 Sidebar.viewWillDisappear(false)",
            "0.000 List.viewWillDisappear(false)",
            "0.000 Inspector.viewWillDisappear(false)",
            "0.000 split.didCollapse",
            "0.000 Sidebar.viewDidDisappear(false)",
            "0.000 List.viewDidDisappear(false)",
            "0.000 Inspector.viewDidDisappear(false)",
            "0.000 split.didHide(primary)",
            "0.000 split.didHide(supplementary)",
            "0.000 split.didHide(inspector)",
        ])
        stage.split.hide(.secondary)
        stage.runUntilIdle()
        #expect(stage.split.isShowing(.supplementary))
        stage.window.rootViewController = nil
        stage.runUntilIdle()
        #expect(stage.alive.isEmpty)
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    @Test func replacingAColumnReleasesTheOldControllerAndItsWrapper() {
        let stage = Stage()
        let delegate = showSplit(stage, sizeClass: .regular)
        stage.runUntilIdle()
        weak let oldWrapper = stage.screen("Detail").navigationController
        _ = stage.take()

        stage.split.setViewController(stage.controller("Other"), for: .secondary)
        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 Detail.viewWillDisappear(false)",
            "0.000 Other.willMove(toParent: UINavigationController)",
            "0.000 Other.didMove(toParent: UINavigationController)",
            "0.000 Other.viewDidLoad",
            "0.000 Other.viewWillAppear(false) [movingToParent]",
            "0.000 Detail.viewDidDisappear(false)",
            "0.000 Other.viewIsAppearing(false) [movingToParent]",
            "0.000 Other.viewDidAppear(false) [movingToParent]",
        ])
        #expect(stage.leaks.isReleased("Detail"))
        #expect(oldWrapper == nil)
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }
}

extension Stage {
    /// The split view controller at the window's root.
    fileprivate var split: UISplitViewController {
        window.rootViewController as? UISplitViewController
            ?? UISplitViewController(style: .doubleColumn)
    }
}
