extension NavigationState: CustomStringConvertible {
    /// A readable dump, one line per stack; `>` marks the selected tab, `›` separates routes.
    ///
    /// ```
    /// tabs, selected 1:
    ///     0: inbox
    ///   > 1: settings › about
    /// sheet, in navigation: compose
    /// fullScreen, single screen: player
    /// alert "Delete?" [Delete (destructive) → delete(3), Cancel (cancel)]
    /// ```
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
        for modal in modals {
            let container = modal.inNavigation ? "in navigation" : "single screen"
            lines.append("\(modal.style.rawValue), \(container): " + Self.describe(modal.stack))
        }
        if let alert { lines.append(alert.description) }
        return lines.joined(separator: "\n")
    }

    private static func describe(_ stack: [Route]) -> String {
        stack.isEmpty ? "(empty)" : stack.map { String(describing: $0) }.joined(separator: " › ")
    }
}
