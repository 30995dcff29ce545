extension NavigationState: CustomStringConvertible {
    /// A readable dump, one line per stack; `>` marks the selected tab, `›` separates routes.
    /// A split view's columns follow the root, under the index of the stack that carries it
    /// (its primary column).
    ///
    /// ```
    /// tabs, selected 1:
    ///     0: inbox
    ///   > 1: settings › about
    /// split 0 (expanded, oneBesideSecondary):
    ///     secondary: message(1)
    /// sheet, in navigation: compose
    /// fullScreen, single screen: player
    /// alert "Delete?" [Delete (destructive) → delete(3), Cancel (cancel)]
    /// ```
    ///
    /// A sheet with sheet state says it after its routes: `sheet, in navigation: filters
    /// (detent medium, no swipe)`.
    public var description: String {
        var lines: [String] = []
        switch root {
        case .stack(let stack):
            lines.append("stack: " + Self.describe(stack))
        case .tabs(let tabs, let selected):
            lines.append("tabs, selected \(selected):")
            for (index, stack) in tabs.enumerated() {
                let marker = index == selected ? "  > " : "    "
                lines.append(marker + "\(index): " + Self.describe(stack))
            }
        }
        for index in splits.keys.sorted() {
            guard let split = splits[index] else { continue }
            var layout = split.isCollapsed ? "collapsed" : "expanded"
            if let mode = split.displayMode { layout += ", \(mode.rawValue)" }
            if let top = split.topColumn { layout += ", top \(top.rawValue)" }
            if split.isInspectorShown { layout += ", inspector shown" }
            lines.append("split \(index) (\(layout)):")
            for column in split.columns where column != .primary {
                lines.append(
                    "    \(column.rawValue): " + Self.describe(split.stack(of: column) ?? []))
            }
        }
        for (group, child) in tabGroupSelections.sorted(by: { $0.key < $1.key }) {
            lines.append("group \(group) selects tab \(child)")
        }
        for modal in modals {
            let container = modal.inNavigation ? "in navigation" : "single screen"
            lines.append(
                "\(modal.style.rawValue), \(container): " + Self.describe(modal.stack)
                    + (modal.sheet.map { " (\($0))" } ?? ""))
        }
        if let alert { lines.append(alert.description) }
        return lines.joined(separator: "\n")
    }

    private static func describe(_ stack: [Route]) -> String {
        stack.isEmpty ? "(empty)" : stack.map { String(describing: $0) }.joined(separator: " › ")
    }
}
