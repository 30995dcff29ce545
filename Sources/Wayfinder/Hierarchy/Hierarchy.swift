/// Read-only questions about what a window shows, answered from UIKit's public state.
@MainActor
enum Hierarchy {
    /// The controller `viewController` presents itself (not one an ancestor presents).
    static func ownPresented(_ viewController: UIViewController) -> UIViewController? {
        guard let presented = viewController.presentedViewController,
            presented.presentingViewController === viewController
        else { return nil }
        return presented
    }

    /// The child a container shows in front: navigation top, selected tab, a split view
    /// controller's front column, or a ``NavigationContainer``'s front child.
    ///
    /// - Parameter plainTypes: the classes the caller's walks found not to adopt
    ///   ``NavigationContainer`` (``PlainTypes``).
    static func frontChild(
        of viewController: UIViewController, plainTypes: inout PlainTypes
    ) -> UIViewController? {
        if let navigation = viewController as? UINavigationController {
            return navigation.topViewController
        }
        if let tabs = viewController as? UITabBarController {
            return tabs.selectedViewController
        }
        if let split = viewController as? UISplitViewController {
            return frontColumn(of: split)
        }
        return plainTypes.container(viewController)?.frontmostChild
    }

    /// The front-most screen from `start`: follows presentations (skipping any in
    /// `dismissing`), navigation tops, selected tabs and custom containers.
    static func topmost(
        from start: UIViewController, dismissing: Set<ObjectIdentifier>,
        plainTypes: inout PlainTypes
    ) -> UIViewController {
        var current = start
        while true {
            if let presented = ownPresented(current),
                !dismissing.contains(ObjectIdentifier(presented))
            {
                current = presented
            } else if let child = frontChild(of: current, plainTypes: &plainTypes) {
                current = child
            } else {
                return current
            }
        }
    }

    /// The visible screen inside `viewController`, without following presentations.
    static func frontScreen(
        in viewController: UIViewController, plainTypes: inout PlainTypes
    ) -> UIViewController {
        var current = viewController
        while let child = frontChild(of: current, plainTypes: &plainTypes) { current = child }
        return current
    }

    /// Every controller in the window, parents before children, a presenter before what it
    /// presents.
    static func allControllers(in window: UIWindow) -> [UIViewController] {
        guard let root = window.rootViewController else { return [] }
        var result: [UIViewController] = []
        visitAll(root, into: &result)
        return result
    }

    /// Appends `viewController` and every controller inside it, parents first.
    static func visitAll(
        _ viewController: UIViewController, into result: inout [UIViewController]
    ) {
        result.append(viewController)
        let children = viewController.children
        for child in children { visitAll(child, into: &result) }
        if !children.isEmpty {
            for kept in columnsKeptAside(by: viewController) { visitAll(kept, into: &result) }
        }
        if let presented = ownPresented(viewController) { visitAll(presented, into: &result) }
    }

    /// The controllers in front: every controller in the window except the covered screens
    /// of navigation stacks (all but the top) and what is inside them, parents first.
    static func frontControllers(in window: UIWindow) -> [UIViewController] {
        guard let root = window.rootViewController else { return [] }
        var result: [UIViewController] = []
        visitFront(root, into: &result)
        return result
    }

    private static func visitFront(
        _ viewController: UIViewController, into result: inout [UIViewController]
    ) {
        result.append(viewController)
        if let navigation = viewController as? UINavigationController {
            if let top = navigation.topViewController { visitFront(top, into: &result) }
        } else {
            for child in viewController.children { visitFront(child, into: &result) }
            // A column a collapsed split view keeps aside may still run the user's gesture.
            for kept in columnsKeptAside(by: viewController) { visitFront(kept, into: &result) }
        }
        if let presented = ownPresented(viewController) { visitFront(presented, into: &result) }
    }

    /// The controller at the bottom of `viewController`'s presentation chain: its root
    /// ancestor, then that one's presenter's root, and so on.
    static func baseRoot(of viewController: UIViewController) -> UIViewController {
        var current = rootAncestor(of: viewController)
        while let presenter = current.presentingViewController {
            current = rootAncestor(of: presenter)
        }
        return current
    }

    /// The ancestor with no parent.
    static func rootAncestor(of viewController: UIViewController) -> UIViewController {
        var current = viewController
        while let parent = current.parent { current = parent }
        return current
    }

    /// Whether a transition runs in the window: the question `runningCoordinators` answers,
    /// without making anything.
    static func isTransitionRunning(in window: UIWindow) -> Bool {
        guard let root = window.rootViewController else { return false }
        return isTransitionRunning(from: root)
    }

    /// Whether a transition runs in `viewController` or in front inside it.
    static func isTransitionRunning(from viewController: UIViewController) -> Bool {
        if viewController.transitionCoordinator != nil { return true }
        if let navigation = viewController as? UINavigationController {
            if let top = navigation.topViewController, isTransitionRunning(from: top) {
                return true
            }
        } else {
            for child in viewController.children where isTransitionRunning(from: child) {
                return true
            }
            // A column a collapsed split view took off screen (the user showed another) is in
            // no parent, but the user's swipe-back that began on it before may still run: a
            // push on it now would nest in that pop ("nested push animation").
            for kept in columnsKeptAside(by: viewController) where isTransitionRunning(from: kept) {
                return true
            }
        }
        if let presented = ownPresented(viewController) {
            return isTransitionRunning(from: presented)
        }
        return false
    }

    /// The coordinators of the transitions running in the window. Covered screens of a
    /// navigation stack share their navigation controller's, so only the front is asked.
    static func runningCoordinators(in window: UIWindow)
        -> [any UIViewControllerTransitionCoordinator]
    {
        var seen = Set<ObjectIdentifier>()
        var result: [any UIViewControllerTransitionCoordinator] = []
        for controller in frontControllers(in: window) {
            guard let coordinator = controller.transitionCoordinator else { continue }
            if seen.insert(ObjectIdentifier(coordinator)).inserted { result.append(coordinator) }
        }
        return result
    }
}
