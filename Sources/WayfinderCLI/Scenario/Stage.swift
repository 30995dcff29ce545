import Foundation
import HeadlessUIKit
import WayfinderTesting

/// A window on HeadlessUIKit's virtual clock plus everything recorded about it: the
/// callbacks of traced screens, delegate calls, the steps taken, UIKit's warnings.
///
/// The scenario runner, the built-in transitions of `explain` and the demo's by-hand
/// runners all act through a stage, then turn it into a ``RunRecord`` with ``finish()``.
@MainActor
final class Stage {
    /// The kind of a named screen, which decides the steps it can take part in.
    enum ScreenKind: String, Sendable {
        /// A plain traced view controller.
        case screen
        /// A navigation controller.
        case navigation
        /// A tab bar controller.
        case tabs
        /// A column-style split view controller.
        case split
        /// A custom container view controller.
        case container
    }

    /// The window everything happens in.
    let window: UIWindow
    /// Where traced screens record their callbacks.
    let trace: CallbackTrace
    /// The label of the run record.
    let label: String

    private(set) var entries: [TraceEntry] = []
    private(set) var transitions: [TransitionRecord] = []
    private(set) var lanes: [String] = []
    private var controllers: [String: UIViewController] = [:]
    private(set) var kinds: [String: ScreenKind] = [:]
    private var retainedDelegates: [AnyObject] = []
    private var consumedTrace = 0
    private var consumedDiagnostics = 0
    private var origin: TimeInterval = 0
    private var currentTransition: Int?
    /// The transition of each will-callback still waiting for its did-callback.
    private var openWills: [String: Int] = [:]
    private let ticker: Ticker

    /// The swipe the user is making, if any.
    var interaction: HeadlessInteraction?
    /// A remark printed with the run (e.g. a placeholder), or `nil`.
    var remark: String?

