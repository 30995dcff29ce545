import Foundation

/// Renders a report as stable JSON: sorted keys, two-space indentation, times in seconds
/// rounded to milliseconds, absent values left out. The schema is ``Report`` and is
/// documented in the README; ``Report/schemaVersion`` changes on any incompatible change.
struct JSONRenderer {
    /// The JSON text, ending with a newline.
    func render(_ report: Report) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain values of strings, numbers and arrays cannot fail.
        let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
