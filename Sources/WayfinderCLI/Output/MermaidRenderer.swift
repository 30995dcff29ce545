import Foundation

/// Renders a report as Mermaid sequence diagrams: the app or user (`App`) acts on a screen,
/// UIKit (`UIKit`) calls each screen back, warnings and mistakes are notes.
///
/// One run gives one `sequenceDiagram`; several runs (the demo) give a Markdown document
/// with a heading and a fenced `mermaid` block per run, which GitHub renders.
struct MermaidRenderer {
    /// The document, ending with a newline.
    func render(_ report: Report) -> String {
        let runs = report.scenarios.flatMap { scenario in scenario.runs.map { (scenario, $0) } }
        if runs.count == 1, let (scenario, run) = runs.first {
            return diagram(run, title: "\(scenario.title) — \(run.label)").joined(separator: "\n")
                + "\n"
        }
        var out: [String] = []
        for scenario in report.scenarios {
            out.append("## \(scenario.title)")
            out.append("")
            if let problem = scenario.problem {
                out.append(problem)
                out.append("")
            }
            for run in scenario.runs {
                out.append("### \(run.label)")
                out.append("")
                if run.entries.isEmpty, let remark = run.remark {
                    out.append(remark)
                    out.append("")
                    continue
                }
                out.append("```mermaid")
                out.append(contentsOf: diagram(run, title: nil))
                out.append("```")
                out.append("")
            }
        }
        return out.joined(separator: "\n")
    }

    /// The lines of one `sequenceDiagram`.
    func diagram(_ run: RunRecord, title: String?) -> [String] {
        var out = ["sequenceDiagram"]
        if let title { out.append("    title \(escape(title))") }
        out.append("    participant App as App / user")
        out.append("    participant UIKit")
        for lane in run.lanes { out.append("    participant \(id(lane)) as \(escape(lane))") }
        let first = run.lanes.first.map(id) ?? "UIKit"
        for entry in run.entries {
            let time = String(format: "%.3f", entry.time)
            switch entry.kind {
            case .callback, .delegate:
                let flags =
                    entry.flags.isEmpty ? "" : " [" + entry.flags.joined(separator: ", ") + "]"
                let target = entry.subject.map(id) ?? first
                let from = entry.kind == .delegate ? target : "UIKit"
                let to = entry.kind == .delegate ? "UIKit" : target
                let what = entry.kind == .delegate ? "delegate " + entry.text : entry.text
                out.append("    \(from)->>\(to): \(time) \(escape(what + flags))")
                if let mark = entry.mark {
                    out.append("    Note over \(target): ✗ \(escape(mark))")
                }
            case .step:
                let target = entry.subject.map(id) ?? "UIKit"
                out.append("    App->>\(target): \(time) \(escape(entry.text))")
            case .diagnostic:
                if entry.isException {
                    // "✗ crash on a device: …" with the time after the mark, as for warnings.
                    let line = entry.diagnosticLine
                    out.append(
                        "    Note over UIKit: ✗ \(time) \(escape(String(line.dropFirst(2))))")
                } else {
                    out.append("    Note over UIKit: ⚠ \(time) \(escape(entry.text))")
                }
            case .problem:
                out.append(
                    "    Note over \(entry.subject.map(id) ?? "UIKit"): ✗ \(escape(entry.text))")
            case .note:
                out.append("    Note over App: \(escape(entry.text))")
            case .expectation:
                out.append(
                    "    Note over App: \((entry.passed ?? false) ? "✓" : "✗") expect "
                        + escape(entry.text))
            }
        }
        return out
    }

    /// A participant identifier: letters, digits and `_` only.
    private func id(_ lane: String) -> String {
        "s_" + String(lane.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// Escapes what Mermaid treats specially in message text.
    private func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "#": out += "#35;"
            case ";": out += "#59;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "\n": out += " "
            default: out.append(character)
            }
        }
        return out
    }
}
