extension Navigator {
    // MARK: - The quiet moment when nothing changed, or only a lone push or pop

    /// The quiet moment before a command, at the cost of one pass over the front of the
    /// window with no set and no new record, when the window is exactly what the last quiet
    /// moment left: the same front controllers in the same order (same screen, name and
    /// record), each navigation stack's record unchanged with no covered screen visible, the
    /// same visible screens. ``reconcile(cause:knownQuiet:)`` would then tell no screen
    /// anything and change no record; what it still does (proxies, stale entries, quiet
    /// observers) is done here by the same code. Returns false, having changed nothing, when
    /// anything differs: the full quiet moment then runs.
    ///
    /// The app may change UIKit without any signal the navigator hears (a direct
    /// `setViewControllers`, `present` or `addChild`); the pass sees those as a difference.
    ///
    /// - Parameter checkingQuiet: whether the pass also asks each front controller for a
    ///   transition coordinator, as ``isQuiet()`` would: the caller then need not walk the
    ///   front a second time to know that no transition runs.
    func reconcileIfFrontUnchanged(checkingQuiet: Bool = false) -> OnePassResult {
        loneEdit = nil
        return reconcileByOnePass(after: nil, cause: .code, checkingQuiet: checkingQuiet)
    }

    /// How a quiet moment in one pass went.
    enum OnePassResult {
        /// It was made.
        case done
        /// A front controller has a transition coordinator (only when asked to check): no
        /// quiet moment now. Nothing changed.
        case transitionRuns
        /// The window is not what the pass accounts for: the full quiet moment must run.
        /// Nothing changed.
        case differs
    }

    /// The quiet moment in one pass over the front: when the window is what the last quiet
    /// moment left, or that with only `edit` made (its navigation controller's top replaced,
    /// one screen more or less in its stack), it does what ``reconcile(cause:knownQuiet:)``
    /// would, in the same order, from what changed: the new top appears, a covered top
    /// disappears, a popped top finishes. Returns false, having changed nothing, otherwise.
    ///
    /// With `checkingQuiet`, it also asks each front controller it passes for a transition
    /// coordinator, and stops at the first (`.transitionRuns`).
    func reconcileByOnePass(
        after edit: LoneEdit?, cause: ClosedBy, checkingQuiet: Bool = false
    ) -> OnePassResult {
        guard !coveredScreensChanged, let root = window.rootViewController else {
            return .differs
        }
        let expected = edit.flatMap { expectation(of: $0) }
        guard edit == nil || expected != nil else { return .differs }
        // The records are read once into the pass: the walk then reads them without
        // retaining and releasing the navigator's tables at every step.
        var pass = Pass(
            recorded: frontScreens, visible: visibleScreens, records: stackRecords,
            edit: expected?.ids, checksQuiet: checkingQuiet, front: spareFront)
        spareFront = []
        let matched =
            matchFront(root, in: &pass)
            && pass.front.count == pass.recorded.count
            && pass.navigations == pass.records.count
            && (expected == nil || pass.slot != nil)
            && pass.visibleCount == pass.visible.count
                - (expected?.oldTopWasVisible == true ? 1 : 0) + (pass.newTopVisible ? 1 : 0)
        let slot = pass.slot
        let editedStack = pass.editedStack
        let newTopVisible = pass.newTopVisible
        let transitionRuns = pass.transitionRuns
        var front = pass.front
        pass = Pass()
        guard matched else {
            front.removeAll(keepingCapacity: true)
            spareFront = front
            return transitionRuns ? .transitionRuns : .differs
        }
        var left: [WeakScreen] = []
        let wasVisible = visibleScreens
        if let expected, let slot {
            left = apply(expected, at: slot, newTopVisible: newTopVisible, cause: cause)
        }
        if !dismissing.isEmpty { dismissing.removeAll() }
        // The stack the walk read: the edit's navigation controller's is remembered without
        // asking UIKit again; the others are what the last quiet moment remembered.
        if let expected, let editedStack {
            refreshRemembered(expected.navigation, stack: editedStack)
        }
        installProxies(in: front, refreshingStacks: false)
        // Only a pop takes a controller out of the front (a push's covered screen stays in
        // the window).
        dropGoneEntries(
            front: front, covered: expected?.isPush == true ? expected?.oldTop : nil,
            anyLeft: expected?.isPush == false)
        if !left.isEmpty { finish(left, wasVisible: wasVisible, cause: cause) }
        front.removeAll(keepingCapacity: true)
        spareFront = front
        checkOnePass()
        callQuietObservers()
        return .done
    }

