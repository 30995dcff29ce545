/// How a `close` command ends: the operations that close the screen however it was shown,
/// or why it cannot be closed.
@MainActor
enum ClosePlan {
    /// These operations close it, in order (they run as the command's next steps).
    case operations([NavigationOperation])
    /// The screen already left a moment ago: closing it again is superseded, not an error.
    case superseded
    /// It cannot be closed; nothing changes.
    case failed(NavigationError)
}

/// Works out how to close a screen from how it was shown: pure, reading where the screen is.
@MainActor
enum ClosePlanner {
    /// The plan to close `screen`: pop to the screen below it in its stack (dismissing what
    /// it presents first), dismiss it (or its presented stack, when it is that stack's root),
    /// or unembed it from a custom container. A tab, a split view column, the root of a stack
    /// shown in place and the window's root cannot be closed.
    ///
    /// - Parameters:
    ///   - inWindow: whether `screen` is in the window's hierarchy.
    ///   - leftRecently: whether it left the window a moment ago.
    static func plan(closing screen: UIViewController, inWindow: Bool, leftRecently: Bool)
        -> ClosePlan
    {
        let name = screenName(of: screen)
        guard inWindow else {
            return leftRecently ? .superseded : .failed(NavigationError(.notManaged(name)))
        }
        // A column's navigation controller nested in a collapsed split view's primary stack
        // is a column, not a pushed screen.
        if screen is UINavigationController, Hierarchy.isSplitColumn(screen) {
            return .failed(
                NavigationError(.cannotClose(name, because: Navigator.splitColumnReason)))
        }
        if let navigation = screen.navigationController,
            let index = navigation.viewControllers.firstIndex(where: { $0 === screen })
        {
            if index > 0 {
                var operations: [NavigationOperation] = []
                if let above = screen.presentedViewController {
                    operations.append(.dismiss(above, ifNotPresented: .supersededIfJustLeft))
                }
                operations.append(.popTo(navigation.viewControllers[index - 1]))
                return .operations(operations)
            } else if navigation.parent == nil, navigation.presentingViewController != nil {
                return .operations([.dismiss(navigation, ifNotPresented: .supersededIfJustLeft)])
            } else if Hierarchy.isSplitColumn(navigation) {
                return .failed(
                    NavigationError(.cannotClose(name, because: Navigator.splitColumnReason)))
            } else if let parent = navigation.parent, !(parent is UITabBarController) {
                return .operations([.unembed(navigation)])
            } else {
                return .failed(
                    NavigationError(
                        .cannotClose(
                            name,
                            because: "it is the root of a navigation stack that is not "
                                + "presented. Pop to it, or replace the stack with setStack.")))
            }
        } else if screen.parent == nil, screen.presentingViewController != nil {
            return .operations([.dismiss(screen, ifNotPresented: .supersededIfJustLeft)])
        } else if screen.parent is UISplitViewController {
            return .failed(
                NavigationError(.cannotClose(name, because: Navigator.splitColumnReason)))
        } else if let parent = screen.parent, !(parent is UITabBarController) {
            return .operations([.unembed(screen)])
        } else if screen.parent is UITabBarController {
            return .failed(
                NavigationError(
                    .cannotClose(
                        name, because: "it is a tab. Select another tab with selectTab.")))
        } else {
            return .failed(
                NavigationError(
                    .cannotClose(
                        name,
                        because: "it is the window's root view controller. Set a new root "
                            + "instead.")))
        }
    }
}
