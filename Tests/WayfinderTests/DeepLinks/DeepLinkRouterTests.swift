import Foundation
import Testing
import Wayfinder

/// The public router: a URL becomes a validated target state built from the current one.
@Suite struct DeepLinkRouterTests {
    enum Screen: Hashable, Codable, Sendable {
        case home, catalog, product(Int), order(UUID), file(String), signIn
    }

    struct OutOfStock: Error, CustomStringConvertible {
        var description: String { "product 13 is out of stock" }
    }

    /// The links the tests' router is built with (`router(schemes:hosts:_:)`, Support.swift).
    static let links: [(pattern: String, target: DeepLinkRouter<Screen>.Target)] = [
        (
            "/",
            { _, state in
                var target = state
                target.dismissAll()
                target.popToRoot()
                return target
            }
        ),
        (
            "/products/<int:id>",
            { parameters, _ in
                let id = parameters.int("id")!
                if id == 13 { throw OutOfStock() }
                return NavigationState(stack: [.home, .catalog, .product(id)])
            }
        ),
        (
            "/orders/<uuid:id>",
            { parameters, state in
                var target = state
                target.present(.order(parameters.uuid("id")!))
                return target
            }
        ),
        (
            "/files/<path:name>",
            { parameters, _ in
                NavigationState(stack: [.home, .file(parameters["name"]!)])
            }
        ),
        (
            "/broken",
            { _, _ in
                NavigationState(stack: [])
            }
        ),
    ]

    static let home = NavigationState<Screen>(stack: [.home, .catalog], modals: [.init([.signIn])])

    @Test(
        arguments: [
            (
                "shop://products/42",
                NavigationState<Screen>(stack: [.home, .catalog, .product(42)])
            ),
            (
                "https://shop.example.com/products/42?ref=mail",
                NavigationState(stack: [.home, .catalog, .product(42)])
            ),
            ("SHOP://", NavigationState(stack: [.home])),
            (
                "shop://orders/E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
                NavigationState(
                    stack: [.home, .catalog],
                    modals: [
                        .init([.signIn]),
                        .init([.order(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)]),
                    ])
            ),
            ("shop://files/a/b%20c.txt", NavigationState(stack: [.home, .file("a/b c.txt")])),
        ])
    func resolvesToTheTargetState(_ url: String, _ expected: NavigationState<Screen>) throws {
        let target = try router(schemes: ["Shop"], hosts: ["Shop.Example.com"], Self.links).resolve(
            URL(string: url)!, from: Self.home
        ).get()
        #expect(target == expected)
    }

    @Test(
        arguments: [
            ("shop://nowhere", "notFound", "/nowhere"),
            ("other://products/42", "unsupportedURL", "other://products/42"),
            ("https://evil.example.com/products/42", "unsupportedURL", "`hosts`"),
            ("shop://products/99999999999999999999", "notFound", "/products/99999999999999999999"),
            ("shop://products/13", "targetFailed", "product 13 is out of stock"),
            ("shop://broken", "invalidTarget", "\"/broken\""),
            ("shop://files/../secret", "dotSegment", "\"..\""),
            ("shop://files/%FF", "invalidPercentEncoding", "%FF"),
        ])
    func refusesWithAnErrorThatSaysWhy(_ url: String, _ code: String, _ mentions: String) throws {
        let result = try router(schemes: ["Shop"], hosts: ["Shop.Example.com"], Self.links).resolve(
            URL(string: url)!, from: Self.home)
        guard case .failure(let error) = result else {
            Issue.record("\(url) resolved to \(result)")
            return
        }
        #expect(error.code == code)
        #expect(error.message.contains(mentions), "\(error.message)")
        #expect(error.description == error.message)
    }

    @Test func registeringIntoACopyLeavesTheOriginalAlone() throws {
        let original = try router(schemes: ["Shop"], hosts: ["Shop.Example.com"], Self.links)
        var copy = original
        try copy.register("/extra") { _, state in state }
        #expect(copy.patterns.count == original.patterns.count + 1)
        #expect(original.match(URL(string: "shop://extra")!).map(\.pattern) == nil)
        #expect(try copy.match(URL(string: "shop://extra")!).get().pattern == "/extra")
    }

    @Test func aConflictOrAMalformedPatternChangesNothing() throws {
        var router = try router(schemes: ["Shop"], hosts: ["Shop.Example.com"], Self.links)
        #expect(throws: DeepLinkError.self) {
            try router.register("/products/<int:number>") { _, state in state }
        }
        #expect(throws: DeepLinkError.self) {
            try router.register("/products/<int:id") { _, state in state }
        }
        #expect(
            router.patterns == [
                "/", "/products/<int:id>", "/orders/<uuid:id>",
                "/files/<path:name>", "/broken",
            ])
        #expect(router.schemes == ["shop"] && router.hosts == ["shop.example.com"])
    }

    @Test func aRouterIsSendable() async throws {
        let router = try router(schemes: ["Shop"], hosts: ["Shop.Example.com"], Self.links)
        let state = Self.home
        let resolved = await Task.detached {
            try? router.resolve(URL(string: "shop://products/7")!, from: state).get()
        }.value
        #expect(resolved?.top == .product(7))
    }
}

extension Result where Failure == DeepLinkError {
    fileprivate func map<T>(_ keyPath: KeyPath<Success, T>) -> T? {
        try? get()[keyPath: keyPath]
    }
}
