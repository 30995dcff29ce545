import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// The UIKit behaviours of iOS 18–26 containers that HeadlessUIKit used to contradict
/// (issue 28, item 2): split view column callbacks and show questions, pinned tabs, the
/// iPhone's tab bar for `.tabSidebar`, and a re-tap of the selected tab.
@MainActor
@Suite struct ContainerFidelityTests {
    /// `Sidebar | Detail` in a window of `sizeClass`, settled, with the trace emptied.
    private func showSplit(
        _ stage: Stage, sizeClass: UIUserInterfaceSizeClass = .regular
    ) -> (UISplitViewController, SplitDelegateRecorder) {
        let split = UISplitViewController(style: .doubleColumn)
        stage.leaks.track(split, "split")
        let delegate = SplitDelegateRecorder(trace: stage.trace, recordsShowQuestions: true)
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

    /// Apple: "The system doesn’t call this method when you hide a column programmatically"
    /// (https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:willhide:)).
    @Test func programmaticShowAndHideSendNoColumnCallbacks() {
        let stage = Stage()
        let delegate: SplitDelegateRecorder
        do {
            let (split, recorder) = showSplit(stage)
            delegate = recorder
            split.hide(.primary)
            stage.runUntilIdle()
            split.show(.primary)
            stage.runUntilIdle()
            #expect(split.isShowing(.primary))
        }

        stage.expectTrace([
            "0.000 split.willChangeTo(1)",
            "0.000 Sidebar.viewWillDisappear(true)",
            "0.350 Sidebar.viewDidDisappear(true)",
            "0.350 split.willChangeTo(2)",
            "0.350 Sidebar.viewWillAppear(true)",
            "0.350 Sidebar.viewIsAppearing(true)",
            "0.700 Sidebar.viewDidAppear(true)",
        ])
        stage.window.rootViewController = nil
        stage.runUntilIdle()
        #expect(stage.alive.isEmpty)
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    /// The same change made by the user (a swipe, the sidebar button) is system-driven: the
    /// delegate hears it ("when the system is preparing to hide one of its columns"); `didHide`
    /// and `didShow` only from iOS 26 (``HeadlessBehaviour/columnDidShowAndDidHideFrom``).
    @Test(arguments: HeadlessBehaviour.Profile.allCases)
    func userShowAndHideSendTheColumnCallbacks(profile: HeadlessBehaviour.Profile) {
        let stage = Stage()
        stage.window.headless.behaviour = profile
        let did = profile >= .iOS26
        let delegate: SplitDelegateRecorder
        do {
            let (split, recorder) = showSplit(stage)
            delegate = recorder
            userShowAndHide(split, stage, did: did)
        }
        stage.window.rootViewController = nil
        stage.runUntilIdle()
        #expect(stage.alive.isEmpty)
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    /// The user hides and shows the sidebar, then tries again with the gesture off.
    private func userShowAndHide(_ split: UISplitViewController, _ stage: Stage, did: Bool) {
        split.headless.userHide(.primary)
        stage.runUntilIdle()
        split.headless.userShow(.primary)
        stage.runUntilIdle()

        stage.expectTrace(
            [
                "0.000 split.willChangeTo(1)",
                "0.000 split.willHide(primary)",
                "0.000 Sidebar.viewWillDisappear(true)",
                "0.350 Sidebar.viewDidDisappear(true)",
            ] + (did ? ["0.350 split.didHide(primary)"] : []) + [
                "0.350 split.willChangeTo(2)",
                "0.350 split.willShow(primary)",
                "0.350 Sidebar.viewWillAppear(true)",
                "0.350 Sidebar.viewIsAppearing(true)",
                "0.700 Sidebar.viewDidAppear(true)",
            ] + (did ? ["0.700 split.didShow(primary)"] : []))

        split.presentsWithGesture = false
        split.headless.userHide(.primary)
        stage.runUntilIdle()
        stage.expectTrace([])
    }

    /// A collapse and an expansion are system-driven ("for example, when a person rotates the
    /// device"): the columns that leave and arrive are announced around the appearance
    /// callbacks; `didHide` and `didShow` only from iOS 26.
    @Test(arguments: HeadlessBehaviour.Profile.allCases)
    func collapseAndExpansionAnnounceTheirColumnChanges(profile: HeadlessBehaviour.Profile) {
        let stage = Stage()
        stage.window.headless.behaviour = profile
        let (_, delegate) = showSplit(stage)
        let did = profile >= .iOS26

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
        stage.window.rootViewController = nil
        stage.runUntilIdle()
        #expect(stage.alive.isEmpty)
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    /// `UISplitViewController.h` (iOS 26.2 SDK): "Return YES to indicate that you've handled
    /// the action yourself; return NO to cause the default behavior to be executed."
    @Test func showDetailAsksTheDelegateFirst() {
        let stage = Stage()
        let (split, delegate) = showSplit(stage)
        delegate.handlesShow = true

        split.showDetailViewController(stage.controller("Handled"), sender: nil)
        stage.runUntilIdle()
        stage.expectTrace(["0.000 split.showDetail(Handled)"])
        #expect(split.viewController(for: .secondary) === stage.screen("Detail"))
        #expect(stage.leaks.isReleased("Handled"))

        delegate.handlesShow = false
        split.showDetailViewController(stage.controller("Shown"), sender: nil)
        stage.runUntilIdle()
        #expect(stage.take().first == "0.000 split.showDetail(Shown)")
        #expect(split.viewController(for: .secondary) === stage.screen("Shown"))
        #expect(stage.leaks.isReleased("Detail"))
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    /// The same for `show(_:sender:)` and `splitViewController(_:show:sender:)`.
    @Test func showAsksTheDelegateFirst() {
        let stage = Stage()
        let (split, delegate) = showSplit(stage)
        delegate.handlesShow = true

        split.show(stage.controller("Handled"), sender: nil)
        stage.runUntilIdle()

        stage.expectTrace(["0.000 split.show(Handled)"])
        #expect(split.presentedViewController == nil)
        #expect(stage.leaks.isReleased("Handled"))
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    // MARK: - Tabs

    private func tab(
        _ stage: Stage, _ name: String, placement: UITab.Placement = .automatic
    ) -> UITab {
        let tab = UITab(title: name, image: nil, identifier: name) { _ in
            stage.controller(name)
        }
        tab.preferredPlacement = placement
        return tab
    }

    /// Apple: `.pinned` "appears as a pinned tab, on the trailing edge of the tab bar"
    /// (https://developer.apple.com/documentation/uikit/uitab/placement/pinned).
    @Test func aPinnedTabIsAtTheTrailingEdgeOfTheBar() {
        let stage = Stage()
        let tabBar = UITabBarController()
        stage.leaks.track(tabBar, "tabs")
        tabBar.tabs = [
            tab(stage, "Search", placement: .pinned), tab(stage, "Home"), tab(stage, "Library"),
        ]
        let delegate = UITabDelegateRecorder(trace: stage.trace)
        tabBar.delegate = delegate
        stage.show(tabBar)
        _ = stage.take()

        tabBar.headless.tap(index: 2)
        stage.runUntilIdle()

        #expect(tabBar.selectedTab?.identifier == "Search")
        #expect(stage.take().first == "0.000 tabs.shouldSelectTab(Search)")
        tabBar.headless.tap(index: 0)
        stage.runUntilIdle()
        #expect(tabBar.selectedTab?.identifier == "Home")
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    /// Apple: `.tabSidebar` — "On iPhone and Apple TV, the system displays the platform’s
    /// regular tab bar" (https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum/tabsidebar):
    /// a group's child is not tappable on an iPhone; on an iPad in a regular width it is.
    @Test func onAnIPhoneTheSidebarTakesNoTaps() {
        let stage = Stage()
        let tabBar = UITabBarController()
        stage.leaks.track(tabBar, "tabs")
        let group = UITabGroup(
            title: "Library", image: nil, identifier: "Library",
            children: [tab(stage, "Books")]
        ) { _ in stage.controller("Library") }
        tabBar.tabs = [tab(stage, "Home"), group]
        tabBar.mode = .tabSidebar
        stage.show(tabBar)

        tabBar.headless.tap(identifier: "Books")
        stage.runUntilIdle()
        #expect(tabBar.selectedTab?.identifier == "Home")

        stage.window.windowScene?.traitOverrides.userInterfaceIdiom = .pad
        stage.window.headless.setHorizontalSizeClass(.regular)
        tabBar.headless.tap(identifier: "Books")
        stage.runUntilIdle()
        #expect(tabBar.selectedTab?.identifier == "Books")

        stage.window.headless.setHorizontalSizeClass(.compact)
        tabBar.headless.tap(identifier: "Home")
        stage.runUntilIdle()
        #expect(tabBar.selectedTab?.identifier == "Home")
        stage.expectNoDiagnostics()
    }

    /// The tab bar of `Nav(A, B)` and `T2`, showing B, with the trace emptied.
    private func showStackInATab(
        _ stage: Stage
    ) -> (TracedTabBarController, TabBarDelegateRecorder, TracedNavigationController) {
        let nav = stage.navigation(root: stage.controller("A"))
        nav.pushViewController(stage.controller("B"), animated: false)
        let tabBar = TracedTabBarController(
            trace: stage.trace, tabs: [nav, stage.controller("T2")])
        stage.leaks.track(tabBar, "tabs")
        let delegate = TabBarDelegateRecorder(trace: stage.trace)
        tabBar.delegate = delegate
        stage.show(tabBar)
        stage.runUntilIdle()
        _ = stage.take()
        return (tabBar, delegate, nav)
    }

    /// A second tap on the selected tab pops its navigation controller to the root, animated,
    /// after `shouldSelect` and before `didSelect` (Stack Overflow: "The default behavior of a
    /// UITabBarController is to pop the contained UINavigationController to the root view
    /// controller when a particular tab is tapped a second time"); a third tap, at the root,
    /// pops nothing and still reports `didSelect` (Apple: "calls this method regardless of
    /// whether the selected view controller changed").
    @Test func reTappingTheSelectedTabPopsItsStackToTheRoot() {
        let stage = Stage()
        let (tabBar, delegate, nav) = showStackInATab(stage)

        tabBar.headless.tap(index: 0)
        #expect(nav.viewControllers == [stage.screen("A")])  // the model pops at once
        stage.expectTrace([
            "0.000 tabs.shouldSelect(nav)",
            "0.000 B.willMove(toParent: nil)",
            "0.000 tabs.didSelect(nav)",
        ])
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 A.viewDidLoad",
            "0.000 B.viewWillDisappear(true) [movingFromParent]",
            "0.000 A.viewWillAppear(true)",
            "0.000 A.viewIsAppearing(true)",
            "0.350 B.viewDidDisappear(true) [movingFromParent]",
            "0.350 B.didMove(toParent: nil)",
            "0.350 A.viewDidAppear(true)",
        ])
        #expect(nav.viewControllers == [stage.screen("A")])
        #expect(stage.leaks.isReleased("B"))

        tabBar.headless.tap(index: 0)
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 tabs.shouldSelect(nav)",
            "0.000 tabs.didSelect(nav)",
        ])
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    /// `shouldSelect` answering `false` stops the pop too (the usual way apps turn it off).
    @Test func aRefusedReTapPopsNothing() {
        let stage = Stage()
        let (tabBar, delegate, nav) = showStackInATab(stage)
        delegate.allowsSelection = false

        tabBar.headless.tap(index: 0)
        stage.runUntilIdle()

        stage.expectTrace(["0.000 tabs.shouldSelect(nav)"])
        #expect(nav.viewControllers.count == 2)
        stage.expectNoDiagnostics()
    }

    /// The same for a bar of `UITab`s: the tab methods, then the pop, then the reports.
    @Test func reTappingTheSelectedUITabPopsItsStackToTheRoot() throws {
        let stage = Stage()
        let tabBar = UITabBarController()
        stage.leaks.track(tabBar, "tabs")
        let home = UITab(title: "Home", image: nil, identifier: "Home") { _ in
            stage.navigation(root: stage.controller("A"))
        }
        tabBar.tabs = [home, tab(stage, "T2")]
        let delegate = UITabDelegateRecorder(trace: stage.trace)
        tabBar.delegate = delegate
        stage.show(tabBar)
        let nav = try #require(tabBar.selectedViewController as? UINavigationController)
        nav.pushViewController(stage.controller("B"), animated: false)
        stage.runUntilIdle()
        _ = stage.take()

        tabBar.headless.tap(identifier: "Home")
        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 tabs.shouldSelectTab(Home)",
            "0.000 tabs.shouldSelect(nav)",
            "0.000 B.willMove(toParent: nil)",
            "0.000 tabs.didSelectTab(Home, previous: Home)",
            "0.000 tabs.didSelect(nav)",
            "0.000 B.viewWillDisappear(true) [movingFromParent]",
            "0.000 A.viewWillAppear(true)",
            "0.000 A.viewIsAppearing(true)",
            "0.350 B.viewDidDisappear(true) [movingFromParent]",
            "0.350 B.didMove(toParent: nil)",
            "0.350 A.viewDidAppear(true)",
        ])
        #expect(nav.viewControllers == [stage.screen("A")])
        #expect(stage.leaks.isReleased("B"))
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }
}
