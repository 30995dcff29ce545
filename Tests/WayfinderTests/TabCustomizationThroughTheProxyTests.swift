import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// The app's tab delegate, recording the sidebar's customization callbacks.
@MainActor
private final class CustomizingDelegate: NSObject, UITabBarControllerDelegate {
    var calls: [String] = []

    func tabBarController(
        _ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]
    ) {
        calls.append("visibility \(tabs.map(\.identifier))")
    }

    func tabBarController(
        _ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup
    ) {
        calls.append("order \(group.displayOrderIdentifiers)")
    }
}

/// With Wayfinder's proxy in front of it, the app's tab delegate still hears the methods the
/// proxy does not use itself (on iOS the Objective-C runtime forwards them; on HeadlessUIKit
/// the proxy does).
@MainActor
@Suite(.navigationChecked) struct TabCustomizationThroughTheProxyTests {
    @Test func sidebarCustomizationReachesTheAppsDelegateOnce() {
        let app = NavigatorHarness()
        let children = ["a", "b"].map { name in
            let tab = UITab(title: name, image: nil, identifier: name) { _ in
                app.screen(name.uppercased())
            }
            tab.allowsHiding = true
            return tab
        }
        let group = UITabGroup(
            title: "Group", image: nil, identifier: "group", children: children
        ) { _ in app.screen("Group") }
        group.allowsReordering = true
        let tabs = UITabBarController(tabs: [group])
        tabs.mode = .tabSidebar
        app.leaks.track(tabs, "tabs")
        // An iPad's sidebar: on an iPhone `.tabSidebar` is the regular tab bar (Apple's
        // `UITabBarController.Mode.tabSidebar`: "On iPhone and Apple TV, the system displays
        // the platform’s regular tab bar").
        tabs.traitOverrides.userInterfaceIdiom = .pad
        tabs.traitOverrides.horizontalSizeClass = .regular
        let delegate = CustomizingDelegate()
        tabs.delegate = delegate
        app.setRoot(tabs)
        app.navigator.push(app.screen("Detail"))
        app.runUntilIdle()
        #expect(tabs.delegate !== delegate)  // Wayfinder's proxy is in front

        tabs.headless.setHidden(true, identifiers: ["b"])
        tabs.headless.moveTab(identifier: "b", to: 0)
        app.runUntilIdle()

        #expect(delegate.calls == ["visibility [\"b\"]", "order [\"b\", \"a\"]"])
    }
}
