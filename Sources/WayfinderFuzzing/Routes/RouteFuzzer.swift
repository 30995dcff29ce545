#if !canImport(UIKit)
    import HeadlessUIKit
    import Wayfinder
    import WayfinderTesting

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
        /// The invariant broken: `state`, `diagnostic`, `leak`, `request`, `delegates`,
        /// `guards` or `appearance`.
        public var invariant: String
        /// The sequence that breaks it: after ``RouteFuzzer/run(only:onFailure:)``, the shrunk one,
        /// which ``RouteFuzzer/replay(_:)`` runs again.
        public var sequence: RouteFuzzSequence
        /// How many steps the sequence had when it was found, before shrinking.
        public var originalStepCount: Int

        /// `sequence 3, step 17: <message>` and the steps, one a line.
        public var description: String {
            ([
                "sequence \(sequenceIndex), step \(step) [\(invariant)]: \(message)",
                "  (\(sequence.steps.count) of \(originalStepCount) steps after shrinking)",
            ]
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

    /// A deliberately broken part of the routes fuzzer's app, to see the checker catch it.
    public enum RouteFuzzFault: Sendable, Hashable, CaseIterable {
        /// The guard installed allows every route while the checker believes the session:
        /// a guarded route shows while the checker expects it denied or held.
        case guardIgnoresSession
        /// Each of the app's delegates logs every call twice, as if it heard it twice.
        case delegateHearsTwice
        /// A chaining delegate forwards to itself instead of the delegate it replaced: the
        /// chain recurses, and the depth counter must stop it.
        case chainLoopsToItself
        /// A screen's `viewDidDisappear` never arrives, as if UIKit left its disappearance
        /// unended: the appearance check must catch it.
        case didDisappearMissed
    }

    /// One sequence of the routes fuzzer, chosen from a seed before it runs: the launch
    /// state, what the guards answer at launch, and the steps. Steps act on what the window
    /// shows when they run (a step that cannot, such as a back tap mid-transition, does
    /// nothing), so any subsequence replays.
    public struct RouteFuzzSequence: Sendable, Equatable {
        /// The state the route navigator launches with.
        public var launch: NavigationState<String>
        /// What the guard of each guarded route answers at launch.
        var sessions: [String: RouteFuzzSession]
        var steps: [RouteFuzzStep]

        /// How many steps the sequence has.
        public var count: Int { steps.count }

        /// The sequence without the steps in `range`.
        func removing(_ range: Range<Int>) -> RouteFuzzSequence {
            var copy = self
            copy.steps.removeSubrange(range)
            return copy
        }

        /// Sequence `index` of a run started from `seed`, with `steps` steps.
        @MainActor
        public static func generated(
            seed: UInt64, index: Int, steps: Int, interruptions: Bool = false,
            splitLayouts: Bool = false
        ) -> RouteFuzzSequence {
            var states = RouteFuzzStates(
                random: FuzzRandom(seed: FuzzRandom.sequenceSeed(seed, index: index)),
                splitLayouts: splitLayouts)
            let launch = states.state()
            let sessions = states.launchSessions()
            return RouteFuzzSequence(
                launch: launch, sessions: sessions,
                steps: (0..<steps).map { _ in states.step(interruptions: interruptions) })
        }
    }

    /// Random target states, random `update`s, direct `Navigator` changes (pop, pop to root,
    /// dismiss all) and user gestures (back taps, swipe-backs finished or cancelled, sheets
    /// dragged down, tabs tapped) interleaved mid-transition against a `RouteNavigator` on
    /// HeadlessUIKit, while the app sets, replaces, chains, releases and clears its own
    /// delegates of the navigation controllers, the tab bar controller and the presentation
    /// controllers at any moment, and a session flips the guards of two routes (often a tab
    /// root, often an inner one) between allow, deny and hold, with `resumeHeld()` steps.
    /// Alerts go up from state (alone, or with a target) and the user taps their buttons; the
    /// app locks navigation by a shown screen (refusing or holding what leaves its flow) and
    /// unlocks it.
    ///
    /// After every quiet point it checks that `routes.state` equals the state read back from
    /// UIKit independently (its alert included), that a tapped alert button's action was
    /// handed back once, with the state's alert gone, that UIKit logged no diagnostic, that
    /// every screen that left
    /// was released, and that no guarded route is visible (the top of the visible stack or of
    /// a modal) while its guard denies or holds it, unless it was visible when the session
    /// signed out (a visible route is not asked again) or Wayfinder warned that nothing can
    /// replace it. After every step: no app delegate heard one callback twice or was called
    /// again while it handled one (its depth counter stops a recursing chain), and at a tab tap
    /// the tab bar delegate the app set last heard `shouldSelect` exactly once. At every
    /// settlement, that a completed request reached its target, a
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
        /// Deliberately broken parts, to see the checker catch them.
        public var faults: Set<RouteFuzzFault>
        /// The most replays shrinking one failing sequence may take.
        public var shrinkBudget: Int
        /// The iOS behaviour profile the window follows (`wayfinder fuzz --mode routes --os`),
        /// or `nil` for HeadlessUIKit's default with the user acting only at quiet moments.
        /// From `.iOS26` back taps, double back taps, swipe-backs and content swipes land on
        /// running pushes and pops.
        public var behaviour: HeadlessBehaviour.Profile?
        /// Whether states carry split views and steps change the window's width (collapsing or
        /// expanding split views at any moment but mid-gesture, so mid-transition too), show
        /// and hide columns as the user does (back in a collapsed stack included), push onto
        /// each column and ask for display modes and top columns
        /// (`wayfinder fuzz --mode routes --splits`); the guarded routes turn up in the
        /// columns too. Off by default while split views in `NavigationState` still break a
        /// few promises the other layouts keep (issue 29: width changes in the middle of
        /// presentations and column changes), so that those layouts' figures stay a real 0.
        /// With it off, sequences are the ones a run made before split views.
        public var splitLayouts: Bool

        /// Creates a fuzzer.
        public init(
            seed: UInt64, sequences: Int, steps: Int, faults: Set<RouteFuzzFault> = [],
            shrinkBudget: Int = 600, behaviour: HeadlessBehaviour.Profile? = nil,
            splitLayouts: Bool = false
        ) {
            self.seed = seed
            self.sequences = sequences
            self.steps = steps
            self.faults = faults
            self.shrinkBudget = shrinkBudget
            self.behaviour = behaviour
            self.splitLayouts = splitLayouts
        }

        /// Runs `sequence` once, with this fuzzer's faults; its first broken promise, if any.
        public func replay(_ sequence: RouteFuzzSequence, index: Int = 0) -> RouteFuzzFailure? {
            RouteFuzzRun(sequence: sequence, index: index, faults: faults, behaviour: behaviour)
                .run()
        }

        /// The smallest sequence found that breaks the same invariant as `failure`, by delta
        /// debugging: drop the steps after the failing one, then remove ever smaller chunks
        /// while the invariant still breaks, down to single steps.
        public func shrink(_ failure: RouteFuzzFailure) -> RouteFuzzFailure {
            var best = failure
            var replays = 0
            func fails(_ candidate: RouteFuzzSequence) -> RouteFuzzFailure? {
                replays += 1
                guard let found = replay(candidate, index: failure.sequenceIndex),
                    found.invariant == failure.invariant
                else { return nil }
                return found
            }
            if best.step >= 0, best.step + 1 < best.sequence.count,
                let found = fails(
                    best.sequence.removing((best.step + 1)..<best.sequence.count))
            {
                best = found
            }
            var chunk = max(1, best.sequence.count / 2)
            while replays < shrinkBudget {
                var removedAny = false
                var start = 0
                while start < best.sequence.count, replays < shrinkBudget {
                    let end = min(start + chunk, best.sequence.count)
                    if let found = fails(best.sequence.removing(start..<end)) {
                        best = found
                        removedAny = true
                    } else {
                        start += chunk
                    }
                }
                if chunk == 1 && !removedAny { break }
                if !removedAny { chunk = max(1, chunk / 2) }
            }
            best.originalStepCount = failure.originalStepCount
            return best
        }

        /// Runs every sequence, or only sequence `only`; `onFailure` hears each failure as it
        /// is found.
        public func run(only: Int? = nil, onFailure: (RouteFuzzFailure) -> Void = { _ in })
            -> RouteFuzzReport
        {
            var failures: [RouteFuzzFailure] = []
            var requests = 0
            for index in only.map({ [$0] }) ?? Array(0..<sequences) {
                let sequence = RouteFuzzSequence.generated(
                    seed: seed, index: index, steps: steps,
                    interruptions: behaviour.map { $0 >= .iOS26 } ?? false,
                    splitLayouts: splitLayouts)
                let run = RouteFuzzRun(
                    sequence: sequence, index: index, faults: faults, behaviour: behaviour)
                if let failure = run.run() {
                    let shrunk = shrink(failure)
                    onFailure(shrunk)
                    failures.append(shrunk)
                }
                requests += run.requests
            }
            return RouteFuzzReport(
                sequences: only == nil ? sequences : 1, steps: steps, requests: requests,
                failures: failures)
        }
    }
#endif
