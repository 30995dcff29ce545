import Foundation

extension Headless where Base: UIWindow {
    /// Changes the window's horizontal size class, as rotating an iPad, resizing a window
    /// or entering Split View would. As in UIKit the change is a transition with a
    /// coordinator (``HeadlessBehaviour/sizeClassChangeIsATransition``): every controller in
    /// the window hears `willTransition(to:with:)` (parents first, the window's root and each
    /// presented controller forwarding to their children) with the old traits still in
    /// place, then the traits change and every controller hears
    /// `traitCollectionDidChange(_:)`, then the coordinator's alongside animations run: split
    /// view controllers collapse (to `.compact`) or expand (to `.regular`) there, with their
    /// delegate callbacks and the will-appearance callbacks of their columns. On the next
    /// turn the leaving columns' views leave the window, the did-appearance callbacks run,
    /// and then the coordinator's completion blocks; `transitionCoordinator` is non-nil from
    /// `willTransition(to:with:)` until then. HeadlessUIKit's default is compact (an iPhone
    /// in portrait).
    /// - Parameter sizeClass: `.compact` or `.regular`; `.unspecified` returns to the default.
    public func setHorizontalSizeClass(_ sizeClass: UIUserInterfaceSizeClass) {
        let window = base
        let previous = window.traitCollection
        let newValue: UIUserInterfaceSizeClass? = sizeClass == .unspecified ? nil : sizeClass
        let oldValue = window.horizontalSizeClassOverride
        guard oldValue != newValue else { return }
        window.horizontalSizeClassOverride = newValue
        let next = window.traitCollection
        guard previous.horizontalSizeClass != next.horizontalSizeClass,
            let root = window.rootViewController
        else { return }
        var controllers: [UIViewController] = []
        collect(root, into: &controllers)
        // The root and each presented controller: the tops of their containment trees.
        let tops = controllers.filter { $0.parentStorage == nil }
        let coordinator = HeadlessTransitionCoordinator(
            from: nil, to: nil, animated: false, duration: 0, containerView: window,
            deferringAnimations: true)
        coordinator.isSizeChange = true
        // A top already in a transition keeps that one's coordinator; one still in an earlier
        // size change of this turn takes this one, whose completion comes after this change's
        // did-callbacks: until then its columns still move.
        let holders = tops.filter { $0.coordinatorStorage?.isSizeChange ?? true }
        for top in holders { top.coordinatorStorage = coordinator }

        // "UIKit calls this method before changing the current object's traits"
        // (willTransition(to:with:) in Apple's documentation).
        window.horizontalSizeClassOverride = oldValue
        let observers = root.registeredEnvironmentsOnce()
        let observed = observers.map(\.currentTraits)
        for top in tops { top.willTransition(to: top.traits(becoming: next), with: coordinator) }
        window.horizontalSizeClassOverride = newValue
        for controller in controllers { controller.traitCollectionDidChange(previous) }
        // iOS 17's registrations, after the older callback (UIKit's order: chosen).
        for (observer, traits) in zip(observers, observed) {
            observer.notifyTraitRegistrations(previous: traits)
        }
        // Split view controllers collapse or expand in their alongside animation.
        coordinator.beginAnimations()
        // After the columns' did-callbacks, which their transition scheduled on this turn.
        window.runLoop.schedule { [holders] in
            for top in holders { top.clearCoordinator(coordinator) }
            coordinator.finish()
        }
    }

    private func collect(_ controller: UIViewController, into result: inout [UIViewController]) {
        result.append(controller)
        for child in controller.childStorage { collect(child, into: &result) }
        if let presented = controller.presentedStorage { collect(presented, into: &result) }
    }
}

extension UIWindow {
    /// HeadlessUIKit's traits with the size class the driver gave this window.
    /// The scene's `traitOverrides` apply on top (iOS 17).
    var windowTraits: UITraitCollection {
        guard let scene = windowScene, !scene.traitOverridesStorage.isEmpty else {
            guard let sizeClass = horizontalSizeClassOverride else {
                return HeadlessBehaviour.traits
            }
            return UITraitCollection(traitsFrom: [
                HeadlessBehaviour.traits, UITraitCollection(horizontalSizeClass: sizeClass),
            ])
        }
        let sceneOverrides = scene.traitOverridesStorage
        guard let sizeClass = horizontalSizeClassOverride else {
            return sceneOverrides.applied(to: HeadlessBehaviour.traits)
        }
        return sceneOverrides.applied(
            to: UITraitCollection(traitsFrom: [
                HeadlessBehaviour.traits, UITraitCollection(horizontalSizeClass: sizeClass),
            ]))
    }
}

extension Headless where Base: UISplitViewController {
    /// The user shows `column` (a swipe from the leading edge, the sidebar button): as
    /// `show(_:)`, but a system-driven change, so the delegate hears
    /// `splitViewController(_:willShow:)` before and `splitViewController(_:didShow:)` after
    /// (``HeadlessBehaviour/programmaticShowAndHideAreNotAnnounced``). Nothing happens when
    /// `presentsWithGesture` is `false` and the split view controller is expanded, or when
    /// `show(_:)` would do nothing.
    /// - Parameter column: The column to show.
    public func userShow(_ column: UISplitViewController.Column) {
        guard base.presentsWithGesture || base.isCollapsed else { return }
        base.performShow(column, bySystem: true)
    }

    /// The user hides `column` (a swipe, a tap beside an overlaid column, the sidebar
    /// button, or the back button of a collapsed column): as `hide(_:)`, announced to the
    /// delegate with `willHide` and `didHide`.
    /// - Parameter column: The column to hide.
    public func userHide(_ column: UISplitViewController.Column) {
        guard base.presentsWithGesture || base.isCollapsed else { return }
        base.performHide(column, bySystem: true)
    }
}
