import Foundation

extension UIWindow {
    /// The first layout as on iOS 17.4 (VAndrJ/awesome-apple-bugs,
    /// `Bugs/LifeCyclePushedViewController`): the shown controllers start appearing (will,
    /// isAppearing) before the pushes of the launch turn apply; each navigation controller
    /// with such pushes then replaces its top at once, without animation (chosen: the console
    /// shows the order, not the flag); the replaced top gets will- and did-disappear and never
    /// did-appear. Then the did-callbacks of the shown controllers.
    func performFirstLayoutAsIOS17(shown: [UIViewController]) {
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
        var pending = shown
        while let controller = pending.popLast() {
            if let navigation = controller as? UINavigationController {
                navigation.replaceTopWithDeferredPushesAsIOS17()
            }
            pending.append(contentsOf: controller.childStorage)
        }
        for controller in shown { controller.appearanceDid() }
    }
}

extension UINavigationController {
    /// Applies the pushes deferred to the launch turn's end by replacing the appearing top at
    /// once (iOS 17's launch).
    fileprivate func replaceTopWithDeferredPushesAsIOS17() {
        guard !deferredPushes.isEmpty else { return }
        let pushes = deferredPushes.filter { !stack.contains(identical: $0) }
        deferredPushes = []
        guard let newTop = pushes.last else { return }
        let oldTop = shownTop ?? stack.last
        for pushed in pushes {
            if pushed.parentStorage != nil, pushed.parentStorage !== self {
                pushed.detachFromParentForReuse()
            }
            attachChild(pushed)
            pushed.willMove(toParent: self)
            stack.append(pushed)
        }
        let newView: UIView = newTop.view
        view.moveIn(newView, at: view.subviews.count, notifyingAppearance: false)
        oldTop?.appearanceWill(false, animated: false)
        newTop.appearanceWill(true, animated: false, flags: .toParent)
        oldTop?.appearanceDid()
        oldTop?.loadedView?.moveOut(notifyingAppearance: false)
        newTop.appearanceIsAppearing()
        newTop.appearanceDid()
        for pushed in pushes { pushed.didMove(toParent: self) }
        // These pushes are not pending changes, so the next transition counts them as shown.
        shownTop = newTop
    }
}
