extension NavigationState {
    /// The state itself when UIKit can show it; otherwise throws a ``NavigationStateError``
    /// that says what is wrong.
    ///
    /// A state is valid when every stack (the root's, each tab's, each modal's) holds at least
    /// one route, a tabs root has at least one tab and selects one of them, and every
    /// single-screen modal (`inNavigation: false`) holds exactly one route, only sheets have
    /// sheet state (``Modal/sheet``), every split view is carried by a stack of the root, has
    /// no empty column and a ``Split/topColumn`` it has, and the ``alert``, if any, has at least
    /// one button and at most one cancel button (UIKit raises an exception for a second one,
    /// and an alert without buttons cannot be closed). Routes may repeat:
    /// each occurrence gets its own screen.
    ///
    /// ```swift
    /// let state = try NavigationState<Route>(tabs: [[.inbox]], selected: 3).validated()
    /// // throws: The selected tab 3 does not exist: there is 1 tab (valid indexes 0..<1). …
    /// ```
    ///
    /// - Returns: `self`, unchanged.
    /// - Throws: ``NavigationStateError`` naming the first problem found, root first.
    /// - Complexity: O(s), where s is the number of stacks.
    public func validated() throws -> NavigationState {
        if let problem { throw problem }
        return self
    }

    /// The first reason the state cannot be shown, root first.
    var problem: NavigationStateError? {
        switch root {
        case .stack(let stack):
            if stack.isEmpty { return NavigationStateError(.emptyStack(place: "the root stack")) }
        case .tabs(let tabs, let selected):
            if tabs.isEmpty { return NavigationStateError(.noTabs) }
            if let index = tabs.firstIndex(where: \.isEmpty) {
                return NavigationStateError(.emptyStack(place: "tab \(index)"))
            }
            if !tabs.indices.contains(selected) {
                return NavigationStateError(.tabOutOfRange(selected: selected, count: tabs.count))
            }
        }
        let stacks = rootStacks
        for index in splits.keys.sorted() {
            guard let split = splits[index] else { continue }
            guard stacks.indices.contains(index) else {
                return NavigationStateError(.splitOutOfRange(index: index, count: stacks.count))
            }
            for column in split.columns where split.stack(of: column)?.isEmpty == true {
                return NavigationStateError(
                    .emptyStack(place: "the \(column.rawValue) column of split \(index)"))
            }
            if let top = split.topColumn, !split.columns.contains(top) {
                return NavigationStateError(
                    .noSuchColumn(split: index, column: top.rawValue))
            }
        }
        for (index, modal) in modals.enumerated() {
            if modal.stack.isEmpty {
                return NavigationStateError(.emptyStack(place: "modal \(index)"))
            }
            if !modal.inNavigation, modal.stack.count > 1 {
                return NavigationStateError(
                    .singleScreenModalHoldsMany(modal: index, count: modal.stack.count))
            }
            if modal.sheet != nil, modal.style != .sheet {
                return NavigationStateError(.sheetStateOnFullScreen(modal: index))
            }
        }
        if let alert {
            if alert.buttons.isEmpty {
                return NavigationStateError(.alertWithoutButtons(title: alert.title))
            }
            let cancels = alert.buttons.filter { $0.role == .cancel }.count
            if cancels > 1 {
                return NavigationStateError(
                    .alertWithManyCancelButtons(title: alert.title, count: cancels))
            }
        }
        return nil
    }
}
