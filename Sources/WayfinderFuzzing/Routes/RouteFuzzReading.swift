#if !canImport(UIKit)
    import HeadlessUIKit
    import Wayfinder
    import WayfinderTesting

    /// Reads the state a window shows from UIKit alone, independently of `RouteNavigator`:
    /// the routes fuzzer's factory titles every screen with its route.
    @MainActor
    enum RouteFuzzReading {
        static func state(of window: UIWindow) -> NavigationState<String>? {
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
                presenter = presented
            }
            var state: NavigationState<String>
            if let navigation = rootController as? UINavigationController {
                state = NavigationState(stack: titles(navigation), modals: modals)
            } else if let tabs = rootController as? UITabBarController {
                let stacks = (tabs.viewControllers ?? []).map { tab in
                    (tab as? UINavigationController).map(titles) ?? ["?"]
                }
                state = NavigationState(tabs: stacks, selected: tabs.selectedIndex, modals: modals)
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

        private static func titles(_ navigation: UINavigationController) -> [String] {
            navigation.viewControllers.map { $0.title ?? "?" }
        }

        /// Every controller in the window: roots, children, presented ones.
        static func controllers(in window: UIWindow) -> [UIViewController] {
            allViewControllers(in: window)
        }
    }
#endif