    /// Creates a stage with an empty window of an iPhone's size.
    init(label: String) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let ticker = Ticker()
        self.window = window
        self.ticker = ticker
        self.label = label
        trace = CallbackTrace(clock: { [weak window] in
            ticker.tick()
            return window?.headless.now ?? 0
        })
        ticker.onTick = { [weak self] in self?.collectDiagnostics() }
    }

    /// The virtual time since the recording started.
    var now: Double { Self.rounded(window.headless.now - origin) }

    // MARK: Screens

    /// Registers `controller` under `name`, with a lane in the timeline.
    func register(_ controller: UIViewController, as name: String, kind: ScreenKind) {
        controllers[name] = controller
        kinds[name] = kind
        if !lanes.contains(name) { lanes.append(name) }
    }

    /// The controller named `name`.
    func controller(_ name: String) -> UIViewController? { controllers[name] }

    /// The name a controller has on this stage.
    func name(of controller: UIViewController?) -> String { traceName(of: controller) }

    /// Keeps a delegate alive (UIKit holds delegates weakly).
    func retain(_ object: AnyObject) { retainedDelegates.append(object) }

    // MARK: Recording

    /// Forgets everything recorded so far and restarts the clock of the record at zero:
    /// what a scenario set up before is not part of its trace.
    func beginRecording() {
        collect()
        entries.removeAll()
        transitions.removeAll()
        currentTransition = nil
        openWills.removeAll()
        origin = window.headless.now
    }

    /// Records a step: code the scenario runs or a gesture the user makes.
    /// - Parameters:
    ///   - text: what it is, as Swift code or in words.
    ///   - subject: the screen it acts on, if any.
    ///   - startsTransition: whether the callbacks that follow belong to a new transition.
    func step(_ text: String, subject: String? = nil, startsTransition: Bool = true) {
        collect()
        if startsTransition {
            transitions.append(
                TransitionRecord(name: text, start: now, end: now, lanes: [], settlement: .none))
            currentTransition = transitions.count - 1
        }
        append(TraceEntry(time: now, kind: .step, subject: subject, text: text))
    }

    /// Marks the current transition as undone by the user.
    func markCurrentTransitionCancelled() {
        if let currentTransition { transitions[currentTransition].settlement = .cancelled }
    }

    /// Records a note that explains what comes next.
    func note(_ text: String) {
        collect()
        append(TraceEntry(time: now, kind: .note, subject: nil, text: text))
    }

    /// Records a problem: the mistake of doing it by hand.
    func problem(_ text: String, subject: String? = nil) {
        collect()
        append(TraceEntry(time: now, kind: .problem, subject: subject, text: text))
    }

    /// Records the result of an expectation.
    func expectation(_ text: String, passed: Bool) {
        collect()
        append(TraceEntry(time: now, kind: .expectation, subject: nil, text: text, passed: passed))
    }

    /// Attaches `problem` to the first recorded UIKit call whose callback line (as
    /// `CallbackTrace` writes it) is `line`; records it as a separate problem when none is.
    func mark(_ line: String, _ problem: String) {
        collect()
        if let index = entries.firstIndex(where: { $0.isUIKitCall && $0.callbackLine == line }) {
            entries[index].mark = problem
        } else {
            self.problem(problem)
        }
    }

    /// Attaches `problem` to the most recent step: the bad step of doing it by hand.
    func markLastStep(_ problem: String) {
        collect()
        if let index = entries.lastIndex(where: { $0.kind == .step }) {
            entries[index].mark = problem
        } else {
            self.problem(problem)
        }
    }

    /// The UIKit calls recorded since entry `start`, as callback lines.
    func callbackLines(from start: Int = 0) -> [String] {
        collect()
        return entries[min(start, entries.count)...].filter(\.isUIKitCall).map(\.callbackLine)
    }

    /// How many entries are recorded.
    var entryCount: Int {
        collect()
        return entries.count
    }

    /// How many diagnostics the window has recorded.
    var diagnosticCount: Int { window.headless.diagnostics.count }

    /// Moves callbacks and diagnostics recorded by UIKit into the entries.
    func collect() {
        let traced = trace.entries
        while consumedTrace < traced.count {
            let entry = traced[consumedTrace]
            consumedTrace += 1
            append(
                TraceEntry.parsing(
                    callbackLine: entry.line, time: Self.rounded(entry.time - origin)))
        }
        collectDiagnostics()
    }

    private func collectDiagnostics() {
        let diagnostics = window.headless.diagnostics
        while consumedDiagnostics < diagnostics.count {
            let text = diagnostics[consumedDiagnostics]
            consumedDiagnostics += 1
            // Diagnostics recorded inside a callback come before that callback's line.
            let traced = trace.entries
            while consumedTrace < traced.count {
                let entry = traced[consumedTrace]
                consumedTrace += 1
                append(
                    TraceEntry.parsing(
                        callbackLine: entry.line, time: Self.rounded(entry.time - origin)))
            }
            append(TraceEntry(time: now, kind: .diagnostic, subject: nil, text: text))
        }
    }

    private func append(_ entry: TraceEntry) {
        var entry = entry
        var owner = currentTransition
        if entry.isUIKitCall, let (key, isWill) = Self.pairKey(of: entry) {
            if isWill {
                openWills[key] = currentTransition
            } else if let opened = openWills.removeValue(forKey: key) {
                // A did-callback ends the transition its will-callback began, even when the
                // app started another one in between.
                owner = opened
            }
        }
        if let owner {
            entry.transition = owner
            if entry.isUIKitCall {
                transitions[owner].end = max(transitions[owner].end, entry.time)
                if transitions[owner].settlement == .none {
                    transitions[owner].settlement = .completed
                }
                if let subject = entry.subject, !transitions[owner].lanes.contains(subject) {
                    transitions[owner].lanes.append(subject)
                }
            }
        }
        if let subject = entry.subject, !lanes.contains(subject) { lanes.append(subject) }
        entries.append(entry)
    }

    // MARK: Running

    /// Turns the run loop until nothing is pending.
    func runUntilIdle() {
        window.headless.runUntilIdle()
        collect()
    }

    /// Advances the virtual clock by `seconds`.
    func advance(by seconds: Double) {
        window.headless.advance(by: seconds)
        collect()
    }

    /// Runs until idle (unless told not to) and returns the record.
    func finish(runningUntilIdle: Bool = true) -> RunRecord {
        if runningUntilIdle { runUntilIdle() } else { collect() }
        let order = Dictionary(uniqueKeysWithValues: lanes.enumerated().map { ($1, $0) })
        let sorted = transitions.map { transition in
            var transition = transition
            transition.lanes.sort { (order[$0] ?? 0) < (order[$1] ?? 0) }
            return transition
        }
        return RunRecord(
            label: label, lanes: lanes, entries: entries, transitions: sorted, remark: remark)
    }

    /// The key that pairs a will-callback with its did-callback (`B|appear`,
    /// `B|move:nav`, `nav|show:B` …), and whether `entry` is the will-half.
    static func pairKey(of entry: TraceEntry) -> (String, Bool)? {
        let subject = entry.subject ?? ""
        let text = entry.text
        let pairs: [(will: String, did: String, name: String)] = [
            ("viewWillAppear(", "viewDidAppear(", "appear"),
            ("viewWillDisappear(", "viewDidDisappear(", "disappear"),
            ("willMove(toParent: ", "didMove(toParent: ", "move:"),
            ("willShow(", "didShow(", "show:"),
            ("presentationControllerWillDismiss", "presentationControllerDidDismiss", "dismiss"),
        ]
        for pair in pairs {
            for (prefix, isWill) in [(pair.will, true), (pair.did, false)]
            where text.hasPrefix(prefix) {
                var name = pair.name
                if name.hasSuffix(":") {
                    let rest = text.dropFirst(prefix.count)
                    name += rest.prefix { $0 != "," && $0 != ")" }
                }
                return ("\(subject)|\(name)", isWill)
            }
        }
        return nil
    }

    /// A time rounded to milliseconds, so that records print and compare stably.
    static func rounded(_ time: TimeInterval) -> Double {
        (time * 1000).rounded() / 1000
    }
}

/// Calls back whenever a traced callback reads the clock, so that UIKit warnings recorded
/// inside a callback land in the trace at the right place.
@MainActor
private final class Ticker {
    var onTick: (() -> Void)?
    func tick() { onTick?() }
}
