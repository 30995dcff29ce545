import Foundation

/// One line of a recorded run: a UIKit callback, a delegate call, a step the scenario took,
/// a UIKit console warning, a note, or a problem the demo points at.
///
/// Entries are plain values so that every output format (text, JSON, Mermaid, SVG) renders
/// the same record, and the JSON schema is this type's `Codable` form.
struct TraceEntry: Codable, Equatable, Sendable {
    /// What kind of line this is.
    enum Kind: String, Codable, Sendable, CaseIterable {
        /// A lifecycle callback UIKit sent to a view controller (`viewWillAppear(_:)` …).
        case callback
        /// A delegate call: navigation, presentation controller or tab bar delegate.
        case delegate
        /// Something the scenario did: code it ran or a gesture the user made.
        case step
        /// A warning UIKit prints to the console, or an exception it raises (a line starting
        /// `*** NSInvalidArgumentException:` …): HeadlessUIKit's diagnostics.
        case diagnostic
        /// A comment that explains what happens next.
        case note
        /// A mistake the demo points at: the bad step of doing it by hand.
        case problem
        /// The result of an `expect` line of a scenario file.
        case expectation
    }

    /// Virtual time in seconds since the recording started, rounded to milliseconds.
    var time: Double
    /// What kind of line this is.
    var kind: Kind
    /// The screen the line belongs to (its lane), e.g. `"B"` or `"nav"`; `nil` for lines
    /// about the whole window (steps without a target, diagnostics, notes).
    var subject: String?
    /// The text: `"viewWillAppear(true)"`, `"nav.pushViewController(B, animated: true)"`,
    /// a warning or a note.
    var text: String
    /// The flags true inside the callback: `movingToParent`, `movingFromParent`,
    /// `beingPresented`, `beingDismissed`.
    var flags: [String] = []
    /// A problem attached to this line (the demo's marker of a bad step), or `nil`.
    var mark: String? = nil
    /// The index of the transition (in ``RunRecord/transitions``) the line belongs to.
    var transition: Int? = nil
    /// For an expectation: whether it held.
    var passed: Bool? = nil

    /// The line as ``WayfinderTesting/CallbackTrace`` writes it, e.g.
    /// `"B.viewWillAppear(true) [movingToParent]"` (callbacks and delegate calls only).
    var callbackLine: String {
        let flagText = flags.isEmpty ? "" : " [" + flags.joined(separator: ", ") + "]"
        return "\(subject.map { $0 + "." } ?? "")\(text)\(flagText)"
    }

    /// Whether the line is something UIKit called (a callback or a delegate call).
    var isUIKitCall: Bool { kind == .callback || kind == .delegate }
}

extension TraceEntry {
    /// The delegate methods, by the name a recorder writes, that make a line a delegate call.
    private static let delegatePrefixes = [
        "willShow(", "didShow(", "shouldSelect(", "didSelect(", "presentationController",
    ]

    /// Parses a line recorded by a `CallbackTrace`:
    /// `"B.viewWillAppear(true) [movingToParent]"` becomes subject `B`, text
    /// `viewWillAppear(true)` and flags `[movingToParent]`.
    /// - Parameters:
    ///   - line: the recorded line.
    ///   - time: its virtual time.
    /// - Returns: the entry.
    static func parsing(callbackLine line: String, time: Double) -> TraceEntry {
        var body = Substring(line)
        var flags: [String] = []
        if body.hasSuffix("]"), let open = body.range(of: " [", options: .backwards) {
            flags = body[open.upperBound..<body.index(before: body.endIndex)]
                .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            body = body[..<open.lowerBound]
        }
        var subject: String?
        if let dot = body.firstIndex(of: "."),
            body[..<dot].allSatisfy({ !"(: ".contains($0) })
        {
            subject = String(body[..<dot])
            body = body[body.index(after: dot)...]
        }
        let text = String(body)
        let isDelegate = delegatePrefixes.contains { text.hasPrefix($0) }
        return TraceEntry(
            time: time, kind: isDelegate ? .delegate : .callback, subject: subject, text: text,
            flags: flags)
    }
}

/// A transition: the span of virtual time from the step that started it to its last
/// callback, drawn as a bar in the SVG timeline.
struct TransitionRecord: Codable, Equatable, Sendable {
    /// How the transition ended.
    enum Settlement: String, Codable, Sendable {
        /// It ran to its end.
        case completed
        /// A user gesture undid it (a cancelled swipe).
        case cancelled
        /// UIKit did nothing visible (no callback followed the step).
        case none
    }

    /// What started it, e.g. `"nav.pushViewController(B, animated: true)"`.
    var name: String
    /// When the step ran.
    var start: Double
    /// When its last callback ran.
    var end: Double
    /// The screens that received callbacks during it, in lane order.
    var lanes: [String]
    /// How it ended.
    var settlement: Settlement
}

/// One recorded run: what a scenario did and what UIKit answered, in order.
struct RunRecord: Codable, Equatable, Sendable {
    /// What the run shows, e.g. `"By hand, with UIKit"`.
    var label: String
    /// The screens, in the order they were created: one lane each in the SVG timeline.
    var lanes: [String]
    /// Every line, oldest first.
    var entries: [TraceEntry]
    /// The transitions, in the order they started.
    var transitions: [TransitionRecord]
    /// A remark printed instead of a trace, or after it (e.g. a placeholder).
    var remark: String? = nil
}

/// A titled group of runs: one demo seed, one explained transition, or one scenario file.
struct ScenarioRecord: Codable, Equatable, Sendable {
    /// A stable identifier: `"seed-000"`, `"push"`, or the file name.
    var id: String
    /// The title.
    var title: String
    /// The problem in one sentence (demo), or `nil`.
    var problem: String? = nil
    /// What the scenario shows, in one sentence (explain), or `nil`.
    var summary: String? = nil
    /// The runs, in order.
    var runs: [RunRecord]
}

/// What a command produced: the document every renderer turns into text, JSON, Mermaid or
/// SVG.
struct Report: Codable, Equatable, Sendable {
    /// The version of the JSON schema; bumped on any incompatible change.
    static let currentSchemaVersion = 1

    /// The version of the JSON schema of this report.
    var schemaVersion: Int = Report.currentSchemaVersion
    /// The command that produced it: `demo`, `explain`, `run` or `open`.
    var command: String
    /// The scenarios, in order.
    var scenarios: [ScenarioRecord]
    /// What `wayfinder open` found for the link; `nil` (left out) for other commands.
    var deepLink: DeepLinkRecord? = nil
}
