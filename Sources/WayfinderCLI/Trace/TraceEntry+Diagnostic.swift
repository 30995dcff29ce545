import Foundation
import HeadlessUIKit

extension TraceEntry {
    /// Whether the entry is an exception UIKit raises (a diagnostic whose line starts
    /// `*** NSInvalidArgumentException:` …): on a device the app crashes there, while
    /// HeadlessUIKit records it and ignores the call.
    var isException: Bool {
        kind == .diagnostic && HeadlessDiagnostic(text).isException
    }

    /// A diagnostic as every format writes it: a warning reads as the console line UIKit
    /// logs, `⚠ UIKit: …`; an exception says that the app crashes,
    /// `✗ crash on a device: UIKit raises NSInvalidArgumentException: …`.
    var diagnosticLine: String {
        let diagnostic = HeadlessDiagnostic(text)
        switch diagnostic.kind {
        case .warning:
            return "⚠ UIKit: " + text
        case .exception(let name):
            return "✗ crash on a device: UIKit raises \(name): \(diagnostic.message) "
                + "(HeadlessUIKit ignored the call)"
        }
    }
}
