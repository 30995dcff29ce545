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
        var lines = [header(expectedLabel: expectedLabel, actualLabel: actualLabel)]
        for result in results {
            lines += result.lines(expectedLabel: expectedLabel, actualLabel: actualLabel)
        }
        let diverged = divergences.count
        lines.append("")
        lines.append(
            "\(diverged) of \(results.count) scenarios diverged"
                + (skippedCount > 0 ? ", \(skippedCount) skipped" : ""))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The first lines of ``text(expectedLabel:actualLabel:)``: the two labels, and whether
    /// console messages were compared.
    func header(expectedLabel: String, actualLabel: String) -> String {
        "━━ diff \(expectedLabel) \(actualLabel)"
            + (comparesConsole
                ? "" : "\n(console messages ⚠ are not compared: one run did not record them)")
    }

    /// How many scenarios a run skipped part of.
    var skippedCount: Int {
        results.filter {
            if case .skipped = $0.outcome { return true }
            return false
        }.count
    }
}

extension ParityComparison.ScenarioResult {
    /// This scenario's block of ``ParityComparison/text(expectedLabel:actualLabel:)``: one
    /// line when the runs agree, the first divergence with its context when they do not.
    /// - Parameters:
    ///   - expectedLabel: the name of the expected run, e.g. its file name.
    ///   - actualLabel: the name of the actual run.
    /// - Returns: the lines joined with newlines, without a final newline.
    public func text(expectedLabel: String, actualLabel: String) -> String {
        lines(expectedLabel: expectedLabel, actualLabel: actualLabel).joined(separator: "\n")
    }

    /// The lines of ``text(expectedLabel:actualLabel:)``.
    func lines(expectedLabel: String, actualLabel: String) -> [String] {
        switch outcome {
        case .same(let count):
            return ["✓ \(name): same \(count) \(count == 1 ? "entry" : "entries")"]
        case .diverged(let index, let expected, let actual):
            let width = ([expected, actual].compactMap { $0?.count }.max() ?? 0) + 3
            return ["✗ \(name): first divergence at entry \(index + 1)"] + contextLines(index)
                + [
                    "    - \(index + 1)  " + padded(expected ?? "(end of run)", width)
                        + expectedLabel,
                    "    + \(index + 1)  " + padded(actual ?? "(end of run)", width)
                        + actualLabel,
                ]
        case .skipped(let reason, let inExpected, let compared):
            return [
                "– \(name): skipped in \(inExpected ? expectedLabel : actualLabel) "
                    + "after \(compared) \(compared == 1 ? "entry" : "entries"): \(reason)"
            ]
        case .missing(let inExpected):
            return ["✗ \(name): only in \(inExpected ? expectedLabel : actualLabel)"]
        case .timedOut(let index, let entry, let inExpected):
            return [
                "✗ \(name): timed out in \(inExpected ? expectedLabel : actualLabel) "
                    + "at entry \(index + 1); nothing after it is compared"
            ] + contextLines(index) + ["    ! \(index + 1)  \(entry)"]
        }
    }

    /// The shared entries before entry `index`, numbered.
    private func contextLines(_ index: Int) -> [String] {
        context.enumerated().map { offset, entry in
            "      \(index + 1 - context.count + offset)  \(entry)"
        }
    }

    private func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + "  " : text + String(repeating: " ", count: width - text.count)
    }
}
