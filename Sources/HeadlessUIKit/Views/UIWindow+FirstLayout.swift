import Foundation

extension UIWindow {
    /// The window's first layout, on the turn after `makeKeyAndVisible()`.
    ///
    /// It shows whatever the hierarchy holds by then, without a transition: a push made in
    /// the launch turn is already applied, so only the pushed controller loads and appears
    /// (the root of its navigation controller never loads); a full-screen presentation made
    /// in the launch turn hides its presenter, which never loads either. The controllers
    /// shown get `viewWillAppear(false)` bottom first, then `viewIsAppearing(false)`, then
    /// `viewDidAppear(false)`; then the completions of the launch presentations run.
    func performFirstLayout() {
        guard awaitsFirstLayout else { return }
        awaitsFirstLayout = false
        let completions = launchCompletions
        launchCompletions = []
        guard !isHidden, let root = rootViewController else {
            for completion in completions { completion() }
            return
        }
        if windowScene?.iOSVersion == .iOS17 {
            performFirstLayoutAsIOS17(shown: Self.launchShownControllers(from: root))
            Self.applyDeferredChanges(from: root)
            for completion in completions { completion() }
            return
        }
        Self.applyDeferredChanges(from: root)
        let shown = Self.launchShownControllers(from: root)
        for controller in shown {
            let shownView: UIView = controller.view
            shownView.frame = bounds
            moveIn(shownView, at: subviews.count, notifyingAppearance: false)
            let flags: MovingFlags =
                controller.presentingStorage != nil
                    && HeadlessBehaviour.launchPresentationIsBeingPresented ? .presented : .none
            controller.appearanceWill(true, animated: false, flags: flags)
        }
        for controller in shown { controller.appearanceIsAppearing() }
        for controller in shown { controller.appearanceDid() }
        for completion in completions { completion() }
    }

    /// The controllers whose views the window shows: the root, or the last full-screen
    /// controller presented above it, and everything presented above that.
    private static func launchShownControllers(
        from root: UIViewController
    ) -> [UIViewController] {
        var shown = [root]
        var current = root
        while let presented = current.presentedStorage {
            if presented.modalPresentationStyle.removesPresenterView {
                shown = [presented]
            } else {
                shown.append(presented)
            }
            current = presented
        }
        return shown
    }

    /// Applies the pushes that navigation controllers deferred to the next turn because they
    /// were not in a window, in the root's hierarchy and what it presents.
    private static func applyDeferredChanges(from root: UIViewController) {
        var pending: [UIViewController] = [root]
        while let controller = pending.popLast() {
            if let navigation = controller as? UINavigationController {
                navigation.applyDeferredPushes()
            }
            pending.append(contentsOf: controller.childStorage)
            if let presented = controller.presentedStorage { pending.append(presented) }
        }
    }
}

extension UIViewController {
    /// The visible window whose first layout has not run yet and that will show this
    /// controller (as its root, inside it, or presented from it), if any.
    var windowAwaitingFirstLayout: UIWindow? {
        var current = rootAncestor
        while true {
            if let window = current.hostWindow {
                return window.awaitsFirstLayout && !window.isHidden ? window : nil
            }
            guard let presenter = current.presentingStorage else { return nil }
            current = presenter.rootAncestor
        }
    }
}
