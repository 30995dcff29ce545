import Foundation
import Testing
import Wayfinder

/// URL shapes around the rules of ARCHITECTURE.md: ports, user info, letter case of typed
/// values, encoded query items, and targets that produce invalid states.
@Suite struct DeepLinkEdgeAcceptanceTests {
    typealias Row = DeepLinkRulesAcceptanceTests.Row
    static let product = "/products/<int:id>"

    static let rows: [Row] = [
        Row([product], "https://example.com:8443/products/42", [product, "id=42"]),
        Row([product], "https://user@example.com/products/42", [product, "id=42"]),
        Row(
            ["/orders/<uuid:id>"], "shop://orders/e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
            ["/orders/<uuid:id>", "id=e621e1f8-c36c-495a-93fc-0c247a3e6e5f"]),
        Row(["/price/<double:x>"], "shop://price/-0.5", ["/price/<double:x>", "x=-0.5"]),
        Row(["/price/<double:x>"], "shop://price/3", ["/price/<double:x>", "x=3"]),
        Row([product], "shop://products/42?a%20b=c%26d", [product, "id=42", "?a b=c&d"]),
        Row([product], "shop://products/42?flag", [product, "id=42", "?flag="]),
        Row(["/a/<x>/b/<y>"], "shop://a/1/b/2", ["/a/<x>/b/<y>", "x=1", "y=2"]),
        Row(["/a/<x>/b/<y>"], "shop://a//1//b//2//", ["/a/<x>/b/<y>", "x=1", "y=2"]),
        Row(
            ["/a/<x>/<path:rest>"], "shop://a/1/2/3",
            ["/a/<x>/<path:rest>", "x=1", "rest=2/3"]),
        Row(["/a/<x>/<path:rest>"], "shop://a/1", nil),
        Row(["/<section>"], "shop://anything", ["/<section>", "section=anything"]),
        Row(["/<section>"], "https://example.com/anything", ["/<section>", "section=anything"]),
    ]

    @Test(arguments: rows)
    func edgeShapes(row: Row) throws {
        let router = try LinkTable.router(row.patterns)
        #expect(LinkTable.stack(router, row.url) == row.expected)
    }

    @Test func typedAccessorsReadTheSameTextThePatternMatched() throws {
        var router = DeepLinkRouter<String>(schemes: ["shop"])
        try router.register("/p/<int:n>") { p, _ in
            NavigationState(stack: [
                p.int("n").map { "\($0)" } ?? "nil", p.double("n").map { "\($0)" } ?? "nil",
            ])
        }
        #expect(LinkTable.stack(router, "shop://p/-12") == ["-12", "-12.0"])
    }

    @Test func aRouterWithNoSchemesOrHostsRefusesAbsoluteURLs() throws {
        let router = try LinkTable.router([Self.product], schemes: [], hosts: [])
        #expect(LinkTable.stack(router, "shop://products/42") == nil)
        #expect(LinkTable.stack(router, "https://example.com/products/42") == nil)
    }

    @Test func anHTTPHostAloneDoesNotAllowACustomSchemeOfTheSameName() throws {
        let router = try LinkTable.router([Self.product], schemes: [], hosts: ["example.com"])
        #expect(LinkTable.stack(router, "https://example.com/products/42") != nil)
        #expect(LinkTable.stack(router, "example.com://products/42") == nil)
    }

    @Test func aSchemeListedAsCustomUsesItsHostEvenForHTTP() throws {
        let router = try LinkTable.router(
            ["/example.com/products/<int:id>"], schemes: ["https"], hosts: [])
        #expect(
            LinkTable.stack(router, "https://example.com/products/42")
                == ["/example.com/products/<int:id>", "id=42"])
    }
}
