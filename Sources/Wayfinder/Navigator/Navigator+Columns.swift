extension Navigator {
    /// Shows `viewController` in a column of a split view controller, queued like every
    /// other command: the column's navigation stack becomes `[viewController]`, and the
    /// column is shown when it is not (expanded, UIKit's `show(_:)` picks the display mode
    /// that shows it; collapsed, it comes on top of the collapsed stack, as a push).
    ///
    /// This is what selecting a row of a sidebar or a list does in an iPad app: the detail
    /// column shows the new screen in place of the old one, and on an iPhone (collapsed) it
    /// slides in over the list.
    ///
    /// ```swift
    /// navigator.show(MessageViewController(id: 7), in: .secondary)
    /// ```
    ///
    /// The stack change animates when the column is on screen; the screen it replaces leaves
    /// (its `onFinish` hears `.code`). Fails, with nothing changed, when there is no such
    /// split view controller or it has no navigation controller in that column
    /// (`noSplitColumn`), or when the screen is already shown elsewhere.
    ///
    /// - Parameters:
    ///   - viewController: the screen to show; not a navigation controller.
    ///   - column: the column: `.primary`, `.supplementary`, `.secondary` (or `.inspector`
    ///     on iOS 26).
    ///   - split: the split view controller; `nil` for the one the front-most screen is in,
    ///     else the window's root or selected tab when it is one.
    ///   - animated: whether the change animates.
    /// - Returns: the transition.
    @discardableResult
    public func show(
        _ viewController: UIViewController, in column: UISplitViewController.Column,
        of split: UISplitViewController? = nil, animated: Bool = true
    ) -> NavigatorTransition {
        let name = columnName(column)
        weak let given = split
        let hadSplit = split != nil
        // Described as the stack it sets, the one operation it is planned to be.
        let command = NavigationCommand.batch(
            [NavigationOperation.setStack([viewController]).command(animated: animated)],
            animated: animated)
        return enqueuePlanned(command, animated: animated) { [weak self] in
            guard let self else { return .success([]) }
            let target = hadSplit ? given : self.frontSplitViewController()
            guard let target, self.contains(target) else {
                return .failure(
                    NavigationError(
                        .noSplitColumn(
                            column: name,
                            detail: hadSplit
                                ? "the split view controller given is not in the window"
                                : "no split view controller is in front")))
            }
            guard column != .compact,
                let navigation = Hierarchy.columnContainer(of: target, column)
                    as? UINavigationController
            else {
                return .failure(
                    NavigationError(
                        .noSplitColumn(
                            column: name,
                            detail: "\(screenName(of: target)) has no navigation controller "
                                + "in that column")))
            }
            if viewController is UINavigationController {
                return .failure(
                    NavigationError(.pushingNavigationController(screenName(of: viewController))))
            }
            if viewController.parent != nil || viewController.presentingViewController != nil
                || viewController.viewIfLoaded?.window != nil
            {
                return .failure(NavigationError(.alreadyShown(screenName(of: viewController))))
            }
            let onScreen = navigation.viewIfLoaded?.window != nil
            // Column navigation controllers nested in this one (a collapsed primary) stay.
            let nested = Hierarchy.ownScreensAndNestedColumns(of: navigation).nested
            var operations: [NavigationOperation] = [
                .setStack([viewController] + nested, of: navigation, animated: animated && onScreen)
            ]
            if !onScreen { operations.append(.showColumn(target, column)) }
            return .success(operations)
        }
    }

    /// The split view controller the front-most screen is in; else the window's root, or its
    /// root tab bar's selected tab, when it is one.
    func frontSplitViewController() -> UISplitViewController? {
        var current = topmost
        while let controller = current {
            if let split = controller as? UISplitViewController { return split }
            current = controller.parent
        }
        let root = window.rootViewController
        if let split = root as? UISplitViewController { return split }
        return (root as? UITabBarController)?.selectedViewController as? UISplitViewController
    }
}
