#if !canImport(UIKit)
    import HeadlessUIKit
    import Wayfinder
    import WayfinderTesting

    /// Reads the state a window shows from UIKit alone, independently of `RouteNavigator`:
    /// the routes fuzzer's factory titles every screen with its route.
    @MainActor
    enum RouteFuzzReading {
        /// The indexes (in `rootStacks`) of the split views never shown in `window`.
        static func unshownSplits(in window: UIWindow) -> Set<Int> {
            let root = window.rootViewController
            if let split = root as? UISplitViewController {
                return split.viewIfLoaded == nil ? [0] : []
            }
            let tabs = (root as? UITabBarController)?.viewControllers ?? []
            return Set(
                tabs.indices.filter {
                    (tabs[$0] as? UISplitViewController).map { $0.viewIfLoaded == nil } ?? false
                })
        }

        /// The state `window` shows. The sheet state of a modal is read (from its sheet
        /// presentation controller's `selectedDetentIdentifier` and `isModalInPresentation`)
        /// where `reference` has one at the same index: which sheets a route navigator keeps
        /// is not UIKit's to say, their detent and refusal are.
        static func state(
            of window: UIWindow, sheetsOf reference: NavigationState<String>? = nil
        ) -> NavigationState<String>? {
            guard let rootController = window.rootViewController else { return nil }
            var modals: [NavigationState<String>.Modal] = []
            var presenter: UIViewController = rootController
            var alert: RouteAlert?
            while let presented = presenter.presentedViewController, presented !== presenter {
                if let shown = presented as? UIAlertController {
                    alert = Self.alert(shown)
                    break
                }
                let style: NavigationState<String>.ModalStyle =
                    presented.modalPresentationStyle == .fullScreen ? .fullScreen : .sheet
                if let navigation = presented as? UINavigationController {
                    modals.append(.init(titles(navigation), style: style))
                } else {
                    modals.append(
                        .init([presented.title ?? "?"], style: style, inNavigation: false))
                }
                if let reference, reference.modals.indices.contains(modals.count - 1),
                    reference.modals[modals.count - 1].sheet != nil,
                    let sheet = presented.sheetPresentationController
                {
                    modals[modals.count - 1].sheet = .init(
                        detent: sheet.selectedDetentIdentifier.map {
                            NavigationState<String>.SheetState.Detent(rawValue: $0.rawValue)
                        },
                        allowsSwipeToDismiss: !presented.isModalInPresentation)
                }
                presenter = presented
            }
            var state: NavigationState<String>
            if let navigation = rootController as? UINavigationController {
                state = NavigationState(stack: titles(navigation), modals: modals)
            } else if let split = rootController as? UISplitViewController {
                let (primary, columns) = read(split, in: window)
                state = NavigationState(stack: primary, modals: modals)
                state.splits[0] = columns
            } else if let tabs = rootController as? UITabBarController {
                var splits: [Int: NavigationState<String>.Split] = [:]
                let stacks = (tabs.viewControllers ?? []).enumerated().map { index, tab in
                    if let split = tab as? UISplitViewController {
                        let (primary, columns) = read(split, in: window)
                        splits[index] = columns
                        return primary
                    }
                    return (tab as? UINavigationController).map(titles) ?? ["?"]
                }
                state = NavigationState(tabs: stacks, selected: tabs.selectedIndex, modals: modals)
                state.splits = splits
            } else {
                return nil
            }
            state.alert = alert
            return state
        }

        /// The fuzzer's alert that `controller` shows, when its title, message, style and
        /// buttons are exactly that alert's; else an alert that says what it shows, which
        /// equals none of the fuzzer's.
        private static func alert(_ controller: UIAlertController) -> RouteAlert {
            let buttons = controller.actions.map { action in
                let role: RouteAlert.Button.Role =
                    switch action.style {
                    case .cancel: .cancel
                    case .destructive: .destructive
                    default: .default
                    }
                return (action.title ?? "?", role)
            }
            let style: RouteAlert.Style =
                controller.preferredStyle == .alert ? .alert : .confirmationDialog
            if let known = RouteFuzzStates.alerts.first(where: { $0.title == controller.title }),
                known.message == controller.message, known.style == style,
                known.buttons.map({ "\($0.title) \($0.role)" })
                    == buttons.map({ "\($0.0) \($0.1)" })
            {
                return known
            }
            return RouteAlert(
                "unknown: \(controller.title ?? "?")", message: controller.message, style: style,
                buttons: buttons.map { RouteAlert.Button($0.0, role: $0.1) })
        }

        /// A split view's primary column and the rest, read with UIKit's own answers: the
        /// columns' navigation controllers, `isCollapsed`, `displayMode`, and `isShowing(_:)`
        /// for the column on top while collapsed. A split view never shown reads as it will
        /// show in the window (see `RouteNavigator.readSplit`).
        private static func read(
            _ split: UISplitViewController, in window: UIWindow
        ) -> ([String], NavigationState<String>.Split) {
            func column(_ column: UISplitViewController.Column) -> [String]? {
                (split.viewController(for: column) as? UINavigationController).map(titles)
            }
            var state = NavigationState<String>.Split(
                supplementary: column(.supplementary), secondary: column(.secondary) ?? ["?"])
            let mode = NavigationState<String>.Split.DisplayMode.allCases.first {
                "\($0)" == "\(split.displayMode)"
            }
            if split.viewIfLoaded == nil {
                // Which column a split view never shown will show on top is the route
                // navigator's request: `checkQuiet` takes it from `routes.state`.
                state.isCollapsed = window.traitCollection.horizontalSizeClass == .compact
                if !state.isCollapsed { state.displayMode = mode }
            } else if split.isCollapsed {
                state.isCollapsed = true
                state.topColumn =
                    split.isShowing(.secondary)
                    ? .secondary : split.isShowing(.supplementary) ? .supplementary : .primary
            } else {
                state.displayMode = mode
            }
            return (column(.primary) ?? ["?"], state)
        }

        private static func titles(_ navigation: UINavigationController) -> [String] {
            // A collapsed split view nests its columns' navigation controllers in the primary's.
            navigation.viewControllers.filter { !($0 is UINavigationController) }.map {
                $0.title ?? "?"
            }
        }

        /// Every controller in the window (roots, children, presented ones), and those the
        /// window's split view controllers keep for their columns without showing them.
        ///
        /// Collapsed, a split view controller whose primary column is on top has taken the
        /// other columns' navigation controllers out of the primary's stack, but still holds
        /// them: `viewController(for:)` answers them ("Returns the view controller associated
        /// with the specified column of the split view interface",
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontroller(for:)),
        /// and they come back on top with `show(_:)`. Their screens are alive on purpose: the
        /// state still lists them.
        static func controllers(in window: UIWindow) -> [UIViewController] {
            let inWindow = allViewControllers(in: window)
            var kept: [UIViewController] = []
            let columns: [UISplitViewController.Column] = [
                .primary, .supplementary, .secondary, .compact, .inspector,
            ]
            for case let split as UISplitViewController in inWindow {
                for column in columns {
                    guard let controller = split.viewController(for: column) else { continue }
                    kept.append(controller)
                    if let navigation = controller as? UINavigationController {
                        kept += navigation.viewControllers
                    }
                }
            }
            return inWindow + kept
        }
    }
#endif
