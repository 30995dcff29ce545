import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// Records the tab delegate's questions and reports, old (view controller) and new (`UITab`).
@MainActor
final class UITabDelegateRecorder: NSObject, UITabBarControllerDelegate {
    private let trace: CallbackTrace
    var allowsTab = true
    var allowsController = true

    init(trace: CallbackTrace) {
        self.trace = trace
        super.init()
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
        -> Bool
    {
        trace.record("tabs.shouldSelectTab(\(tab.identifier))")
        return allowsTab
    }

    func tabBarController(
        _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
        previousTab: UITab?
    ) {
        trace.record(
            "tabs.didSelectTab(\(selectedTab.identifier), previous: "
                + "\(previousTab?.identifier ?? "nil"))")
    }

    func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
        trace.record("tabs.shouldSelect(\(viewController.title ?? "?"))")
        return allowsController
    }

    func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
        trace.record("tabs.didSelect(\(viewController.title ?? "?"))")
    }
}

/// iOS 18's `UITab` tab bars: lazy providers, selection, taps through the new delegate
/// methods, groups and their managing navigation controller.
@MainActor
@Suite struct UITabTests {
    /// A tab whose provider records `provide(<name>)` and makes a traced controller `name`.
    private func tab(_ stage: Stage, _ name: String) -> UITab {
        UITab(title: name, image: nil, identifier: name) { [trace = stage.trace] _ in
            trace.record("provide(\(name))")
            return stage.controller(name)
        }
    }

    /// Shows a tab bar of `tabs` with a recording delegate; the trace starts empty.
    private func show(
        _ stage: Stage, _ tabs: [UITab]
    ) -> (TracedTabBarController, UITabDelegateRecorder) {
        let tabBar = TracedTabBarController(trace: stage.trace, tabs: [])
        stage.leaks.track(tabBar, "tabs")
        tabBar.tabs = tabs
        let delegate = UITabDelegateRecorder(trace: stage.trace)
        tabBar.delegate = delegate
        stage.show(tabBar)
        return (tabBar, delegate)
    }

