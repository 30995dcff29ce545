#if !canImport(UIKit)
    import HeadlessUIKit
    import Wayfinder
    import WayfinderTesting

    /// What HeadlessUIKit shows, read straight from UIKit's public properties
    /// (`rootViewController`, `viewControllers`, `selectedIndex`, `children`,
    /// `presentedViewController`) without any of Wayfinder's code: the independent side of
    /// invariant 1.
    @MainActor
    enum FuzzUIKitReading {
        /// The tree of `window`, built the way `NavigationTree` promises to print it.
        static func tree(of window: UIWindow) -> NavigationTree {
            NavigationTree(root: window.rootViewController.map(node))
        }

        private static func node(_ controller: UIViewController) -> NavigationTree.Node {
            let children = containedControllers(of: controller)
            var kind: NavigationTree.Node.Kind
            var selected: Int?
            if controller is UINavigationController {
                kind = .navigation
            } else if let tabs = controller as? UITabBarController {
                kind = .tabs
                if let tabControllers = tabs.viewControllers, !tabControllers.isEmpty {
                    selected = tabs.selectedIndex
                }
            } else {
                kind = children.isEmpty ? .screen : .container
            }
            let presented = presentedByItself(controller).map {
                NavigationTree.Presented(
                    style: styleName($0.modalPresentationStyle), node: node($0))
            }
            return NavigationTree.Node(
                kind: kind, name: name(of: controller), children: children.map(node),
                selectedIndex: selected, presented: presented)
        }

        /// A navigation controller's stack, a tab bar controller's tabs, else the children.
        static func containedControllers(of controller: UIViewController) -> [UIViewController] {
            if let navigation = controller as? UINavigationController {
                return navigation.viewControllers
            }
            if let tabs = controller as? UITabBarController { return tabs.viewControllers ?? [] }
            return controller.children
        }

        /// What `controller` itself presents (UIKit answers `presentedViewController` for an
        /// ancestor's presentation too; the tree hangs it on the presenter).
        static func presentedByItself(_ controller: UIViewController) -> UIViewController? {
            guard let presented = controller.presentedViewController,
                presented.presentingViewController === controller
            else { return nil }
            return presented
        }

        /// A controller reached twice while walking the window (a presentation or containment
        /// cycle, which would make any walk endless), or `nil`.
        static func cycle(in window: UIWindow) -> UIViewController? {
            var seen: [UIViewController] = []
            var repeated: UIViewController?
            func visit(_ controller: UIViewController) {
                guard repeated == nil else { return }
                if seen.contains(where: { $0 === controller }) {
                    repeated = controller
                    return
                }
                seen.append(controller)
                containedControllers(of: controller).forEach(visit)
                if let presented = presentedByItself(controller) { visit(presented) }
            }
            window.rootViewController.map(visit)
            return repeated
        }

        /// Every controller in the window: containers before their children, presenters before
        /// what they present. Stops at a controller reached twice (see ``cycle(in:)``).
        static func controllers(in window: UIWindow) -> [UIViewController] {
            var result: [UIViewController] = []
            func visit(_ controller: UIViewController) {
                guard !result.contains(where: { $0 === controller }) else { return }
                result.append(controller)
                containedControllers(of: controller).forEach(visit)
                if let presented = presentedByItself(controller) { visit(presented) }
            }
            window.rootViewController.map(visit)
            return result
        }

        /// Whether a presentation or dismissal runs in the window: a controller takes part in
        /// a transition whose coordinator has a presentation style. `isBeingPresented` and
        /// `isBeingDismissed` alone miss it: they are true only inside the appearance
        /// callbacks ("true only if called during the execution of ViewWillDisappear(Boolean)
        /// or ViewDidDisappear(Boolean)", the Xamarin.iOS reference of `isBeingDismissed`,
        /// https://learn.microsoft.com/en-us/dotnet/api/uikit.uiviewcontroller.isbeingdismissed),
        /// not between `viewWillDisappear` and `viewDidDisappear` while the dismissal animates;
        /// a push or pop's coordinator has the style `.none`.
        static func presentationRuns(in window: UIWindow) -> Bool {
            controllers(in: window).contains {
                $0.isBeingPresented || $0.isBeingDismissed
                    || ($0.transitionCoordinator.map { $0.presentationStyle != .none } ?? false)
            }
        }

        /// Whether any controller of the window is in a transition.
        static func transitionRuns(in window: UIWindow) -> Bool {
            controllers(in: window).contains { $0.transitionCoordinator != nil }
        }

        /// The top of the presentation chain (the root when nothing is presented): the last
        /// presented controller of the walk, since each presentation hangs below the previous.
        static func topOfPresentationChain(in window: UIWindow) -> UIViewController? {
            controllers(in: window).last { $0.parent == nil && $0.presentingViewController != nil }
                ?? window.rootViewController
        }

        /// The navigation controller the user sees in front: the top of the presentation
        /// chain, or its selected tab, when it is one.
        static func frontNavigation(in window: UIWindow) -> UINavigationController? {
            var current = topOfPresentationChain(in: window)
            while let controller = current {
                if let navigation = controller as? UINavigationController { return navigation }
                if let split = controller as? UISplitViewController {
                    current = frontColumn(of: split)
                    continue
                }
                guard let tabs = controller as? UITabBarController else { return nil }
                current = tabs.selectedViewController
            }
            return nil
        }

        /// The column container of a split view controller that is on screen in front:
        /// collapsed, the one whose view is in the window; expanded, the secondary column's.
        static func frontColumn(of split: UISplitViewController) -> UIViewController? {
            let containers = [UISplitViewController.Column.secondary, .primary].compactMap {
                column -> UIViewController? in
                guard let controller = split.viewController(for: column) else { return nil }
                return controller as? UINavigationController ?? controller.navigationController
            }
            guard split.isCollapsed else { return containers.first }
            return containers.first { $0.viewIfLoaded?.window != nil }
        }

        /// The screen a zoom's interactive dismissal would act on: the top of the
        /// presentation chain when it was presented with a preferred transition, else the top
        /// of the front navigation controller when it was pushed with one.
        static func frontZoomedScreen(in window: UIWindow) -> UIViewController? {
            if let top = topOfPresentationChain(in: window), top.presentingViewController != nil {
                return top.preferredTransition != nil ? top : nil
            }
            guard let navigation = frontNavigation(in: window),
                navigation.viewControllers.count > 1, let top = navigation.topViewController,
                top.preferredTransition != nil
            else { return nil }
            return top
        }

        /// Title, else type name: the name `NavigationTree` documents.
        static func name(of controller: UIViewController) -> String {
            if let title = controller.title, !title.isEmpty { return title }
            return String(describing: type(of: controller))
        }

        /// UIKit's spelling of a presentation style.
        static func styleName(_ style: UIModalPresentationStyle) -> String {
            switch style {
            case .automatic: "automatic"
            case .fullScreen: "fullScreen"
            case .pageSheet: "pageSheet"
            case .formSheet: "formSheet"
            case .overFullScreen: "overFullScreen"
            case .overCurrentContext: "overCurrentContext"
            case .currentContext: "currentContext"
            default: "style(\(style.rawValue))"
            }
        }
    }
#endif
