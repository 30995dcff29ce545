import Foundation
import Testing
import Wayfinder

/// Registration (issue 11): a pattern that can match the same URL as a registered one at
/// equal priority is rejected naming both; a malformed pattern is rejected naming it; hostile
/// URLs are errors in bounded time.
@Suite struct DeepLinkRegistrationAcceptanceTests {
    static let conflicts: [(existing: String, new: String)] = [
        ("/users/<id>", "/users/<name>"),
        ("/users/<int:id>", "/users/<int:userID>"),
        ("/users/<uuid:a>", "/users/<uuid:b>"),
        ("/users/<double:a>", "/users/<double:b>"),
        ("/files/<path:a>", "/files/<path:b>"),
        ("/settings", "/settings"),
        ("/settings", "/settings/"),
        ("/settings", "//settings//"),
        ("/users/<id>/posts", "/users/<name>/posts"),
        ("/a/<x>/<int:y>", "/a/<z>/<int:w>"),
    ]

    @Test(arguments: conflicts)
    func conflictingPatternsAreRejectedNamingBoth(existing: String, new: String) throws {
        let error = try #require(LinkTable.registrationError(new, after: [existing]))
        #expect(error.message.contains(existing), "\(error.message)")
        #expect(error.message.contains(new), "\(error.message)")
    }

    @Test func aRejectedRegistrationLeavesTheRouterAsItWas() throws {
        var router = try LinkTable.router(["/users/<id>"])
        #expect(throws: DeepLinkError.self) {
            try router.register("/users/<name>") { _, _ in NavigationState(stack: ["wrong"]) }
        }
        #expect(LinkTable.stack(router, "shop://users/bob") == ["/users/<id>", "id=bob"])
    }

    static let compatible: [[String]] = [
        ["/users/me", "/users/<int:id>", "/users/<name>", "/users/<path:rest>"],
        ["/users/<name>/posts", "/users/<id>/comments"],
        ["/users/<int:id>", "/users/<uuid:id>"],
        ["/a", "/a/b", "/a/b/c"],
        ["/a/<x>", "/a/<x>/<y>"],
        ["/settings", "/Settings"],
        ["/files/<path:rest>", "/files/<name>/info"],
    ]

    @Test(arguments: compatible)
    func patternsThatNeverMatchTheSameURLAtEqualPriorityRegister(patterns: [String]) {
        #expect(throws: Never.self) { _ = try LinkTable.router(patterns) }
    }

    @Test func patternsThatShareAParameterSlotKeepTheirOwnNames() throws {
        let router = try LinkTable.router(["/users/<name>/posts", "/users/<id>/comments"])
        #expect(
            LinkTable.stack(router, "shop://users/bob/posts") == [
                "/users/<name>/posts", "name=bob",
            ])
        #expect(
            LinkTable.stack(router, "shop://users/bob/comments")
                == ["/users/<id>/comments", "id=bob"])
    }

    static let malformed: [String] = [
        "/a/<foo:x>",
        "/a/<Int:x>",
        "/a/<path:x>/b",
        "/a/<path:x>/<y>",
        "/a/<x",
        "/a/x>",
        "/a/<<x>>",
        "/a/<x>>",
        "/a/<>",
        "/a/<int:>",
        "/a/<:x>",
        "/a/<x>/<x>",
        "/a/<int:x>/b/<x>",
        "/a/<x>y",
        "/a/y<x>",
        "/a/<x y>",
    ]

    @Test(arguments: malformed)
    func malformedPatternsAreRejectedNamingThePattern(pattern: String) throws {
        var router = DeepLinkRouter<String>(schemes: ["shop"])
        let error = #expect(throws: DeepLinkError.self) {
            try router.register(pattern) { _, state in state }
        }
        let message = try #require(error).message
        #expect(message.contains(pattern), "\(message)")
    }

    static func hostileURLs() -> [String] {
        let long = "shop://docs/" + String(repeating: "a", count: 2_049 - "shop://docs/".count)
        let segments = "shop://products/" + Array(repeating: "s", count: 500).joined(separator: "/")
        return [
            long,
            long + "/b",
            "shop://docs/" + String(repeating: "%41", count: 1_000),
            "shop://files/%FF%FE",
            "shop://files/%C3",
            "shop://files/%C3%28",
            "shop://products/99999999999999999999999999999999999999",
            "shop://products/-99999999999999999999999999999999999999",
            "shop://docs/../etc/passwd",
            "shop://docs/a/../b",
            "shop://files/..",
            "shop://files/%2E%2E",
            "gopher://files/a",
            "https://evil.com/files/a",
            segments,
        ]
    }

    @Test(arguments: hostileURLs())
    func hostileInputIsAnErrorAndNeverMatches(text: String) throws {
        let router = try LinkTable.router([
            "/files/<name>", "/products/<int:id>", "/docs/<path:rest>",
        ])
        guard let url = URL(string: text) else { return }  // Foundation refused it already.
        let error = try #require(LinkTable.error(router, url), "\(text) resolved")
        #expect(!error.message.isEmpty)
    }

    @Test func twoThousandFortyEightCharactersIsTheLimit() throws {
        let router = try LinkTable.router(["/files/<path:rest>"])
        let prefix = "shop://files/"
        let atLimit = prefix + String(repeating: "a", count: 2_048 - prefix.count)
        #expect(atLimit.count == 2_048)
        #expect(LinkTable.stack(router, atLimit) != nil)
        let over = try #require(URL(string: atLimit + "b"))
        let error = try #require(LinkTable.error(router, over))
        #expect(
            error.message.contains("2048") || error.message.contains("2,048"), "\(error.message)")
    }

    @Test func lookupTimeDoesNotGrowWithUnrelatedPatterns() throws {
        var router = try LinkTable.router(["/products/<int:id>"])
        for index in 0..<2_000 {
            try router.register("/section\(index)/<int:id>/item") { _, s in s }
        }
        #expect(LinkTable.stack(router, "shop://products/42") == ["/products/<int:id>", "id=42"])
        #expect(LinkTable.stack(router, "shop://section1999/5/item") != nil)
        #expect(LinkTable.stack(router, "shop://section2000/5/item") == nil)
    }
}