    @Test func settingTabsRunsOnlyTheSelectedTabsProviderAndShowsIt() {
        let stage = Stage()
        let tabBar = TracedTabBarController(trace: stage.trace, tabs: [])
        let first = tab(stage, "T1")
        let second = tab(stage, "T2")

        tabBar.tabs = [first, second]
        stage.window.rootViewController = tabBar
        stage.window.makeKeyAndVisible()
        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 provide(T1)",
            "0.000 T1.willMove(toParent: tabs)",
            "0.000 T1.didMove(toParent: tabs)",
            "0.000 tabs.viewWillAppear(false)",
            "0.000 T1.viewDidLoad",
            "0.000 T1.viewWillAppear(false)",
            "0.000 tabs.viewIsAppearing(false)",
            "0.000 T1.viewIsAppearing(false)",
            "0.000 tabs.viewDidAppear(false)",
            "0.000 T1.viewDidAppear(false)",
        ])
        #expect(tabBar.selectedTab === first)
        #expect(tabBar.viewControllers == [stage.screen("T1")])
        #expect(stage.screen("T1").tab === first)
        #expect(first.tabBarController === tabBar)
        #expect(tabBar.tab(forIdentifier: "T2") === second)
        #expect(stage.alive == ["T1"])
        stage.expectNoDiagnostics()
    }

    @Test func tapByIdentifierAsksTabThenControllerMethodsSwitchesThenReports() {
        let stage = Stage()
        let (tabBar, delegate) = show(stage, [tab(stage, "T1"), tab(stage, "T2")])

        tabBar.headless.tap(identifier: "T2")

        #expect(tabBar.selectedTab?.identifier == "T2")
        #expect(tabBar.selectedViewController === stage.screen("T2"))
        stage.expectTrace([
            "0.000 tabs.shouldSelectTab(T2)",
            "0.000 provide(T2)",
            "0.000 tabs.shouldSelect(T2)",
            "0.000 T2.willMove(toParent: tabs)",
            "0.000 T2.viewDidLoad",
            "0.000 T2.viewWillAppear(false)",
            "0.000 T1.viewWillDisappear(false)",
            "0.000 T2.didMove(toParent: tabs)",
            "0.000 tabs.didSelectTab(T2, previous: T1)",
            "0.000 tabs.didSelect(T2)",
        ])
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 T2.viewIsAppearing(false)",
            "0.000 T1.viewDidDisappear(false)",
            "0.000 T2.viewDidAppear(false)",
        ])

        tabBar.headless.tap(identifier: "T1")
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 tabs.shouldSelectTab(T1)",
            "0.000 tabs.shouldSelect(T1)",
            "0.000 T1.viewWillAppear(false)",
            "0.000 T2.viewWillDisappear(false)",
            "0.000 tabs.didSelectTab(T1, previous: T2)",
            "0.000 tabs.didSelect(T1)",
            "0.000 T1.viewIsAppearing(false)",
            "0.000 T2.viewDidDisappear(false)",
            "0.000 T1.viewDidAppear(false)",
        ])
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    @Test func tapOnTheSelectedTabReportsBothDidSelectsWithoutAppearance() {
        let stage = Stage()
        let (tabBar, delegate) = show(stage, [tab(stage, "T1"), tab(stage, "T2")])

        tabBar.headless.tap(identifier: "T1")
        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 tabs.shouldSelectTab(T1)",
            "0.000 tabs.shouldSelect(T1)",
            "0.000 tabs.didSelectTab(T1, previous: T1)",
            "0.000 tabs.didSelect(T1)",
        ])
        withExtendedLifetime(delegate) {}
    }

    @Test(arguments: [true, false])
    func tapRefusedByEitherShouldSelectChangesNothing(refusedByTab: Bool) {
        let stage = Stage()
        let (tabBar, delegate) = show(stage, [tab(stage, "T1"), tab(stage, "T2")])
        delegate.allowsTab = !refusedByTab
        delegate.allowsController = refusedByTab

        tabBar.headless.tap(identifier: "T2")
        stage.runUntilIdle()

        stage.expectTrace(
            refusedByTab
                ? ["0.000 tabs.shouldSelectTab(T2)"]
                : [
                    "0.000 tabs.shouldSelectTab(T2)", "0.000 provide(T2)",
                    "0.000 tabs.shouldSelect(T2)",
                ])
        #expect(tabBar.selectedTab?.identifier == "T1")
        #expect(tabBar.selectedViewController === stage.screen("T1"))
        stage.expectNoDiagnostics()
    }

    enum Unreachable: String, CaseIterable, Sendable {
        case unknownIdentifier, hidden, disabled, optionalPlacement, notInCompactTabs
    }

    @Test(arguments: Unreachable.allCases)
    func tapOnATabTheUserCannotReachDoesNothing(_ kind: Unreachable) {
        let stage = Stage()
        let second = tab(stage, "T2")
        let (tabBar, delegate) = show(stage, [tab(stage, "T1"), second])
        switch kind {
        case .unknownIdentifier: break
        case .hidden: second.isHidden = true
        case .disabled: second.isEnabled = false
        case .optionalPlacement: second.preferredPlacement = .optional
        case .notInCompactTabs: tabBar.compactTabIdentifiers = ["T1"]
        }

        tabBar.headless.tap(identifier: kind == .unknownIdentifier ? "T9" : "T2")
        stage.runUntilIdle()

        stage.expectTrace([])
        #expect(tabBar.selectedTab?.identifier == "T1")
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    @Test func selectingByCodeSwitchesWithoutTheDelegateAndIgnoresForeignTabs() {
        let stage = Stage()
        let second = tab(stage, "T2")
        let (tabBar, delegate) = show(stage, [tab(stage, "T1"), second])

        tabBar.selectedTab = tab(stage, "X")
        stage.runUntilIdle()
        stage.expectTrace([])

        tabBar.selectedTab = second
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 provide(T2)",
            "0.000 T2.willMove(toParent: tabs)",
            "0.000 T2.viewDidLoad",
            "0.000 T2.viewWillAppear(false)",
            "0.000 T1.viewWillDisappear(false)",
            "0.000 T2.didMove(toParent: tabs)",
            "0.000 T2.viewIsAppearing(false)",
            "0.000 T1.viewDidDisappear(false)",
            "0.000 T2.viewDidAppear(false)",
        ])

        tabBar.selectedIndex = 0
        #expect(tabBar.selectedTab?.identifier == "T1")
        stage.runUntilIdle()
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    @Test func legacyTapByIndexTapsTheIndexedTabOfTheBar() {
        let stage = Stage()
        let hidden = tab(stage, "Hidden")
        hidden.isHidden = true
        let (tabBar, delegate) = show(stage, [tab(stage, "T1"), hidden, tab(stage, "T3")])

        tabBar.headless.tap(index: 1)
        stage.runUntilIdle()

        #expect(tabBar.selectedTab?.identifier == "T3")
        #expect(tabBar.viewControllers == [stage.screen("T1"), stage.screen("T3")])
        withExtendedLifetime(delegate) {}
    }

    @Test func groupWithAManagingNavigationControllerShowsTheSelectedPathAsItsStack() {
        let stage = Stage()
        stage.becomeAnIPad()  // the sidebar shows on an iPad only
        let navigation = stage.navigation("managed", root: stage.controller("Placeholder"))
        let group = UITabGroup(
            title: "Library", image: nil, identifier: "Library",
            children: [tab(stage, "Books"), tab(stage, "Films")]
        ) { [trace = stage.trace] _ in
            trace.record("provide(Library)")
            return stage.controller("Library")
        }
        group.managingNavigationController = navigation
        let (tabBar, delegate) = show(stage, [tab(stage, "Home"), group])
        #expect(tabBar.mode == .automatic)

        tabBar.headless.tap(identifier: "Films")
        stage.runUntilIdle()

        #expect(tabBar.selectedTab?.identifier == "Films")
        #expect(group.selectedChild?.identifier == "Films")
        #expect(tabBar.selectedViewController === navigation)
        #expect(navigation.viewControllers == [stage.screen("Library"), stage.screen("Films")])
        #expect(stage.screen("Films").tab?.managingTabGroup === group)
        // Only the selected path's providers run (Books' never does); the group's stack is
        // in place before the managing navigation controller appears.
        stage.expectTrace([
            "0.000 tabs.shouldSelectTab(Films)",
            "0.000 tabs.shouldSelect(managed)",
            "0.000 provide(Library)",
            "0.000 provide(Films)",
            "0.000 Library.willMove(toParent: managed)",
            "0.000 Films.willMove(toParent: managed)",
            "0.000 Library.didMove(toParent: managed)",
            "0.000 Films.didMove(toParent: managed)",
            "0.000 managed.viewDidLoad",
            "0.000 managed.viewWillAppear(false)",
            "0.000 Films.viewDidLoad",
            "0.000 Films.viewWillAppear(false) [movingToParent]",
            "0.000 Home.viewWillDisappear(false)",
            "0.000 tabs.didSelectTab(Films, previous: Home)",
            "0.000 tabs.didSelect(managed)",
            "0.000 managed.viewIsAppearing(false)",
            "0.000 Films.viewIsAppearing(false) [movingToParent]",
            "0.000 Home.viewDidDisappear(false)",
            "0.000 managed.viewDidAppear(false)",
            "0.000 Films.viewDidAppear(false) [movingToParent]",
        ])

        navigation.pushViewController(stage.controller("Detail"), animated: false)
        tabBar.headless.tap(identifier: "Home")
        stage.runUntilIdle()
        tabBar.headless.tap(identifier: "Library")  // reselects Films, keeps what was pushed
        stage.runUntilIdle()
        #expect(tabBar.selectedTab?.identifier == "Films")
        #expect(
            navigation.viewControllers == [
                stage.screen("Library"), stage.screen("Films"), stage.screen("Detail"),
            ])

        tabBar.headless.tap(identifier: "Books")
        stage.runUntilIdle()
        #expect(navigation.viewControllers == [stage.screen("Library"), stage.screen("Books")])
        #expect(!stage.alive.contains("Detail"))
        #expect(!stage.alive.contains("Placeholder"))
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    @Test func groupWithoutAManagerChangesOnlyTheSelectedTab() {
        let stage = Stage()
        stage.becomeAnIPad()  // the sidebar shows on an iPad only
        let group = UITabGroup(
            title: "Library", image: nil, identifier: "Library",
            children: [tab(stage, "Books"), tab(stage, "Films")]
        ) { _ in stage.controller("Library") }
        group.defaultChildIdentifier = "Films"
        let (tabBar, delegate) = show(stage, [tab(stage, "Home"), group])

        tabBar.selectedTab = group
        #expect(tabBar.selectedTab?.identifier == "Films")
        #expect(tabBar.selectedViewController === stage.screen("Library"))
        stage.runUntilIdle()
        _ = stage.take()

        tabBar.headless.tap(identifier: "Books")
        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 tabs.shouldSelectTab(Books)",
            "0.000 tabs.shouldSelect(Library)",
            "0.000 tabs.didSelectTab(Books, previous: Films)",
            "0.000 tabs.didSelect(Library)",
        ])
        #expect(!stage.alive.contains("Books"))
        withExtendedLifetime(delegate) {}
    }

    @Test func sidebarTakesTapsOnlyWhenShown() {
        let stage = Stage()
        stage.becomeAnIPad()  // the sidebar shows on an iPad only
        let group = UITabGroup(
            title: "Library", image: nil, identifier: "Library",
            children: [tab(stage, "Books")]
        ) { _ in stage.controller("Library") }
        let (tabBar, delegate) = show(stage, [tab(stage, "Home"), group])
        tabBar.sidebar.isHidden = true

        tabBar.headless.tap(identifier: "Books")
        #expect(tabBar.selectedTab?.identifier == "Home")

        tabBar.sidebar.isHidden = false
        tabBar.mode = .tabBar
        tabBar.headless.tap(identifier: "Books")
        #expect(tabBar.selectedTab?.identifier == "Home")

        tabBar.mode = .tabSidebar
        tabBar.headless.tap(identifier: "Books")
        #expect(tabBar.selectedTab?.identifier == "Books")
        stage.runUntilIdle()
        withExtendedLifetime(delegate) {}
    }

    @Test func replacingTheTabsReleasesTheOldControllersAndKeepsAStillPresentSelection() {
        let stage = Stage()
        let second = tab(stage, "T2")
        let (tabBar, delegate) = show(stage, [tab(stage, "T1"), second])
        tabBar.selectedTab = second
        stage.runUntilIdle()
        #expect(stage.alive == ["tabs", "T1", "T2"])

        tabBar.setTabs([second, tab(stage, "T3")], animated: true)
        stage.runUntilIdle()

        #expect(tabBar.selectedTab === second)
        #expect(stage.alive == ["tabs", "T2"])

        tabBar.viewControllers = [stage.controller("Plain")]
        stage.runUntilIdle()
        #expect(tabBar.tabs.isEmpty)
        #expect(tabBar.selectedTab == nil)
        #expect(second.tabBarController == nil)
        withExtendedLifetime(delegate) {}
        stage.expectNoDiagnostics()
    }

    @Test func hidingTheTabBarSendsNoAppearanceCallbacks() {
        let stage = Stage()
        let (tabBar, delegate) = show(stage, [tab(stage, "T1")])

        tabBar.setTabBarHidden(true, animated: true)
        tabBar.tabBarMinimizeBehavior = .onScrollDown
        tabBar.bottomAccessory = UITabAccessory(contentView: UIView())
        stage.runUntilIdle()

        #expect(tabBar.isTabBarHidden)
        #expect(tabBar.tabBar.isHidden)
        #expect(tabBar.bottomAccessory != nil)
        stage.expectTrace([])
        withExtendedLifetime(delegate) {}
    }

    @Test func groupChildrenDisplayOrderAndLookup() {
        let inner = UITabGroup(
            title: "Inner", image: nil, identifier: "inner",
            children: [UITab(title: "C", image: nil, identifier: "c", viewControllerProvider: nil)],
            viewControllerProvider: nil)
        let a = UITab(title: "A", image: nil, identifier: "a", viewControllerProvider: nil)
        let b = UITab(title: "B", image: nil, identifier: "b", viewControllerProvider: nil)
        let group = UITabGroup(
            title: "G", image: nil, identifier: "g", children: [a, b, inner],
            viewControllerProvider: nil)
        group.displayOrderIdentifiers = ["inner", "nope", "b"]

        #expect(group.displayOrder.map(\.identifier) == ["inner", "b", "a"])
        #expect(group.tab(forIdentifier: "c")?.parent === inner)
        #expect(a.parent === group)
        group.selectedChild = UITab(
            title: "X", image: nil, identifier: "x", viewControllerProvider: nil)
        #expect(group.selectedChild == nil)
        let search = UISearchTab { _ in UIViewController() }
        #expect(search.title == "Search")
        #expect(search.preferredPlacement == .pinned)
    }

    @Test func sidebarDelegateHearsVisibilityChangesWithAnAnimator() {
        let stage = Stage()
        let (tabBar, delegate) = show(stage, [tab(stage, "T1")])
        let sidebarDelegate = SidebarRecorder(trace: stage.trace)
        tabBar.sidebar.delegate = sidebarDelegate

        tabBar.sidebar.isHidden = true
        tabBar.sidebar.isHidden = true
        stage.expectTrace([
            "0.000 sidebar.visibilityWillChange(hidden: true)",
            "0.000 sidebar.animations",
        ])
        stage.runUntilIdle()
        stage.expectTrace(["0.000 sidebar.completion"])
        withExtendedLifetime(delegate) {}
    }
}

/// Records the sidebar delegate's one method and its animator's blocks.
@MainActor
private final class SidebarRecorder: NSObject, UITabBarController.Sidebar.Delegate {
    let trace: CallbackTrace

    init(trace: CallbackTrace) {
        self.trace = trace
        super.init()
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
        animator: any UITabBarController.Sidebar.Animating
    ) {
        trace.record("sidebar.visibilityWillChange(hidden: \(sidebar.isHidden))")
        animator.addAnimations { [trace] in trace.record("sidebar.animations") }
        animator.addCompletion { [trace] in trace.record("sidebar.completion") }
    }
}
