extension Navigator {
    /// Runs one of the operations of declarative navigation that is not a stack edit.
    func performRouteOperation(_ step: CommandRun.Step) {
        let owner = step.owner
        switch step.operation {
        case .expand(let plan):
            switch plan() {
            case .success(let operations):
                queue.run?.splice(operations, of: owner)
            case .failure(let error):
                fail(owner, error)
            }
        case .setRoot(let root):
            tracer.record(.uikit, .code, "window.rootViewController = \(containerSummary(root))")
            window.rootViewController = root
        case .selectRootTab(let tabs, let identifier):
            guard contains(tabs), selectRootTab(identifier, of: tabs) else {
                fail(owner, NavigationError(.unsupportedTabBar("it has no tab \"\(identifier)\".")))
                return
            }
        default:
            break
        }
    }

    /// Selects the root tab with `identifier` of `tabs`, a tab bar of `UITab`s, through
    /// `selectedTab` (UIKit runs the tab's provider if its controller was never made).
    /// - Returns: whether `tabs` has such a tab (iOS 18 and later).
    private func selectRootTab(_ identifier: String, of tabs: UITabBarController) -> Bool {
        #if canImport(UIKit, _version: 8000) || !canImport(UIKit)
            if #available(iOS 18.0, *) {
                guard let tab = tabs.tabs.first(where: { $0.identifier == identifier }) else {
                    return false
                }
                guard tabs.selectedTab !== tab else { return true }
                tracer.record(
                    .uikit, .code, "\(screenName(of: tabs)).selectedTab = tab \"\(identifier)\"")
                tabs.selectedTab = tab
                return true
            }
        #endif
        return false
    }
}

/// `UINavigationController[A, B]`, `UITabBarController[UINavigationController[A], …]`, or the
/// screen's name.
@MainActor
func containerSummary(_ viewController: UIViewController) -> String {
    let name = screenName(of: viewController)
    if let navigation = viewController as? UINavigationController {
        return name + "["
            + navigation.viewControllers.map(screenName(of:))
            .joined(separator: ", ") + "]"
    }
    if let tabs = viewController as? UITabBarController {
        return name + "["
            + (tabs.viewControllers ?? []).map(containerSummary)
            .joined(separator: ", ") + "], selected \(tabs.selectedIndex)"
    }
    return name
}
