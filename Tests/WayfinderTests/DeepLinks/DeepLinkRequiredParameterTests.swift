import Foundation
import Testing
import Wayfinder

/// Reading a link's parameters without `!`: `required(_:as:)` and `optional(_:as:)` return
/// typed values, and throw a `DeepLinkError` that names the missing or mistyped parameter;
/// the router hands that error on unchanged.
@Suite struct DeepLinkRequiredParameterTests {
    enum Screen: Hashable, Codable, Sendable {
        case home, product(Int), order(UUID), file(String), search(String, page: Int)
        case sorted(Sort), price(Double)
    }

    enum Sort: String, Codable, Sendable, DeepLinkParameterValue { case newest, cheapest }

    /// The links the tests' router is built with (`router(schemes:hosts:_:)`, Support.swift).
    static let links: [(pattern: String, target: DeepLinkRouter<Screen>.Target)] = [
        (
            "/products/<int:id>",
            { parameters, state in
                var target = state
                target.push(.product(try parameters.required("id")))
                return target
            }
        ),
        (
            "/orders/<uuid:id>",
            { parameters, _ in
                NavigationState(stack: [
                    .home, .order(try parameters.required("id", as: UUID.self)),
                ])
            }
        ),
        (
            "/files/<path:name>",
            { parameters, _ in
                NavigationState(stack: [.home, .file(try parameters.required("name"))])
            }
        ),
        (
            "/search",
            { parameters, _ in
                let text = try parameters.required("q", as: String.self)
                let page = try parameters.optional("page", as: Int.self) ?? 1
                return NavigationState(stack: [.home, .search(text, page: page)])
            }
        ),
        (
            "/sorted",
            { parameters, _ in
                NavigationState(stack: [.home, .sorted(try parameters.optional("by") ?? .newest)])
            }
        ),
        (
            "/price/<price>",
            { parameters, _ in
                NavigationState(stack: [.home, .price(try parameters.required("price"))])
            }
        ),
    ]

    static let start = NavigationState<Screen>(stack: [.home])

    @Test(
        arguments: [
            ("shop://products/42", [Screen.home, .product(42)]),
            (
                "shop://orders/E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
                [.home, .order(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)]
            ),
            ("shop://files/a/b%20c.txt", [.home, .file("a/b c.txt")]),
            ("shop://search?q=red%20shoes", [.home, .search("red shoes", page: 1)]),
            ("shop://search?q=shoes&page=3", [.home, .search("shoes", page: 3)]),
            ("shop://sorted?by=cheapest", [.home, .sorted(.cheapest)]),
            ("shop://sorted", [.home, .sorted(.newest)]),
            ("shop://price/2.5", [.home, .price(2.5)]),
        ])
    func typedParametersReachTheTargetWithoutForceUnwrapping(_ url: String, _ stack: [Screen])
        throws
    {
        let target = try router(schemes: ["shop"], Self.links).resolve(
            URL(string: url)!, from: Self.start
        ).get()
        #expect(target == NavigationState(stack: stack))
    }

    @Test(
        arguments: [
            (
                "shop://search?page=2", "missingParameter",
                "The link matched \"/search\" but has no parameter \"q\""
            ),
            (
                "shop://search?q=shoes&page=two", "mistypedParameter",
                "The parameter \"page\" of a link matching \"/search\" is \"two\", which is not "
                    + "an integer."
            ),
            (
                "shop://sorted?by=dearest", "mistypedParameter",
                "is \"dearest\", which is not one of the values of Sort."
            ),
            (
                "shop://price/inf", "mistypedParameter",
                "is \"inf\", which is not a finite number."
            ),
        ])
    func aMissingOrMistypedParameterIsNamedInTheError(
        _ url: String, _ code: String, _ message: String
    ) throws {
        let result = try router(schemes: ["shop"], Self.links).resolve(
            URL(string: url)!, from: Self.start)
        guard case .failure(let error) = result else {
            Issue.record("expected a failure, got \(result)")
            return
        }
        #expect(error.code == code)
        #expect(error.message.contains(message), "\(error.message)")
    }

    @Test func theAccessorsAgreeWithTheOptionalReaders() throws {
        let router = try router(schemes: ["shop"], Self.links)
        let parameters = try router.match(URL(string: "shop://search?q=7&page=-3")!).get()
        #expect(try parameters.required("q", as: Int.self) == parameters.int("q"))
        #expect(try parameters.optional("page", as: Int.self) == -3)
        #expect(try parameters.optional("absent", as: Int.self) == nil)
        #expect(try parameters.required("q", as: Double.self) == parameters.double("q"))
        #expect(throws: DeepLinkError.self) { try parameters.required("q", as: UUID.self) }
        #expect(throws: DeepLinkError.self) { try parameters.required("absent", as: String.self) }
    }
}
