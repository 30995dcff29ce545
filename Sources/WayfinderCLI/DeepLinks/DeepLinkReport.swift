import Foundation
import Wayfinder

/// What `wayfinder open` found for a link: the pattern and its line, the parameters, the
/// state before and the target state, or the error.
struct DeepLinkReport: Sendable {
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
            }
        }
        text = lines.joined(separator: "\n") + "\n"
    }
}
