import ArgumentParser
import Foundation
import HeadlessUIKit
import WayfinderFuzzing
import WayfinderTesting

/// `wayfinder fuzz`: random sequences of navigator commands and user gestures, with every
/// invariant checked after every step.
struct FuzzCommand: AsyncParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Run random commands and gestures against a navigator and check its promises.",
        discussion: """
            Each sequence mixes every navigator command (animated or not, good and bad) with \
            back taps, swipe-backs (edge and iOS 26 content swipes), zoom dismissals, sheet \
            swipe-downs, tab taps and size-class changes that collapse and expand split-view \
            windows, and advances the virtual clock part-way so that commands land mid-animation and mid-gesture. After every \
            step the fuzzer checks that navigator.tree matches UIKit, that UIKit logged no \
            diagnostic, that every transition settles once and in order, that onFinish fires \
            once and only after a screen left, that screens that left are released, and that \
            every awaited outcome arrives once. A failing sequence is shrunk to a minimal one \
            and written as a scenario file for `wayfinder run`.
            The last line reads `fuzz: <sequences> sequences x <steps> steps, <n> violations`; \
            the exit status is 0 only with no violation, else 1.
            With `--mode routes` it drives a RouteNavigator instead: random target states, \
            random updates, invalid targets and the same state again, direct navigator pops \
            and dismissals, mixed with back taps, \
            swipe-backs, sheet drags and tab taps, while the app sets, replaces, chains, \
            releases and clears its own navigation, tab bar and presentation delegates at any \
            moment and a session flips the guards of two routes between allow, deny and hold \
            (with resumeHeld steps), alerts go up (alone or with a target state) and the user \
            taps their buttons, and the app locks navigation by a screen and unlocks it; after \
            every quiet point routes.state must equal what UIKit shows (its alert included) \
            and no guarded route may be on screen while its guard denies or holds it, a tapped \
            alert button's action must be handed back once with the state's alert gone, \
            no app delegate may hear a callback twice or recurse, and every request must \
            reach its target with at most one animated UIKit call. A failing sequence is \
            shrunk to a minimal one, then printed with its steps and last trace records; the \
            last line reads `fuzz routes: …`.
            `--os 17|18|26` runs every window under that iOS release's behaviour profile; \
            under 26 the user also interrupts running transitions: back taps, double back \
            taps, edge and content swipe-backs and zoom grabs during a push or pop (iOS 26 \
            completes the running transition and starts the pop in the same turn). Without \
            `--os`, windows follow HeadlessUIKit's default profile and the user acts only on \
            still screens, as in earlier releases.
            """)

    /// What the fuzzer drives.
    enum Mode: String, ExpressibleByArgument, CaseIterable {
        /// Navigator commands and gestures.
        case navigator
        /// A RouteNavigator: target states, updates and gestures.
        case routes
    }

    /// What the fuzzer drives.
    @Option(help: "What to fuzz: navigator (commands and gestures) or routes (target states).")
    var mode: Mode = .navigator

    /// The seed: the same seed runs the same sequences on every machine.
    @Option(help: "The seed of the random sequences.")
    var seed: UInt64 = 1

    /// How many sequences to run.
    @Option(help: "How many sequences to run.")
    var sequences = 100

    /// How many steps each sequence has.
    @Option(help: "How many steps each sequence has.")
    var steps = 200

    /// The iOS release whose behaviour the windows follow (17, 18 or 26), if picked.
    @Option(
        name: .customLong("os"),
        help: ArgumentHelp(
            "The iOS behaviour profile: 17, 18 or 26 (26: the user interrupts running "
                + "transitions).", valueName: "version"))
    var os: Int?

    /// `--splits`: the routes mode mixes in split views. It is the default now; the flag is
    /// kept so that earlier command lines still work.
    @Flag(
        help: ArgumentHelp(
            "Routes mode: put split views in the states and change the window's width, "
                + "columns and split layouts (the default; see --no-splits)."))
    var splits = false

    /// `--no-splits`: the routes mode leaves split views out (stacks, tabs and modals only).
    @Flag(
        name: .customLong("no-splits"),
        help: ArgumentHelp("Routes mode: no split views, no width changes."))
    var noSplits = false

    /// Only this sequence of the run (routes mode): replays one violation without running
    /// the sequences before it.
    @Option(
        name: .customLong("only"),
        help: ArgumentHelp(
            "Routes mode: run only this sequence of the seed (to replay one violation).",
            valueName: "index"))
    var only: Int?

    /// The profile `--os` names.
    var behaviour: HeadlessBehaviour.Profile? {
        os.flatMap { HeadlessBehaviour.Profile(rawValue: $0) }
    }

    /// Where scenario files of failing sequences go.
    @Option(
        help: ArgumentHelp(
            "The directory for the scenario files of failing sequences.", valueName: "directory"),
        completion: .directory)
    var output = "."

    /// A deliberately broken component, to see the checker catch it (hidden: for tests and
    /// for doubting users).
    @Option(
        name: .customLong("inject-fault"),
        help: ArgumentHelp(
            "Break a component on purpose: "
                + FuzzCommand.faultNames.map(\.0).joined(separator: ", ") + ".",
            visibility: .hidden))
    var faults: [String] = []

    /// The names `--inject-fault` takes.
    static let faultNames: [(String, FuzzFault)] = [
        ("tree-loses-presentations", .treeLosesPresentations),
        ("settlement-reported-twice", .settlementReportedTwice),
        ("finish-reported-on-swipe-begin", .finishReportedOnSwipeBegin),
        ("app-keeps-screens", .appKeepsScreens),
        ("outcome-reported-twice", .outcomeReportedTwice),
        ("did-disappear-missed", .didDisappearMissed),
    ]

    /// Checks the counts.
    func validate() throws {
        for name in faults where !Self.faultNames.contains(where: { $0.0 == name }) {
            throw ValidationError(
                "unknown fault '\(name)'. Valid faults: "
                    + Self.faultNames.map(\.0).joined(separator: ", "))
        }
        if let os, HeadlessBehaviour.Profile(rawValue: os) == nil {
            throw ValidationError(
                "unknown --os \(os). Valid versions: "
                    + HeadlessBehaviour.Profile.allCases.map { "\($0.rawValue)" }
                    .joined(separator: ", "))
        }
        guard sequences >= 1 else { throw ValidationError("--sequences must be at least 1") }
        guard steps >= 1 else { throw ValidationError("--steps must be at least 1") }
        if mode == .navigator, splits || noSplits {
            throw ValidationError("--splits and --no-splits work only with --mode routes")
        }
        if splits, noSplits {
            throw ValidationError("--splits and --no-splits contradict each other: pass one")
        }
        if mode == .navigator, only != nil {
            throw ValidationError("--only works only with --mode routes")
        }
        if let only, only < 0 || only >= sequences {
            throw ValidationError("--only must name a sequence below --sequences")
        }
        if mode == .routes, !faults.isEmpty {
            throw ValidationError("--inject-fault works only with --mode navigator")
        }
    }

    /// Runs the sequences, writes a scenario per failing one, and prints the summary last.
    func run() async throws {
        if mode == .routes {
            try await runRoutes()
            return
        }
        let (seed, sequences, steps, output, behaviour) = (
            seed, sequences, steps, output, behaviour
        )
        let faults = Set(faults.compactMap { name in Self.faultNames.first { $0.0 == name }?.1 })
        let summary = try await MainActor.run { () throws -> (String, Int) in
            let fuzzer = Fuzzer(
                seed: seed, sequences: sequences, steps: steps, faults: faults,
                behaviour: behaviour)
            var writeError: (any Error)?
            let report = fuzzer.run { failure in
                let name = "fuzz-seed\(seed)-sequence\(failure.sequenceIndex).scenario"
                let path = URL(fileURLWithPath: output).appendingPathComponent(name).path
                do {
                    try FileManager.default.createDirectory(
                        atPath: output, withIntermediateDirectories: true)
                    try failure.scenario.write(toFile: path, atomically: true, encoding: .utf8)
                } catch {
                    writeError = writeError ?? error
                }
                print(
                    "violation in sequence \(failure.sequenceIndex): \(failure.originalViolation)")
                print(
                    "  shrunk to \(failure.sequence.steps.count) steps, "
                        + "\(failure.violation.invariant): \(path)")
            }
            if let writeError {
                throw CLIError.usage("cannot write a scenario file to '\(output)': \(writeError)")
            }
            return (report.summary, report.failures.count)
        }
        print(summary.0)
        if summary.1 > 0 { throw ExitCode(1) }
    }

    /// Runs the routes mode: prints each failing sequence, then the summary.
    private func runRoutes() async throws {
        let (seed, sequences, steps, behaviour, splits, only) = (
            seed, sequences, steps, behaviour, !noSplits, only
        )
        let (summary, failures) = await MainActor.run { () -> (String, Int) in
            let fuzzer = RouteFuzzer(
                seed: seed, sequences: sequences, steps: steps, behaviour: behaviour,
                splitLayouts: splits)
            let report = fuzzer.run(only: only) {
                failure in
                print("violation in " + failure.description)
            }
            return (report.summary, report.failures.count)
        }
        print(summary)
        if failures > 0 { throw ExitCode(1) }
    }
}
