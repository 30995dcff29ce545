#if !canImport(UIKit)
    import HeadlessUIKit
    import Wayfinder
    import WayfinderTesting

    /// What one run of a sequence produced.
    public struct FuzzRunResult: Sendable {
        /// The first violation, or `nil` when every invariant held.
        public var violation: FuzzViolation?
        /// The number of steps run (fewer than the sequence's when a violation stopped it).
        public var stepsRun: Int
        /// What each step resolved to (`navigator.push(S4, animated: true)`, `user taps back
        /// in nav1` …), one list per step, and a last one for the wind-down.
        public var log: [[String]]
        /// The script a ``FuzzScenarioWriter`` turns into a scenario file.
        public var script: FuzzScript
        /// The navigator's trace records, printed.
        public var records: [String]
    }

    /// Runs a ``FuzzSequence`` on a fresh window and navigator, checking the invariants after
    /// every step and once more after winding down (the gesture under way ended, the run loop
    /// idle).
    @MainActor
    public struct FuzzRunner {
        /// The deliberately broken components to inject (for the checker's own tests).
        public var faults: Set<FuzzFault>
        /// The profile the window follows, or `nil` for HeadlessUIKit's default with the user
        /// acting only on still screens (see ``Fuzzer/behaviour``).
        public var behaviour: HeadlessBehaviour.Profile?

        /// Creates a runner.
        public init(faults: Set<FuzzFault> = [], behaviour: HeadlessBehaviour.Profile? = nil) {
            self.faults = faults
            self.behaviour = behaviour
        }

        /// Runs `sequence` and stops at the first violation.
        public func run(_ sequence: FuzzSequence) -> FuzzRunResult {
            let world = FuzzWorld(root: sequence.root, faults: faults, behaviour: behaviour)
            let checker = FuzzChecker(faults: faults)
            let script = FuzzScriptRecorder(world: world)
            var violation = checker.check(world, after: -1)
            var stepsRun = 0
            if violation == nil {
                for (index, step) in sequence.steps.enumerated() {
                    script.begin(step)
                    world.apply(step, index: index)
                    script.end()
                    stepsRun = index + 1
                    violation = checker.check(world, after: index)
                    if violation != nil { break }
                }
            }
            if violation == nil {
                script.begin(nil)
                world.windDown(finishGesture: sequence.steps.count % 2 == 0)
                script.end()
                violation = checker.check(world, after: sequence.steps.count)
            }
            return FuzzRunResult(
                violation: violation, stepsRun: stepsRun, log: world.log,
                script: script.finish(), records: world.records.records.map(\.description))
        }
    }
#endif
