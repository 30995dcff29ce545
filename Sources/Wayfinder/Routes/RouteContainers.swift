/// How a ``RouteNavigator`` makes and dresses the containers it builds: the navigation
/// controllers of the root, of each tab and of each modal, the tab bar controller, each tab's
/// bar item, and the presentation of each modal.
///
/// `RouteNavigator` makes every container itself, so this is the one place where an app says
/// how they look. Each closure runs once, when the container is made, before it reaches
/// UIKit; a container kept across later updates keeps what it was given (nothing is applied
/// again). The defaults make plain `UINavigationController`s and `UITabBarController`s and
/// present modals as the ``NavigationState/Modal/style`` says.
///
/// ```swift
/// var containers = RouteContainers<Route>()
/// containers.navigationController = { place, bottom in
///     let navigation = ShopNavigationController()
///     navigation.navigationBar.prefersLargeTitles = place != .modal(0)
///     return navigation
/// }
/// containers.tabBarItem = { index, root in
///     UITabBarItem(title: "\(root)", image: nil, tag: index)
/// }
/// containers.configureModal = { modal, bottom, style in
///     guard bottom == .cart, let sheet = modal.sheetPresentationController else { return }
///     sheet.detents = [.medium(), .large()]
///     sheet.selectedDetentIdentifier = .medium
///     sheet.prefersGrabberVisible = true
/// }
/// ```
///
/// Give it to ``RouteNavigator/init(navigator:state:containers:)`` (or the restoring
/// equivalent) so that the first containers are made with it, or set
/// ``RouteNavigator/containers`` for the containers made from then on.
public struct RouteContainers<Route: Hashable & Codable & Sendable> {
    /// Where a navigation controller sits in the window.
    public enum Place: Hashable, Sendable {
        /// The window's root (a ``NavigationState/Root/stack(_:)`` state).
        case root
        /// The tab at this index of the root tab bar controller.
        case tab(Int)
        /// The modal at this index of the presentation chain (0 is the lowest).
        case modal(Int)
    }

    /// Makes the navigation controller for a stack whose bottom route is given, at `Place`.
    ///
    /// Return a new controller, empty (Wayfinder sets its stack): a `UINavigationController`
    /// subclass, with its bar set up (`navigationBar.prefersLargeTitles`, appearance, a
    /// toolbar). The default makes a plain `UINavigationController`.
    public var navigationController:
        @MainActor (_ place: Place, _ bottom: Route) ->
            UINavigationController = { _, _ in UINavigationController() }

    /// Makes the root tab bar controller; return a new, empty one (Wayfinder sets its tabs).
    public var tabBarController: @MainActor () -> UITabBarController = { UITabBarController() }

    /// The bar item of the tab at an index, given the tab's bottom route; `nil` keeps the
    /// default item.
    ///
    /// The tab bar shows the `tabBarItem` of each tab's own controller, which is the
    /// navigation controller around the stack, not the route's screen. UIKit documents only
    /// that a controller's default item shows its own title (`nil` for a navigation
    /// controller); an item or title set on the root screen is seen to reach the tab bar too,
    /// but only while the navigation controller has no item of its own, and a screen sets it
    /// only once it is made. The item returned here is set on the navigation controller when
    /// it is made, before the tab bar reads it. The default returns `nil`: the tab shows the
    /// navigation controller's default item (HeadlessUIKit: its root screen's, see
    /// `HeadlessBehaviour.navigationControllerTabBarItemFromRoot`).
    public var tabBarItem: @MainActor (_ index: Int, _ bottom: Route) -> UITabBarItem? = {
        _, _ in nil
    }

    /// Dresses a modal before it is presented: the presented controller (the navigation
    /// controller of a modal in navigation, else the route's screen), the modal's bottom
    /// route, and its style, already set as `modalPresentationStyle` (`.pageSheet` or
    /// `.fullScreen`).
    ///
    /// Set the sheet's detents, selected detent and grabber through the controller's
    /// `sheetPresentationController`, or make it a popover (`modalPresentationStyle =
    /// .popover` first, then `popoverPresentationController?.sourceView` or
    /// `barButtonItem`): UIKit reads these from the presented controller, so setting them on
    /// a screen inside the presented navigation controller does nothing. Keep a sheet a sheet
    /// kind (page sheet, form sheet, popover) and a full-screen modal full screen, or the
    /// state read back differs from the one asked for. The default does nothing.
    public var configureModal:
        @MainActor (
            _ modal: UIViewController, _ bottom: Route,
            _ style: NavigationState<Route>.ModalStyle
        ) -> Void = { _, _, _ in }

    /// The defaults: plain containers, modals presented as their style says.
    public init() {}
}
