import Foundation

extension UIViewController {
    /// The controller that presents `presented` when this one asks: the one that
    /// defines the presentation context for the context styles, else the root ancestor.
    func presenter(for style: UIModalPresentationStyle) -> UIViewController {
        if style.usesPresentationContext {
            var current: UIViewController? = self
            while let candidate = current {
                if candidate.definesPresentationContext { return candidate }
                current = candidate.parentStorage
            }
        }
        return rootAncestor
    }

    /// The chain of controllers presented from this one, bottom first.
    var presentedChain: [UIViewController] {
        var chain: [UIViewController] = []
        var current = presentedStorage
        while let presented = current {
            chain.append(presented)
            current = presented.presentedStorage
        }
        return chain
    }

    /// Whether `controller` is this controller, one of its ancestors, or a controller that
    /// (directly or further down) presents this one's hierarchy: an active controller, which
    /// UIKit refuses to present.
    private func isPresentedOrBelow(_ controller: UIViewController) -> Bool {
        var current: UIViewController? = self
        while let candidate = current {
            var ancestor: UIViewController? = candidate
            while let node = ancestor {
                if node === controller { return true }
                ancestor = node.parentStorage
            }
            current = candidate.rootAncestor.presentingStorage
        }
        return false
    }

    func performPresent(
        _ presented: UIViewController, animated: Bool, completion: (() -> Void)?
    ) {
        // The presentation controller keeps the style of the moment it was made.
        let style =
            presented.presentationController?.presentationStyle
            ?? presented.modalPresentationStyle
        let presenter = presenter(for: style)
        let launchWindow = loadedView?.window == nil ? windowAwaitingFirstLayout : nil
        guard let window = loadedView?.window ?? launchWindow else {
            recordDiagnostic(
                "Attempt to present \(presented) on \(presenter) (from \(self)) whose view is "
                    + "not in the window hierarchy.")
            return
        }
        if let existing = presented.presentingStorage {
            recordException(
                UIKitException.invalidArgument,
                "Application tried to present modally a view controller \(presented) that is "
                    + "already being presented by \(existing).")
            return
        }
        if let parent = presented.parentStorage {
            recordException(
                UIKitException.invalidArgument,
                "Application tried to present modally a view controller \(presented) that has "
                    + "a parent view controller \(parent).")
            return
        }
        if isPresentedOrBelow(presented) {
            recordException(
                UIKitException.invalidArgument,
                "Application tried to present modally an active controller \(presented).")
            return
        }
        if presented.isInWindow {
            recordException(
                UIKitException.invalidArgument,
                "Application tried to present modally a view controller \(presented) that is "
                    + "already in the window hierarchy.")
            return
        }
        if window.presentationTransitionsInFlight > 0 {
            recordDiagnostic(
                "Attempt to present \(presented) on \(presenter) (from \(self)) while a "
                    + "presentation is in progress.")
            return
        }
        if launchWindow != nil, presenter.parentStorage != nil {
            // A presentation context inside a hierarchy the window has not laid out yet.
            recordDiagnostic(
                "Attempt to present \(presented) on \(presenter) (from \(self)) whose view is "
                    + "not in the window hierarchy.")
            return
        }
        if let existing = presenter.presentedStorage {
            recordDiagnostic(
                "Attempt to present \(presented) on \(presenter) (from \(self)) which is already "
                    + "presenting \(existing).")
            return
        }

        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        let presentationController = presented.presentationController
        presentationController?.presentingControllerStorage = presenter
        if launchWindow != nil {
            // Shown by the window's first layout, without a transition.
            if let completion { window.launchCompletions.append(completion) }
            return
        }
        window.presentationTransitionsInFlight += 1
        presented.preferredTransition?.requestSource(from: self, zoomed: presented)

        presented.loadViewIfNeeded()
        let duration = effectiveDuration(HeadlessBehaviour.presentationDuration, animated: animated)
        let container: UIView = presenter.loadedView?.superview ?? window
        let coordinator = HeadlessTransitionCoordinator(
            from: presenter, to: presented, animated: animated, duration: duration,
            presentationStyle: style, containerView: container)
        presenter.coordinatorStorage = coordinator
        presented.coordinatorStorage = coordinator

        presentationController?.containerStorage = container
        presentationController?.presentationTransitionWillBegin()
        let covers = style.removesPresenterView
        if covers { presenter.appearanceWill(false, animated: animated) }
        let presentedView: UIView = presented.view
        presentedView.frame = container.bounds
        container.moveIn(presentedView, at: container.subviews.count, notifyingAppearance: false)
        presented.appearanceWill(true, animated: animated, flags: .presented)
        presented.appearanceIsAppearing()

        window.runLoop.schedule(after: duration) { [weak window] in
            presented.appearanceDid()
            if covers {
                presenter.appearanceDid()
                presenter.loadedView?.moveOut(notifyingAppearance: false)
            }
            presenter.clearCoordinator(coordinator)
            presented.clearCoordinator(coordinator)
            window?.presentationTransitionsInFlight -= 1
            coordinator.finish()
            presented.presentationControllerStorage?.presentationTransitionDidEnd(true)
            completion?()
        }
    }

