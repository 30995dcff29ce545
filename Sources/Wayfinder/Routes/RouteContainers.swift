/// How a ``RouteNavigator`` makes and dresses the containers it builds: the navigation
/// controllers of the root, of each tab and of each modal, the tab bar controller, each tab's
/// bar item (or, on iOS 18, each tab's `UITab`: ``uiTab``), and the presentation of each
/// modal.
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

    /// Makes the split view controller of a stack that carries a split view
    /// (``NavigationState/splits``), at the stack's `Place` (`.root`, or `.tab(index)`), in
    /// the column style given (`.doubleColumn`, or `.tripleColumn` when the split has a
    /// supplementary column).
    ///
    /// Return a new controller of that style, with no columns set (Wayfinder puts a
    /// navigation controller in each column, made by ``navigationController`` at the same
    /// place); set its widths, `preferredSplitBehavior` or `primaryBackgroundStyle` here. The
    /// default makes a plain `UISplitViewController(style:)`.
    public var splitViewController:
        @MainActor (_ place: Place, _ style: UISplitViewController.Style) ->
            UISplitViewController = { _, style in UISplitViewController(style: style) }

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
    /// `HeadlessBehaviour.navigationControllerTabBarItemFromRoot`). A tab bar of `UITab`s
    /// (``uiTab``, iOS 18) shows each `UITab`'s title and image instead, and does not use
    /// this closure.
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

    /// Describes the tab at an index, given the tab's bottom route, and asks for a tab bar
    /// of iOS 18's `UITab`s; `nil` (the default) builds the tab bar from `viewControllers`.
    ///
    /// When set, on iOS 18 and later the root tab bar controller gets one
    /// `UITab(title:image:identifier:viewControllerProvider:)` per tab of the state, in
    /// order, through `setTabs(_:animated:)`. UIKit makes a tab's view controller only when
    /// the tab is first needed, and so does Wayfinder: the provider makes the tab's
    /// navigation controller and the screens of its stack the first time UIKit calls it (the
    /// user taps the tab, or a request selects it). A tab that was never shown is read back
    /// in ``RouteNavigator/state`` as the stack it was given, and a request that changes it
    /// changes only that stack, without making anything, until the tab is shown. A tab that
    /// carries a split view (``NavigationState/splits``, the iPad's common shape) is the
    /// exception: its split view controller and columns are made with the tab bar, and its
    /// provider hands them to UIKit, so that its columns read back from UIKit and change like
    /// any split view's (<doc:IPadSplitViews>); a split view cannot sit on a child of a
    /// ``TabGroup``. See <doc:ConfiguringContainers> for what is supported (hidden tabs,
    /// groups of tabs with ``Tab/group``, the search tab with ``Tab/search(identifier:)``).
    ///
    /// Before iOS 18 the same description dresses a tab bar of `viewControllers`: each
    /// navigation controller gets a `UITabBarItem` with the tab's title and image (unless
    /// ``tabBarItem`` returns one).
    ///
    /// ```swift
    /// containers.uiTab = { index, bottom in
    ///     switch bottom {
    ///     case .home: .init(identifier: "home", title: "Home", image: UIImage(systemName: "house"))
    ///     default: .derived(index: index, bottom: bottom)
    ///     }
    /// }
    /// ```
    ///
    /// Identifiers must be unique in the tab bar: a state whose tabs get the same identifier
    /// twice fails to build with a ``NavigationError`` (`duplicateTabIdentifier`).
    public var uiTab: (@MainActor (_ index: Int, _ bottom: Route) -> Tab)?

    /// The defaults: plain containers, modals presented as their style says.
    public init() {}
}

extension RouteContainers {
    /// How a tab of a root tab bar looks and is named: what ``RouteContainers/uiTab`` returns
    /// for each tab of the state, turned into a `UITab` on iOS 18 and later.
    public struct Tab {
        /// The `UITab`'s identifier, unique in the tab bar. `UITabBarController`'s
        /// `tab(forIdentifier:)` finds the tab by it, and the user's customisation of the
        /// bar is saved under it.
        public var identifier: String
        /// The title shown in the tab bar (and the sidebar).
        public var title: String
        /// The image shown in the tab bar; `nil` for none.
        public var image: UIImage?
        /// The `UITabGroup` the tab is a child of (iOS 18), or `nil` for a tab of its own in
        /// the bar (the default).
        ///
        /// Consecutive tabs of the state that name the same group (by
        /// ``TabGroup/identifier``) become the children of one `UITabGroup`, in order: the
        /// sidebar of an iPad lists them under the group, and an iPhone's tab bar shows the
        /// group as one tab that shows its selected child. See ``TabGroup``.
        public var group: TabGroup?
        /// Whether the tab is the search tab: a `UISearchTab` (iOS 18), with UIKit's own
        /// identifier, title and image, at the trailing end of the bar. Make one with
        /// ``search(identifier:)``.
        public private(set) var isSearch = false

