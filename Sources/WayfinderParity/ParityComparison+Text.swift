extension ParityComparison {
    /// The comparison in the CLI's text format: one block per scenario, the first divergence
    /// with the two entries before it, then a summary line.
    ///
    /// ```
    /// ━━ diff headless.json ios.json
    /// (console messages ⚠ are not compared: one run did not record them)
    /// ✓ explain-push: same 12 entries
    /// ✗ explain-pop: first divergence at entry 7
    ///       5  B.willMove(toParent: nil)
    ///       6  nav.willShow(A, animated: true)
    ///     - 7  B.viewWillDisappear(true) [movingFromParent]   headless.json
    ///     + 7  A.viewWillAppear(true)                         ios.json
    /// – explain-swipe-back-finished: skipped in ios.json after 1 entry: …
    ///
    /// 1 of 3 scenarios diverged, 1 skipped
    /// ```
    /// - Parameters:
    ///   - expectedLabel: the name of the expected run, e.g. its file name.
    ///   - actualLabel: the name of the actual run.
    /// - Returns: the lines joined with newlines, ending with a newline.
    public func text(expectedLabel: String, actualLabel: String) -> String {
        var lines = ["━━ diff \(expectedLabel) \(actualLabel)"]
        if !comparesConsole {
            lines.append("(console messages ⚠ are not compared: one run did not record them)")
        }
        for result in results {
            switch result.outcome {
            case .same(let count):
                lines.append("✓ \(result.name): same \(count) \(count == 1 ? "entry" : "entries")")
            case .diverged(let index, let expected, let actual):
                lines.append("✗ \(result.name): first divergence at entry \(index + 1)")
                let width = ([expected, actual].compactMap { $0?.count }.max() ?? 0) + 3
                for (offset, entry) in result.context.enumerated() {
                    let number = index + 1 - result.context.count + offset
                    lines.append("      \(number)  \(entry)")
                }
                lines.append(
                    "    - \(index + 1)  " + padded(expected ?? "(end of run)", width)
                        + expectedLabel)
                lines.append(
                    "    + \(index + 1)  " + padded(actual ?? "(end of run)", width) + actualLabel)
            case .skipped(let reason, let inExpected, let compared):
                lines.append(
                    "– \(result.name): skipped in \(inExpected ? expectedLabel : actualLabel) "
                        + "after \(compared) \(compared == 1 ? "entry" : "entries"): \(reason)")
            case .missing(let inExpected):
                lines.append(
                    "✗ \(result.name): only in \(inExpected ? expectedLabel : actualLabel)")
            }
        }
        let diverged = divergences.count
        let skipped = results.filter {
            if case .skipped = $0.outcome { return true }
            return false
        }.count
        lines.append("")
        lines.append(
            "\(diverged) of \(results.count) scenarios diverged"
                + (skipped > 0 ? ", \(skipped) skipped" : ""))
        return lines.joined(separator: "\n") + "\n"
    }

    private func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + "  " : text + String(repeating: " ", count: width - text.count)
    }
}
