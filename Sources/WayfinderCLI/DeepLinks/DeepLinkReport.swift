import Foundation
import HeadlessUIKit
import Wayfinder
import WayfinderTesting

/// What `wayfinder open` found for a link: the pattern and its line, the parameters, the
/// state before and the target state, or the error; then the UIKit calls and callbacks it
/// took on a HeadlessUIKit window showing the start state.
@MainActor
struct DeepLinkReport {
    /// The text written for `--format text`.
    let text: String
    /// Why the link was refused, if it was.
    let error: DeepLinkError?
    /// The same, for `--format json`, `mermaid` and `svg`: the link as `deepLink`, and the
    /// callbacks of opening it as one run.
    let report: Report

    /// Resolves `url` against `table` from its start state.
    init(table: RouteTable, url: URL) {
        var lines = ["url:        \(url.absoluteString)"]
        var record = DeepLinkRecord(url: url.absoluteString, routes: table.fileName)
        var run: RunRecord?
        var error: DeepLinkError?
        switch table.router.match(url) {
        case .failure(let refusal):
            error = refusal
            lines.append("refused:    \(refusal.code)")
        case .success(let parameters):
            let line = table.entries.first { $0.pattern == parameters.pattern }?.line ?? 0
            record.pattern = parameters.pattern
            record.line = line
            lines.append("pattern:    \(parameters.pattern)  (\(table.fileName):\(line))")
            for name in parameters.pathParameterNames {
                let value = parameters[name] ?? ""
                record.parameters.append(.init(name: name, value: value))
                lines.append("parameter:  \(name) = \(value)")
            }
            for (name, value) in parameters.query.sorted(by: { $0.key < $1.key }) {
                record.query.append(.init(name: name, value: value))
                lines.append("query:      \(name) = \(value)")
            }
            record.from = table.start.description
            lines.append("from:")
            lines += table.start.description.split(separator: "\n").map { "    " + $0 }
            switch table.router.resolve(url, from: table.start) {
            case .failure(let refusal):
                error = refusal
                lines.append("refused:    \(refusal.code)")
            case .success(let target):
                record.target = target.description
                lines.append("target:")
                lines += target.description.split(separator: "\n").map { "    " + $0 }
                let opened = Self.run(table, url)
                lines += opened.lines
                record.uikitCalls = opened.uikitCalls
                record.settled = opened.settled
                run = opened.run
            }
        }
        record.refused = error?.code
        record.message = error.map { Self.message(for: $0, url: url, table: table) }
        if let error, let message = record.message {
            // A refused link changes nothing: its run is the step and why it was refused.
            run = RunRecord(
                label: "Refused", lanes: [],
                entries: [
                    TraceEntry(time: 0, kind: .step, subject: nil, text: Self.step(url)),
                    TraceEntry(
                        time: 0, kind: .problem, subject: nil,
                        text: "refused (\(error.code)): \(message)"),
                ],
                transitions: [])
        }
        self.error = error
        text = lines.joined(separator: "\n") + "\n"
        let summary =
            error.map { "Refused: \($0.code)." }
            ?? "Matches \(record.pattern ?? "") (\(table.fileName):\(record.line ?? 0))."
        report = Report(
            command: "open",
            scenarios: [
                ScenarioRecord(
                    id: "open", title: "Open \(url.absoluteString)", summary: summary,
                    runs: run.map { [$0] } ?? [])
            ],
            deepLink: record)
    }

    /// The message for `error`, in the route table's terms: an unsupported URL names the
    /// table's `scheme` and `host` lines, not the library's `DeepLinkRouter` initialiser.
    nonisolated static func message(
        for error: DeepLinkError, url: URL, table: RouteTable
    ) -> String {
        guard error.code == "unsupportedURL" else { return error.message }
        var message =
            "The URL \(url.absoluteString) has a scheme or host this route table does not "
            + "handle: "
        if table.schemes.isEmpty && table.hosts.isEmpty {
            message +=
                "\(table.fileName) has no `scheme` or `host` line. Add `scheme NAME` for "
                + "links like NAME://products/42, or `host NAME` for https://NAME/… links."
        } else {
            let known =
                (table.schemes.sorted().map { "scheme \($0)" }
                + table.hosts.sorted().map { "host \($0)" }).joined(separator: ", ")
            message +=
                "\(table.fileName) has \(known). Add a `scheme` line for its scheme or a "
                + "`host` line for its host."
        }
        return message
    }

    /// What opening the link did on a window.
    private struct Opened {
        var lines: [String]
        var uikitCalls: [String]
        var settled: String
        var run: RunRecord?
    }

    /// Opens `url` on a window that shows the table's start state, and returns the UIKit calls
    /// Wayfinder made and the callbacks with their virtual times.
    private static func run(_ table: RouteTable, _ url: URL) -> Opened {
        let app = NavigatorHarness()
        app.window.makeKeyAndVisible()
        let routes: RouteNavigator<String>
        do {
            routes = try RouteNavigator(navigator: app.navigator, state: table.start) {
                app.screen($0)
            }
        } catch {
            return Opened(
                lines: ["failed:     \(error)"], uikitCalls: [], settled: "failed: \(error)")
        }
        routes.deepLinks = table.router
        app.runUntilIdle()
        app.trace.clear()
        app.records.clear()
        let origin = app.window.headless.now
        let transition = routes.open(url)
        app.runUntilIdle()
        let uikitCalls = app.records.lines(.uikit)
        let settled = transition.settlement.map { "\($0)" } ?? "pending"
        var lines = ["uikit calls:"]
        lines += uikitCalls.map { "    " + $0 }
        lines.append("callbacks:")
        lines += app.trace.timedLines.map { "    " + $0 }
        lines.append("settled:    \(settled)")
        return Opened(
            lines: lines, uikitCalls: uikitCalls, settled: settled,
            run: runRecord(of: app, url: url, origin: origin, settled: transition.settlement))
    }

    /// The step of opening `url`, as Swift code.
    private static func step(_ url: URL) -> String {
        "routes.open(URL(string: \"\(url.absoluteString)\")!)"
    }

    /// The callbacks of opening the link as one run: the step, then each callback.
    private static func runRecord(
        of app: NavigatorHarness, url: URL, origin: TimeInterval, settled: Settlement?
    ) -> RunRecord {
        let step = Self.step(url)
        var entries = [TraceEntry(time: 0, kind: .step, subject: nil, text: step, transition: 0)]
        var lanes: [String] = []
        for callback in app.trace.entries {
            var entry = TraceEntry.parsing(
                callbackLine: callback.line, time: Stage.rounded(callback.time - origin))
            entry.transition = 0
            if let subject = entry.subject, !lanes.contains(subject) { lanes.append(subject) }
            entries.append(entry)
        }
        for diagnostic in app.diagnostics {
            entries.append(
                TraceEntry(
                    time: Stage.rounded(app.window.headless.now - origin), kind: .diagnostic,
                    subject: nil, text: diagnostic))
        }
        let end = entries.map(\.time).max() ?? 0
        let settlement: TransitionRecord.Settlement =
            switch settled {
            case .completed: .completed
            case .cancelled: .cancelled
            default: .none
            }
        return RunRecord(
            label: "Opening the link", lanes: lanes, entries: entries,
            transitions: [
                TransitionRecord(
                    name: step, start: 0, end: end, lanes: lanes, settlement: settlement)
            ])
    }
}
