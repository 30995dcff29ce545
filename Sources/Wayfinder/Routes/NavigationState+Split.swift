extension NavigationState {
    /// A column-style split view (`UISplitViewController(style:)`) carried by a stack of the
    /// root: the stack is the primary column, the split holds the other columns, each a stack
    /// of routes in its own navigation controller, and how UIKit lays them out.
    ///
    /// A split view is not a new kind of ``Root``: code outside Wayfinder switches over
    /// `Root` exhaustively, so the split is carried beside it, in ``NavigationState/splits``,
    /// keyed by the index of the stack in ``NavigationState/rootStacks`` that is its primary
    /// column (0 for a stack root, the tab's index for tabs; an iPad tab bar whose tab is a
    /// split view is a tabs root with a split on that tab). A state saved before splits
    /// existed has none and restores unchanged; a state without splits is written in the
    /// same JSON as before.
    ///
    /// ```swift
    /// var state = NavigationState<Route>(stack: [.mailboxes])     // the primary column
    /// state.splits[0] = .init(secondary: [.message(1)])           // the detail column
    /// state.push(.attachment, in: .secondary)
    /// ```
    ///
    /// **Collapsed and expanded.** UIKit collapses a split view when its width becomes
    /// horizontally compact (an iPhone, a narrow iPad window) and shows its columns as one
    /// stack: the primary column's, with the supplementary and secondary columns' navigation
    /// controllers pushed on it, up to ``topColumn`` (or the compact column's stack when the
    /// split has one). ``isCollapsed``, and the layout fields that do not apply to it (while
    /// collapsed ``displayMode`` and ``isInspectorShown``, while expanded ``topColumn``), are
    /// what UIKit decides: ``RouteNavigator/state`` reads them back, and a request's values
    /// for them are replaced by the window's. So a state saved on an iPad restores on an
    /// iPhone (its columns collapse as UIKit collapses them) and the other way round.
    public struct Split: Hashable, Codable, Sendable {
        /// A column of a split view, as `UISplitViewController.Column` names them.
        public enum Column: String, Hashable, Codable, Sendable, CaseIterable {
            /// The leading column (a sidebar or a list): the stack that carries the split.
            case primary
            /// The middle column of a triple-column split view.
            case supplementary
            /// The detail column.
            case secondary
            /// The column shown instead of the others while collapsed, when the split has one.
            case compact
            /// The trailing inspector column (iOS 26).
            case inspector
        }

        /// Which columns an expanded split view shows, as `UISplitViewController.DisplayMode`
        /// names them (`automatic` is a request, never what UIKit shows: leave
        /// ``Split/displayMode`` `nil` for it).
        public enum DisplayMode: String, Hashable, Codable, Sendable, CaseIterable {
            /// The secondary column alone.
            case secondaryOnly
            /// One column beside the secondary one.
            case oneBesideSecondary
            /// One column over the secondary one.
            case oneOverSecondary
            /// Two columns beside the secondary one.
            case twoBesideSecondary
            /// Two columns over the secondary one.
            case twoOverSecondary
            /// Two columns, pushing the secondary one aside.
            case twoDisplaceSecondary
        }

        /// The supplementary column's routes, bottom first; `nil` for a double-column split
        /// view. A split view with one is `.tripleColumn`.
        public var supplementary: [Route]?
        /// The secondary (detail) column's routes, bottom first.
        public var secondary: [Route]
        /// The compact column's routes, shown instead of the others while collapsed; `nil`
        /// when collapsing stacks the columns.
        public var compact: [Route]?
        /// The inspector column's routes (iOS 26; ignored, and read back `nil`, before it).
        public var inspector: [Route]?
        /// Whether UIKit shows the split view collapsed into one stack (a compact width).
        /// Read back from UIKit; a request's value is replaced by the window's.
        public var isCollapsed: Bool
        /// Expanded: which columns show. `nil` in a request leaves the split view's display
        /// mode as UIKit has it (or, for a new split view, lets UIKit choose); read back `nil`
        /// while collapsed.
        public var displayMode: DisplayMode?
        /// Collapsed: the column on top of the collapsed stack (`.compact` when the split has
        /// a compact column). `nil` in a request leaves it as UIKit has it; read back `nil`
        /// while expanded.
        public var topColumn: Column?
        /// Expanded: whether the inspector column shows (iOS 26). Read back `false` while
        /// collapsed.
        public var isInspectorShown: Bool

        /// A split view whose primary column is the stack that carries it.
        ///
        /// - Parameters:
        ///   - supplementary: the supplementary column, for a triple-column split view.
        ///   - secondary: the detail column, bottom first.
        ///   - compact: the compact column, shown instead of the others while collapsed.
        ///   - inspector: the inspector column (iOS 26).
        ///   - displayMode: the expanded layout; `nil` lets UIKit choose.
        ///   - topColumn: the column on top while collapsed; `nil` lets UIKit choose.
        ///   - isInspectorShown: whether the inspector shows while expanded.
        public init(
            supplementary: [Route]? = nil, secondary: [Route], compact: [Route]? = nil,
            inspector: [Route]? = nil, displayMode: DisplayMode? = nil,
            topColumn: Column? = nil, isInspectorShown: Bool = false
        ) {
            self.supplementary = supplementary
            self.secondary = secondary
            self.compact = compact
            self.inspector = inspector
            self.isCollapsed = false
            self.displayMode = displayMode
            self.topColumn = topColumn
            self.isInspectorShown = isInspectorShown
        }

        /// The columns this split view has, leading first (the compact column last).
        public var columns: [Column] {
            var columns: [Column] = [.primary]
            if supplementary != nil { columns.append(.supplementary) }
            columns.append(.secondary)
            if inspector != nil { columns.append(.inspector) }
            if compact != nil { columns.append(.compact) }
            return columns
        }

        /// The column whose stack the user acts in: collapsed, the compact column or
        /// ``topColumn`` (the secondary one when it is `nil`); expanded, the secondary one.
        public var frontColumn: Column {
            if isCollapsed { return compact != nil ? .compact : topColumn ?? .secondary }
            return .secondary
        }

        /// The stack of a column other than the primary one (which is the carrying stack);
        /// `nil` for the primary column and for a column the split does not have.
        func stack(of column: Column) -> [Route]? {
            switch column {
            case .primary: nil
            case .supplementary: supplementary
            case .secondary: secondary
            case .compact: compact
            case .inspector: inspector
            }
        }

        /// Sets the stack of a column other than the primary one, when the split has it.
        mutating func setStack(_ stack: [Route], of column: Column) {
            switch column {
            case .primary: break
            case .supplementary: if supplementary != nil { supplementary = stack }
            case .secondary: secondary = stack
            case .compact: if compact != nil { compact = stack }
            case .inspector: if inspector != nil { inspector = stack }
            }
        }

        /// Every route of the columns other than the primary one, leading first.
        var routes: [Route] {
            (supplementary ?? []) + secondary + (inspector ?? []) + (compact ?? [])
        }

        /// The same split with the layout UIKit decides taken from `shown` (see ``Split``).
        func adoptingLayout(of shown: Split?) -> Split {
            var split = self
            guard let shown else { return split }
            split.isCollapsed = shown.isCollapsed
            if shown.isCollapsed {
                split.displayMode = nil
                split.isInspectorShown = false
                if split.topColumn == nil || compact != nil { split.topColumn = shown.topColumn }
            } else {
                split.topColumn = nil
                if split.displayMode == nil { split.displayMode = shown.displayMode }
            }
            return split
        }

        /// Whether UIKit can keep the same split view controller for both (the same style
        /// and the same optional columns).
        func hasSameColumns(as other: Split) -> Bool {
            (supplementary == nil) == (other.supplementary == nil)
                && (compact == nil) == (other.compact == nil)
                && (inspector == nil) == (other.inspector == nil)
        }
    }
}

