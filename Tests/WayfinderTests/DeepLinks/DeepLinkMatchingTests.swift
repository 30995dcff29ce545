import Foundation
import Testing

@testable import Wayfinder

/// Which pattern a URL matches, and the parameters it carries: priority per segment (literal,
/// then int, uuid, double, then string, then path), typed conversion, backing up when a
/// branch ends nowhere, and `<path:>` joining.
@Suite struct DeepLinkMatchingTests {
    static let patterns = [
        "/",
        "/products",
        "/products/new",
        "/products/<int:id>",
        "/products/<uuid:id>",
        "/products/<double:price>",
        "/products/<slug>",
        "/products/<int:id>/reviews",
        "/products/<slug>/reviews/<int:review>",
        "/products/featured/reviews",
        "/files/<path:rest>",
        "/files/readme",
        "/users/<name>/posts/<int:post>",
        "/users/me/settings",
        "/a/<x>/c",
        "/a/b/<y>",
    ]

    private static func table() throws -> DeepLinkTable {
        var table = DeepLinkTable(schemes: ["shop"], hosts: ["example.com"])
        for pattern in patterns {
            try table.register(pattern)
        }
        return table
    }

    @Test(
        arguments: [
            ("shop://", "/", [:]),
            ("shop://products", "/products", [:]),
            ("shop://products/new", "/products/new", [:]),
            ("shop://products/42", "/products/<int:id>", ["id": "42"]),
            ("shop://products/-7", "/products/<int:id>", ["id": "-7"]),
            (
                "shop://products/E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "/products/<uuid:id>",
                ["id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"]
            ),
            ("shop://products/4.5", "/products/<double:price>", ["price": "4.5"]),
            ("shop://products/red-shoe", "/products/<slug>", ["slug": "red-shoe"]),
            // An int that overflows is not an int; it is still a double.
            (
                "shop://products/99999999999999999999", "/products/<double:price>",
                ["price": "99999999999999999999"]
            ),
            ("shop://products/nan", "/products/<slug>", ["slug": "nan"]),
            ("shop://products/inf", "/products/<slug>", ["slug": "inf"]),
            ("shop://products/42/reviews", "/products/<int:id>/reviews", ["id": "42"]),
            (
                "shop://products/42/reviews/7", "/products/<slug>/reviews/<int:review>",
                ["slug": "42", "review": "7"]
            ),
            ("shop://products/featured/reviews", "/products/featured/reviews", [:]),
            (
                "shop://products/featured/reviews/3", "/products/<slug>/reviews/<int:review>",
                ["slug": "featured", "review": "3"]
            ),
            ("shop://files/readme", "/files/readme", [:]),
            ("shop://files/a", "/files/<path:rest>", ["rest": "a"]),
            ("shop://files/a/b/c.txt", "/files/<path:rest>", ["rest": "a/b/c.txt"]),
            ("shop://files/readme/more", "/files/<path:rest>", ["rest": "readme/more"]),
            ("shop://files/a%2Fb/c", "/files/<path:rest>", ["rest": "a/b/c"]),
            (
                "shop://users/me/posts/3", "/users/<name>/posts/<int:post>",
                ["name": "me", "post": "3"]
            ),
            ("shop://users/me/settings", "/users/me/settings", [:]),
            ("shop://a/b/c", "/a/b/<y>", ["y": "c"]),
            ("shop://a/z/c", "/a/<x>/c", ["x": "z"]),
            ("https://example.com/products/42/", "/products/<int:id>", ["id": "42"]),
            ("shop://products/caf%C3%A9", "/products/<slug>", ["slug": "café"]),
            ("shop://products/a%2Fb", "/products/<slug>", ["slug": "a/b"]),
        ] as [(String, String, [String: String])])
    func matches(_ url: String, _ pattern: String, _ parameters: [String: String]) throws {
        let (_, found) = try Self.table().lookup(URL(string: url)!).get()
        #expect(found.pattern == pattern)
        #expect(found.pathParameterNames.count == parameters.count)
        for (name, value) in parameters {
            #expect(found[name] == value)
        }
        #expect(found.url == URL(string: url)!)
    }

    @Test(
        arguments: [
            "shop://nothing",
            "shop://Products",
            "shop://PRODUCTS/42",
            "shop://products/42/reviews/x",
            "shop://files",
            "shop://users/me",
            "shop://a/z/d",
        ])
    func doesNotMatch(_ url: String) throws {
        let result = try Self.table().lookup(URL(string: url)!)
        #expect(throws: DeepLinkError.self) { try result.get() }
        if case .failure(let error) = result {
            #expect(error.code == "notFound")
        }
    }

    @Test func typedReadersConvertTheirParameter() throws {
        var table = DeepLinkTable(schemes: ["shop"], hosts: [])
        try table.register("/o/<uuid:order>/<int:line>/<double:price>/<path:rest>")
        let url = URL(string: "shop://o/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/3/2.5/x/y?line=9")!
        let (_, parameters) = try table.lookup(url).get()
        #expect(
            parameters.uuid("order") == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(parameters.int("line") == 3)
        #expect(parameters.double("price") == 2.5)
        #expect(parameters["rest"] == "x/y")
        #expect(parameters.int("price") == nil)
        #expect(parameters["missing"] == nil)
        #expect(parameters.pathParameterNames == ["order", "line", "price", "rest"])
    }

    @Test(
        arguments: [
            ("shop://p/5?id=9&ref=mail", "id", "5"),
            ("shop://p/5?ref=mail", "ref", "mail"),
            ("shop://p/5?ref=a&ref=b", "ref", "a"),
        ])
    func aQueryItemNeverOverridesAPathParameter(_ url: String, _ name: String, _ value: String)
        throws
    {
        var table = DeepLinkTable(schemes: ["shop"], hosts: [])
        try table.register("/p/<int:id>")
        let (_, parameters) = try table.lookup(URL(string: url)!).get()
        #expect(parameters[name] == value)
    }
}