    /// One pass over the front: the records it compares with, and what it found.
    struct Pass {
        /// The front, visible screens and stack records of the last quiet moment.
        var recorded: [WeakScreen] = []
        var visible: Set<ObjectIdentifier> = []
        var records: [ObjectIdentifier: StackRecord] = [:]
        /// The lone edit expected, if any.
        var edit: EditIDs?
        /// Whether to ask each front controller for a transition coordinator.
        var checksQuiet = false
        /// Whether one had a coordinator: the pass stopped there.
        var transitionRuns = false
        /// The front controllers passed, parents first.
        var front: [UIViewController] = []
        /// Navigation controllers in front.
        var navigations = 0
        /// Front controllers whose view is in the window.
        var visibleCount = 0
        /// Where the edit's new top is in the front, once passed.
        var slot: Int?
        /// The stack of the edit's navigation controller, once passed.
        var editedStack: [UIViewController]?
        /// Whether the edit's new top is in the window.
        var newTopVisible = false
    }

    /// A lone push or pop a command made as its only step: the next quiet moment checks
    /// that it is the only change and accounts for it in one pass over the front. Weak, so
    /// that noting it keeps no screen alive.
    /// A class, so that handing it over copies no weak reference.
    final class LoneEdit {
        weak var navigation: UINavigationController?
        /// The top before the edit: covered by a push, gone with a pop.
        weak var oldTop: UIViewController?
        /// The top after it: the pushed screen, or the one below the popped one.
        weak var newTop: UIViewController?
        let isPush: Bool

        init(
            navigation: UINavigationController, oldTop: UIViewController,
            newTop: UIViewController, isPush: Bool
        ) {
            self.navigation = navigation
            self.oldTop = oldTop
            self.newTop = newTop
            self.isPush = isPush
        }
    }

    /// Notes the lone push or pop `run` just made, when it was the run's only step.
    func noteLoneEdit(
        _ run: CommandRun, on navigation: UINavigationController, from oldTop: UIViewController?,
        to newTop: UIViewController, isPush: Bool
    ) {
        guard run.owners.count == 1, run.steps.isEmpty, let oldTop else {
            loneEdit = nil
            return
        }
        loneEdit = LoneEdit(navigation: navigation, oldTop: oldTop, newTop: newTop, isPush: isPush)
    }

    /// A lone edit, checked to be one the pass can account for, with what it needs. A class,
    /// so that handing it around retains no screen.
    final class ExpectedEdit {
        let navigation: UINavigationController
        let oldTop: UIViewController
        let newTop: UIViewController
        let isPush: Bool
        let oldTopWasVisible: Bool

        init(
            navigation: UINavigationController, oldTop: UIViewController,
            newTop: UIViewController, isPush: Bool, oldTopWasVisible: Bool
        ) {
            self.navigation = navigation
            self.oldTop = oldTop
            self.newTop = newTop
            self.isPush = isPush
            self.oldTopWasVisible = oldTopWasVisible
        }

        /// The identities the walk compares, passed down it without retaining any screen.
        var ids: EditIDs {
            EditIDs(
                navigation: ObjectIdentifier(navigation), oldTop: ObjectIdentifier(oldTop),
                newTop: ObjectIdentifier(newTop), isPush: isPush)
        }
    }

    /// The identities of a lone edit's controllers (alive while the pass runs: the pass holds
    /// them), which the walk compares.
    struct EditIDs {
        let navigation: ObjectIdentifier
        let oldTop: ObjectIdentifier
        let newTop: ObjectIdentifier
        let isPush: Bool
    }

    /// The edit's screens, when they are all still there and the edit is one the pass
    /// accounts for: a plain screen (no child, nothing presented) on top, the old top out of
    /// the window, and plain too when a push covered it. (The walk checks the navigation
    /// controller's record.)
    private func expectation(of edit: LoneEdit) -> ExpectedEdit? {
        guard let navigation = edit.navigation, let oldTop = edit.oldTop,
            let newTop = edit.newTop,
            newTop.children.isEmpty, Hierarchy.ownPresented(newTop) == nil,
            oldTop.viewIfLoaded?.window == nil
        else { return nil }
        // A covered screen is recorded with what is inside it. (A popped one's front entries,
        // if it had any, are seen by the walk, which stops at the first difference.)
        if edit.isPush, !oldTop.children.isEmpty || Hierarchy.ownPresented(oldTop) != nil {
            return nil
        }
        return ExpectedEdit(
            navigation: navigation, oldTop: oldTop, newTop: newTop, isPush: edit.isPush,
            oldTopWasVisible: visibleScreens.contains(ObjectIdentifier(oldTop)))
    }