extension NavigationState {
    /// The split view carried by the stack the user sees, if any: the selected tab's, or the
    /// stack root's; `nil` under a modal too.
    public var visibleSplit: Split? {
        guard modals.isEmpty else { return nil }
        return splits[selectedTab ?? 0]
    }

    /// The routes of `column` of the split view carried by the root stack at `index` (0 for
    /// a stack root, the tab's index for tabs); the primary column is that stack.
    ///
    /// - Parameters:
    ///   - column: the column.
    ///   - index: the index of the carrying stack in ``rootStacks``.
    /// - Returns: the column's routes; `nil` when there is no split there or it has no such
    ///   column.
    public func stack(in column: Split.Column, ofSplit index: Int = 0) -> [Route]? {
        guard let split = splits[index] else { return nil }
        if column == .primary {
            return rootStacks.indices.contains(index) ? rootStacks[index] : nil
        }
        return split.stack(of: column)
    }

    /// Edits the routes of `column` of the split view carried by the root stack at `index`,
    /// leaving everything else as it is; does nothing (and does not call `edit`) when there
    /// is no split there or it has no such column.
    ///
    /// ```swift
    /// state.editStack(in: .secondary) { $0 = [.message(7)] }   // show message 7 in the detail
    /// ```
    ///
    /// - Parameters:
    ///   - column: the column.
    ///   - index: the index of the carrying stack in ``rootStacks``.
    ///   - edit: changes the column's routes, bottom first.
    public mutating func editStack(
        in column: Split.Column, ofSplit index: Int = 0, _ edit: (inout [Route]) throws -> Void
    ) rethrows {
        guard var split = splits[index] else { return }
        if column == .primary {
            switch root {
            case .stack(var stack):
                guard index == 0 else { return }
                try edit(&stack)
                root = .stack(stack)
            case .tabs(var tabs, let selected):
                guard tabs.indices.contains(index) else { return }
                try edit(&tabs[index])
                root = .tabs(tabs, selected: selected)
            }
            return
        }
        guard var stack = split.stack(of: column) else { return }
        try edit(&stack)
        split.setStack(stack, of: column)
        splits[index] = split
    }

