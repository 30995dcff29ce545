import Foundation

extension UIViewController {
    // MARK: Finding the run loop

    /// The run loop of the window this controller's hierarchy lives in, if any.
    var runLoop: HeadlessRunLoop? {
        if let window = loadedView?.window { return window.runLoop }
        if let hostWindow { return hostWindow.runLoop }
        if let parentStorage { return parentStorage.runLoop }
        if let presentingStorage { return presentingStorage.runLoop }
        return nil
    }

    /// Whether the view is loaded and in a window.
    var isInWindow: Bool { loadedView?.window != nil }

    /// Records a diagnostic on this controller's run loop, or the current one.
    func recordDiagnostic(_ message: String) {
        (runLoop ?? HeadlessRunLoop.current)?.record(message)
    }

    /// Schedules work on this controller's run loop; without one (no window) it runs at once.
    func scheduleOnRunLoop(after delay: TimeInterval = 0, _ work: @escaping @MainActor () -> Void) {
        if let runLoop {
            runLoop.schedule(after: delay, work)
        } else {
            work()
        }
    }

    /// The duration a transition takes on this controller's run loop.
    func effectiveDuration(_ duration: TimeInterval, animated: Bool) -> TimeInterval {
        guard animated, runLoop?.animationsEnabled ?? true else { return 0 }
        return duration
    }

    // MARK: Traits and show targets

    /// `newCollection` as this controller will see it: with its own style override.
    func traits(becoming newCollection: UITraitCollection) -> UITraitCollection {
        guard overrideUserInterfaceStyle != .unspecified else { return newCollection }
        return UITraitCollection(traitsFrom: [
            newCollection, UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle),
        ])
    }

    /// HeadlessUIKit's traits with the style of the nearest controller (up through parents
    /// and presenters) or view that overrides it. The size classes are the window's: those of
    /// the nearest controller up the chain whose view is in a window, so a child whose view
    /// is not loaded still has its parent's traits, as UIKit's trait hierarchy gives it.
    var inheritedTraits: UITraitCollection {
        var style = UIUserInterfaceStyle.unspecified
        var windowTraits: UITraitCollection?
        var controller: UIViewController? = self
        while let current = controller, style == .unspecified || windowTraits == nil {
            if style == .unspecified { style = current.overrideUserInterfaceStyle }
            if windowTraits == nil, let view = current.loadedView, view.window != nil {
                windowTraits = view.traitCollection
            }
            controller = current.parentStorage ?? current.presentingStorage
        }
        let base = windowTraits ?? loadedView?.traitCollection ?? HeadlessBehaviour.traits
        guard style != .unspecified else { return base }
        return UITraitCollection(traitsFrom: [base, UITraitCollection(userInterfaceStyle: style)])
    }

    /// The controller `show` (or `showDetailViewController`) goes to: the first one from
    /// this controller up through parents, then presenters, that handles it.
    func showTarget(detail: Bool) -> UIViewController? {
        var current: UIViewController? = self
        while let candidate = current {
            if candidate.handlesShow(detail: detail) { return candidate }
            current = candidate.parentStorage ?? candidate.presentingStorage
        }
        return nil
    }
}