    /// Whether `stack` is the recorded one with `edit` made.
    private func stack(
        _ stack: [UIViewController], of record: StackRecord, fits edit: EditIDs
    ) -> Bool {
        let known = record.covered.count
        if edit.isPush {
            guard stack.count == known + 2, ObjectIdentifier(stack[known]) == edit.oldTop,
                ObjectIdentifier(stack[known + 1]) == edit.newTop,
                case .pushed = record.change(to: stack)
            else { return false }
        } else {
            guard known > 0, stack.count == known,
                ObjectIdentifier(stack[known - 1]) == edit.newTop,
                let below = record.covered.last,
                below.screen.value.map(ObjectIdentifier.init) == edit.newTop,
                below.inside.isEmpty, case .popped = record.change(to: stack)
            else { return false }
        }
        return true
    }

    /// Brings the records up to date with `edit`, found at `slot` of the front, and tells
    /// the screens what the full quiet moment would, in its order. Returns the screens that
    /// left.
    private func apply(
        _ edit: ExpectedEdit, at slot: Int, newTopVisible: Bool, cause: ClosedBy
    ) -> [WeakScreen] {
        let navigationID = ObjectIdentifier(edit.navigation)
        let oldID = ObjectIdentifier(edit.oldTop)
        let newID = ObjectIdentifier(edit.newTop)
        let oldReference = frontScreens[slot]
        // Taken out of the table so that changing it copies nothing.
        guard var record = stackRecords.removeValue(forKey: navigationID) else { return [] }
        var newReference: WeakScreen?
        if edit.isPush {
            // The old top is covered now: looked at, as the full quiet moment looks at the
            // screen a push covers, and, out of the window, hidden.
            // Its front reference is kept when still exact.
            let covered =
                oldReference.isExact(for: edit.oldTop) ? oldReference : WeakScreen(edit.oldTop)
            record.covered.append(StackRecord.Covered(screen: covered, inside: []))
            coveredIDs.insert(oldID)
        } else {
            // The reference made when it was covered, when still exact.
            let below = record.covered.removeLast()
            if below.screen.isExact(for: edit.newTop) { newReference = below.screen }
            coveredIDs.remove(newID)
        }
        record.firstVisible = record.covered.count
        stackRecords[navigationID] = record
        frontScreens[slot] = newReference ?? WeakScreen(edit.newTop)
        visibleScreens.remove(oldID)
        if newTopVisible {
            visibleScreens.insert(newID)
            ScreenStore.send(.appeared, to: edit.newTop)
            tracer.record(.screen, traceCause(cause), "\(screenName(of: edit.newTop)) appeared")
        }
        guard edit.isPush else { return [oldReference] }
        if edit.oldTopWasVisible {
            ScreenStore.send(.disappeared, to: edit.oldTop)
            tracer.record(
                .screen, traceCause(cause), "\(screenName(of: edit.oldTop)) disappeared")
        }
        return []
    }

    /// Whether `viewController` and what is in front inside it, in the order `walk` lists
    /// them, are the front screens recorded from `pass.front.count` on, each with the same
    /// visibility, and each navigation controller's record unchanged with no covered screen
    /// visible; with the pass's edit, its navigation controller's stack is the recorded one
    /// with the edit made, and its new top stands where the old one was. Appends the
    /// controllers passed to `pass.front`.
    private func matchFront(_ viewController: UIViewController, in pass: inout Pass) -> Bool {
        if pass.checksQuiet, viewController.transitionCoordinator != nil {
            pass.transitionRuns = true
            return false
        }
        let index = pass.front.count
        guard index < pass.recorded.count else { return false }
        let isVisible = viewController.viewIfLoaded?.window != nil
        let id = ObjectIdentifier(viewController)
        if let edit = pass.edit, id == edit.newTop {
            guard pass.slot == nil,
                pass.recorded[index].value.map(ObjectIdentifier.init) == edit.oldTop
            else {
                return false
            }
            pass.slot = index
            pass.newTopVisible = isVisible
            if isVisible { pass.visibleCount += 1 }
            pass.front.append(viewController)
            return true
        }
        guard pass.recorded[index].isExact(for: viewController),
            pass.visible.contains(id) == isVisible
        else { return false }
        if isVisible { pass.visibleCount += 1 }
        pass.front.append(viewController)
        if let navigation = viewController as? UINavigationController {
            let stack = navigation.viewControllers
            guard let record = pass.records[id], record.firstVisible == record.covered.count
            else { return false }
            if let edit = pass.edit, id == edit.navigation {
                guard self.stack(stack, of: record, fits: edit) else { return false }
                pass.editedStack = stack
            } else {
                guard case .unchanged = record.change(to: stack) else { return false }
            }
            pass.navigations += 1
            if let top = stack.last, !matchFront(top, in: &pass) { return false }
        } else {
            for child in viewController.children where !matchFront(child, in: &pass) {
                return false
            }
        }
        if let presented = Hierarchy.ownPresented(viewController),
            !matchFront(presented, in: &pass)
        {
            return false
        }
        return true
    }
}
