import Foundation
import Testing

/// `wayfinder open <url> --routes <file>`, end to end: the pattern, parameters, states, UIKit
/// calls and callbacks of a link; a refused link exits 1; a bad route table exits 2 with a
/// file:line:column error, like scenario files.
@Suite("open command")
struct OpenCommandTests {
    static let table = CLI.scenario("shop.routes")

    @Test func aLinkShowsItsPatternParametersTargetAndUIKitCalls() throws {
        let result = try CLI.run(["open", "shop://products/42?ref=mail", "--routes", Self.table])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let expected = """
            url:        shop://products/42?ref=mail
            pattern:    /products/<int:id>  (\(Self.table):7)
            parameter:  id = 42
            query:      ref = mail
            from:
                tabs, selected 0:
                  > 0: home
                    1: account
                sheet, in navigation: compose
            target:
                tabs, selected 0:
                  > 0: home › product-42
                    1: account
            uikit calls:
                UINavigationController.pushViewController(product-42, animated: false)
                UITabBarController.dismiss(animated: true)
            callbacks:
                0.000 product-42.willMove(toParent: UINavigationController)
                0.000 product-42.viewDidLoad
                0.000 home.viewWillDisappear(false)
                0.000 product-42.viewWillAppear(false) [movingToParent]
                0.000 product-42.viewIsAppearing(false) [movingToParent]
                0.000 home.viewDidDisappear(false)
                0.000 product-42.viewDidAppear(false) [movingToParent]
                0.000 product-42.didMove(toParent: UINavigationController)
                0.000 compose.viewWillDisappear(true)
                0.500 compose.viewDidDisappear(true)
            settled:    completed

            """
        #expect(result.stdout == expected)
    }

    @Test(
        arguments: [
            ("https://shop.example.com/account/orders", "parameter:  page = orders"),
            ("shop://files/a/b.txt", "    stack: files › file-a/b.txt"),
            ("SHOP://", "settled:    completed"),
        ])
    func linksOfEveryKindResolve(_ url: String, _ line: String) throws {
        let result = try CLI.run(["open", url, "--routes", Self.table])
        #expect(result.status == 0)
        #expect(result.stdout.contains(line + "\n"), "\(result.stdout)")
    }

    @Test(
        arguments: [
            ("shop://nowhere", "notFound", "No registered pattern matches the path /nowhere."),
            ("ftp://shop.example.com/", "unsupportedURL", "has a scheme or host"),
            ("shop://products/1/%2E%2E", "dotSegment", "\"%2E%2E\" segment"),
        ])
    func aRefusedLinkExitsWithStatus1(_ url: String, _ code: String, _ message: String) throws {
        let result = try CLI.run(["open", url, "--routes", Self.table])
        #expect(result.status == 1)
        #expect(result.stdout.contains("refused:    \(code)\n"))
        #expect(result.stderr.hasPrefix("error: "))
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test(
        arguments: [
            (
                "scheme shop\nroute /a/<int:id> => push a\nroute /a/<int:n> => push b\n",
                [
                    "bad.routes:3:7: error: The pattern \"/a/<int:n>\" conflicts with "
                        + "\"/a/<int:id>\"",
                    "expected: a pattern that no URL matching line 2 also matches",
                    "3 | route /a/<int:n> => push b", "  |       ^",
                ]
            ),
            (
                "route /a/<foo:x> => push a\n",
                ["bad.routes:1:7: error: The pattern \"/a/<foo:x>\" is malformed: unknown "]
            ),
            (
                "route /a/<int:id> => push a-{x}\n",
                [
                    "bad.routes:1:27: error: '{x}' is not a parameter of the pattern",
                    "expected: one of: id",
                ]
            ),
            (
                "route /a push a\n",
                ["bad.routes:1:10: error: expected '=>' after the pattern"]
            ),
            (
                "route /a => jump a\n",
                ["bad.routes:1:13: error: unknown clause 'jump'", "expected: stack R…"]
            ),
            (
                "route /a => push a b\n",
                ["bad.routes:1:20: error: unexpected 'b'"]
            ),
            (
                "rout /a => push a\n",
                ["bad.routes:1:1: error: unknown line 'rout' (did you mean 'route'?)"]
            ),
            (
                "start tabs a | b selected 4\n",
                ["bad.routes:1:7: error: The selected tab 4 does not exist"]
            ),
            (
                "route /a => push a;; push b\n",
                ["bad.routes:1:20: error: a clause is missing"]
            ),
            (
                "scheme\n",
                ["bad.routes:1:1: error: 'scheme' needs at least one name"]
            ),
        ])
    func aBadRouteTableIsAnErrorWithItsPlace(_ table: String, _ message: [String]) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("wayfinder-open-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try table.write(
            to: directory.appendingPathComponent("bad.routes"), atomically: true, encoding: .utf8)
        let result = try CLI.run(
            ["open", "shop://a/1", "--routes", "bad.routes"], in: directory)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        for line in message {
            #expect(result.stderr.contains(line), "\(result.stderr)")
        }
    }

    @Test func aMissingTableIsAUsageError() throws {
        let result = try CLI.run(["open", "shop://a", "--routes", "missing.routes"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no such file"))
    }
}
