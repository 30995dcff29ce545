import Foundation

/// Renders a report as an SVG timeline that any browser shows: per run, a band of
/// transition bars over virtual time, a lane per screen with each UIKit callback as a
/// numbered point, and a numbered legend that spells every point out.
///
/// Time runs left to right. Callbacks at the same virtual time are spread a little apart in
/// the order they ran, so the axis is piecewise: proportional between distinct times.
struct SVGRenderer {
    private let left = 16.0
    private let plotLeft = 150.0
    private let gap = 24.0
    private let pixelsPerSecond = 400.0
    private let barRow = 22.0
    private let laneHeight = 34.0
    private let legendRow = 16.0
    private let characterWidth = 7.3

    /// The SVG document, ending with a newline.
    func render(_ report: Report) -> String {
        var body: [String] = []
        var y = 16.0
        var width = 720.0
        body.append(
            text(
                "wayfinder \(report.command) — virtual time, left to right", x: left, y: y + 12,
                size: 16, weight: "bold"))
        let legend = [
            "● callback (green appear, brown disappear, purple parent change, blue load)   "
                + "◆ delegate call",
            "▼ step (code or gesture)   ▲ UIKit warning   ✗ mistake   "
                + "bars: transitions (orange = cancelled)",
        ]
        for (index, line) in legend.enumerated() {
            body.append(
                text(line, x: left, y: y + 32 + Double(index) * 14, size: 11, fill: "#455a64"))
        }
        y += 66
        for scenario in report.scenarios {
            for run in scenario.runs {
                let panel = self.panel(run, title: "\(scenario.title) — \(run.label)", top: y)
                body.append(contentsOf: panel.lines)
                y = panel.bottom + 28
                width = max(width, panel.width)
            }
        }
        let height = y
        var out = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(format(width))\" "
                + "height=\"\(format(height))\" viewBox=\"0 0 \(format(width)) \(format(height))\" "
                + "font-family=\"-apple-system, 'Helvetica Neue', Arial, sans-serif\">",
            "<rect x=\"0\" y=\"0\" width=\"\(format(width))\" height=\"\(format(height))\" "
                + "fill=\"#ffffff\"/>",
        ]
        out.append(contentsOf: body)
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    // MARK: Panels

    private struct Panel {
        var lines: [String]
        var bottom: Double
        var width: Double
    }

