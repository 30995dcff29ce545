import Foundation
import Testing
import Wayfinder

/// Typical cases of other routers' suites, translated into Wayfinder's syntax: URLNavigator
/// (`<int:id>`, `<path:…>`), JLRoutes (`:param` → `<param>`, `*` → `<path:…>`) and
/// vapor/routing-kit (`:param` → `<param>`, `**` → `<path:…>`, case-sensitive literals).
@Suite struct PortedRouterAcceptanceTests {
    typealias Row = DeepLinkRulesAcceptanceTests.Row

    static let urlNavigator: [Row] = {
        let patterns = [
            "/user/<username>", "/user/<int:id>", "/post/<title>", "/search", "/alert",
            "/anything/<path:rest>",
        ]
        return [
            Row(patterns, "shop://user/devxoul", ["/user/<username>", "username=devxoul"]),
            Row(patterns, "shop://user/123", ["/user/<int:id>", "id=123"]),
            Row(patterns, "shop://user/123/", ["/user/<int:id>", "id=123"]),
            Row(patterns, "shop://user", nil),
            Row(patterns, "shop://user/a/b", nil),
            Row(patterns, "shop://post/hello-world", ["/post/<title>", "title=hello-world"]),
            Row(patterns, "shop://post/Hello%20World", ["/post/<title>", "title=Hello World"]),
            Row(patterns, "shop://search?keyword=Swift", ["/search", "?keyword=Swift"]),
            Row(
                patterns, "shop://search?keyword=Swift&page=3",
                ["/search", "?keyword=Swift", "?page=3"]),
            Row(
                patterns, "shop://alert?title=Hi&message=There",
                ["/alert", "?message=There", "?title=Hi"]),
            Row(patterns, "shop://anything/a/b/c", ["/anything/<path:rest>", "rest=a/b/c"]),
            Row(
                patterns, "https://example.com/user/devxoul",
                ["/user/<username>", "username=devxoul"]),
            Row(patterns, "myapp://user/devxoul", nil),
            Row(patterns, "shop://unknown", nil),
        ]
    }()

    static let jlRoutes: [Row] = {
        let patterns = [
            "/test", "/user/view/<userID>", "/<object>/<action>/<primaryKey>",
            "/wildcard/<path:rest>", "/interleaving/<param1>/foo/<param2>",
            "/required/<requiredParam>/optional",
        ]
        return [
            Row(patterns, "shop://test", ["/test"]),
            Row(patterns, "shop://test/", ["/test"]),
            Row(patterns, "shop://test?key=value", ["/test", "?key=value"]),
            Row(patterns, "shop://user/view/joeldev", ["/user/view/<userID>", "userID=joeldev"]),
            Row(
                patterns, "shop://user/view/joeldev?foo=bar&thing=stuff",
                ["/user/view/<userID>", "userID=joeldev", "?foo=bar", "?thing=stuff"]),
            Row(
                patterns, "shop://user/view/joel%20levin",
                ["/user/view/<userID>", "userID=joel levin"]),
            Row(
                patterns, "shop://post/edit/123",
                ["/<object>/<action>/<primaryKey>", "object=post", "action=edit", "primaryKey=123"]),
            Row(patterns, "shop://user/view/joeldev/extra", nil),
            Row(patterns, "shop://wildcard/joker", ["/wildcard/<path:rest>", "rest=joker"]),
            Row(
                patterns, "shop://wildcard/joker/batman/robin",
                ["/wildcard/<path:rest>", "rest=joker/batman/robin"]),
            Row(patterns, "shop://wildcard", nil),
            Row(
                patterns, "shop://interleaving/paramvalue1/foo/paramvalue2",
                ["/interleaving/<param1>/foo/<param2>", "param1=paramvalue1", "param2=paramvalue2"]),
            Row(patterns, "shop://interleaving/paramvalue1/bar/paramvalue2", nil),
            Row(
                patterns, "shop://required/mustExist/optional",
                ["/required/<requiredParam>/optional", "requiredParam=mustExist"]),
            Row(patterns, "shop://required/mustExist", nil),
            Row(patterns, "shop://Test", nil),
        ]
    }()

    static let routingKit: [Row] = {
        let patterns = [
            "/foo/<int:a>/bar", "/foo/<int:a>/baz", "/a/<b>/c", "/a/<b>/d",
            "/users/<user>/comments/<comment>", "/users/new", "/catch/<path:rest>",
            "/b", "/b/c", "/aaa/bbb",
        ]
        return [
            Row(patterns, "shop://foo/42/bar", ["/foo/<int:a>/bar", "a=42"]),
            Row(patterns, "shop://foo/42/baz", ["/foo/<int:a>/baz", "a=42"]),
            Row(patterns, "shop://foo/x/bar", nil),
            Row(patterns, "shop://a/hello/c", ["/a/<b>/c", "b=hello"]),
            Row(patterns, "shop://a/hello/d", ["/a/<b>/d", "b=hello"]),
            Row(patterns, "shop://a/hello/e", nil),
            Row(
                patterns, "shop://users/vapor/comments/1",
                ["/users/<user>/comments/<comment>", "user=vapor", "comment=1"]),
            Row(patterns, "shop://users/new", ["/users/new"]),
            Row(
                patterns, "shop://users/newer/comments/2",
                ["/users/<user>/comments/<comment>", "user=newer", "comment=2"]),
            Row(patterns, "shop://catch/a", ["/catch/<path:rest>", "rest=a"]),
            Row(patterns, "shop://catch/a/b/c", ["/catch/<path:rest>", "rest=a/b/c"]),
            Row(patterns, "shop://b", ["/b"]),
            Row(patterns, "shop://b/c", ["/b/c"]),
            Row(patterns, "shop://b/c/d", nil),
            Row(patterns, "shop://B", nil),
            Row(patterns, "shop://aaa/bbb", ["/aaa/bbb"]),
            Row(patterns, "shop://AAA/bbb", nil),
            Row(patterns, "shop://aaa/BBB", nil),
            Row(patterns, "shop://aaa", nil),
            Row(patterns, "shop://a/b%20c/c", ["/a/<b>/c", "b=b c"]),
        ]
    }()

    @Test(arguments: urlNavigator)
    func urlNavigatorCases(row: Row) throws { try check(row) }

    @Test(arguments: jlRoutes)
    func jlRoutesCases(row: Row) throws { try check(row) }

    @Test(arguments: routingKit)
    func routingKitCases(row: Row) throws { try check(row) }

    private func check(_ row: Row) throws {
        let router = try LinkTable.router(row.patterns)
        #expect(LinkTable.stack(router, row.url) == row.expected)
    }
}