        /// A tab description.
        ///
        /// - Parameters:
        ///   - identifier: the `UITab`'s identifier, unique in the tab bar.
        ///   - title: the title shown in the tab bar.
        ///   - image: the image shown in the tab bar, or `nil`.
        ///   - group: the group the tab sits in, or `nil` (the default) for a tab of its own.
        public init(
            identifier: String, title: String, image: UIImage? = nil, group: TabGroup? = nil
        ) {
            self.identifier = identifier
            self.title = title
            self.image = image
            self.group = group
        }

        /// The search tab: on iOS 18 a `UISearchTab` ("Creates a search tab with a system
        /// localized title and image",
        /// https://developer.apple.com/documentation/uikit/uisearchtab), which the bar shows
        /// at its trailing end whatever its index in the state (HeadlessUIKit: a `.pinned`
        /// tab, "The item appears as a pinned tab, on the trailing edge of the tab bar",
        /// https://developer.apple.com/documentation/uikit/uitab/placement/pinned). Its stack
        /// is a tab's stack like any other: its bottom route is the search screen, and
        /// ``NavigationState`` selects it by its index.
        ///
        /// UIKit names the search tab itself, so `identifier` only names it in errors and
        /// traces: the tab bar's `tab(forIdentifier:)` finds it by `UISearchTab`'s own
        /// identifier. A search tab cannot sit in a group, and a bar has at most one. Before
        /// iOS 18 the tab is a plain tab titled "Search".
        ///
        /// - Parameter identifier: a name for the tab in errors and traces.
        /// - Returns: the description.
        public static func search(identifier: String = "search") -> Tab {
            var tab = Tab(
                identifier: identifier, title: "Search",
                image: UIImage(systemName: "magnifyingglass"))
            tab.isSearch = true
            return tab
        }

        /// The description derived from the state's tab alone: identifier `tab<index>`
        /// (`tab0`, `tab1`, …, unique in any bar) and the bottom route's description as the
        /// title, no image.
        ///
        /// - Parameters:
        ///   - index: the tab's index in ``NavigationState/Root/tabs(_:selected:)``.
        ///   - bottom: the tab's bottom route.
        /// - Returns: the description.
        public static func derived(index: Int, bottom: Route) -> Tab {
            Tab(identifier: "tab\(index)", title: String(describing: bottom))
        }
    }

    /// A `UITabGroup` (iOS 18) that holds the tabs of the state whose ``Tab/group`` names
    /// it: in an iPad's sidebar a group lists its children; in an iPhone's tab bar it is one
    /// tab, showing the child selected last.
    ///
    /// ```swift
    /// let mailboxes = RouteContainers<Route>.TabGroup(identifier: "mailboxes", title: "Mailboxes")
    /// containers.uiTab = { index, bottom in
    ///     switch bottom {
    ///     case .inbox: .init(identifier: "inbox", title: "Inbox", group: mailboxes)
    ///     case .archive: .init(identifier: "archive", title: "Archive", group: mailboxes)
    ///     case .search: .search()
    ///     default: .derived(index: index, bottom: bottom)
    ///     }
    /// }
    /// ```
    ///
    /// The group's children share one navigation controller, the group's
    /// `managingNavigationController` (made by ``navigationController`` with the place of
    /// the group's first tab): UIKit changes the shown view controller only for root tabs
    /// unless a group has one ("By default, UITabBarController will only change the view
    /// controller for root tabs. … Setting managingNavigationController on UITabGroup will
    /// opt-in", Apple's Frameworks Engineer, https://developer.apple.com/forums/thread/793985).
    /// Selecting a child makes that navigation controller's stack the child's screen, and
    /// what the user pushes goes on top of it; selecting another child drops what was pushed
    /// ("If other view controllers are pushed onto the navigation stack, they will be part of
    /// the last (leaf-most) tab's proposedViewControllers", `UITabBarController.h`). So in
    /// ``NavigationState`` only a group's selected child (the selected tab, or the child in
    /// ``NavigationState/tabGroupSelections``) may hold more than its bottom route; a
    /// request that gives another child more fails with `unsupportedTabBar`, nothing changed.
    ///
    /// The tabs of a group must be consecutive in the state, and its identifier must differ
    /// from every tab's.
    public struct TabGroup: Sendable, Hashable {
        /// The `UITabGroup`'s identifier, unique in the tab bar, and the key of the group in
        /// ``NavigationState/tabGroupSelections``.
        public var identifier: String
        /// The title shown in the sidebar and, for the group, in an iPhone's tab bar.
        public var title: String
        /// The name of a system image (`UIImage(systemName:)`) for the group, or `nil`.
        public var systemImage: String?

        /// A group description.
        ///
        /// - Parameters:
        ///   - identifier: the `UITabGroup`'s identifier, unique in the tab bar.
        ///   - title: the group's title.
        ///   - systemImage: a system image name, or `nil`.
        public init(identifier: String, title: String, systemImage: String? = nil) {
            self.identifier = identifier
            self.title = title
            self.systemImage = systemImage
        }
    }

    /// Asks for a tab bar of iOS 18's `UITab`s, each tab described by
    /// ``Tab/derived(index:bottom:)``: identifiers `tab0`, `tab1`, … and the bottom route
    /// as the title. Sets ``uiTab``.
    public mutating func useUITabs() {
        uiTab = { index, bottom in Tab.derived(index: index, bottom: bottom) }
    }
}
