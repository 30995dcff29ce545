import Foundation

/// Tabs of view controllers, one selected.
///
/// Selecting by code sends the appearance callbacks without asking the delegate; a user tap
/// (the driver's `tap(index:)`) asks `shouldSelect` and reports `didSelect`.
@MainActor
open class UITabBarController: UIViewController {
    /// The child controllers shown as tabs: `viewControllers`, or the resolved root
    /// controllers of ``tabs`` (UITabBarController+Tabs.swift).
    var tabControllers: [UIViewController] = []
    var selectedStorage = 0
    /// The `UITab` model (iOS 18) and the iOS 18/26 bar settings.
    let tabModel = TabBarTabModel()
    /// Asked about, and told about, taps on tabs.
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// The tab bar; its items are the tabs' `tabBarItem`s.
    public private(set) lazy var tabBar = UITabBar(frame: .zero)
    /// The tabs the user may rearrange (none here: there is no More screen).
    open var customizableViewControllers: [UIViewController]?

    /// Creates an empty tab bar controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a tab bar controller showing `tabs` (iOS 18). A designated initializer, as in
    /// UIKit (`UITabBarController.h` marks none, so `initWithTabs:` is one): a subclass's
    /// initializer may call `super.init(tabs:)`.
    ///
    /// - Parameter tabs: The root tabs.
    public init(tabs: [UITab]) {
        super.init(nibName: nil, bundle: nil)
        setTabs(tabs, animated: false)
    }

    /// Creates an empty tab bar controller from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The tabs, in order. Setting them is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { tabControllers.isEmpty ? nil : tabControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The children: the tabs.
    open override var children: [UIViewController] { tabControllers }

    /// Replaces the tabs. The selection stays on the same controller when it is still a tab,
    /// else moves to the first tab.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        leaveTabsMode()
        performSetTabs(viewControllers ?? [])
    }

    /// The index of the selected tab. Setting an index out of range does nothing.
    open var selectedIndex: Int {
        get { tabControllers.isEmpty ? Int.max : selectedStorage }
        set { select(index: newValue) }
    }

    /// The selected tab's controller. Setting a controller that is not a tab records UIKit's
    /// message and does nothing.
    open var selectedViewController: UIViewController? {
        get {
            tabControllers.indices.contains(selectedStorage) ? tabControllers[selectedStorage] : nil
        }
        set {
            guard let newValue else { return }
            guard let index = tabControllers.firstIndex(where: { $0 === newValue }) else {
                recordException(
                    UIKitException.invalidArgument,
                    "-[UITabBarController setSelectedViewController:] only a view controller in "
                        + "the tab bar controller's list of view controllers can be selected.")
                return
            }
            select(index: index)
        }
    }

    override func prepareForAppearance() {
        guard let selected = selectedViewController else { return }
        let selectedView: UIView = selected.view
        if selectedView.superview !== view {
            view.moveIn(selectedView, at: view.subviews.count, notifyingAppearance: false)
        }
    }

    override func forgetChild(_ child: UIViewController) {
        guard let index = tabControllers.firstIndex(where: { $0 === child }) else { return }
        tabControllers.remove(at: index)
        if selectedStorage >= tabControllers.count {
            selectedStorage = max(0, tabControllers.count - 1)
        }
    }
}

/// The tab bar controller's delegate. Every method has a default, so adopters implement
/// only what they need, as in UIKit.
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Whether a tap may select `viewController`.
    func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool
    /// A tap selected `viewController` (also sent for a tap on the selected tab).
    func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// Whether a tap may select `tab` (iOS 18, `UITab` bars; see UITabBarController+Tabs.swift).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
        -> Bool
    /// A tap selected `selectedTab`; `previousTab` was selected before (iOS 18).
    func tabBarController(
        _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
        previousTab: UITab?)
    /// The controllers a managing tab group's navigation stack shows for `tab` (iOS 18).
    func tabBarController(
        _ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab,
        proposedViewControllers: [UIViewController]
    ) -> [UIViewController]
    /// The animator of a tab switch (not run here: ``HeadlessBehaviour``).
    func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The user hid or showed `tabs` while editing the sidebar (iOS 18); their `isHidden`
    /// already has the new value. A test does it with `headless.setHidden(_:identifiers:)`.
    func tabBarController(
        _ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab])
    /// The user reordered the children of `group` in the sidebar (iOS 18); its
    /// `displayOrderIdentifiers` already has the new order. A test does it with
    /// `headless.moveTab(identifier:to:)`.
    func tabBarController(
        _ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup)
}

