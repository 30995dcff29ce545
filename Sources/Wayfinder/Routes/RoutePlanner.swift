/// Turns a jump from one ``NavigationState`` to another into the few steps UIKit needs, with
/// at most one visible animation.
///
/// A pure function, so a jump can be planned, printed and tested without a window. The rules:
///
/// - The same state again: no step at all.
/// - What the user cannot see changes without animation, first: the stacks under a modal, in
///   a tab that is not selected, or in a tab about to be selected. The stack of a tab the user
///   is leaving changes right after the switch, when it is no longer seen.
/// - Only the change the user sees animates: presenting the new top modal, else dismissing
///   the modals that go away, else the edit of the stack that stays on top (one
///   `setViewControllers`, which UIKit turns into one push or one pop). Switching tabs is
///   never animated in UIKit, so a tab switch with a push in the new tab is the tab switch
///   alone: the push happens first, unseen.
/// - A modal is kept while its style and container stay the same (and, for a single screen,
///   its route) and every modal below it is kept; the first one that differs is dismissed
///   with everything above it. A kept modal whose sheet state (``NavigationState/Modal/sheet``)
///   changes is not a step: ``sheetChanges(from:to:)`` lists them.
/// - A root of another shape (a stack becoming tabs, a different number of tabs, a stack
///   gaining or losing a split view, a split view gaining or losing a column) is built anew,
///   without animation.
/// - The other columns of a split view (``NavigationState/splits``; the primary column is the
///   stack that carries it, planned as above) and its layout are not steps of this plan:
///   ``RouteNavigator`` changes them after these steps, each column with one
///   `setViewControllers`, animated only when nothing else animates and the column is the
///   one in front.
/// - The state's ``NavigationState/alert`` is not a step: ``RouteNavigator`` dismisses the alert
///   on screen before the steps (unless the target keeps it and only stacks change under it)
///   and presents the target's alert after them, plans the steps without animation when an
///   alert goes up (it is the visible change), and animates a dismissal only when nothing
///   else changes. ``RouteStep`` keeps its cases, so code that switches over it still builds.
///
/// ```swift
/// let from = NavigationState<String>(stack: ["home", "a", "b"], modals: [.init(["compose"])])
/// let to = NavigationState<String>(stack: ["home", "x"])
/// RoutePlanner.steps(from: from, to: to)
/// // [setStack(root, [home, x], animated: false), dismiss(modal 0, animated: true)]
/// ```
///
/// - Complexity: O(n) in the number of routes of both states.
public enum RoutePlanner {
    /// The steps from `from` to `to`.
    ///
    /// - Parameters:
    ///   - from: what the window shows, or `nil` when it has no root yet (launch): the root
    ///     is built and the modals presented, none of it animated.
    ///   - to: the target; both states are assumed valid (see ``NavigationState/validated()``).
    ///   - animated: `false` turns every animation off.
    /// - Returns: the steps in the order they run; empty when the states are equal.
    public static func steps<Route>(
        from: NavigationState<Route>?, to: NavigationState<Route>, animated: Bool = true
    ) -> [RouteStep<Route>] {
        guard let from else {
            return [.setRoot(to.root)] + to.modals.map { .present($0, animated: false) }
        }
        if from == to { return [] }
        guard sameShape(from.root, to.root), sameSplits(from, to) else {
            var steps: [RouteStep<Route>] = []
            if !from.modals.isEmpty { steps.append(.dismiss(modal: 0, animated: false)) }
            steps.append(.setRoot(to.root))
            steps += presents(to.modals[...], animated: animated)
            return steps
        }

        let kept = keptModals(from.modals, to.modals)
        let dismissing = from.modals.count > kept
        let presenting = to.modals.count > kept
        let tabChange = from.selectedTab != to.selectedTab

        var edits: [(RouteLayer, [Route])] = []
        for (index, (old, new)) in zip(from.rootStacks, to.rootStacks).enumerated() where old != new
        {
            edits.append((to.selectedTab == nil ? .root : .tab(index), new))
        }
        for index in 0..<kept where from.modals[index].stack != to.modals[index].stack {
            edits.append((.modal(index), to.modals[index].stack))
        }

        // The one edit that animates: the stack on top before and after, when nothing else
        // (a modal coming or going, a tab switch) is the visible change.
        var shownEdit: (RouteLayer, [Route])?
        let topBefore = topLayer(of: from)
        if !dismissing, !presenting, topBefore == topLayer(of: to),
            let index = edits.firstIndex(where: { $0.0 == topBefore })
        {
            shownEdit = edits.remove(at: index)
        }

        // The tab being left changes after the switch, when the user no longer sees it.
        var leftTabEdit: (RouteLayer, [Route])?
        if tabChange, let left = from.selectedTab,
            let index = edits.firstIndex(where: { $0.0 == .tab(left) })
        {
            leftTabEdit = edits.remove(at: index)
        }

        var steps: [RouteStep<Route>] = edits.map { .setStack($0.0, $0.1, animated: false) }
        if tabChange, let selected = to.selectedTab { steps.append(.selectTab(selected)) }
        if let leftTabEdit {
            steps.append(.setStack(leftTabEdit.0, leftTabEdit.1, animated: false))
        }
        if dismissing { steps.append(.dismiss(modal: kept, animated: animated && !presenting)) }
        steps += presents(to.modals[kept...], animated: animated)
        if let shownEdit { steps.append(.setStack(shownEdit.0, shownEdit.1, animated: animated)) }
        return steps
    }

    /// Presents `modals` in order; only the last one animates.
    private static func presents<Route>(
        _ modals: ArraySlice<NavigationState<Route>.Modal>, animated: Bool
    ) -> [RouteStep<Route>] {
        modals.indices.map { index in
            .present(modals[index], animated: animated && index == modals.indices.last)
        }
    }

    /// How many modals of `from`, from the bottom, stay presented on the way to `to`.
    static func keptModalCount<Route>(
        _ from: NavigationState<Route>, _ to: NavigationState<Route>
    ) -> Int {
        sameShape(from.root, to.root) ? keptModals(from.modals, to.modals) : 0
    }

    /// How many modals, from the bottom, stay presented.
    private static func keptModals<Route>(
        _ old: [NavigationState<Route>.Modal], _ new: [NavigationState<Route>.Modal]
    ) -> Int {
        var kept = 0
        for (before, after) in zip(old, new) {
            guard before.style == after.style, before.inNavigation == after.inNavigation,
                before.inNavigation || before.stack == after.stack
            else { break }
            kept += 1
        }
        return kept
    }

    /// Whether both roots are stacks, or both tabs with as many tabs.
    private static func sameShape<Route>(
        _ old: NavigationState<Route>.Root, _ new: NavigationState<Route>.Root
    ) -> Bool {
        switch (old, new) {
        case (.stack, .stack): true
        case (.tabs(let before, _), .tabs(let after, _)): before.count == after.count
        default: false
        }
    }

    /// Whether both states have split views at the same stacks, with the same columns.
    private static func sameSplits<Route>(
        _ old: NavigationState<Route>, _ new: NavigationState<Route>
    ) -> Bool {
        guard Set(old.splits.keys) == Set(new.splits.keys) else { return false }
        return old.splits.allSatisfy { index, split in
            new.splits[index].map(split.hasSameColumns) ?? false
        }
    }

    /// The layer whose stack the user sees.
    private static func topLayer<Route>(of state: NavigationState<Route>) -> RouteLayer {
        if !state.modals.isEmpty { return .modal(state.modals.count - 1) }
        return state.selectedTab.map(RouteLayer.tab) ?? .root
    }
}