    private func panel(_ run: RunRecord, title: String, top: Double) -> Panel {
        var lines: [String] = []
        var y = top
        lines.append(text(title, x: left, y: y + 12, size: 14, weight: "bold"))
        y += 24
        if run.entries.isEmpty {
            lines.append(
                text(run.remark ?? "(nothing recorded)", x: left, y: y + 10, size: 12, fill: "#555")
            )
            return Panel(lines: lines, bottom: y + 16, width: 720)
        }
        let xs = positions(run.entries)
        let plotRight = (xs.max() ?? plotLeft) + gap

        // Transition bars, greedily packed into rows.
        var rowEnds: [Double] = []
        var bars: [(row: Int, x0: Double, x1: Double, transition: TransitionRecord)] = []
        for (index, transition) in run.transitions.enumerated() {
            let members = run.entries.indices.filter { run.entries[$0].transition == index }
            guard let first = members.first, let last = members.last else { continue }
            let x0 = xs[first] - gap / 3
            let x1 = max(xs[last] + gap / 3, x0 + 8)
            let row = rowEnds.firstIndex { $0 + 4 < x0 } ?? rowEnds.count
            if row == rowEnds.count { rowEnds.append(x1) } else { rowEnds[row] = x1 }
            bars.append((row, x0, x1, transition))
        }
        lines.append(text("transitions", x: left, y: y + 15, size: 11, fill: "#555"))
        for bar in bars {
            let barY = y + Double(bar.row) * barRow
            let colour: String
            switch bar.transition.settlement {
            case .completed: colour = "#90caf9"
            case .cancelled: colour = "#ffcc80"
            case .none: colour = "#e0e0e0"
            }
            let label =
                bar.transition.name
                + (bar.transition.settlement == .cancelled ? " (cancelled)" : "")
            lines.append(
                "<rect x=\"\(format(bar.x0))\" y=\"\(format(barY + 2))\" "
                    + "width=\"\(format(bar.x1 - bar.x0))\" height=\"\(format(barRow - 5))\" "
                    + "rx=\"4\" fill=\"\(colour)\"><title>\(escape(label)) "
                    + "\(format3(bar.transition.start))–\(format3(bar.transition.end)) s"
                    + "</title></rect>")
            let room = Int((bar.x1 - bar.x0 - 8) / 6.2)
            if room >= 4 {
                lines.append(
                    text(
                        truncate(label, room), x: bar.x0 + 4, y: barY + 15, size: 10.5,
                        fill: "#0d2740"))
            }
        }
        y += max(1, Double(rowEnds.count)) * barRow + 6

        // Lanes.
        let lanesTop = y
        var laneY: [String: Double] = [:]
        for (index, lane) in run.lanes.enumerated() {
            let centre = lanesTop + Double(index) * laneHeight + laneHeight / 2
            laneY[lane] = centre
            if index % 2 == 0 {
                lines.append(
                    "<rect x=\"\(format(left))\" y=\"\(format(centre - laneHeight / 2))\" "
                        + "width=\"\(format(plotRight - left))\" height=\"\(format(laneHeight))\" "
                        + "fill=\"#f5f7fa\"/>")
            }
            lines.append(
                "<line x1=\"\(format(plotLeft - 8))\" y1=\"\(format(centre))\" "
                    + "x2=\"\(format(plotRight))\" y2=\"\(format(centre))\" stroke=\"#cfd8dc\"/>")
            lines.append(text(lane, x: left + 4, y: centre + 4, size: 13, weight: "bold"))
        }
        let lanesBottom = lanesTop + Double(max(1, run.lanes.count)) * laneHeight

        // Points.
        for (index, entry) in run.entries.enumerated() {
            let x = xs[index]
            let number = "\(index + 1)"
            let tooltip = escape("\(number). \(format3(entry.time)) s  \(describe(entry))")
            switch entry.kind {
            case .callback, .delegate:
                let centre = entry.subject.flatMap { laneY[$0] } ?? lanesTop + laneHeight / 2
                if entry.mark != nil {
                    lines.append(
                        "<circle cx=\"\(format(x))\" cy=\"\(format(centre))\" r=\"10\" "
                            + "fill=\"none\" stroke=\"#d32f2f\" stroke-width=\"2.5\"/>")
                }
                if entry.kind == .delegate {
                    lines.append(
                        "<path d=\"M \(format(x)) \(format(centre - 6)) l 6 6 l -6 6 l -6 -6 z\" "
                            + "fill=\"#ad1457\"><title>\(tooltip)</title></path>")
                } else {
                    lines.append(
                        "<circle cx=\"\(format(x))\" cy=\"\(format(centre))\" r=\"5\" "
                            + "fill=\"\(pointColour(entry.text))\"><title>\(tooltip)</title>"
                            + "</circle>")
                }
                lines.append(
                    text(number, x: x, y: centre - 9, size: 9, fill: "#37474f", anchor: "middle"))
            case .step:
                lines.append(verticalLine(x: x, from: lanesTop, to: lanesBottom, colour: "#78909c"))
                lines.append(
                    "<path d=\"M \(format(x - 5)) \(format(lanesTop - 4)) l 10 0 l -5 8 z\" "
                        + "fill=\"#37474f\"><title>\(tooltip)</title></path>")
                lines.append(
                    text(
                        number, x: x + 7, y: lanesTop + 4, size: 9, weight: "bold",
                        fill: "#37474f"))
            case .diagnostic:
                let diagnosticColour = entry.isException ? "#d32f2f" : "#ef6c00"
                lines.append(
                    "<path d=\"M \(format(x)) \(format(lanesBottom + 2)) l 7 12 l -14 0 z\" "
                        + "fill=\"\(diagnosticColour)\"><title>\(tooltip)</title></path>")
                lines.append(
                    text(
                        number, x: x, y: lanesBottom + 24, size: 9, fill: diagnosticColour,
                        anchor: "middle"))
            case .problem, .expectation:
                let bad = entry.kind == .problem || entry.passed == false
                let colour = bad ? "#d32f2f" : "#2e7d32"
                lines.append(verticalLine(x: x, from: lanesTop, to: lanesBottom, colour: colour))
                lines.append(
                    text(
                        bad ? "✗" : "✓", x: x, y: lanesBottom + 14, size: 13, weight: "bold",
                        fill: colour, anchor: "middle", title: tooltip))
            case .note:
                lines.append(
                    text(
                        "#", x: x, y: lanesBottom + 14, size: 11, fill: "#78909c",
                        anchor: "middle", title: tooltip))
            }
        }

        // Time axis: a tick at each distinct virtual time, labelled when there is room.
        let axisY = lanesBottom + 30
        lines.append(
            "<line x1=\"\(format(plotLeft - 8))\" y1=\"\(format(axisY))\" "
                + "x2=\"\(format(plotRight))\" y2=\"\(format(axisY))\" stroke=\"#90a4ae\"/>")
        lines.append(text("time (s)", x: left, y: axisY + 4, size: 11, fill: "#555"))
        var lastLabel = -Double.infinity
        var previousTime: Double?
        for (index, entry) in run.entries.enumerated() where entry.time != previousTime {
            previousTime = entry.time
            let x = xs[index]
            lines.append(
                "<line x1=\"\(format(x))\" y1=\"\(format(axisY - 4))\" x2=\"\(format(x))\" "
                    + "y2=\"\(format(axisY + 4))\" stroke=\"#90a4ae\"/>")
            if x - lastLabel > 44 {
                lines.append(
                    text(
                        format3(entry.time), x: x, y: axisY + 16, size: 10, fill: "#455a64",
                        anchor: "middle"))
                lastLabel = x
            }
        }

        // Legend.
        var legendY = axisY + 36
        var legendWidth = 0.0
        for (index, entry) in run.entries.enumerated() {
            let line = "\(pad("\(index + 1)", 3)) \(format3(entry.time))  \(describe(entry))"
            let colour: String
            switch entry.kind {
            case .problem: colour = "#d32f2f"
            case .diagnostic: colour = entry.isException ? "#d32f2f" : "#ef6c00"
            case .step: colour = "#263238"
            case .expectation: colour = entry.passed == false ? "#d32f2f" : "#2e7d32"
            default: colour = entry.mark == nil ? "#37474f" : "#d32f2f"
            }
            lines.append(
                "<text x=\"\(format(left))\" y=\"\(format(legendY))\" font-size=\"12\" "
                    + "font-family=\"Menlo, Consolas, monospace\" fill=\"\(colour)\" "
                    + "xml:space=\"preserve\"\(entry.kind == .step ? " font-weight=\"bold\"" : "")>"
                    + "\(escape(line))</text>")
            legendWidth = max(legendWidth, left * 2 + Double(line.count) * characterWidth)
            legendY += legendRow
            for markLine in wrap(entry.mark.map { "✗ " + $0 } ?? "", width: 96) {
                lines.append(
                    "<text x=\"\(format(left + 12 * characterWidth))\" y=\"\(format(legendY))\" "
                        + "font-size=\"12\" font-family=\"Menlo, Consolas, monospace\" "
                        + "fill=\"#d32f2f\" xml:space=\"preserve\">\(escape(markLine))</text>")
                legendY += legendRow
            }
        }
        return Panel(lines: lines, bottom: legendY, width: max(plotRight + left, legendWidth, 720))
    }

    /// The x of each entry: proportional to virtual time, spread by `gap` within a time.
    private func positions(_ entries: [TraceEntry]) -> [Double] {
        var xs: [Double] = []
        var x = plotLeft + gap / 2
        var previous: Double?
        for entry in entries {
            if let previous {
                x += gap + max(0, entry.time - previous) * pixelsPerSecond
            }
            previous = entry.time
            xs.append(x)
        }
        return xs
    }

    private func describe(_ entry: TraceEntry) -> String {
        switch entry.kind {
        case .callback: entry.callbackLine
        case .delegate: entry.callbackLine + " (delegate)"
        case .step: "▶ " + entry.text
        case .diagnostic: entry.diagnosticLine
        case .problem: "✗ " + entry.text
        case .note: "# " + entry.text
        case .expectation:
            ((entry.passed ?? false) ? "✓ expect " : "✗ expect failed: ") + entry.text
        }
    }

    private func pointColour(_ callback: String) -> String {
        if callback.hasPrefix("viewDidLoad") { return "#1565c0" }
        if callback.contains("Appear") && !callback.contains("Disappear") { return "#2e7d32" }
        if callback.contains("Disappear") { return "#8d6e63" }
        if callback.contains("Move") { return "#6a1b9a" }
        return "#546e7a"
    }

    // MARK: Pieces

    private func verticalLine(x: Double, from top: Double, to bottom: Double, colour: String)
        -> String
    {
        "<line x1=\"\(format(x))\" y1=\"\(format(top))\" x2=\"\(format(x))\" "
            + "y2=\"\(format(bottom))\" stroke=\"\(colour)\" stroke-dasharray=\"3 3\"/>"
    }

    private func text(
        _ content: String, x: Double, y: Double, size: Double, weight: String? = nil,
        fill: String = "#263238", anchor: String? = nil, title: String? = nil
    ) -> String {
        var attributes = "x=\"\(format(x))\" y=\"\(format(y))\" font-size=\"\(format(size))\""
        if let weight { attributes += " font-weight=\"\(weight)\"" }
        attributes += " fill=\"\(fill)\""
        if let anchor { attributes += " text-anchor=\"\(anchor)\"" }
        let titleElement = title.map { "<title>\($0)</title>" } ?? ""
        return "<text \(attributes)>\(titleElement)\(escape(content))</text>"
    }

    /// `text` in lines of at most `width` characters; no line for empty text.
    private func wrap(_ text: String, width: Int) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(current)
                current = "  " + word
            } else {
                current += (current.isEmpty ? "" : " ") + word
            }
        }
        lines.append(current)
        return lines
    }

    private func truncate(_ text: String, _ limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(max(1, limit - 1))) + "…"
    }

    private func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    private func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
    }

    private func format3(_ value: Double) -> String { String(format: "%.3f", value) }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}
