import Foundation
import Testing
import Wayfinder

/// Every URL rule of ARCHITECTURE.md layer 5 and issue 11, one row per case: the patterns
/// registered, the URL, and the target stack it resolves to (nil: it does not resolve).
@Suite struct DeepLinkRulesAcceptanceTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let patterns: [String]
        let url: String
        let expected: [String]?
        var testDescription: String { "\(url) with \(patterns)" }
        init(_ patterns: [String], _ url: String, _ expected: [String]?) {
            self.patterns = patterns
            self.url = url
            self.expected = expected
        }
    }

    static let product = "/products/<int:id>"

    static let schemeAndHost: [Row] = [
        Row([product], "shop://products/42", [product, "id=42"]),
        Row([product], "SHOP://products/42", [product, "id=42"]),
        Row([product], "Shop://products/42", [product, "id=42"]),
        Row([product], "https://example.com/products/42", [product, "id=42"]),
        Row([product], "http://example.com/products/42", [product, "id=42"]),
        Row([product], "HTTPS://EXAMPLE.COM/products/42", [product, "id=42"]),
        Row([product], "https://Example.Com/products/42", [product, "id=42"]),
        Row([product], "https://other.com/products/42", nil),
        Row([product], "https://www.example.com/products/42", nil),
        Row([product], "https://example.com.evil.com/products/42", nil),
        Row([product], "ftp://example.com/products/42", nil),
        Row([product], "other://products/42", nil),
        Row([product], "mailto:products@example.com", nil),
        // A custom-scheme URL without a host is read as its path.
        Row([product], "shop:/products/42", [product, "id=42"]),
        // A URL without a scheme is not a link (`open(path:)` opens in-app paths).
        Row([product], "/products/42", nil),
        Row([product], "products/42", nil),
        Row([product], "//products/42", nil),
        // A custom scheme's host is the first segment, not an allowed web host.
        Row([product], "shop://example.com/products/42", nil),
        // A web URL's host is not a segment.
        Row(["/example.com/products/<int:id>"], "https://example.com/products/42", nil),
    ]

    static let caseAndSlashes: [Row] = [
        Row([product], "shop://products/42/", [product, "id=42"]),
        Row([product], "shop://products//42", [product, "id=42"]),
        Row([product], "shop://products///42///", [product, "id=42"]),
        Row([product], "https://example.com//products/42//", [product, "id=42"]),
        Row([product], "https://example.com/products/42/", [product, "id=42"]),
        Row([product], "https://example.com/Products/42", nil),
        Row([product], "https://example.com/PRODUCTS/42", nil),
        Row(
            ["/Products/<int:id>"], "https://example.com/Products/42",
            ["/Products/<int:id>", "id=42"]),
        Row(["/Products/<int:id>"], "https://example.com/products/42", nil),
        Row(["/settings"], "shop://settings", ["/settings"]),
        Row(["/settings"], "shop://settings/", ["/settings"]),
        Row(["/settings"], "https://example.com/settings", ["/settings"]),
        Row(["/"], "https://example.com", ["/"]),
        Row(["/"], "https://example.com/", ["/"]),
        Row(["/"], "https://example.com///", ["/"]),
        Row([product], "shop://products", nil),
        Row([product], "shop://products/42/more", nil),
        Row(["/users/<name>"], "shop://users/BoB", ["/users/<name>", "name=BoB"]),
    ]

    static let decoding: [Row] = [
        Row(["/users/<name>"], "shop://users/J%C3%BCrgen", ["/users/<name>", "name=Jürgen"]),
        Row(["/users/<name>"], "shop://users/a%20b", ["/users/<name>", "name=a b"]),
        Row(["/users/<name>"], "shop://users/a%2Fb", ["/users/<name>", "name=a/b"]),
        Row(["/users/<name>"], "shop://users/%3Fq%3D1", ["/users/<name>", "name=?q=1"]),
        Row(["/users/<name>"], "shop://users/%2525", ["/users/<name>", "name=%25"]),
        // An encoded slash never splits a segment.
        Row([product], "shop://products%2F42", nil),
        Row(["/a/b"], "shop://a%2Fb", nil),
        Row(["/users/<name>/posts"], "shop://users/a%2Fposts", nil),
        // An encoded literal still matches the literal once decoded.
        Row(["/caf\u{E9}"], "shop://caf%C3%A9", ["/caf\u{E9}"]),
        Row([product], "shop://products/%34%32", [product, "id=42"]),
    ]

    static let query: [Row] = [
        Row([product], "shop://products/42?id=7", [product, "id=42", "?id=7"]),
        Row([product], "shop://products/42?ref=mail&ref=push", [product, "id=42", "?ref=mail"]),
        Row([product], "shop://products/42?q=a%20b", [product, "id=42", "?q=a b"]),
        Row([product], "shop://products/42?", [product, "id=42"]),
        Row([product], "shop://products/42#reviews", [product, "id=42"]),
        Row(
            ["/search"], "https://example.com/search?q=shoes&page=2",
            ["/search", "?page=2", "?q=shoes"]),
    ]

    static let priority: [Row] = {
        let all = ["/users/me", "/users/<int:id>", "/users/<name>", "/users/<path:rest>"]
        var rows: [Row] = []
        for patterns in [all, all.reversed()] {
            rows += [
                Row(patterns, "shop://users/me", ["/users/me"]),
                Row(patterns, "shop://users/42", ["/users/<int:id>", "id=42"]),
                Row(patterns, "shop://users/-7", ["/users/<int:id>", "id=-7"]),
                Row(patterns, "shop://users/bob", ["/users/<name>", "name=bob"]),
                Row(patterns, "shop://users/Me", ["/users/<name>", "name=Me"]),
                Row(patterns, "shop://users/4.5", ["/users/<name>", "name=4.5"]),
                Row(patterns, "shop://users/a/b", ["/users/<path:rest>", "rest=a/b"]),
                // An int that overflows is not an int: the string pattern takes it.
                Row(
                    patterns, "shop://users/99999999999999999999",
                    ["/users/<name>", "name=99999999999999999999"]),
            ]
        }
        return rows
    }()

    static let typed: [Row] = [
        Row([product], "shop://products/abc", nil),
        Row([product], "shop://products/4.2", nil),
        Row([product], "shop://products/99999999999999999999", nil),
        Row([product], "shop://products/9223372036854775807", [product, "id=9223372036854775807"]),
        Row([product], "shop://products/9223372036854775808", nil),
        Row(
            [product, "/products/<path:rest>"], "shop://products/9223372036854775808",
            ["/products/<path:rest>", "rest=9223372036854775808"]),
        Row(
            ["/orders/<uuid:id>"], "shop://orders/E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
            ["/orders/<uuid:id>", "id=E621E1F8-C36C-495A-93FC-0C247A3E6E5F"]),
        Row(["/orders/<uuid:id>"], "shop://orders/not-a-uuid", nil),
        Row(["/price/<double:x>"], "shop://price/4.25", ["/price/<double:x>", "x=4.25"]),
        Row(["/price/<double:x>"], "shop://price/cheap", nil),
        Row(
            ["/price/<double:x>", "/price/<label>"], "shop://price/cheap",
            ["/price/<label>", "label=cheap"]),
        Row(
            ["/a/<int:x>/b", "/a/<name>/c"], "shop://a/1/c", ["/a/<name>/c", "name=1"]),
        Row(["/a/<int:x>/b", "/a/<name>/c"], "shop://a/1/b", ["/a/<int:x>/b", "x=1"]),
        Row(["/a/b/c", "/a/<x>/d"], "shop://a/b/d", ["/a/<x>/d", "x=b"]),
    ]

    static let paths: [Row] = [
        Row(["/files/<path:rest>"], "shop://files/a", ["/files/<path:rest>", "rest=a"]),
        Row(["/files/<path:rest>"], "shop://files/a/b/c", ["/files/<path:rest>", "rest=a/b/c"]),
        Row(["/files/<path:rest>"], "shop://files/a//b/", ["/files/<path:rest>", "rest=a/b"]),
        Row(
            ["/files/<path:rest>"], "shop://files/a%20b/c%2Fd",
            ["/files/<path:rest>", "rest=a b/c/d"]),
        Row(["/files/<path:rest>"], "shop://files", nil),
        Row(["/files/<path:rest>"], "shop://files/", nil),
        Row(
            ["/files/<path:rest>", "/files/readme"], "shop://files/readme",
            ["/files/readme"]),
        Row(
            ["/files/<path:rest>", "/files/readme"], "shop://files/readme/more",
            ["/files/<path:rest>", "rest=readme/more"]),
    ]

    @Test(arguments: schemeAndHost)
    func schemeAndHostRule(row: Row) throws { try check(row) }

    @Test(arguments: caseAndSlashes)
    func caseAndSlashRules(row: Row) throws { try check(row) }

    @Test(arguments: decoding)
    func percentDecodingAfterSplitting(row: Row) throws { try check(row) }

    @Test(arguments: query)
    func queryItemsNeverOverridePathParameters(row: Row) throws { try check(row) }

    @Test(arguments: priority)
    func priorityLiteralThenTypedThenStringThenPath(row: Row) throws { try check(row) }

    @Test(arguments: typed)
    func typedSegmentsThatDoNotConvertFallThrough(row: Row) throws { try check(row) }

    @Test(arguments: paths)
    func pathParametersAreTheirSegmentsJoinedBySlash(row: Row) throws { try check(row) }

    private func check(_ row: Row) throws {
        let router = try LinkTable.router(row.patterns)
        #expect(LinkTable.stack(router, row.url) == row.expected)
    }

    @Test func typedAccessorsConvertAndQueryIsSeparate() throws {
        var router = DeepLinkRouter<String>(schemes: ["shop"])
        try router.register("/o/<int:n>/<uuid:u>/<double:d>/<s>") { p, _ in
            let fields: [String] = [
                p.int("n").map { "\($0)" } ?? "nil", p.uuid("u")?.uuidString ?? "nil",
                p.double("d").map { "\($0)" } ?? "nil", p["s"] ?? "nil",
                p.int("s").map { "\($0)" } ?? "nil", p["missing"] ?? "nil",
                p.query["n"] ?? "nil", p.pattern, p.url.absoluteString,
            ]
            return NavigationState(stack: fields)
        }
        let url = "shop://o/7/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/2.5/seven?n=8"
        #expect(
            LinkTable.stack(router, url)
                == [
                    "7", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "2.5", "seven", "nil", "nil",
                    "8", "/o/<int:n>/<uuid:u>/<double:d>/<s>", url,
                ])
    }

    @Test func theTargetSeesTheCurrentState() throws {
        var router = DeepLinkRouter<String>(schemes: ["shop"])
        try router.register("/cart") { _, current in
            var next = current
            next.present("cart")
            return next
        }
        let from = NavigationState<String>(tabs: [["inbox"], ["me"]], selected: 1)
        let result = try router.resolve(#require(URL(string: "shop://cart")), from: from).get()
        #expect(
            result
                == NavigationState(
                    tabs: [["inbox"], ["me"]], selected: 1, modals: [.init(["cart"])]))
    }

    @Test func aTargetThatThrowsIsADeepLinkError() throws {
        struct NotFound: Error {}
        var router = DeepLinkRouter<String>(schemes: ["shop"])
        try router.register("/products/<int:id>") { p, _ in
            guard p.int("id") == 1 else { throw NotFound() }
            return NavigationState(stack: ["p1"])
        }
        #expect(LinkTable.stack(router, "shop://products/1") == ["p1"])
        let error = LinkTable.error(router, try #require(URL(string: "shop://products/2")))
        #expect(error.map { !$0.message.isEmpty } == true)
    }

    @Test func anUnknownURLSaysWhichURL() throws {
        let router = try LinkTable.router([Self.product])
        let nowhere = try #require(URL(string: "shop://nowhere/1"))
        let error = try #require(LinkTable.error(router, nowhere))
        #expect(error.message.contains("nowhere"), "\(error.message)")
        #expect(error.description == error.message)
        let ftp = try #require(URL(string: "ftp://example.com/products/1"))
        let scheme = try #require(LinkTable.error(router, ftp))
        #expect(!scheme.message.isEmpty)
    }

    @Test func aRouterIsAValueAndSendable() throws {
        let base = try LinkTable.router([Self.product])
        var extended = base
        try extended.register("/cart") { _, _ in NavigationState(stack: ["cart"]) }
        #expect(LinkTable.stack(base, "shop://cart") == nil)
        #expect(LinkTable.stack(extended, "shop://cart") == ["cart"])
        let sendable: any Sendable = base
        #expect(sendable is DeepLinkRouter<String>)
    }
}
