import HeadlessUIKit
import Testing
import WayfinderTesting

@testable import Wayfinder

/// A tap reaches the navigator exactly once, whether the tab bar is built from `UITab`s (UIKit
/// calls both the tab and the view-controller delegate methods) or from `viewControllers`.
@MainActor
@Suite(.navigationChecked) struct UITabTapCountTests {
    /// How many quiet moments the navigator makes for one user tap on the second tab.
    private func quietMomentsForOneTap(usingTabs: Bool) -> Int {
        let app = NavigatorHarness()
        let tabs: UITabBarController
        if usingTabs {
            tabs = UITabBarController(tabs: [
                UITab(title: "A", image: nil, identifier: "a") { _ in app.screen("A") },
                UITab(title: "B", image: nil, identifier: "b") { _ in app.screen("B") },
            ])
        } else {
            tabs = UITabBarController()
            tabs.viewControllers = [app.screen("A"), app.screen("B")]
        }
        app.setRoot(tabs)
        app.navigator.selectTab(0)  // a command: the navigator puts its proxies in
        app.runUntilIdle()
        var count = 0
        app.navigator.observeQuiet {
            count += 1
            return true
        }
        if usingTabs {
            tabs.headless.tap(identifier: "b")
        } else {
            tabs.headless.tap(index: 1)
        }
        app.runUntilIdle()
        return count
    }

    /// UIKit (iOS 26, and HeadlessUIKit) calls both `didSelectTab` and `didSelect` for one
    /// tap on a bar of `UITab`s: only the first reports it to the navigator; on a bar of
    /// `viewControllers` only `didSelect` is called, and it reports.
    @Test func onlyOneOfTheTwoDidSelectMethodsReportsATap() {
        let tabBar = UITabBarController(tabs: [
            UITab(title: "A", image: nil, identifier: "a") { _ in UIViewController() }
        ])
        #expect(reportsTapsThroughTabMethods(tabBar))
        let legacy = UITabBarController()
        legacy.viewControllers = [UIViewController()]
        #expect(!reportsTapsThroughTabMethods(legacy))
    }

    @Test func aTapOnAUITabBarMakesTheSameQuietMomentAsOnAViewControllerBar() {
        let legacy = quietMomentsForOneTap(usingTabs: false)
        #expect(legacy == 1)
        #expect(quietMomentsForOneTap(usingTabs: true) == legacy)
    }
}
