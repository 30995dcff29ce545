import Foundation

extension UITabBarController {
    /// How the tab bar controller shows its tabs (iOS 18).
    public enum Mode: Int, Sendable {
        /// `.tabSidebar` when a root tab is a group and the platform has a sidebar, else
        /// `.tabBar`.
        case automatic = 0
        /// A tab bar only.
        case tabBar = 1
        /// A tab bar and a sidebar.
        case tabSidebar = 2
    }

    /// When the tab bar minimises as content scrolls (iOS 26).
    public enum MinimizeBehavior: Int, Sendable {
        /// The system's default.
        case automatic = 0
        /// Never.
        case never = 1
        /// When scrolling down; it expands when scrolling back up.
        case onScrollDown = 2
        /// When scrolling up; it expands when scrolling back down.
        case onScrollUp = 3
    }

    /// The sidebar of a tab bar controller (iOS 18): whether it is shown, how it lays out,
    /// and its delegate. HeadlessUIKit draws no sidebar; it keeps its settings, tells the
    /// delegate when ``isHidden`` changes, and lets the driver tap tabs in it (see
    /// ``HeadlessBehaviour/sidebarTakesTapsWhenModeAllowsIt``).
    @MainActor
    public final class Sidebar: NSObject {
        /// How the sidebar lays out with the content.
        public enum Layout: Int, Sendable {
            /// Overlap on iOS, tile on macOS and visionOS.
            case automatic = 0
            /// Over the selected view controller.
            case overlap = 1
            /// Beside the selected view controller, which is resized.
            case tile = 2
        }

        /// Animations run alongside a change of the sidebar's visibility.
        @MainActor
        public protocol Animating: NSObjectProtocol {
            /// Adds animations to run with the change.
            func addAnimations(_ animations: @escaping () -> Void)
            /// Adds a block to run when the change ends.
            func addCompletion(_ completion: @escaping () -> Void)
        }

        /// The sidebar's delegate; every method has a default.
        @MainActor
        public protocol Delegate: NSObjectProtocol {
            /// The sidebar is about to be shown or hidden (its `isHidden` is the new value).
            func tabBarController(
                _ tabBarController: UITabBarController,
                sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
                animator: any UITabBarController.Sidebar.Animating)
        }

        weak var owner: UITabBarController?
        private var hiddenStorage = false

        /// The delegate.
        public weak var delegate: (any Delegate)?
        /// The preferred layout; `.automatic` by default.
        public var preferredLayout = Layout.automatic
        /// A view at the bottom of the sidebar, such as a toolbar.
        public var bottomBarView: UIView?

        init(owner: UITabBarController) {
            self.owner = owner
            super.init()
        }

        /// Whether the sidebar is hidden. A change tells the delegate first; its animations
        /// run at once and its completions on the next run-loop turn.
        public var isHidden: Bool {
            get { hiddenStorage }
            set {
                guard newValue != hiddenStorage else { return }
                hiddenStorage = newValue
                guard let owner, let delegate else { return }
                let animator = SidebarAnimator()
                delegate.tabBarController(
                    owner, sidebarVisibilityWillChange: self, animator: animator)
                animator.runAnimations()
                owner.scheduleOnRunLoop { animator.runCompletions() }
            }
        }

        /// Asks the sidebar to reconfigure the item of `tab`; nothing is drawn here.
        ///
        /// - Parameter tab: The tab whose item changed.
        public func reconfigureItem(for tab: UITab) {}
    }
}

extension UITabBarController.Sidebar.Delegate {
    /// Does nothing.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
        animator: any UITabBarController.Sidebar.Animating
    ) {}
}

/// The animator handed to the sidebar delegate.
@MainActor
final class SidebarAnimator: NSObject, UITabBarController.Sidebar.Animating {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    func runAnimations() {
        let pending = animations
        animations = []
        for animation in pending { animation() }
    }

    func runCompletions() {
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }
}
