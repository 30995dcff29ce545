import Foundation

/// Everything a window shows, as one value: the root (one stack, or tabs of stacks with the
/// selected one) and the chain of modals presented on top of it.
///
/// UIKit keeps this information spread over a window's root, navigation controllers, a tab bar
/// controller and a presentation chain; a `NavigationState` says it in one place, so that it
/// can be compared, printed, saved and restored. ``RouteNavigator`` turns a change of state
/// into the few UIKit calls it takes, and keeps its `state` equal to the screen when the user
/// swipes back, taps a tab or drags a sheet down.
///
/// ```swift
/// enum Route: Hashable, Codable, Sendable { case inbox, message(Int), compose }
///
/// var state = NavigationState<Route>(tabs: [[.inbox], [.compose]], selected: 0)
/// state.push(.message(42))            // inbox › message(42)
/// state.present(.compose)             // a sheet in a navigation controller
/// print(state)
/// // tabs, selected 0:
/// //   > 0: inbox › message(42)
/// //     1: compose
/// // sheet, in navigation: compose
/// ```
///
/// A state made by hand can be invalid (an empty stack, a selected tab out of range, a
/// single-screen modal holding two routes): ``validated()`` says what is wrong, and
/// ``RouteNavigator`` refuses such a state without changing anything on screen.
public struct NavigationState<Route: Hashable & Codable & Sendable>: Hashable, Codable, Sendable {
    /// What the window's root shows.
    public enum Root: Hashable, Codable, Sendable {
        /// One navigation stack (a `UINavigationController`), bottom first.
        case stack([Route])
        /// A `UITabBarController` whose tabs are each a navigation stack, bottom first, with
        /// the index of the selected tab.
        case tabs([[Route]], selected: Int)
    }

    /// How a modal is presented.
    public enum ModalStyle: String, Hashable, Codable, Sendable {
        /// A page sheet (`UIModalPresentationStyle.pageSheet`): what is below stays on
        /// screen behind it, and the user can drag it down.
        case sheet
        /// Full screen (`UIModalPresentationStyle.fullScreen`): what is below leaves the
        /// screen while it is up.
        case fullScreen
    }

    /// One presented screen or stack in the modal chain.
    public struct Modal: Hashable, Codable, Sendable {
        /// The routes of the modal's stack, bottom first.
        public var stack: [Route]
        /// How the modal is presented.
        public var style: ModalStyle
        /// Whether the routes are in a `UINavigationController`; when `false` the modal is a
        /// single screen and ``stack`` must hold exactly one route.
        public var inNavigation: Bool
        /// The detent a sheet rests at and whether it may be swiped away
        /// (``NavigationState/SheetState``), kept equal to the screen both ways; `nil` (the
        /// default) leaves them to UIKit and ``RouteContainers/configureModal``. Only a
        /// ``ModalStyle/sheet`` modal can have one.
        public var sheet: SheetState?

        /// A modal showing `stack` (bottom first).
        ///
        /// - Parameters:
        ///   - stack: the routes, bottom first; one route when `inNavigation` is `false`.
        ///   - style: a sheet (the default) or full screen.
        ///   - inNavigation: whether the routes sit in a navigation controller (the default),
        ///     so that the user can push and go back inside the modal.
        ///   - sheet: the sheet's detent and whether it may be swiped away; `nil` (the
        ///     default) leaves them to UIKit. A sheet only.
        public init(
            _ stack: [Route], style: ModalStyle = .sheet, inNavigation: Bool = true,
            sheet: SheetState? = nil
        ) {
            self.stack = stack
            self.style = style
            self.inNavigation = inNavigation
            self.sheet = sheet
        }
    }

    /// What the window's root shows.
    public var root: Root
    /// The modals presented on top of the root, bottom first.
    public var modals: [Modal]
    /// The split views of the root, keyed by the index of the stack that carries one in
    /// ``rootStacks`` (0 for a stack root, the tab's index for tabs); empty when there is none.
    ///
    /// A stack that carries a ``Split`` is the split view's primary column; the split holds
    /// the other columns, and how UIKit lays them out (see ``Split``).
    public var splits: [Int: Split] = [:]
    /// The selected child of each tab group that does not hold the selected tab, by the
    /// group's identifier (``RouteContainers/TabGroup``): the index in the tabs of the child
    /// the group shows when the user goes back to it. Empty (the default) for every other
    /// root; see ``RouteContainers/TabGroup``.
    ///
    /// The group of the selected tab selects that tab, and ``RouteNavigator/state`` names a
    /// group only when its selected child is not its first. A request whose state does not
    /// name a group leaves it on the child it shows (as UIKit keeps a group's selected child
    /// when the user selects another tab); name the first child to move it back there.
    public var tabGroupSelections: [String: Int] = [:]
    /// The alert or confirmation dialog shown on top of everything (the root and every
    /// modal), if any: a `UIAlertController` that ``RouteNavigator`` presents last and takes
    /// down first, and that a button tap removes (``RouteAlert``).
    ///
    /// Never saved: ``jsonData()`` and `encode(to:)` leave it out, and a decoded state has
    /// none, so that an alert never comes back when the app starts again.
    public var alert: RouteAlert? = nil

    /// A state whose root is one navigation stack.
    ///
    /// - Parameters:
    ///   - stack: the routes of the stack, bottom first.
    ///   - modals: the modals presented on top, bottom first.
    public init(stack: [Route], modals: [Modal] = []) {
        self.root = .stack(stack)
        self.modals = modals
    }

    /// A state whose root is a tab bar controller of navigation stacks.
    ///
    /// - Parameters:
    ///   - tabs: each tab's routes, bottom first.
    ///   - selected: the index of the selected tab.
    ///   - modals: the modals presented on top, bottom first.
    public init(tabs: [[Route]], selected: Int = 0, modals: [Modal] = []) {
        self.root = .tabs(tabs, selected: selected)
        self.modals = modals
    }
}
