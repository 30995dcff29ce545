import Foundation
import Testing

@testable import Wayfinder

/// Registration rejects a pattern that matches the same URLs as a registered one at the same
/// priority, naming both, and changes nothing; patterns that differ in priority live together.
@Suite struct DeepLinkConflictTests {
    @Test(
        arguments: [
            ("/users/<id>", "/users/<name>"),
            ("/users/<int:id>", "/users/<int:number>"),
            ("/users/<uuid:a>", "/users/<uuid:b>"),
            ("/users/<double:a>", "/users/<double:b>"),
            ("/users/<id>", "/users/<string:id>"),
            ("/users", "/users"),
            ("/users", "/users/"),
            ("/users", "//users"),
            ("/", ""),
            ("/files/<path:a>", "/files/<path:b>"),
            ("/<a>/<int:b>/c", "/<x>/<int:y>/c"),
            ("/caf%C3%A9", "/café"),
        ])
    func conflictingPatternIsRejectedNamingBoth(_ first: String, _ second: String) throws {
        var table = DeepLinkTable(schemes: ["shop"], hosts: [])
        try table.register(first)
        let before = table.patterns
        #expect {
            try table.register(second)
        } throws: { error in
            guard let error = error as? DeepLinkError else { return false }
            return error.code == "conflictingPattern"
                && error.message.contains("\"\(first)\"")
                && error.message.contains("\"\(second)\"")
        }
        #expect(table.patterns == before)
    }

    @Test(
        arguments: [
            ("/users/<id>", "/users/<int:id>"),
            ("/users/<int:id>", "/users/<double:id>"),
            ("/users/<int:id>", "/users/<uuid:id>"),
            ("/users/<id>", "/users/me"),
            ("/users/<id>", "/users/<path:rest>"),
            ("/users/<id>", "/users/<id>/posts"),
            ("/users", "/users/<id>"),
            ("/Users", "/users"),
            ("/files/<path:rest>", "/files/<name>/<path:rest>"),
            ("/a/<x>/c", "/a/b/<y>"),
        ])
    func patternsOfDifferentPriorityLiveTogether(_ first: String, _ second: String) throws {
        var table = DeepLinkTable(schemes: ["shop"], hosts: [])
        try table.register(first)
        try table.register(second)
        #expect(table.patterns.map(\.text) == [first, second])
    }
}
