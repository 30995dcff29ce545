#if !canImport(UIKit)
    /// Writes a shrunk failing sequence as a scenario file for `wayfinder run`.
    ///
    /// The scenario format speaks UIKit, not Wayfinder: it has no navigator commands. So each
    /// fuzz step becomes a `note` that names it (and what its picks resolved to), followed by
    /// what the user did (`back`, `swipe …`, `tap-tab`) and the UIKit calls the navigator made
    /// for it (`push`, `set-stack`, `present`, `dismiss` …), at the virtual times it made
    /// them. Replaying the file replays what UIKit saw; the header names the invariant broken
    /// and lists the fuzz steps.
    public enum FuzzScenarioWriter {
        /// The text of the scenario file.
        ///
        /// - Parameters:
        ///   - sequence: the (shrunk) sequence.
        ///   - violation: what it breaks.
        ///   - script: the script recorded by running `sequence`.
        ///   - origin: where it came from, e.g. `wayfinder fuzz --seed 1, sequence 17`.
        public static func scenario(
            for sequence: FuzzSequence, violation: FuzzViolation, script: FuzzScript,
            origin: String
        ) -> String {
            var lines = [
                "# Found by \(origin); shrunk to \(sequence.steps.count) steps.",
                "# Breaks \(violation.invariant): \(violation.invariant.promise).",
            ]
            let message = "after step \(violation.step + 1): \(violation.message)"
            lines += message.split(separator: "\n", omittingEmptySubsequences: false).map {
                "#   \($0)"
            }
            lines.append("# Fuzz steps (root \(sequence.root)):")
            lines += sequence.steps.enumerated().map { "#   \($0.offset + 1). \($0.element)" }
            lines.append("")
            lines += script.declarations
            lines += script.steps
            return lines.joined(separator: "\n") + "\n"
        }
    }
#endif