    func performDismiss(animated: Bool, completion: (() -> Void)?) {
        guard let target = dismissalTarget() else {
            scheduleOnRunLoop { completion?() }
            return
        }
        // The top of the chain is on screen; the presenter and the target may not be (a
        // full-screen presentation above them took their views out of the window).
        let chain = [target] + target.presentedChain
        guard let presenter = target.presentingStorage,
            let window = ([presenter] + chain).reversed().lazy
                .compactMap({ $0.loadedView?.window }).first
        else {
            scheduleOnRunLoop { completion?() }
            return
        }
        if window.presentationTransitionsInFlight > 0 || target.isBeingDismissedStorage {
            recordDiagnostic(
                "Attempt to dismiss from view controller \(self) while a presentation or "
                    + "dismiss is in progress!")
            return
        }
        dismiss(
            chain: chain, from: presenter, in: window, animated: animated, interactive: nil,
            completion: completion)
    }

    /// What `dismiss` called on this controller dismisses: the lowest controller presented
    /// by this one or its nearest ancestor that presents, else this controller's presented
    /// ancestor itself.
    private func dismissalTarget() -> UIViewController? {
        var current: UIViewController? = self
        while let candidate = current {
            if let presented = candidate.presentedStorage { return presented }
            current = candidate.parentStorage
        }
        current = self
        while let candidate = current {
            if candidate.presentingStorage != nil { return candidate }
            current = candidate.parentStorage
        }
        return nil
    }

    /// Dismisses `chain` (bottom first) back to `presenter`. Only the top one animates and
    /// gets disappearance callbacks; the presenter reappears if it had disappeared.
    ///
    /// With `interactive`, the user drives the end: the dismissal waits for it, and a
    /// cancelled interaction brings the sheet back. `announce` runs once the coordinator
    /// exists, before the first callback (the sheet's `presentationControllerWillDismiss`).
    func dismiss(
        chain: [UIViewController], from presenter: UIViewController, in window: UIWindow,
        animated: Bool, interactive: HeadlessInteraction?, announce: (() -> Void)? = nil,
        completion: (() -> Void)?
    ) {
        guard let top = chain.last else { return }
        for controller in chain { controller.isBeingDismissedStorage = true }
        window.presentationTransitionsInFlight += 1
        let duration = effectiveDuration(HeadlessBehaviour.presentationDuration, animated: animated)
        let container: UIView = top.loadedView?.superview ?? window
        let coordinator = HeadlessTransitionCoordinator(
            from: top, to: presenter, animated: animated, duration: duration,
            interactive: interactive != nil,
            presentationStyle: top.presentationController?.presentationStyle
                ?? top.modalPresentationStyle,
            containerView: container)
        top.coordinatorStorage = coordinator
        presenter.coordinatorStorage = coordinator
        announce?()
        let topPresentationController = top.presentationControllerStorage
        topPresentationController?.dismissalTransitionWillBegin()

        top.appearanceWill(false, animated: animated, flags: .dismissed)
        let presenterReappears =
            presenter.appearance.state == .disappeared
            || presenter.appearance.state == .disappearing
        if presenterReappears {
            // A presenter covered since launch was never loaded.
            let presenterView: UIView = presenter.view
            if presenterView.window == nil {
                let host: UIView = presenter.hostWindow ?? container
                host.moveIn(presenterView, at: 0, notifyingAppearance: false)
            }
            presenter.appearanceWill(true, animated: animated)
            presenter.appearanceIsAppearing()
        }

        let finish: @MainActor () -> Void = { [weak window] in
            // The links are already gone in the did-callbacks and the completion
            // (HeadlessBehaviour.dismissalLinksClearBeforeDidCallbacks).
            for controller in chain.reversed() {
                controller.presentedStorage = nil
                controller.presentingStorage = nil
                controller.presentationControllerStorage?.presentingControllerStorage = nil
            }
            presenter.presentedStorage = nil
            if presenterReappears { presenter.appearanceDid() }
            top.appearanceDid()
            for controller in chain.reversed() {
                controller.loadedView?.moveOut(notifyingAppearance: false)
                controller.isBeingDismissedStorage = false
            }
            top.clearCoordinator(coordinator)
            presenter.clearCoordinator(coordinator)
            window?.presentationTransitionsInFlight -= 1
            coordinator.finish()
            topPresentationController?.dismissalTransitionDidEnd(true)
            completion?()
            // The next presentation makes a new presentation controller (chosen).
            for controller in chain { controller.presentationControllerStorage = nil }
        }
        let cancel: @MainActor () -> Void = { [weak window] in
            if presenterReappears {
                presenter.appearanceWill(false, animated: animated)
                presenter.appearanceDid()
                presenter.loadedView?.moveOut(notifyingAppearance: false)
            }
            top.appearanceWill(true, animated: animated)
            top.appearanceIsAppearing()
            top.appearanceDid()
            for controller in chain { controller.isBeingDismissedStorage = false }
            top.clearCoordinator(coordinator)
            presenter.clearCoordinator(coordinator)
            window?.presentationTransitionsInFlight -= 1
            coordinator.finish()
            topPresentationController?.dismissalTransitionDidEnd(false)
        }

        guard let interactive else {
            window.runLoop.schedule(after: duration, finish)
            return
        }
        interactive.attach(
            runLoop: window.runLoop, duration: duration,
            onProgress: { coordinator.percentComplete = CGFloat($0) },
            onFinish: {
                coordinator.endInteraction(cancelled: false)
                return finish
            },
            onCancel: {
                coordinator.endInteraction(cancelled: true)
                return cancel
            })
    }
}
