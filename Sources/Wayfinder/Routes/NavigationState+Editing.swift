extension NavigationState {
    /// Pushes `route` onto the visible stack: the top modal's, else the selected tab's, else
    /// the root stack; when that stack carries a split view, its front column's
    /// (``Split/frontColumn``).
    ///
    /// Pushing onto a single-screen modal (`inNavigation: false`) makes a state that
    /// ``validated()`` rejects, because UIKit has no navigation controller to push on there.
    public mutating func push(_ route: Route) {
        editVisibleStack { $0.append(route) }
    }

    /// Pops the top route of the visible stack; does nothing on a stack of one.
    public mutating func pop() {
        editVisibleStack { stack in
            if stack.count > 1 { stack.removeLast() }
        }
    }

    /// Pops the visible stack back to its first route.
    public mutating func popToRoot() {
        editVisibleStack { stack in
            if stack.count > 1 { stack.removeSubrange(1...) }
        }
    }

    /// Presents `route` on top of everything, as a new modal.
    ///
    /// - Parameters:
    ///   - route: the modal's first route.
    ///   - style: a sheet (the default) or full screen.
    ///   - inNavigation: whether it sits in a navigation controller (the default), so that
    ///     routes can be pushed inside it.
    public mutating func present(
        _ route: Route, style: ModalStyle = .sheet, inNavigation: Bool = true
    ) {
        modals.append(Modal([route], style: style, inNavigation: inNavigation))
    }

    /// Dismisses the top modal; does nothing when none is presented.
    public mutating func dismiss() {
        if !modals.isEmpty { modals.removeLast() }
    }

    /// Dismisses every modal, and the ``alert`` on top of them.
    public mutating func dismissAll() {
        modals.removeAll()
        alert = nil
    }

    /// Selects the tab at `index`, leaving the modals as they are.
    ///
    /// Does nothing when the root is one stack. An index out of range makes a state that
    /// ``validated()`` rejects.
    public mutating func selectTab(_ index: Int) {
        if case .tabs(let tabs, _) = root { root = .tabs(tabs, selected: index) }
    }

    private mutating func editVisibleStack(_ edit: (inout [Route]) -> Void) {
        if !modals.isEmpty {
            edit(&modals[modals.count - 1].stack)
            return
        }
        if let split = visibleSplit, split.frontColumn != .primary {
            editStack(in: split.frontColumn, ofSplit: selectedTab ?? 0, edit)
            return
        }
        switch root {
        case .stack(var stack):
            edit(&stack)
            root = .stack(stack)
        case .tabs(var tabs, let selected):
            guard tabs.indices.contains(selected) else { return }
            edit(&tabs[selected])
            root = .tabs(tabs, selected: selected)
        }
    }
}
