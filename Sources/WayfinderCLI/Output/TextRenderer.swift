import Foundation

/// Renders a report as an aligned trace: virtual time, screen, callback, flags.
///
/// ```
///   0.000  ▶ nav.pushViewController(B, animated: true)
///   0.000      B    willMove(toParent: nav)
///   0.000      A    viewWillDisappear(true)
///   0.000      B    viewWillAppear(true)                 [movingToParent]
/// ```
///
/// `▶` is code the app runs or a gesture the user makes, `⚠` a warning UIKit prints to the
/// console, `✗` the mistake a demo points at. Colours only when `colour` is true.
struct TextRenderer {
    /// Whether to use ANSI colours.
    var colour: Bool

    private enum Paint: String {
        case dim = "2"
        case bold = "1"
        case lane = "36"
        case flag = "33"
        case delegate = "35"
        case warning = "1;33"
        case problem = "1;31"
        case good = "32"
        case title = "1;4"
    }

    private func paint(_ text: String, _ paint: Paint) -> String {
        colour ? "\u{1B}[\(paint.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// The whole report.
    func render(_ report: Report) -> String {
        var out: [String] = []
        for (index, scenario) in report.scenarios.enumerated() {
            if index > 0 { out.append("") }
            let counter =
                report.scenarios.count > 1 ? "\(index + 1)/\(report.scenarios.count)  " : ""
            out.append(paint("━━ \(counter)\(scenario.title)", .title))
            if let problem = scenario.problem {
                out.append(contentsOf: wrap("The problem: \(problem)", width: 92, indent: ""))
            }
            if let summary = scenario.summary {
                out.append(contentsOf: wrap(summary, width: 92, indent: ""))
            }
            for run in scenario.runs {
                out.append("")
                out.append(paint(run.label + ":", .bold))
                out.append(contentsOf: render(run))
            }
        }
        out.append("")
        out.append(
            paint(
                "Legend: ▶ code the app runs or a gesture the user makes · ⚠ a UIKit console "
                    + "warning · ✗ the mistake · times are virtual seconds", .dim))
        return out.joined(separator: "\n") + "\n"
    }

    /// The lines of one run.
    func render(_ run: RunRecord) -> [String] {
        var out: [String] = []
        let laneWidth = max(
            4, run.entries.filter(\.isUIKitCall).compactMap(\.subject).map(\.count).max() ?? 0)
        let textWidth = min(
            44, run.entries.filter(\.isUIKitCall).map(\.text.count).max() ?? 0)
        let blank = String(repeating: " ", count: 9)
        for entry in run.entries {
            let time = paint(pad(String(format: "%.3f", entry.time), 7, right: true), .dim)
            switch entry.kind {
            case .callback, .delegate:
                let lane = paint(pad(entry.subject ?? "", laneWidth), .lane)
                var line = "\(time)      \(lane)  "
                let tags =
                    (entry.flags.isEmpty ? "" : "[" + entry.flags.joined(separator: ", ") + "]")
                let tail = entry.kind == .delegate ? "(delegate)" : tags
                if tail.isEmpty {
                    line += entry.text
                } else {
                    line +=
                        pad(entry.text, textWidth) + "  "
                        + paint(tail, entry.kind == .delegate ? .delegate : .flag)
                }
                out.append(line)
            case .step:
                out.append("\(time)  " + paint("▶ " + entry.text, .bold))
            case .diagnostic:
                let style: Paint = entry.isException ? .problem : .warning
                let lines = wrap(entry.diagnosticLine, width: 92, indent: blank)
                out.append("\(time)  " + paint(String(lines[0].dropFirst(9)), style))
                out.append(contentsOf: lines.dropFirst().map { paint($0, style) })
            case .problem:
                let lines = wrap("✗ " + entry.text, width: 92, indent: blank)
                out.append("\(time)  " + paint(String(lines[0].dropFirst(9)), .problem))
                out.append(contentsOf: lines.dropFirst().map { paint($0, .problem) })
            case .note:
                let lines = wrap("# " + entry.text, width: 92, indent: blank)
                out.append("\(time)  " + paint(String(lines[0].dropFirst(9)), .dim))
                out.append(contentsOf: lines.dropFirst().map { paint($0, .dim) })
            case .expectation:
                let passed = entry.passed ?? false
                out.append(
                    "\(time)  "
                        + paint(
                            (passed ? "✓ expect " : "✗ expect failed: ") + entry.text,
                            passed ? .good : .problem))
            }
            if let mark = entry.mark {
                let indent = blank + (entry.isUIKitCall ? "    " : "")
                out.append(
                    contentsOf: wrap("✗ " + mark, width: 92, indent: indent)
                        .map { paint($0, .problem) })
            }
        }
        if let remark = run.remark {
            out.append(contentsOf: wrap(remark, width: 92, indent: "  "))
        }
        return out
    }

    private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }

    /// Splits `text` into lines of at most `width` characters (words are never cut), each
    /// starting with `indent`.
    private func wrap(_ text: String, width: Int, indent: String) -> [String] {
        var lines: [String] = []
        var current = indent
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if current.count > indent.count, current.count + 1 + word.count > width {
                lines.append(current)
                current = indent + "  " + word
            } else {
                current += (current.count > indent.count ? " " : "") + word
            }
        }
        lines.append(current)
        return lines
    }
}
