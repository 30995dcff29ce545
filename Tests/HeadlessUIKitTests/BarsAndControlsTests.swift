import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// Navigation items, bar button items, bars and controls keep what app code sets, and the
/// driver's taps run their closure actions.
@MainActor
@Suite struct BarsAndControlsTests {
    @Test func aBarButtonTapRunsItsPrimaryActionUnlessDisabledOrHidden() {
        let trace = CallbackTrace()
        let item = UIBarButtonItem(
            systemItem: .add,
            primaryAction: UIAction(title: "Add") { action in
                trace.record("\(action.title) from \(action.sender is UIBarButtonItem)")
            })
        #expect(item.headless.systemItem == .add)
        #expect(item.title == nil, "a system item keeps its own look")
        #expect(item.headless.tap())
        item.isEnabled = false
        #expect(!item.headless.tap())
        item.isEnabled = true
        item.isHidden = true
        #expect(!item.headless.tap())
        let targetOnly = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        #expect(!targetOnly.headless.tap(), "a selector cannot be sent off Apple platforms")
        expectTrace(trace, ["Add from true"])
    }

    @Test func theNavigationItemKeepsWhatTheScreenSets() {
        let screen = UIViewController()
        screen.title = "Inbox"
        let item = screen.navigationItem
        #expect(item.title == "Inbox")
        item.largeTitleDisplayMode = .never
        item.setRightBarButtonItems([.flexibleSpace(), .fixedSpace(8)], animated: true)
        item.setLeftBarButton(
            UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil), animated: false
        )
        item.setHidesBackButton(true, animated: true)
        item.backButtonDisplayMode = .minimal
        #expect(item.rightBarButtonItem?.headless.systemItem == .flexibleSpace)
        #expect(item.rightBarButtonItems?.last?.width == 8)
        #expect(item.leftBarButtonItem?.title == "Back")
        #expect(item.hidesBackButton)
        #expect(item.largeTitleDisplayMode == .never)
        screen.title = "Mail"
        #expect(item.title == "Mail")
    }

    @Test func navigationAndTabBarsFollowTheirControllers() {
        let stage = Stage()
        let nav = stage.navigation(root: stage.controller("A"))
        let other = stage.controller("B")
        other.tabBarItem = UITabBarItem(
            title: "Two", image: UIImage(systemName: "2.circle"), tag: 2)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, other]
        stage.show(tabs)
        #expect(tabs.tabBar.items?.map(\.title) == ["nav", "Two"])
        #expect(tabs.tabBar.selectedItem === nav.tabBarItem)
        tabs.selectedIndex = 1
        #expect(tabs.tabBar.selectedItem?.tag == 2)

        #expect(nav.isToolbarHidden)
        nav.setToolbarHidden(false, animated: true)
        nav.setNavigationBarHidden(true, animated: false)
        nav.navigationBar.prefersLargeTitles = true
        #expect(!nav.isToolbarHidden)
        #expect(nav.isNavigationBarHidden)
        #expect(nav.navigationBar.prefersLargeTitles)
        stage.runUntilIdle()
        stage.expectNoDiagnostics()
    }

    @Test func aButtonTapRunsItsActionsAndAPullRefreshes() {
        let trace = CallbackTrace()
        let button = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Go") { _ in
                trace.record("primary")
            })
        button.addAction(UIAction { _ in trace.record("touchUpInside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in trace.record("valueChanged") }, for: .valueChanged)
        #expect(button.currentTitle == "Go")
        button.headless.tap()
        button.isEnabled = false
        button.headless.tap()

        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { _ in trace.record("refresh") }, for: .valueChanged)
        refresh.headless.pull()
        refresh.headless.pull()
        #expect(refresh.isRefreshing)
        refresh.endRefreshing()
        expectTrace(trace, ["primary", "touchUpInside", "refresh"])
    }

    @Test func colorsResolveForLightAndDarkAndTintIsInherited() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        var white: CGFloat = 0
        _ = UIColor.label.resolvedColor(with: dark).getRed(
            &white, green: nil, blue: nil, alpha: nil)
        #expect(white == 1)
        #expect(UIColor.systemBackground.resolvedColor(with: dark) == .black)
        #expect(UIColor.systemBackground != .black, "light by default")
        #expect(UIColor.red.withAlphaComponent(0.5).cgColor.alpha == 0.5)

        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        #expect(child.tintColor == .tintColor)
        parent.tintColor = .systemPink
        #expect(child.tintColor == .systemPink)
        parent.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func valueControlsKeepTheirValuesInRange() {
        let slider = UISlider()
        slider.maximumValue = 10
        slider.setValue(12, animated: true)
        #expect(slider.value == 10)
        let progress = UIProgressView(progressViewStyle: .bar)
        progress.setProgress(-1, animated: false)
        #expect(progress.progress == 0)
        #expect(progress.progressViewStyle == .bar)
        let picker = UIDatePicker()
        let date = Date(timeIntervalSince1970: 0)
        picker.setDate(date, animated: false)
        #expect(picker.date == date)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        #expect(blur.effect is UIBlurEffect)
        #expect(blur.contentView.superview == nil)
    }
}
