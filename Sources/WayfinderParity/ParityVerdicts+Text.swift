extension ParityVerdicts {
    /// The verdicts in the CLI's text format: `wayfinder diff`'s blocks, with accepted
    /// divergences marked `≈` and the job's failures `✗`, then a summary line.
    ///
    /// ```
    /// ━━ diff headless.json (HeadlessUIKit) ios.json (iOS 26.2 (iPhone))
    /// (console messages ⚠ are not compared: one run did not record them)
    /// (accepted divergences: accepted-divergences.json, 2 for this run)
    /// ≈ explain-push: accepted divergence at entry 2: iOS 26 loads B's view first.
    /// ✗ explain-pop: the accepted divergence at entry 7 no longer occurs (same 11 entries):
    ///   take it out of accepted-divergences.json (it said: …)
    /// ✓ explain-present: same 12 entries
    ///
    /// 1 of 3 scenarios fail (1 accepted divergence vanished), 1 accepted
    /// ```
    /// - Parameter acceptedLabel: the accepted list's name, e.g. its file name.
    /// - Returns: the lines joined with newlines, ending with a newline.
    public func text(acceptedLabel: String) -> String {
        var lines = [
            comparison.header(expectedLabel: expectedLabel, actualLabel: actualLabel),
            "(accepted divergences: \(acceptedLabel), \(applicableCount) for this run)",
        ]
        var counts: [String: Int] = [:]
        for scenario in scenarios {
            lines += scenario.lines(
                expectedLabel: expectedLabel, actualLabel: actualLabel,
                acceptedLabel: acceptedLabel)
            let key: String? =
                switch scenario.verdict {
                case .matches: nil
                case .skipped: "skipped"
                case .acceptedDivergence: "accepted"
                case .newDivergence: "new"
                case .acceptedDivergenceVanished: "vanished"
                case .acceptedButDifferent: "elsewhere"
                }
            if let key { counts[key, default: 0] += 1 }
        }
        let failing = failures.count
        let kinds = [
            ("new", "new divergence"), ("vanished", "accepted divergence vanished"),
            ("elsewhere", "accepted scenario diverging elsewhere"),
        ].compactMap { key, label in counts[key].map { "\($0) \(label)" } }
        lines.append("")
        lines.append(
            "\(failing) of \(scenarios.count) scenarios fail"
                + (kinds.isEmpty ? "" : " (\(kinds.joined(separator: ", ")))")
                + (counts["accepted"].map { ", \($0) accepted" } ?? "")
                + (counts["skipped"].map { ", \($0) skipped" } ?? ""))
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ParityScenarioVerdict {
    /// This scenario's lines of ``ParityVerdicts/text(acceptedLabel:)``: what a test with one
    /// case per scenario prints when the verdict fails.
    /// - Parameters:
    ///   - expectedLabel: the expected run's name.
    ///   - actualLabel: the actual run's name.
    ///   - acceptedLabel: the accepted list's name, e.g. its file name.
    /// - Returns: the lines joined with newlines, without a final newline.
    public func text(expectedLabel: String, actualLabel: String, acceptedLabel: String)
        -> String
    {
        lines(expectedLabel: expectedLabel, actualLabel: actualLabel, acceptedLabel: acceptedLabel)
            .joined(separator: "\n")
    }

    func lines(expectedLabel: String, actualLabel: String, acceptedLabel: String) -> [String] {
        let entry = accepted.map { "entry \($0.entry)" } ?? "an entry"
        let block = result?.lines(expectedLabel: expectedLabel, actualLabel: actualLabel) ?? []
        switch verdict {
        case .matches, .skipped, .newDivergence:
            return block
        case .acceptedDivergence(let reason):
            return ["≈ \(name): accepted divergence at \(entry): \(reason)"]
        case .acceptedDivergenceVanished(let reason):
            let now: String
            switch result?.outcome {
            case .same(let count)?: now = " (same \(count) \(count == 1 ? "entry" : "entries"))"
            case .skipped(_, _, let compared)?: now = " (same \(compared) entries, then skipped)"
            case nil: now = " (the scenario is in neither run)"
            default: now = ""
            }
            return [
                "✗ \(name): the accepted divergence at \(entry) no longer occurs\(now): take it "
                    + "out of \(acceptedLabel) (it said: \(reason))"
            ]
        case .acceptedButDifferent(let reason, _):
            let listed = accepted.map {
                " (it lists entry \($0.entry): - \($0.expected ?? "(end of run)") "
                    + "+ \($0.actual ?? "(end of run)"), because: \(reason))"
            }
            return ["✗ \(name): diverges elsewhere than \(acceptedLabel) says\(listed ?? "")"]
                + block.map { $0.hasPrefix("✗ ") ? "  " + $0 : $0 }
        }
    }
}
