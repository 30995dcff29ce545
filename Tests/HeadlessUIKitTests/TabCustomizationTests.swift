import HeadlessUIKit
import Testing
import WayfinderTesting

/// A delegate that records the customization callbacks.
private final class CustomizationDelegate: NSObject, UITabBarControllerDelegate {
    let trace: CallbackTrace

    init(trace: CallbackTrace) {
        self.trace = trace
        super.init()
    }

    func tabBarController(
        _ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]
    ) {
        trace.record("visibility \(tabs.map { "\($0.identifier)=\($0.isHidden)" })")
    }

    func tabBarController(
        _ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup
    ) {
        trace.record("order \(group.identifier) \(group.displayOrderIdentifiers)")
    }
}

/// The user's sidebar customization of iOS 18 tabs: hiding tabs and reordering a group.
@MainActor
@Suite struct TabCustomizationTests {
    private func makeTabs(trace: CallbackTrace) -> (UITabBarController, CustomizationDelegate) {
        let children = ["a", "b", "c"].map { name in
            let tab = UITab(title: name, image: nil, identifier: name) { _ in UIViewController() }
            tab.allowsHiding = name != "c"
            return tab
        }
        let group = UITabGroup(
            title: "Group", image: nil, identifier: "group", children: children
        ) { _ in UIViewController() }
        group.allowsReordering = true
        let home = UITab(title: "Home", image: nil, identifier: "home") { _ in
            UIViewController()
        }
        let tabs = UITabBarController(tabs: [home, group])
        tabs.mode = .tabSidebar
        // An iPad's sidebar: on an iPhone `.tabSidebar` is the regular tab bar ("On iPhone and
        // Apple TV, the system displays the platform’s regular tab bar", Apple's
        // `UITabBarController.Mode.tabSidebar`).
        tabs.traitOverrides.userInterfaceIdiom = .pad
        tabs.traitOverrides.horizontalSizeClass = .regular
        let delegate = CustomizationDelegate(trace: trace)
        tabs.delegate = delegate
        return (tabs, delegate)
    }

    @Test func hidingAndReorderingInTheSidebarTellTheDelegateInOrder() {
        let trace = CallbackTrace()
        let (tabs, delegate) = makeTabs(trace: trace)
        let group = tabs.tab(forIdentifier: "group") as? UITabGroup

        tabs.headless.setHidden(true, identifiers: ["b", "c", "a", "missing"])
        tabs.headless.setHidden(true, identifiers: ["a"])  // already hidden: nothing
        tabs.headless.moveTab(identifier: "c", to: 0)
        tabs.headless.moveTab(identifier: "home", to: 0)  // a root tab: nothing
        tabs.headless.moveTab(identifier: "c", to: 0)  // its own place: nothing
        tabs.headless.moveTab(identifier: "a", to: 7)  // out of range: nothing
        tabs.headless.setHidden(false, identifiers: ["a"])

        #expect(group?.displayOrder.map(\.identifier) == ["c", "a", "b"])
        #expect(tabs.tab(forIdentifier: "c")?.isHidden == false)
        expectTrace(
            trace,
            [
                "visibility [\"b=true\", \"a=true\"]",
                "order group [\"c\", \"a\", \"b\"]",
                "visibility [\"a=false\"]",
            ])
        _ = delegate
    }

    @Test func withoutAShownSidebarOrReorderingNothingChanges() {
        let trace = CallbackTrace()
        let (tabs, delegate) = makeTabs(trace: trace)
        tabs.sidebar.isHidden = true
        tabs.headless.setHidden(true, identifiers: ["a"])
        tabs.headless.moveTab(identifier: "b", to: 0)
        #expect(tabs.tab(forIdentifier: "a")?.isHidden == false)

        tabs.sidebar.isHidden = false
        (tabs.tab(forIdentifier: "group") as? UITabGroup)?.allowsReordering = false
        tabs.headless.moveTab(identifier: "b", to: 0)
        #expect(
            (tabs.tab(forIdentifier: "group") as? UITabGroup)?.displayOrderIdentifiers == [])
        expectTrace(trace, [])
        _ = delegate
    }
}
