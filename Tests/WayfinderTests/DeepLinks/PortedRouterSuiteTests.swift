import Foundation
import Testing
import Wayfinder

/// Cases of other routers' test suites (vapor/routing-kit's `RouterTests`, URLNavigator's
/// matcher tests) translated into Wayfinder's pattern syntax: `:user` is `<user>`, `**` is
/// `<path:rest>`; routing-kit's case-insensitive option and `*` have no counterpart.
@Suite struct PortedRouterSuiteTests {
    /// A target that puts the matched pattern on the stack, so a test sees which won.
    static func patternOnTheStack(_ pattern: String) -> DeepLinkRouter<String>.Target {
        { _, _ in NavigationState(stack: [pattern]) }
    }

    static func winner(_ router: DeepLinkRouter<String>, _ path: String) -> String? {
        try? router.resolve(URL(string: "app:/" + path)!, from: .init(stack: ["start"])).get()
            .top
    }

    @Test(
        arguments: [
            // testRouter, testDocBlock
            (["/foo/bar/baz/<user>"], "/foo/bar/baz/Tanner", "/foo/bar/baz/<user>"),
            (["/users/<user>"], "/users/Tanner", "/users/<user>"),
            // testCaseSensitiveRouting
            (["/path/TO/fOo"], "/PATH/tO/FOo", nil),
            (["/path/TO/fOo"], "/path/TO/fOo", "/path/TO/fOo"),
            // testRouterSuffixes
            (["/a", "/aa"], "/a", "/a"),
            (["/a", "/aa"], "/aa", "/aa"),
            // testDocs
            (["/fun/meaning_of_universe", "/fun/leet", "/math/pi"], "/fun/leet", "/fun/leet"),
            // testWildcardRoutingHasNoPrecedence: a branch that ends nowhere is left for the next
            (["/a/<one>/a", "/a/<two>/b"], "/a/1/b", "/a/<two>/b"),
            (["/a/1/a", "/a/<two>/b"], "/a/1/b", "/a/<two>/b"),
            // testCatchallNested
            (["/<path:all>", "/a/<path:rest>", "/a/b/<path:rest>", "/a/b"], "/a", "/<path:all>"),
            (["/<path:all>", "/a/<path:rest>", "/a/b/<path:rest>", "/a/b"], "/a/b", "/a/b"),
            (
                ["/<path:all>", "/a/<path:rest>", "/a/b/<path:rest>", "/a/b"], "/a/b/c",
                "/a/b/<path:rest>"
            ),
            (
                ["/<path:all>", "/a/<path:rest>", "/a/b/<path:rest>", "/a/b"], "/a/c",
                "/a/<path:rest>"
            ),
            (
                ["/<path:all>", "/a/<path:rest>", "/a/b/<path:rest>", "/a/b"], "/b/c/d/e",
                "/<path:all>"
            ),
            // testCatchallPrecedence
            (["/v1/test", "/v1/<path:rest>", "/v1/<x>"], "/v1/test", "/v1/test"),
            (["/v1/test", "/v1/<path:rest>", "/v1/<x>"], "/v1/test/foo", "/v1/<path:rest>"),
            (["/v1/test", "/v1/<path:rest>", "/v1/<x>"], "/v1/foo", "/v1/<x>"),
            // testCatchallValue: a path parameter needs at least one segment
            (["/users/<user>/<path:rest>", "/users/<path:rest>"], "/users", nil),
            (
                ["/users/<user>/<path:rest>", "/users/<path:rest>"], "/users/stevapple",
                "/users/<path:rest>"
            ),
            (
                ["/users/<user>/<path:rest>", "/users/<path:rest>"], "/users/stevapple/posts/2",
                "/users/<user>/<path:rest>"
            ),
            // URLNavigator: typed segments, trailing slashes
            (["/user/<int:id>", "/user/<name>"], "/user/123", "/user/<int:id>"),
            (["/user/<int:id>", "/user/<name>"], "/user/devxoul", "/user/<name>"),
            (["/user/<int:id>"], "/user/123/", "/user/<int:id>"),
            (["/user/<int:id>"], "/user/1.5", nil),
            (["/post/<double:score>"], "/post/1.5", "/post/<double:score>"),
            (["/web/<path:url>"], "/web/https%3A%2F%2Fexample.com", "/web/<path:url>"),
        ] as [([String], String, String?)])
    func matchesAsTheOriginalSuiteExpects(_ patterns: [String], _ path: String, _ winner: String?)
        throws
    {
        #expect(
            Self.winner(
                try router(patterns, schemes: ["app"], target: Self.patternOnTheStack), path)
                == winner)
    }

    @Test func parametersAreReadAsTheOriginalSuitesExpect() throws {
        var router = DeepLinkRouter<String>(schemes: ["app"])
        try router.register("/foo/<bar>/<baz>/<bam>") { _, state in state }
        try router.register("/a/<b>") { _, state in state }
        try router.register("/bar/<bar>/<path:rest>") { _, state in state }
        try router.register("/web/<path:url>") { _, state in state }

        let names = try router.match(URL(string: "app://foo/a/b/c")!).get()
        #expect(names.pathParameterNames == ["bar", "baz", "bam"])
        #expect(try router.match(URL(string: "app://a/te%20st")!).get()["b"] == "te st")
        let rest = try router.match(URL(string: "app://bar/baz/bam")!).get()
        #expect(rest["bar"] == "baz" && rest["rest"] == "bam")
        let web = try router.match(URL(string: "app://web/https%3A%2F%2Fexample.com%2Fa")!).get()
        #expect(web["url"] == "https://example.com/a")
        let search = try router.match(URL(string: "app://a/x?query=swift&page=2")!).get()
        #expect(search.query == ["query": "swift", "page": "2"])
        #expect(search.int("page") == 2)
    }
}
