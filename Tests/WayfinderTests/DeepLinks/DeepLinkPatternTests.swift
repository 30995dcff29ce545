import Foundation
import Testing

@testable import Wayfinder

/// The pattern syntax: what parses, and every way a pattern can be malformed.
@Suite struct DeepLinkPatternTests {
    @Test(
        arguments: [
            ("/", [DeepLinkSegment]()),
            ("", []),
            ("/products", [.literal("products")]),
            ("products/", [.literal("products")]),
            ("//products///all/", [.literal("products"), .literal("all")]),
            ("/products/<int:id>", [.literal("products"), .int("id")]),
            ("/u/<name>", [.literal("u"), .string("name")]),
            ("/u/<string:name>", [.literal("u"), .string("name")]),
            ("/o/<uuid:order>", [.literal("o"), .uuid("order")]),
            ("/m/<double:lat>/<double:lon>", [.literal("m"), .double("lat"), .double("lon")]),
            ("/files/<path:rest>", [.literal("files"), .path("rest")]),
            ("/<path:all>", [.path("all")]),
            ("/caf%C3%A9", [.literal("café")]),
            ("/Users/<user_id>", [.literal("Users"), .string("user_id")]),
        ] as [(String, [DeepLinkSegment])])
    func parses(_ text: String, _ segments: [DeepLinkSegment]) throws {
        #expect(try DeepLinkPattern(text).segments == segments)
    }

    @Test(
        arguments: [
            ("/a/<foo:x>", "unknown parameter type \"foo\""),
            ("/a/<Int:x>", "unknown parameter type \"Int\""),
            ("/a/<path:rest>/b", "<path:rest> must be the last segment"),
            ("/a/<path:rest>/<id>", "<path:rest> must be the last segment"),
            ("/a/<id", "unbalanced"),
            ("/a/id>", "unbalanced"),
            ("/a/>id<", "unbalanced"),
            ("/a/<<id>>", "unbalanced"),
            ("/a/<id>/<int:id>", "\"id\" is used twice"),
            ("/a/<id>/b/<id>", "\"id\" is used twice"),
            ("/a/<>", "not a parameter name"),
            ("/a/<int:>", "not a parameter name"),
            ("/a/<int:x y>", "not a parameter name"),
            ("/a/<int:x:y>", "more than one colon"),
            ("/a/x<id>", "whole segment"),
            ("/a/<id>.json", "whole segment"),
            ("/a?b=1", "without a query"),
            ("/a#top", "without a query"),
            ("/a/%ZZ", "invalid percent escape"),
            ("/a/../b", "can never match"),
        ])
    func malformedPatternIsRejectedWithItsProblem(_ text: String, _ problem: String) {
        #expect {
            try DeepLinkPattern(text)
        } throws: { error in
            guard let error = error as? DeepLinkError else { return false }
            return error.code == "malformedPattern" && error.message.contains("\"\(text)\"")
                && error.message.contains(problem)
        }
    }
}
