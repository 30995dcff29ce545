import Foundation
import HeadlessUIKit
import Wayfinder
import WayfinderTesting

/// What `wayfinder open` found for a link: the pattern and its line, the parameters, the
/// state before and the target state, or the error; then the UIKit calls and callbacks it
/// took on a HeadlessUIKit window showing the start state.
@MainActor
struct DeepLinkReport {
    /// The text written to standard output.
    let text: String
    /// Why the link was refused, if it was.
    let error: DeepLinkError?

    /// Resolves `url` against `table` from its start state.
    init(table: RouteTable, url: URL) {
        var lines = ["url:        \(url.absoluteString)"]
        switch table.router.match(url) {
        case .failure(let error):
            self.error = error
            lines.append("refused:    \(error.code)")
        case .success(let parameters):
            let line = table.entries.first { $0.pattern == parameters.pattern }?.line ?? 0
            lines.append("pattern:    \(parameters.pattern)  (\(table.fileName):\(line))")
            for name in parameters.pathParameterNames {
                lines.append("parameter:  \(name) = \(parameters[name] ?? "")")
            }
            for (name, value) in parameters.query.sorted(by: { $0.key < $1.key }) {
                lines.append("query:      \(name) = \(value)")
            }
            lines.append("from:")
            lines += table.start.description.split(separator: "\n").map { "    " + $0 }
            switch table.router.resolve(url, from: table.start) {
            case .failure(let error):
                self.error = error
                lines.append("refused:    \(error.code)")
            case .success(let target):
                self.error = nil
                lines.append("target:")
                lines += target.description.split(separator: "\n").map { "    " + $0 }
                lines += Self.run(table, url)
            }
        }
        text = lines.joined(separator: "\n") + "\n"
    }

    /// Opens `url` on a window that shows the table's start state, and returns the UIKit calls
    /// Wayfinder made and the callbacks with their virtual times.
    private static func run(_ table: RouteTable, _ url: URL) -> [String] {
        let app = NavigatorHarness()
        app.window.makeKeyAndVisible()
        let routes: RouteNavigator<String>
        do {
            routes = try RouteNavigator(navigator: app.navigator, state: table.start) {
                app.screen($0)
            }
        } catch {
            return ["failed:     \(error)"]
        }
        routes.deepLinks = table.router
        app.runUntilIdle()
        app.trace.clear()
        app.records.clear()
        let transition = routes.open(url)
        app.runUntilIdle()
        var lines = ["uikit calls:"]
        lines += app.records.lines(.uikit).map { "    " + $0 }
        lines.append("callbacks:")
        lines += app.trace.timedLines.map { "    " + $0 }
        lines.append("settled:    \(transition.settlement.map { "\($0)" } ?? "pending")")
        return lines
    }
}
