import Foundation

/// One navigation transition, from the controller shown to the top of the stack.
@MainActor
final class NavigationTransition {
    let from: UIViewController?
    let to: UIViewController
    let animated: Bool
    /// Whether a finger drives it (a swipe-back or a zoom's pinch).
    let interactive: Bool
    let added: [UIViewController]
    let removed: [UIViewController]
    let coordinator: HeadlessTransitionCoordinator

    init(
        from: UIViewController?, to: UIViewController, animated: Bool, interactive: Bool,
        added: [UIViewController], removed: [UIViewController],
        coordinator: HeadlessTransitionCoordinator
    ) {
        self.from = from
        self.to = to
        self.animated = animated
        self.interactive = interactive
        self.added = added
        self.removed = removed
        self.coordinator = coordinator
    }
}

extension UINavigationController {
    static let nestedPushMessage = "nested push animation can result in corrupted navigation bar"
    static let unexpectedStateMessage =
        "Finishing up a navigation transition in an unexpected state. Navigation Bar subview "
        + "tree might get corrupted."

    /// Whether a transition runs, or an animated one is about to start.
    var isTransitionInFlight: Bool {
        runningTransition != nil || (layoutPassScheduled && pendingAnimated)
    }

    // MARK: - Changing the model (synchronous)

    func performPush(_ pushed: UIViewController, animated: Bool) {
        let isDeferred = deferredPushes.contains { $0 === pushed }
        if isDeferred || stack.contains(identical: pushed) {
            recordDuplicatePush(pushed)
            return
        }
        if pushed is UINavigationController, !acceptsNestedSplitColumn(pushed) {
            recordException(
                UIKitException.invalidArgument, "Pushing a navigation controller is not supported")
            return
        }
        // A navigation controller in no window at all waits for the turn of the run loop
        // that ran last, as UIKit's single main run loop would.
        if animated, !isInWindow, HeadlessBehaviour.animatedPushOffWindowAppliesOnNextTurn,
            let runLoop = runLoop ?? HeadlessRunLoop.current
        {
            deferredPushes.append(pushed)
            if deferredPushes.count == 1 {
                runLoop.schedule { [weak self] in self?.applyDeferredPushes() }
            }
            return
        }
        applyDeferredPushes()
        applyPush(pushed, animated: animated)
    }

    /// Applies the animated pushes made while the navigation controller was not in a window
    /// (they apply on the next turn, or at the window's first layout).
    func applyDeferredPushes() {
        guard !deferredPushes.isEmpty else { return }
        let pushes = deferredPushes
        deferredPushes = []
        for pushed in pushes {
            if stack.contains(identical: pushed) {
                recordDuplicatePush(pushed)
                continue
            }
            applyPush(pushed, animated: true)
        }
    }

    private func recordDuplicatePush(_ pushed: UIViewController) {
        recordException(
            UIKitException.invalidArgument,
            "\(self) is pushing the same view controller instance (\(pushed)) more than once "
                + "which is not supported and is most likely an error in the application : "
                + "\(pushed)")
    }

    private func applyPush(_ pushed: UIViewController, animated: Bool) {
        if isTransitionInFlight {
            recordDiagnostic(Self.nestedPushMessage)
            // The second line comes when the running transition ends.
            owesUnexpectedStateWarning = HeadlessBehaviour.nestedPushLogsBothLines
        }
        removedWithoutContainmentCallbacks.remove(ObjectIdentifier(pushed))
        if pushed.parentStorage != nil, pushed.parentStorage !== self {
            pushed.detachFromParentForReuse()
        }
        attachChild(pushed)
        pushed.willMove(toParent: self)
        stack.append(pushed)
        pendingAdded.append(pushed)
        setNeedsTransition(animated: animated)
    }

