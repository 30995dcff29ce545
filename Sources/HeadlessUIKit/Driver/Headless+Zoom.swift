import Foundation

extension Headless where Base: UINavigationController {
    /// Starts the iOS 26 full-width content swipe-back: the same transition and callbacks as
    /// ``beginInteractivePop()``, recognised by
    /// `interactiveContentPopGestureRecognizer`. It does not begin when that recogniser is
    /// disabled (``HeadlessBehaviour/contentPopIgnoresEdgeRecognizer``), for the root only,
    /// or off screen; while a push or pop runs it begins only under `.iOS26`, after the
    /// running transition completed at once
    /// (``HeadlessBehaviour/userInterruptionCompletesRunningTransition``).
    /// - Returns: The interaction; update, finish or cancel it.
    public func beginInteractiveContentPop() -> HeadlessInteraction {
        base.beginInteractivePop(by: base.interactiveContentPopGestureRecognizer)
    }
}

extension Headless where Base: UIViewController {
    /// Starts the interactive dismissal of a zoom transition (iOS 18): the user pinches or
    /// drags the zoomed controller back to its source.
    ///
    /// For a controller pushed with `preferredTransition = .zoom(…)` and on top of its navigation
    /// stack, it is an interactive pop with the callbacks of a swipe-back; for a controller
    /// presented with a zoom, an interactive dismissal with those of a sheet's swipe-down, the
    /// presentation controller's delegate included. It does not begin when the zoom's
    /// `interactiveDismissShouldBegin` returns `false`, when the controller was not shown with a
    /// zoom, or when the gesture could not start anyway (root of its stack, off screen, a
    /// presented controller that `isModalInPresentation` keeps, a presentation running).
    ///
    /// While a navigation transition runs it depends on the window's
    /// ``HeadlessBehaviour/Profile``: under `.iOS18` the zoom's own push can be grabbed
    /// (``HeadlessBehaviour/zoomIsInterruptibleFrom``), under `.iOS26` any running push or pop
    /// (``HeadlessBehaviour/navigationIsInterruptibleFrom``); the running transition then
    /// completes at once and the interactive pop starts in the same turn. Under `.iOS17` it
    /// does not begin.
    /// - Returns: The interaction; update, finish or cancel it.
    public func beginInteractiveZoomDismiss() -> HeadlessInteraction {
        let zoomed = base
        guard let transition = zoomed.preferredTransition, transition.isZoom else {
            return HeadlessInteraction(began: false)
        }
        if let options = transition.zoomOptions,
            let shouldBegin = options.interactiveDismissShouldBegin
        {
            let context = UIViewController.Transition.ZoomOptions.InteractionContext(
                location: .zero, velocity: .zero, willBegin: true)
            if !shouldBegin(context) { return HeadlessInteraction(began: false) }
        }
        if let nav = zoomed.parentStorage as? UINavigationController {
            guard nav.stack.last === zoomed else { return HeadlessInteraction(began: false) }
            return nav.beginInteractivePop(by: nil, zoomed: zoomed)
        }
        guard zoomed.presentingStorage != nil else { return HeadlessInteraction(began: false) }
        return zoomed.headless.beginInteractiveDismiss(anyStyle: true)
    }
}

extension UINavigationController {
    /// Starts an interactive pop recognised by `recognizer` (`nil`: a zoom's
    /// pinch, which has no recogniser of the navigation controller). The recogniser is in
    /// `.began` while the transition starts and changes, then `.ended` or `.cancelled`, and
    /// back to `.possible` when the transition ends.
    ///
    /// A running push or pop is first completed when the window's profile lets the user
    /// interrupt it (`zoomed`: the controller whose zoom is grabbed).
    func beginInteractivePop(
        by recognizer: UIGestureRecognizer?, zoomed: UIViewController? = nil
    ) -> HeadlessInteraction {
        let nav = self
        let recognizerAllows = recognizer.map { $0.isEnabled } ?? true
        guard recognizerAllows, nav.stack.count >= 2, !nav.layoutPassScheduled, nav.isInWindow,
            nav.letUserInterrupt(zoomed.map { .zoomGrab($0) } ?? .swipe)
        else { return HeadlessInteraction(began: false) }
        guard recognizerAllows, nav.stack.count >= 2,
            nav.runningTransition == nil, !nav.layoutPassScheduled, nav.pendingAdded.isEmpty,
            nav.pendingRemoved.isEmpty, nav.isInWindow, let runLoop = nav.runLoop,
            let leaving = nav.stack.last, leaving === nav.shownTop
        else { return HeadlessInteraction(began: false) }
        recognizer?.state = .began
        leaving.willMove(toParent: nil)
        nav.stack.removeLast()
        let transition = nav.makeTransition(
            to: nav.stack[nav.stack.count - 1], animated: true, interactive: true,
            added: [], removed: [leaving])
        nav.start(transition)
        recognizer?.state = .changed
        let interaction = HeadlessInteraction(began: true)
        let coordinator = transition.coordinator
        interaction.attach(
            runLoop: runLoop, duration: coordinator.transitionDuration,
            onProgress: { coordinator.percentComplete = CGFloat($0) },
            onFinish: { [weak nav, weak recognizer] in
                recognizer?.state = .ended
                coordinator.endInteraction(cancelled: false)
                return {
                    recognizer?.state = .possible
                    nav?.complete(transition)
                }
            },
            onCancel: { [weak nav, weak recognizer] in
                recognizer?.state = .cancelled
                coordinator.endInteraction(cancelled: true)
                return {
                    recognizer?.state = .possible
                    nav?.cancel(transition)
                }
            })
        return interaction
    }

    /// Asks a zoom's source view provider for its source when a transition starts: the
    /// pushed controller's zoom on a push, the leaving controller's on a pop. A provider
    /// that returns `nil` changes nothing (``HeadlessBehaviour/zoomWithoutSourceViewFallsBack``).
    func requestZoomSource(from: UIViewController?, to: UIViewController) {
        guard let from, from !== to else { return }
        if let zoom = to.preferredTransition, zoom.isZoom, stack.contains(identical: from) {
            zoom.requestSource(from: from, zoomed: to)
        } else if let zoom = from.preferredTransition, zoom.isZoom,
            !stack.contains(identical: from)
        {
            zoom.requestSource(from: to, zoomed: from)
        }
    }
}