extension UITabBarControllerDelegate {
    /// Nothing to do.
    public func tabBarController(
        _ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]
    ) {}
    /// Nothing to do.
    public func tabBarController(
        _ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup
    ) {}
    /// None: the system's switch.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Allows the tap.
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    /// Does nothing.
    public func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {}
}

extension UITabBarController {
    func select(index: Int) {
        guard tabControllers.indices.contains(index), index != selectedStorage else { return }
        let old = selectedViewController
        selectedStorage = index
        let new = tabControllers[index]
        noteSelectedController(new)
        tabBar.selectedItem = new.tabBarItem
        guard isInWindow, appearance.state == .appeared || appearance.state == .appearing else {
            old?.loadedView?.moveOut(notifyingAppearance: false)
            return
        }
        switchVisibleTab(from: old, to: new)
    }

    /// A tab switch: new will-appear, old will-disappear at once; the rest on the next turn.
    /// Each controller's did-callback is dropped only if a later switch began another
    /// appearance of that controller: a second switch in the same turn still ends the first
    /// one's disappearance (every begun appearance transition ends, as UIKit balances them).
    private func switchVisibleTab(from old: UIViewController?, to new: UIViewController) {
        let newView: UIView = new.view
        view.moveIn(newView, at: view.subviews.count, notifyingAppearance: false)
        new.appearanceWill(true, animated: false)
        old?.appearanceWill(false, animated: false)
        old?.loadedView?.moveOut(notifyingAppearance: false)
        let newGeneration = new.appearance.generation
        let oldGeneration = old?.appearance.generation
        scheduleOnRunLoop(after: HeadlessBehaviour.tabSwitchDuration) {
            let newIsCurrent = new.appearance.generation == newGeneration
            if newIsCurrent { new.appearanceIsAppearing() }
            if let old, old.appearance.generation == oldGeneration { old.appearanceDid() }
            if newIsCurrent { new.appearanceDid() }
        }
    }

    func performSetTabs(_ newTabs: [UIViewController], selecting chosen: UIViewController? = nil) {
        let oldSelected = selectedViewController
        let removed = tabControllers.filter { old in !newTabs.contains { $0 === old } }
        let added = newTabs.filter { new in !tabControllers.contains { $0 === new } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added {
            if controller.parentStorage != nil, controller.parentStorage !== self {
                controller.detachFromParentForReuse()
            }
            controller.willMove(toParent: self)
            attachChild(controller)
        }
        tabControllers = newTabs
        tabBar.items = newTabs.isEmpty ? nil : newTabs.map { $0.tabBarItem }
        if let chosen, let index = newTabs.firstIndex(where: { $0 === chosen }) {
            selectedStorage = index
        } else if let oldSelected, let index = newTabs.firstIndex(where: { $0 === oldSelected }) {
            selectedStorage = index
        } else {
            selectedStorage = 0
        }
        let newSelected = selectedViewController
        tabBar.selectedItem = newSelected?.tabBarItem
        if oldSelected !== newSelected {
            if isInWindow, appearance.state == .appeared || appearance.state == .appearing,
                let newSelected
            {
                switchVisibleTab(from: oldSelected, to: newSelected)
            } else {
                oldSelected?.loadedView?.moveOut(notifyingAppearance: false)
            }
        }
        for controller in removed {
            controller.loadedView?.moveOut(notifyingAppearance: false)
            controller.detachChild()
            controller.didMove(toParent: nil)
        }
        for controller in added { controller.didMove(toParent: self) }
    }
}