    func performPop(animated: Bool) -> UIViewController? {
        applyDeferredPushes()
        guard stack.count >= 2, let top = stack.last else { return nil }
        if isTransitionInFlight { recordDiagnostic(Self.unexpectedStateMessage) }
        top.willMove(toParent: nil)
        stack.removeLast()
        pendingRemoved.append(top)
        setNeedsTransition(animated: animated)
        return top
    }

    func performPop(to destination: UIViewController, animated: Bool) -> [UIViewController]? {
        applyDeferredPushes()
        guard let index = stack.index(of: destination) else {
            recordException(
                UIKitException.internalInconsistency,
                "Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        let removed = Array(stack[(index + 1)...])
        guard !removed.isEmpty else { return [] }
        if isTransitionInFlight { recordDiagnostic(Self.unexpectedStateMessage) }
        let order = HeadlessBehaviour.popToWillMoveOrderIsBottomFirst ? removed : removed.reversed()
        for controller in order { controller.willMove(toParent: nil) }
        stack.removeAll(from: index + 1)
        pendingRemoved.append(contentsOf: removed)
        setNeedsTransition(animated: animated)
        return removed
    }

    func performSetViewControllers(_ newStack: [UIViewController], animated: Bool) {
        applyDeferredPushes()
        var seen = Set<ObjectIdentifier>()
        for controller in newStack where !seen.insert(ObjectIdentifier(controller)).inserted {
            recordException(
                UIKitException.invalidArgument,
                "\(self) is pushing the same view controller instance (\(controller)) more than "
                    + "once which is not supported and is most likely an error in the "
                    + "application : \(controller)")
            return
        }
        if newStack.contains(where: {
            $0 is UINavigationController && !acceptsNestedSplitColumn($0)
        }) {
            recordException(
                UIKitException.invalidArgument, "Pushing a navigation controller is not supported")
            return
        }
        if isTransitionInFlight { recordDiagnostic(Self.unexpectedStateMessage) }
        let removed = stack.filter { !seen.contains(ObjectIdentifier($0)) }
        let added = newStack.filter { !stack.contains(identical: $0) }
        // The old top that leaves gets neither willMove(nil) nor didMove(nil) (rdar
        // 18002763).
        let silentTop = removed.last.flatMap { $0 === stack.last ? $0 : nil }
        for controller in removed {
            if controller === silentTop,
                HeadlessBehaviour.setViewControllersSkipsContainmentCallbacksOfRemovedTop
            {
                removedWithoutContainmentCallbacks.insert(ObjectIdentifier(controller))
            } else {
                controller.willMove(toParent: nil)
            }
        }
        for controller in added {
            removedWithoutContainmentCallbacks.remove(ObjectIdentifier(controller))
        }
        for controller in added {
            if controller.parentStorage != nil, controller.parentStorage !== self {
                controller.detachFromParentForReuse()
            }
            attachChild(controller)
            controller.willMove(toParent: self)
        }
        stack.replace(with: newStack)
        pendingRemoved.append(contentsOf: removed)
        pendingAdded.append(contentsOf: added)
        setNeedsTransition(animated: animated)
    }

    /// A requested transition turned out not to be needed: its coordinator ends at once.
    func discardPendingCoordinator() {
        guard let pending = pendingCoordinator else { return }
        pendingCoordinator = nil
        if coordinatorStorage === pending { coordinatorStorage = nil }
        pending.finish()
    }

    // MARK: - Showing the model (on the run loop)

    /// Asks for a layout pass that shows the model, or applies it at once off-window.
    func setNeedsTransition(animated: Bool) {
        pendingAnimated = animated
        guard isInWindow else {
            if runningTransition == nil { applyWithoutTransition() }
            return
        }
        guard runningTransition == nil else { return }
        if animated, pendingCoordinator == nil,
            HeadlessBehaviour.coordinatorExistsRightAfterAnimatedCall
        {
            let coordinator = HeadlessTransitionCoordinator(
                from: shownTop, to: stack.last, animated: true,
                duration: effectiveDuration(HeadlessBehaviour.navigationDuration, animated: true),
                containerView: view)
            pendingCoordinator = coordinator
            coordinatorStorage = coordinator
        }
        guard !layoutPassScheduled else { return }
        layoutPassScheduled = true
        scheduleOnRunLoop { [weak self] in self?.layoutPass() }
    }

    /// Off-window: containment at once, no appearance callbacks.
    func applyWithoutTransition() {
        discardPendingCoordinator()
        let removed = pendingRemoved
        let added = pendingAdded
        pendingRemoved = []
        pendingAdded = []
        if let shown = shownTop, shown !== stack.last {
            shown.loadedView?.moveOut(notifyingAppearance: false)
        }
        finishContainment(removed: removed, added: added, between: {})
        shownTop = stack.last
    }

    /// Starts the transition a change asked for (`setNeedsTransition`). It runs on the turn
    /// after the change, or earlier when a user's interruption starts its pop in the same
    /// turn (``startRequestedTransitionNow()``); the pass scheduled for it then does nothing.
    private func layoutPass() {
        guard layoutPassScheduled else { return }
        layoutPassScheduled = false
        guard runningTransition == nil else { return }
        guard isInWindow else {
            applyWithoutTransition()
            return
        }
        let removed = pendingRemoved
        let added = pendingAdded
        pendingRemoved = []
        pendingAdded = []
        guard let to = stack.last, to !== shownTop else {
            discardPendingCoordinator()
            finishContainment(removed: removed, added: added, between: {})
            return
        }
        let transition = makeTransition(
            to: to, animated: pendingAnimated, interactive: false, added: added, removed: removed)
        start(transition)
        scheduleOnRunLoop(after: transition.coordinator.transitionDuration) { [weak self] in
            self?.complete(transition)
        }
    }

    /// Starts at once the transition that a change made in this turn asked for, as UIKit
    /// starts the pop of a user's interruption in the turn of the interruption
    /// (``HeadlessBehaviour/userInterruptionCompletesRunningTransition``).
    func startRequestedTransitionNow() {
        layoutPass()
    }

    func makeTransition(
        to: UIViewController, animated: Bool, interactive: Bool,
        added: [UIViewController], removed: [UIViewController]
    ) -> NavigationTransition {
        let duration = effectiveDuration(HeadlessBehaviour.navigationDuration, animated: animated)
        let coordinator: HeadlessTransitionCoordinator
        // A pending coordinator made for a gesture (a user's interruption) drives it; one made
        // by a programmatic change drives only a programmatic transition.
        if let pending = pendingCoordinator, !interactive || pending.initiallyInteractive {
            pending.update(
                from: shownTop, to: to, animated: animated, duration: duration,
                interactive: interactive)
            coordinator = pending
        } else {
            coordinator = HeadlessTransitionCoordinator(
                from: shownTop, to: to, animated: animated, duration: duration,
                interactive: interactive, containerView: view)
        }
        pendingCoordinator = nil
        return NavigationTransition(
            from: shownTop, to: to, animated: animated, interactive: interactive, added: added,
            removed: removed,
            coordinator: coordinator)
    }

    /// The start of a transition: the arriving controller's view loads, the delegate hears
    /// `willShow`, the will-callbacks run (leaving first) and the coordinator exists.
    func start(_ transition: NavigationTransition) {
        runningTransition = transition
        coordinatorStorage = transition.coordinator
        let to = transition.to
        let from = transition.from
        to.loadViewIfNeeded()
        requestZoomSource(from: from, to: to)
        delegate?.navigationController(self, willShow: to, animated: transition.animated)
        let fromFlags: MovingFlags =
            from.map { stack.contains(identical: $0) } == false ? .fromParent : .none
        let toFlags: MovingFlags =
            wasInShownStack(to, added: transition.added, removed: transition.removed)
            ? .none : .toParent
        view.moveIn(to.view, at: view.subviews.count, notifyingAppearance: false)
        from?.appearanceWill(false, animated: transition.animated, flags: fromFlags)
        to.appearanceWill(true, animated: transition.animated, flags: toFlags)
        to.appearanceIsAppearing()
    }

    /// The end of a completed transition: the did-callbacks, `didMove(toParent:)`, the
    /// delegate's `didShow`, then the coordinator's completions.
    func complete(_ transition: NavigationTransition) {
        guard runningTransition === transition else { return }
        recordOwedUnexpectedStateWarning()
        let from = transition.from
        let to = transition.to
        let leaving = transition.removed.filter { removed in
            removed.parentStorage === self && !stack.contains(identical: removed)
        }
        // Top first: each is found at the end of the children, whatever the depth.
        for controller in leaving.reversed() { controller.detachChild() }
        if let from, from !== to { from.loadedView?.moveOut(notifyingAppearance: false) }
        from?.appearanceDid()
        finishContainment(removed: transition.removed, added: transition.added) {
            to.appearanceDid()
        }
        shownTop = to
        runningTransition = nil
        clearCoordinator(transition.coordinator)
        delegate?.navigationController(self, didShow: to, animated: transition.animated)
        transition.coordinator.finish()
        showPendingChanges()
    }

    /// The end of a cancelled interactive pop: the screen below disappears again
    /// (will, did), the returning top appears again (will, did) with `isMovingToParent`
    /// true, and the delegate hears no `didShow`.
    func cancel(_ transition: NavigationTransition) {
        guard runningTransition === transition, let returning = transition.from else { return }
        recordOwedUnexpectedStateWarning()
        let destination = transition.to
        if !stack.contains(identical: returning) {
            let index = stack.index(of: destination).map { $0 + 1 } ?? stack.endIndex
            stack.insert(returning, at: index)
        }
        destination.appearanceWill(false, animated: true)
        destination.appearanceDid()
        destination.loadedView?.moveOut(notifyingAppearance: false)
        returning.appearanceWill(true, animated: true, flags: .toParent)
        returning.appearanceIsAppearing()
        returning.appearanceDid()
        shownTop = returning
        runningTransition = nil
        clearCoordinator(transition.coordinator)
        transition.coordinator.finish()
        showPendingChanges()
    }

    /// `didMove(toParent: nil)` for controllers that left, then `between`, then
    /// `didMove(toParent: self)` for controllers that joined and are still in the stack.
    private func finishContainment(
        removed: [UIViewController], added: [UIViewController], between: () -> Void
    ) {
        for controller in removed where !stack.contains(identical: controller) {
            if controller.parentStorage === self { controller.detachChild() }
            if removedWithoutContainmentCallbacks.remove(ObjectIdentifier(controller)) == nil {
                controller.didMove(toParent: nil)
            }
        }
        between()
        for controller in added
        where controller.parentStorage === self && stack.contains(identical: controller) {
            controller.didMove(toParent: self)
        }
    }

    /// Whether `controller`, now in the stack, was in it when the last transition ended,
    /// told from the changes since then rather than a copy of the stack at each transition:
    /// one not added since was in it all along; one added since was in it only if it was
    /// removed as often as it was added.
    private func wasInShownStack(
        _ controller: UIViewController, added: [UIViewController], removed: [UIViewController]
    ) -> Bool {
        let additions = added.count(identical: controller)
        return additions == 0 || removed.count(identical: controller) >= additions
    }

    private func recordOwedUnexpectedStateWarning() {
        guard owesUnexpectedStateWarning else { return }
        owesUnexpectedStateWarning = false
        recordDiagnostic(Self.unexpectedStateMessage)
    }

    private func showPendingChanges() {
        if stack.last !== shownTop || !pendingAdded.isEmpty || !pendingRemoved.isEmpty {
            setNeedsTransition(animated: pendingAnimated)
        }
    }
}
