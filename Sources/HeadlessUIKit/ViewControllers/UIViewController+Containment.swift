import Foundation

extension UIViewController {
    func nearestAncestor<Container: UIViewController>(of type: Container.Type) -> Container? {
        var current = parentStorage
        while let candidate = current {
            if let match = candidate as? Container { return match }
            current = candidate.parentStorage
        }
        return nil
    }

    /// The ancestor with no parent: a window's root, a presented controller, or a loose one.
    var rootAncestor: UIViewController {
        var current = self
        while let parent = current.parentStorage { current = parent }
        return current
    }

    func performAddChild(_ child: UIViewController) {
        guard child !== self, child.parentStorage !== self else { return }
        if child.parentStorage != nil {
            child.detachFromParentForReuse()
        }
        child.willMove(toParent: self)
        attachChild(child)
    }

    func performRemoveFromParent() {
        guard parentStorage != nil else { return }
        detachChild()
        didMove(toParent: nil)
    }

    /// Makes `child` a child without any callback (system containers send their own).
    func attachChild(_ child: UIViewController) {
        // A controller whose parent is not this one is not among its children: no search.
        let wasChild = child.parentStorage === self
        child.parentStorage = self
        child.appearance.hasAppearedInCurrentParent = false
        if !wasChild || !childStorage.contains(identical: child) {
            childStorage.append(child)
        }
    }

    /// Removes this controller from its parent's children without any callback.
    func detachChild() {
        if let parentStorage {
            // The last child (a pop) or one near the start (a pop to the root, bottom first)
            // is found at once.
            if parentStorage.childStorage.last === self {
                parentStorage.childStorage.removeLast()
            } else if let index = parentStorage.childStorage.firstIndex(identicalTo: self) {
                parentStorage.childStorage.remove(at: index)
            }
        }
        parentStorage = nil
        appearance.hasAppearedInCurrentParent = false
    }

    /// Takes a controller away from its old container before another one adopts it, as
    /// UIKit does: the old container forgets it, with `willMove`/`didMove(toParent: nil)`.
    func detachFromParentForReuse() {
        guard let oldParent = parentStorage else { return }
        willMove(toParent: nil)
        oldParent.forgetChild(self)
        loadedView?.moveOut(notifyingAppearance: false)
        detachChild()
        didMove(toParent: nil)
    }

    func performTransition(
        from old: UIViewController, to new: UIViewController, duration: TimeInterval,
        animations: (() -> Void)?, completion: ((Bool) -> Void)?
    ) {
        guard old.parentStorage === self, new.parentStorage === self else {
            recordException(
                UIKitException.invalidArgument,
                "Children view controllers \(old) and \(new) must have a common parent view "
                    + "controller when calling -[UIViewController "
                    + "transitionFromViewController:toViewController:duration:options:"
                    + "animations:completion:]")
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else {
            // UIViewController.h: the method fails with an NSInvalidArgumentException "if the
            // receiver explicitly forwards its appearance and rotation callbacks to its
            // children". UIKit's exact reason has no public evidence.
            recordException(
                UIKitException.invalidArgument,
                "-[UIViewController transitionFromViewController:toViewController:duration:"
                    + "options:animations:completion:] cannot be used by \(self), which "
                    + "forwards appearance callbacks to its children by hand "
                    + "(shouldAutomaticallyForwardAppearanceMethods is NO).")
            return
        }
        let container: UIView = old.loadedView?.superview ?? view
        let animated = duration > 0
        let forwards = isInWindow
        let newView: UIView = new.view
        if let oldView = old.loadedView, let index = container.subviews.firstIndex(of: oldView) {
            container.moveIn(newView, at: index + 1, notifyingAppearance: false)
        } else {
            container.moveIn(newView, at: container.subviews.count, notifyingAppearance: false)
        }
        if forwards {
            old.appearanceWill(false, animated: animated)
            new.appearanceWill(true, animated: animated)
            new.appearanceIsAppearing()
        }
        animations?()
        scheduleOnRunLoop(after: effectiveDuration(duration, animated: animated)) {
            old.loadedView?.moveOut(notifyingAppearance: false)
            if forwards {
                old.appearanceDid()
                new.appearanceDid()
            }
            completion?(true)
        }
    }
}
