extension NavigationState {
    // The rule for every `inTab:` member below: when the root is one stack, or `index` is not
    // a tab of the root, a reader returns `nil` and an edit does nothing (no crash, no new
    // tab). `selectTab(_:)` likewise does nothing on a stack root.

    /// The routes of the tab at `index`, bottom first, whether or not it is selected and
    /// whatever is presented on top.
    ///
    /// - Parameter index: the tab's index.
    /// - Returns: the tab's stack; `nil` when the root is one stack or `index` is out of
    ///   range.
    /// - Complexity: O(1).
    public func stack(inTab index: Int) -> [Route]? {
        guard case .tabs(let tabs, _) = root, tabs.indices.contains(index) else { return nil }
        return tabs[index]
    }

    /// The top route of the tab at `index`: what the user sees on switching to it.
    ///
    /// - Parameter index: the tab's index.
    /// - Returns: the last route of the tab's stack; `nil` when the root is one stack,
    ///   `index` is out of range or the stack is empty.
    /// - Complexity: O(1).
    public func top(inTab index: Int) -> Route? {
        stack(inTab: index)?.last
    }

    /// The index of the first tab whose stack contains a route for which `predicate` is
    /// true, such as the tab that shows the orders.
    ///
    /// - Parameter predicate: tells whether a route is the one looked for.
    /// - Returns: the tab's index; `nil` when the root is one stack or no tab has such a
    ///   route.
    /// - Complexity: O(n) in the number of routes of the tabs.
    public func firstTab(containing predicate: (Route) throws -> Bool) rethrows -> Int? {
        guard case .tabs(let tabs, _) = root else { return nil }
        return try tabs.firstIndex { try $0.contains(where: predicate) }
    }

    /// Replaces the stack of the tab at `index`, leaving the selection and the modals as
    /// they are.
    ///
    /// UIKit's equivalent is `setViewControllers(_:animated:)` on that tab's navigation
    /// controller; ``RouteNavigator`` makes that call without animation when the tab is not
    /// the one on screen.
    ///
    /// ```swift
    /// state.setStack([.orders, .order(7)], inTab: 2)   // the Orders tab, not selected
    /// ```
    ///
    /// Does nothing when the root is one stack or `index` is out of range. An empty `stack`
    /// makes a state that ``validated()`` rejects.
    ///
    /// - Parameters:
    ///   - stack: the tab's new routes, bottom first.
    ///   - index: the tab's index.
    public mutating func setStack(_ stack: [Route], inTab index: Int) {
        editStack(inTab: index) { $0 = stack }
    }

    /// Pushes `route` onto the stack of the tab at `index`, selected or not, under any modal.
    ///
    /// Does nothing when the root is one stack or `index` is out of range. To push onto what
    /// the user sees, use ``push(_:)``.
    ///
    /// - Parameters:
    ///   - route: the route to push.
    ///   - index: the tab's index.
    public mutating func push(_ route: Route, inTab index: Int) {
        editStack(inTab: index) { $0.append(route) }
    }

    /// Pops the top route of the tab at `index`; does nothing on a stack of one, when the
    /// root is one stack or when `index` is out of range.
    ///
    /// - Parameter index: the tab's index.
    public mutating func pop(inTab index: Int) {
        editStack(inTab: index) { stack in
            if stack.count > 1 { stack.removeLast() }
        }
    }

    /// Pops the tab at `index` back to its first route; does nothing when the root is one
    /// stack or `index` is out of range.
    ///
    /// - Parameter index: the tab's index.
    public mutating func popToRoot(inTab index: Int) {
        editStack(inTab: index) { stack in
            if stack.count > 1 { stack.removeSubrange(1...) }
        }
    }

    /// Edits the stack of the tab at `index` in place, leaving the selection and the modals
    /// as they are.
    ///
    /// ```swift
    /// state.editStack(inTab: 0) { $0.removeAll { $0 == .cart } }
    /// ```
    ///
    /// Does nothing (and does not call `edit`) when the root is one stack or `index` is out
    /// of range.
    ///
    /// - Parameters:
    ///   - index: the tab's index.
    ///   - edit: changes the tab's routes, bottom first.
    public mutating func editStack(inTab index: Int, _ edit: (inout [Route]) throws -> Void)
        rethrows
    {
        guard case .tabs(var tabs, let selected) = root, tabs.indices.contains(index) else {
            return
        }
        try edit(&tabs[index])
        root = .tabs(tabs, selected: selected)
    }

    /// Removes every route for which `shouldBeRemoved` is true, from every stack: the root
    /// stack or each tab's, the columns of their split views, and each modal's. Use it when routes stop making sense, such as
    /// the orders screens after the user signs out.
    ///
    /// Stacks never end up empty: the first route of the root stack, of each tab and of each
    /// split view column stays
    /// (remove a tab's root by replacing its stack with ``setStack(_:inTab:)``), and a modal
    /// whose routes are all removed is dismissed, while the modals above it stay. The
    /// selected tab does not change.
    ///
    /// ```swift
    /// state.removeAll { route in
    ///     if case .order = route { return true }
    ///     return false
    /// }
    /// ```
    ///
    /// - Parameter shouldBeRemoved: tells whether a route goes.
    /// - Complexity: O(n) in the number of routes.
    public mutating func removeAll(where shouldBeRemoved: (Route) throws -> Bool) rethrows {
        func pruned(_ stack: [Route]) throws -> [Route] {
            guard let first = stack.first else { return stack }
            return try [first] + stack.dropFirst().filter { try !shouldBeRemoved($0) }
        }
        switch root {
        case .stack(let stack):
            root = .stack(try pruned(stack))
        case .tabs(let tabs, let selected):
            root = .tabs(try tabs.map(pruned), selected: selected)
        }
        for (index, var split) in splits {
            for column in split.columns where column != .primary {
                if let stack = split.stack(of: column) {
                    split.setStack(try pruned(stack), of: column)
                }
            }
            splits[index] = split
        }
        var kept: [Modal] = []
        for var modal in modals {
            try modal.stack.removeAll(where: shouldBeRemoved)
            if !modal.stack.isEmpty { kept.append(modal) }
        }
        modals = kept
    }
}
