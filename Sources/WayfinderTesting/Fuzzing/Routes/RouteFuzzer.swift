#if !canImport(UIKit)
    /// A broken promise the routes fuzzer found, with the steps that led to it.
    public struct RouteFuzzFailure: Sendable, CustomStringConvertible {
        /// The index of the sequence in the run.
        public var sequenceIndex: Int
        /// The step after which the promise was found broken (`-1`: the launch).
        public var step: Int
        /// What was wrong.
        public var message: String
        /// Every step of the sequence up to the failure, as run.
        public var log: [String]
        /// The navigator's last trace records before the failure.
        public var records: [String]

        /// `sequence 3, step 17: <message>` and the steps, one a line.
        public var description: String {
            (["sequence \(sequenceIndex), step \(step): \(message)"]
                + log.enumerated().map { "  \($0.offset): \($0.element)" }
                + ["last trace records:"] + records.map { "  " + $0 })
                .joined(separator: "\n")
        }
    }

    /// The result of a routes fuzz run.
    public struct RouteFuzzReport: Sendable {
        /// The number of sequences run.
        public var sequences: Int
        /// The number of steps per sequence.
        public var steps: Int
        /// How many `go(to:)` and `update` requests were made.
        public var requests: Int
        /// The failing sequences (a sequence stops at its first failure).
        public var failures: [RouteFuzzFailure]

        /// `fuzz routes: 100 sequences x 200 steps, 0 violations`.
        public var summary: String {
            "fuzz routes: \(sequences) sequences x \(steps) steps, \(failures.count) violations"
        }
    }

    /// Random target states, random `update`s, direct `Navigator` changes (pop, pop to root,
    /// dismiss all) and user gestures (back taps, swipe-backs finished or cancelled, sheets
    /// dragged down, tabs tapped) interleaved mid-transition against a `RouteNavigator` on
    /// HeadlessUIKit.
    ///
    /// After every quiet point it checks that `routes.state` equals the state read back from
    /// UIKit independently, that UIKit logged no diagnostic and that every screen that left
    /// was released; at every settlement, that a completed request reached its target, a
    /// failed one says why, and at most one UIKit call of the request animated; that an
    /// invalid target fails at once without a UIKit call, and that the same state again makes
    /// none.
    ///
    /// ```swift
    /// let report = RouteFuzzer(seed: 1, sequences: 100, steps: 200).run()
    /// print(report.summary)   // fuzz routes: 100 sequences x 200 steps, 0 violations
    /// ```
    @MainActor
    public struct RouteFuzzer {
        /// The seed: the same seed runs the same sequences.
        public var seed: UInt64
        /// How many sequences to run.
        public var sequences: Int
        /// How many steps each sequence has.
        public var steps: Int

        /// Creates a fuzzer.
        public init(seed: UInt64, sequences: Int, steps: Int) {
            self.seed = seed
            self.sequences = sequences
            self.steps = steps
        }

        /// Runs every sequence; `onFailure` hears each failure as it is found.
        public func run(onFailure: (RouteFuzzFailure) -> Void = { _ in }) -> RouteFuzzReport {
            var failures: [RouteFuzzFailure] = []
            var requests = 0
            for index in 0..<sequences {
                let random = FuzzRandom(seed: FuzzRandom.sequenceSeed(seed, index: index))
                let run = RouteFuzzRun(random: random, index: index)
                if let failure = run.run(steps: steps) {
                    onFailure(failure)
                    failures.append(failure)
                }
                requests += run.requests
            }
            return RouteFuzzReport(
                sequences: sequences, steps: steps, requests: requests, failures: failures)
        }
    }
#endif