    /// Replaces the routes of `column` of the split view at `index`; see
    /// ``editStack(in:ofSplit:_:)``.
    ///
    /// - Parameters:
    ///   - stack: the column's new routes, bottom first.
    ///   - column: the column.
    ///   - index: the index of the carrying stack in ``rootStacks``.
    public mutating func setStack(
        _ stack: [Route], in column: Split.Column, ofSplit index: Int = 0
    ) {
        editStack(in: column, ofSplit: index) { $0 = stack }
    }

    /// Pushes `route` onto `column` of the split view at `index`; see
    /// ``editStack(in:ofSplit:_:)``.
    ///
    /// - Parameters:
    ///   - route: the route to push.
    ///   - column: the column.
    ///   - index: the index of the carrying stack in ``rootStacks``.
    public mutating func push(_ route: Route, in column: Split.Column, ofSplit index: Int = 0) {
        editStack(in: column, ofSplit: index) { $0.append(route) }
    }

    /// Whether a split view that both states have collapsed or expanded between them.
    func splitCollapsedOrExpanded(since old: NavigationState) -> Bool {
        splits.contains { index, split in
            old.splits[index].map { $0.isCollapsed != split.isCollapsed } ?? false
        }
    }

    /// The state with the split layout UIKit decides taken from `shown`, for every split view
    /// both states have: what a request for this state reads back as once it is shown.
    ///
    /// Whether a split view is collapsed is UIKit's to decide (the width), and so are the
    /// fields that do not apply to it: while collapsed ``Split/displayMode`` (read `nil`) and
    /// ``Split/isInspectorShown`` (`false`), while expanded ``Split/topColumn`` (`nil`). A
    /// `nil` display mode or top column in a request leaves UIKit's.
    ///
    /// ```swift
    /// routes.go(to: target)
    /// // once it settled:
    /// assert(routes.state == target.adoptingSplitLayout(of: routes.state))
    /// ```
    ///
    /// - Parameter shown: the state shown, as ``RouteNavigator/state`` reads it.
    /// - Returns: the state with that layout.
    public func adoptingSplitLayout(of shown: NavigationState?) -> NavigationState {
        guard !splits.isEmpty else { return self }
        var state = self
        for (index, split) in splits {
            state.splits[index] = split.adoptingLayout(of: shown?.splits[index])
        }
        return state
    }
}
