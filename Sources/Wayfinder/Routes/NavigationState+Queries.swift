extension NavigationState {
    /// The stack the user sees: the top modal's, else the selected tab's, else the root stack;
    /// when that stack carries a split view, its front column's (``Split/frontColumn``).
    ///
    /// - Complexity: O(1).
    public var visibleStack: [Route] {
        if let modal = modals.last { return modal.stack }
        if let split = visibleSplit, let stack = split.stack(of: split.frontColumn) {
            return stack
        }
        return selectedStack
    }

    /// The route the user sees: the last route of ``visibleStack``; `nil` only for an invalid
    /// state whose visible stack is empty.
    ///
    /// - Complexity: O(1).
    public var top: Route? { visibleStack.last }

    /// The root's stacks: one for a stack root, one per tab for tabs.
    ///
    /// - Complexity: O(1).
    public var rootStacks: [[Route]] {
        switch root {
        case .stack(let stack): [stack]
        case .tabs(let tabs, _): tabs
        }
    }

    /// The index of the selected tab, or `nil` when the root is one stack.
    public var selectedTab: Int? {
        if case .tabs(_, let selected) = root { return selected }
        return nil
    }

    /// The selected tab's stack, or the root stack; empty for a tab index out of range.
    var selectedStack: [Route] {
        switch root {
        case .stack(let stack):
            return stack
        case .tabs(let tabs, let selected):
            return tabs.indices.contains(selected) ? tabs[selected] : []
        }
    }

    /// Every route in the state, root stacks first (each followed by the other columns of the
    /// split view it carries, if any), then each modal's.
    ///
    /// - Complexity: O(n) in the number of routes.
    public var allRoutes: [Route] {
        let roots = rootStacks.enumerated().flatMap { index, stack in
            stack + (splits[index]?.routes ?? [])
        }
        return roots + modals.flatMap(\.stack)
    }
}
