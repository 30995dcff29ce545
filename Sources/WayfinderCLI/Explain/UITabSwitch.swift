import Foundation
import HeadlessUIKit
import WayfinderTesting

/// `wayfinder explain uitab-switch`: a tab bar of iOS 18 `UITab`s; the user taps the second
/// tab, whose view controller its provider makes only now.
@MainActor
enum UITabSwitch {
    /// Shows tabs `a` (A) and `b` (B), then records the tap on `b`.
    static func run(_ stage: Stage, animated: Bool) {
        let tabBar = TracedTabBarController("tabs", trace: stage.trace, tabs: [])
        let delegate = UITabDelegateTrace(trace: stage.trace)
        tabBar.delegate = delegate
        stage.retain(delegate)
        stage.register(tabBar, as: "tabs", kind: .tabs)
        tabBar.tabs = ["A", "B"].map { name in
            UITab(title: name, image: nil, identifier: name.lowercased()) { _ in
                stage.trace.record("tab \(name.lowercased()).viewControllerProvider → \(name)")
                let screen = TracedViewController(name, trace: stage.trace)
                stage.register(screen, as: name, kind: .screen)
                return screen
            }
        }
        stage.window.rootViewController = tabBar
        stage.window.makeKeyAndVisible()
        stage.runUntilIdle()
        stage.beginRecording()
        stage.step("user taps the tab \"b\" (B)", subject: "tabs")
        tabBar.headless.tap(identifier: "b")
        stage.runUntilIdle()
        stage.note(
            "B is made by its tab's provider on this first selection; UIKit asks and tells the "
                + "delegate through both the UITab methods and the view-controller ones.")
    }

    /// Records the tab bar delegate's calls, `UITab` and view-controller methods alike.
    private final class UITabDelegateTrace: NSObject, UITabBarControllerDelegate {
        let trace: CallbackTrace

        init(trace: CallbackTrace) {
            self.trace = trace
            super.init()
        }

        func tabBarController(
            _ tabBarController: UITabBarController, shouldSelectTab tab: UITab
        ) -> Bool {
            trace.record("tabs.shouldSelectTab(\(tab.identifier))")
            return true
        }

        func tabBarController(
            _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
            previousTab: UITab?
        ) {
            trace.record(
                "tabs.didSelectTab(\(selectedTab.identifier), previousTab: "
                    + "\(previousTab?.identifier ?? "nil"))")
        }

        func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool {
            trace.record("tabs.shouldSelect(\(traceName(of: viewController)))")
            return true
        }

        func tabBarController(
            _ tabBarController: UITabBarController, didSelect viewController: UIViewController
        ) {
            trace.record("tabs.didSelect(\(traceName(of: viewController)))")
        }
    }
}
