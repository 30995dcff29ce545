extension Navigator {
    /// Runs one of `run`'s operations of declarative navigation that is not a stack edit.
    func performRouteOperation(_ step: CommandRun.Step, in run: CommandRun) {
        let owner = step.owner
        switch step.operation {
        case .expand(let plan):
            switch plan() {
            case .success(let operations):
                run.splice(operations, of: owner)
            case .failure(let error):
                fail(owner, error, in: run)
            }
        case .setRoot(let root):
            tracer.record(.uikit, .code, "window.rootViewController = \(containerSummary(root))")
            window.rootViewController = root
        case .selectRootTab(let tabs, let identifier):
            guard contains(tabs), selectRootTab(identifier, of: tabs) else {
                fail(
                    owner, NavigationError(.unsupportedTabBar("it has no tab \"\(identifier)\".")),
                    in: run)
                return
            }
        case .showColumn(let split, let column):
            guard contains(split) else { return }
            tracer.record(.uikit, .code, "\(screenName(of: split)).show(.\(columnName(column)))")
            changeColumns(of: split, in: run) { split.show(column) }
        case .hideColumn(let split, let column):
            guard contains(split) else { return }
            tracer.record(.uikit, .code, "\(screenName(of: split)).hide(.\(columnName(column)))")
            changeColumns(of: split, in: run) { split.hide(column) }
        case .displayMode(let split, let mode):
            // Set again when the user changed the display mode since it was preferred.
            guard contains(split), split.displayMode != mode else { return }
            tracer.record(
                .uikit, .code,
                "\(screenName(of: split)).preferredDisplayMode = .\(displayModeName(mode))")
            split.preferredDisplayMode = mode
            waitForColumnTransition(of: split, in: run)
        default:
            break
        }
    }

    /// Shows or hides a column of `split` with `change`, and `run` waits for the change to
    /// end.
    ///
    /// "The split view controller chooses the appropriate transition to display the view
    /// controller in the specified column" (Apple's documentation of `show(_:)`,
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/show(_:)).
    /// Collapsed, the columns above the primary one are nested in the primary column's
    /// navigation stack (`HeadlessBehaviour.collapsedSecondaryIsNestedInThePrimaryStack`), so
    /// the transition is a push or a pop of that navigation controller: the command waits for
    /// its `didShow` of the new top, as for any stack edit, so that the transition is the
    /// command's and not taken for the user's back button. Expanded, it waits for the split
    /// view controller's own transition.
    private func changeColumns(
        of split: UISplitViewController, in run: CommandRun, _ change: () -> Void
    ) {
        let primary =
            split.isCollapsed && split.style != .unspecified
            ? Hierarchy.columnContainer(of: split, .primary) as? UINavigationController : nil
        let topBefore = primary?.viewControllers.last
        change()
        if let primary, let top = primary.viewControllers.last, top !== topBefore,
            primary.viewIfLoaded?.window != nil
        {
            run.wait(for: .didShow(primary, top: top))
            watchForMissedDidShow(on: primary, for: run)
            return
        }
        waitForColumnTransition(of: split, in: run)
    }

    /// `run` waits for the column change just made to end, when it animates: "If an
    /// animation is started due to -show/hideColumn:, the transitionCoordinator for the
    /// UISplitViewController is available following the -show/hideColumn: message."
    /// (`UISplitViewController.h`)
    private func waitForColumnTransition(of split: UISplitViewController, in run: CommandRun) {
        guard let coordinator = split.transitionCoordinator else { return }
        run.wait(for: .completion)
        coordinator.animate(alongsideTransition: nil) { [weak self, run] _ in
            guard let self else { return }
            self.stepFinished(in: run)
        }
    }

    /// Selects the root tab with `identifier` of `tabs`, a tab bar of `UITab`s, through
    /// `selectedTab` (UIKit runs the tab's provider if its controller was never made).
    /// - Returns: whether `tabs` has such a tab (iOS 18 and later).
    private func selectRootTab(_ identifier: String, of tabs: UITabBarController) -> Bool {
        #if canImport(UIKit, _version: 8000) || !canImport(UIKit)
            if #available(iOS 18.0, *) {
                // A root tab, or a child of a tab group (UIKit selects either).
                guard let tab = tabs.tab(forIdentifier: identifier) else {
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

/// `primary`, `secondary`, … as `UISplitViewController.Column` spells it.
@MainActor
func columnName(_ column: UISplitViewController.Column) -> String {
    switch column {
    case .primary: return "primary"
    case .supplementary: return "supplementary"
    case .secondary: return "secondary"
    case .compact: return "compact"
    default: return "inspector"
    }
}

/// `oneBesideSecondary`, … as `UISplitViewController.DisplayMode` spells it.
@MainActor
func displayModeName(_ mode: UISplitViewController.DisplayMode) -> String {
    switch mode {
    case .secondaryOnly: return "secondaryOnly"
    case .oneBesideSecondary: return "oneBesideSecondary"
    case .oneOverSecondary: return "oneOverSecondary"
    case .twoBesideSecondary: return "twoBesideSecondary"
    case .twoOverSecondary: return "twoOverSecondary"
    case .twoDisplaceSecondary: return "twoDisplaceSecondary"
    default: return "automatic"
    }
}
