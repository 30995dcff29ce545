#if !canImport(UIKit)
    import HeadlessUIKit

    /// A failing sequence, shrunk, with its scenario file.
    public struct FuzzFailure: Sendable {
        /// The index of the sequence in the run.
        public var sequenceIndex: Int
        /// The violation the full sequence showed.
        public var originalViolation: FuzzViolation
        /// The shrunk sequence.
        public var sequence: FuzzSequence
        /// The violation the shrunk sequence shows (the same invariant).
        public var violation: FuzzViolation
        /// The scenario file text for `wayfinder run`.
        public var scenario: String
    }

    /// The result of a fuzz run.
    public struct FuzzReport: Sendable {
        /// The number of sequences run.
        public var sequences: Int
        /// The number of steps per sequence.
        public var steps: Int
        /// The failing sequences (one violation each: a sequence stops at its first).
        public var failures: [FuzzFailure]

        /// `fuzz: 5000 sequences x 200 steps, 0 violations`.
        public var summary: String {
            "fuzz: \(sequences) sequences x \(steps) steps, \(failures.count) violations"
        }
    }

    /// Runs seeded random sequences of navigator commands and user actions against a
    /// navigator on HeadlessUIKit and checks the six ``FuzzInvariant``s after every step.
    ///
    /// ```swift
    /// let report = Fuzzer(seed: 1, sequences: 100, steps: 200).run()
    /// print(report.summary)   // fuzz: 100 sequences x 200 steps, 0 violations
    /// ```
    ///
    /// The same seed gives the same sequences on every run and platform; sequence *i* depends
    /// only on the seed and *i*.
    @MainActor
    public struct Fuzzer {
        /// The seed.
        public var seed: UInt64
        /// How many sequences to run.
        public var sequences: Int
        /// How many steps each sequence has.
        public var steps: Int
        /// Deliberately broken components (for the checker's own tests).
        public var faults: Set<FuzzFault>
        /// The iOS behaviour profile the windows follow (`wayfinder fuzz --os`), or `nil` for
        /// HeadlessUIKit's default with the user acting only on still screens, as before
        /// profiles existed. From `.iOS26` the sequences interleave back taps, double back
        /// taps, content swipes and zoom grabs with running transitions; under `.iOS18` zoom
        /// grabs can land on a running zoom push.
        public var behaviour: HeadlessBehaviour.Profile?

        /// Creates a fuzzer.
        public init(
            seed: UInt64, sequences: Int, steps: Int, faults: Set<FuzzFault> = [],
            behaviour: HeadlessBehaviour.Profile? = nil
        ) {
            self.seed = seed
            self.sequences = sequences
            self.steps = steps
            self.faults = faults
            self.behaviour = behaviour
        }

        /// Sequence `index` of a run from `seed` (with iOS 26's interruptions when
        /// `interruptions`).
        public static func sequence(
            seed: UInt64, index: Int, steps: Int, interruptions: Bool = false
        ) -> FuzzSequence {
            var generator = FuzzGenerator(
                random: FuzzRandom(seed: FuzzRandom.sequenceSeed(seed, index: index)),
                interruptions: interruptions)
            return generator.sequence(steps: steps)
        }

        /// Runs every sequence; each failing one is shrunk and handed to `onFailure` as it is
        /// found.
        public func run(onFailure: (FuzzFailure) -> Void = { _ in }) -> FuzzReport {
            let runner = FuzzRunner(faults: faults, behaviour: behaviour)
            let interruptions = behaviour.map { $0 >= .iOS26 } ?? false
            let os = behaviour.map { " --os \($0.rawValue)" } ?? ""
            var failures: [FuzzFailure] = []
            for index in 0..<sequences {
                let sequence = Self.sequence(
                    seed: seed, index: index, steps: steps, interruptions: interruptions)
                guard let violation = runner.run(sequence).violation else { continue }
                let failure = Self.shrink(
                    sequence, violation: violation, runner: runner,
                    origin: "wayfinder fuzz\(os) --seed \(seed), sequence \(index)", index: index)
                onFailure(failure)
                failures.append(failure)
            }
            return FuzzReport(sequences: sequences, steps: steps, failures: failures)
        }

        /// Shrinks a failing sequence and writes its scenario.
        public static func shrink(
            _ sequence: FuzzSequence, violation: FuzzViolation, runner: FuzzRunner,
            origin: String, index: Int = 0
        ) -> FuzzFailure {
            let (shrunk, shrunkViolation) = FuzzShrinker(runner: runner).shrink(
                sequence, violation: violation)
            let script = runner.run(shrunk).script
            return FuzzFailure(
                sequenceIndex: index, originalViolation: violation, sequence: shrunk,
                violation: shrunkViolation,
                scenario: FuzzScenarioWriter.scenario(
                    for: shrunk, violation: shrunkViolation, script: script, origin: origin))
        }
    }
#endif
