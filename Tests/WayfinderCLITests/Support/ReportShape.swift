import Foundation

/// The documented JSON schema of a report, decoded independently of the command's own
/// types so that a change of the schema breaks these tests.
struct ReportShape: Decodable {
    struct Scenario: Decodable {
        var id: String
        var title: String
        var problem: String?
        var summary: String?
        var runs: [Run]
    }

    struct Run: Decodable {
        var label: String
        var lanes: [String]
        var entries: [Entry]
        var transitions: [Transition]
        var remark: String?
    }

    struct Entry: Decodable {
        var time: Double
        var kind: String
        var subject: String?
        var text: String
        var flags: [String]
        var mark: String?
        var transition: Int?
        var passed: Bool?
    }

    struct Transition: Decodable {
        var name: String
        var start: Double
        var end: Double
        var lanes: [String]
        var settlement: String
    }

    var schemaVersion: Int
    var command: String
    var scenarios: [Scenario]
}
