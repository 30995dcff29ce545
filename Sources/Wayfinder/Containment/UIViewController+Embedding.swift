import Foundation

extension UIViewController {
    /// Embeds `child` in this container with UIKit's containment calls in the one correct
    /// order: `addChild` (which sends `willMove(toParent:)`), add the view, then
    /// `didMove(toParent:)`.
    ///
    /// Appearance is forwarded correctly in both modes: when
    /// `shouldAutomaticallyForwardAppearanceMethods` is true UIKit does it as the view enters
    /// the window; when it is false this calls `beginAppearanceTransition` /
    /// `endAppearanceTransition` around it, and only while this container is on screen.
    ///
    /// - Parameters:
    ///   - child: a controller with no parent.
    ///   - containerView: where the child's view goes; the container's view when `nil`.
    public func embed(_ child: UIViewController, in containerView: UIView? = nil) {
        let host: UIView = containerView ?? view
        let drivesAppearance = !shouldAutomaticallyForwardAppearanceMethods && isOnScreen
        addChild(child)
        let childView: UIView = child.view
        childView.frame = host.bounds
        if drivesAppearance { child.beginAppearanceTransition(true, animated: false) }
        host.addSubview(childView)
        if drivesAppearance { child.endAppearanceTransition() }
        child.didMove(toParent: self)
    }

    /// Removes the embedded `child` with UIKit's containment calls in the one correct
    /// order: `willMove(toParent: nil)`, remove the view, then `removeFromParent`
    /// (which sends `didMove(toParent: nil)`). Does nothing when `child` is not a child of
    /// this container.
    public func unembed(_ child: UIViewController) {
        guard child.parent === self else { return }
        let drivesAppearance = !shouldAutomaticallyForwardAppearanceMethods && isOnScreen
        child.willMove(toParent: nil)
        if drivesAppearance { child.beginAppearanceTransition(false, animated: false) }
        child.viewIfLoaded?.removeFromSuperview()
        if drivesAppearance { child.endAppearanceTransition() }
        child.removeFromParent()
    }

    /// Replaces the embedded `old` child with `new` in one transition: `new` is added with
    /// `addChild`, both get their appearance callbacks in push order, and at the end `old`
    /// is removed and `new` gets `didMove(toParent:)`.
    ///
    /// A container that forwards appearance by hand
    /// (`shouldAutomaticallyForwardAppearanceMethods` returns false) cannot use
    /// `transition(from:to:duration:options:animations:completion:)`: UIKit raises an
    /// `NSInvalidArgumentException` there. For such a container the swap is done by hand,
    /// with the same calls in the same order: `begin/endAppearanceTransition` around the
    /// views' exchange (only while the container is on screen), then the containment calls.
    /// With a `duration`, the exchange ends after a `UIView` animation of that length.
    ///
    /// - Parameters:
    ///   - old: an embedded child of this container.
    ///   - new: a controller with no parent.
    ///   - duration: the length of the cross-fade; `0` for none.
    ///   - completion: called when the swap has finished.
    public func swap(
        from old: UIViewController, to new: UIViewController, duration: TimeInterval = 0,
        completion: (() -> Void)? = nil
    ) {
        guard old.parent === self, new.parent == nil else { return }
        old.willMove(toParent: nil)
        addChild(new)
        let finish = { [self] in
            old.removeFromParent()
            new.didMove(toParent: self)
            completion?()
        }
        guard shouldAutomaticallyForwardAppearanceMethods else {
            swapByHand(from: old, to: new, duration: duration, finish: finish)
            return
        }
        transition(
            from: old, to: new, duration: duration, options: [], animations: nil,
            completion: { _ in finish() })
    }

    /// The views' exchange of ``swap(from:to:duration:completion:)`` for a container that
    /// forwards appearance itself: what `transition(from:to:…)` does, with the appearance
    /// calls made by hand.
    private func swapByHand(
        from old: UIViewController, to new: UIViewController, duration: TimeInterval,
        finish: @escaping () -> Void
    ) {
        let host: UIView = old.viewIfLoaded?.superview ?? view
        let drivesAppearance = isOnScreen
        let animated = duration > 0 && drivesAppearance
        let newView: UIView = new.view
        newView.frame = old.viewIfLoaded?.frame ?? host.bounds
        if drivesAppearance {
            old.beginAppearanceTransition(false, animated: animated)
            new.beginAppearanceTransition(true, animated: animated)
        }
        host.addSubview(newView)
        let end = {
            old.viewIfLoaded?.removeFromSuperview()
            if drivesAppearance {
                old.endAppearanceTransition()
                new.endAppearanceTransition()
            }
            finish()
        }
        guard animated else {
            end()
            return
        }
        newView.alpha = 0
        UIView.animate(
            withDuration: duration, animations: { newView.alpha = 1 },
            completion: { _ in end() })
    }

    private var isOnScreen: Bool { viewIfLoaded?.window != nil }
}
