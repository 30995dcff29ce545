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
            lines += self.lines(scenario, acceptedLabel: acceptedLabel, counts: &counts)
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

    private func lines(
        _ scenario: ParityScenarioVerdict, acceptedLabel: String, counts: inout [String: Int]
    ) -> [String] {
        let name = scenario.name
        let entry = scenario.accepted.map { "entry \($0.entry)" } ?? "an entry"
        let block =
            scenario.result?.lines(expectedLabel: expectedLabel, actualLabel: actualLabel) ?? []
        switch scenario.verdict {
        case .matches:
            return block
        case .skipped:
            counts["skipped", default: 0] += 1
            return block
        case .acceptedDivergence(let reason):
            counts["accepted", default: 0] += 1
            return ["≈ \(name): accepted divergence at \(entry): \(reason)"]
        case .newDivergence:
            counts["new", default: 0] += 1
            return block
        case .acceptedDivergenceVanished(let reason):
            counts["vanished", default: 0] += 1
            let now: String
            switch scenario.result?.outcome {
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
            counts["elsewhere", default: 0] += 1
            let listed = scenario.accepted.map {
                " (it lists entry \($0.entry): - \($0.expected ?? "(end of run)") "
                    + "+ \($0.actual ?? "(end of run)"), because: \(reason))"
            }
            return ["✗ \(name): diverges elsewhere than \(acceptedLabel) says\(listed ?? "")"]
                + block.map { $0.hasPrefix("✗ ") ? "  " + $0 : $0 }
        }
    }
}
