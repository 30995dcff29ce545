#if !canImport(UIKit)
    /// Shrinks a failing sequence to a minimal one that still breaks the same invariant, by
    /// delta debugging: drop everything after the failing step, then remove ever smaller
    /// chunks of steps while the invariant still fails, down to single steps.
    @MainActor
    public struct FuzzShrinker {
        /// The runner used to replay candidates (with the same faults as the original run).
        public var runner: FuzzRunner
        /// The most replays to try; shrinking stops early, keeping the best so far.
        public var budget: Int

        /// Creates a shrinker.
        public init(runner: FuzzRunner = FuzzRunner(), budget: Int = 4000) {
            self.runner = runner
            self.budget = budget
        }

        /// The smallest sequence found that breaks `violation.invariant`, and its violation.
        ///
        /// - Complexity: O(*n* log *n*) replays of at most *n* steps for a sequence of *n*
        ///   steps, capped by ``budget``.
        public func shrink(_ sequence: FuzzSequence, violation: FuzzViolation) -> (
            FuzzSequence, FuzzViolation
        ) {
            var best = sequence
            var bestViolation = violation
            var replays = 0
            func fails(_ candidate: FuzzSequence) -> FuzzViolation? {
                replays += 1
                guard let found = runner.run(candidate).violation,
                    found.invariant == violation.invariant
                else { return nil }
                return found
            }
            if violation.step + 1 < best.steps.count {
                let cut = FuzzSequence(root: best.root, steps: Array(best.steps[...violation.step]))
                if let found = fails(cut) {
                    best = cut
                    bestViolation = found
                }
            }
            var chunk = max(1, best.steps.count / 2)
            while replays < budget {
                var removedAny = false
                var start = 0
                while start < best.steps.count, replays < budget {
                    var steps = best.steps
                    steps.removeSubrange(start..<min(start + chunk, steps.count))
                    let candidate = FuzzSequence(root: best.root, steps: steps)
                    if let found = fails(candidate) {
                        best = candidate
                        bestViolation = found
                        removedAny = true
                    } else {
                        start += chunk
                    }
                }
                if chunk == 1 && !removedAny { break }
                if !removedAny { chunk = max(1, chunk / 2) }
            }
            return (best, bestViolation)
        }
    }
#endif
