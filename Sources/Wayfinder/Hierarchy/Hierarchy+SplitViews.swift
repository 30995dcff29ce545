extension Hierarchy {
    /// The column of a split view controller the user sees in front, told from UIKit's
    /// public state: collapsed, the compact column's controller if there is one, else the
    /// front-most column whose view is in the window (secondary, supplementary, then
    /// primary; the secondary when none is yet); expanded, the secondary (detail) column. A classic split view controller
    /// answers its last view controller. The answer is the column's navigation controller,
    /// so that the search goes on into its stack.
    static func frontColumn(of split: UISplitViewController) -> UIViewController? {
        guard split.style != .unspecified else { return split.viewControllers.last }
        if split.isCollapsed {
            if let compact = split.viewController(for: .compact) { return compact }
            for column in [UISplitViewController.Column.secondary, .supplementary, .primary] {
                if let container = columnContainer(of: split, column),
                    container.viewIfLoaded?.window != nil
                {
                    return container
                }
            }
            // No column is in the window yet (the split view has not been laid out): UIKit
            // collapses onto the secondary column unless told otherwise ("the system proposes
            // the secondary column", Apple's documentation of
            // `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`).
            return columnContainer(of: split, .secondary) ?? columnContainer(of: split, .primary)
        }
        return columnContainer(of: split, .secondary) ?? split.viewControllers.last
    }

    /// The controller that holds `column`: the navigation controller UIKit wrapped the
    /// column's controller in, or the controller itself when it is a navigation controller.
    ///
    /// The wrapper is read from `viewControllers` (the columns' wrappers, primary,
    /// supplementary then secondary), not through the controller given for the column:
    /// `viewController(for:)` keeps answering that controller after its stack was replaced
    /// (a `setViewControllers` on the wrapper), when it is in no navigation controller.
    static func columnContainer(
        of split: UISplitViewController, _ column: UISplitViewController.Column
    ) -> UIViewController? {
        guard let controller = split.viewController(for: column) else { return nil }
        if controller is UINavigationController { return controller }
        if let wrapper = wrapper(of: column, in: split) { return wrapper }
        return controller.navigationController ?? controller
    }

    /// The navigation controller `viewControllers` holds for `column`, when it holds one per
    /// column set among the primary, supplementary and secondary ones.
    private static func wrapper(
        of column: UISplitViewController.Column, in split: UISplitViewController
    ) -> UINavigationController? {
        let ordered: [UISplitViewController.Column] = [.primary, .supplementary, .secondary]
        guard ordered.contains(column) else { return nil }
        let set = ordered.filter { split.viewController(for: $0) != nil }
        let wrappers = split.viewControllers
        guard wrappers.count == set.count, let index = set.firstIndex(of: column) else {
            return nil
        }
        return wrappers[index] as? UINavigationController
    }

    /// The stack of `navigation` as its own screens and, when it is a collapsed split view's
    /// primary column, the navigation controllers of the columns UIKit nested on top of them,
    /// which stay on top when its own screens change.
    static func ownScreensAndNestedColumns(of navigation: UINavigationController) -> (
        own: [UIViewController], nested: [UIViewController]
    ) {
        var own: [UIViewController] = []
        var nested: [UIViewController] = []
        for controller in navigation.viewControllers {
            if controller is UINavigationController {
                nested.append(controller)
            } else {
                own.append(controller)
            }
        }
        return (own, nested)
    }

    /// The controllers of the columns a column-style split view controller holds outside its
    /// hierarchy: collapsed, a column the user went back from (or that a `show(_:)` took off
    /// the primary column's stack) is in no parent, but the split view controller keeps it
    /// for its column (`viewController(for:)` answers it, "Returns the view controller
    /// associated with the specified column",
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontroller(for:))
    /// and shows it again on `show(_:)`. Its screens are covered, not gone. Empty for any
    /// other controller.
    static func columnsKeptAside(by controller: UIViewController) -> [UIViewController] {
        guard let split = controller as? UISplitViewController, split.style != .unspecified
        else { return [] }
        var columns: [UISplitViewController.Column] = [
            .primary, .supplementary, .secondary, .compact,
        ]
        #if !canImport(UIKit) || canImport(UIKit, _version: 9126)
            if #available(iOS 26.0, *) { columns.append(.inspector) }
        #endif
        var kept: [UIViewController] = []
        for column in columns {
            guard let container = columnContainer(of: split, column), container.parent == nil,
                container.presentingViewController == nil,
                !kept.contains(where: { $0 === container })
            else { continue }
            kept.append(container)
        }
        return kept
    }

    /// Whether a transition of a split view column's `navigation` to the screen `id` is no
    /// longer to come, after a collapse or an expansion: the screen is on top and in the
    /// window already, or covered by the navigation controllers of other columns nested on
    /// top of it (a collapsed split view's primary column), or no longer in the stack (a
    /// nested column taken back by an expansion), or the navigation controller itself left
    /// the window (nested under another column: UIKit changes a stack out of the window
    /// without a transition, as the stack-edit planner's `inWindow` says).
    static func columnShowsWithoutTransition(
        _ id: ObjectIdentifier, in navigation: UINavigationController
    ) -> Bool {
        let stack = navigation.viewControllers
        guard let index = stack.lastIndex(where: { ObjectIdentifier($0) == id }),
            navigation.viewIfLoaded?.window != nil
        else { return true }
        if index == stack.count - 1 { return stack[index].viewIfLoaded?.window != nil }
        return stack[(index + 1)...].allSatisfy { $0 is UINavigationController }
    }

    /// Whether `controller` holds a column of a split view controller: a child of the split
    /// view controller, or, collapsed, the navigation controller of a column (or the
    /// column's controller) that UIKit nested in the primary column's navigation stack; for
    /// a classic split view controller, a navigation controller UIKit pushed on the collapsed
    /// primary one (the secondary's, or one shown with `showDetailViewController`: "a
    /// navigation controller responds by pushing `vc` onto its navigation stack", Apple's
    /// documentation of `showDetailViewController(_:sender:)`).
    static func isSplitColumn(_ controller: UIViewController) -> Bool {
        if controller.parent is UISplitViewController { return true }
        guard let parent = controller.parent as? UINavigationController,
            let split = controller.splitViewController, split.isCollapsed
        else { return false }
        if split.style == .unspecified {
            return controller is UINavigationController && split.viewControllers.first === parent
        }
        let columns: [UISplitViewController.Column] = [.supplementary, .secondary]
        return columns.contains { column in
            guard let columnController = split.viewController(for: column) else { return false }
            return columnController === controller
                || (controller is UINavigationController
                    && columnController.navigationController === controller)
        }
    }
}
