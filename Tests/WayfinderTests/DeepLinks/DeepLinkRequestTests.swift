import Foundation
import Testing

@testable import Wayfinder

/// How a URL becomes path segments and query items: scheme and host, case, slashes,
/// percent-decoding after splitting, query, and what is refused.
@Suite struct DeepLinkRequestTests {
    private static func read(_ url: String) throws(DeepLinkError) -> DeepLinkRequest {
        try DeepLinkRequest(
            URL(string: url)!, schemes: ["shop"], hosts: ["example.com", "www.example.com"])
    }

    @Test(
        arguments: [
            ("shop://products/42", ["products", "42"]),
            ("SHOP://products/42", ["products", "42"]),
            ("Shop://products/42/", ["products", "42"]),
            ("shop://products//42//", ["products", "42"]),
            ("shop://", []),
            ("shop:///products", ["products"]),
            ("shop://Products/42", ["Products", "42"]),
            ("https://example.com/products/42", ["products", "42"]),
            ("http://example.com/products/42", ["products", "42"]),
            ("HTTPS://EXAMPLE.COM/products/42", ["products", "42"]),
            ("https://Www.Example.com:443/p", ["p"]),
            ("https://user:pw@example.com/p", ["p"]),
            ("https://example.com", []),
            ("https://example.com/", []),
            ("https://example.com/a%2Fb/c", ["a/b", "c"]),
            ("https://example.com/caf%C3%A9", ["café"]),
            ("https://example.com/a%20b", ["a b"]),
            ("https://example.com/a+b", ["a+b"]),
            ("https://example.com/p#fragment/x", ["p"]),
        ])
    func segments(_ url: String, _ segments: [String]) throws {
        #expect(try Self.read(url).segments == segments)
    }

    @Test(
        arguments: [
            ("shop://p?ref=mail&n=2", ["ref": "mail", "n": "2"]),
            ("shop://p?a=1&a=2", ["a": "1"]),
            ("shop://p?flag", ["flag": ""]),
            ("shop://p?q=a%20b&e=%3D%26", ["q": "a b", "e": "=&"]),
            ("shop://p?q=a+b", ["q": "a+b"]),
            ("shop://p?x=1=2", ["x": "1=2"]),
            ("shop://p?&&a=1&", ["a": "1"]),
            ("shop://p?a=1#b=2", ["a": "1"]),
            ("shop://p", [:]),
        ] as [(String, [String: String])])
    func query(_ url: String, _ query: [String: String]) throws {
        #expect(try Self.read(url).query == query)
    }

    @Test(
        arguments: [
            ("other://products/42", "unsupportedURL"),
            ("https://evil.com/products/42", "unsupportedURL"),
            ("https://example.com.evil.com/p", "unsupportedURL"),
            ("ftp://example.com/p", "unsupportedURL"),
            ("mailto:someone@example.com", "unsupportedURL"),
            ("/products/42", "missingScheme"),
            ("products/42", "missingScheme"),
            ("//products/42", "missingScheme"),
            ("//shop.example.com/products/42", "missingScheme"),
            ("shop://p/%ZZ", "invalidPercentEncoding"),
            ("shop://p/100%", "invalidPercentEncoding"),
            ("shop://p/%4", "invalidPercentEncoding"),
            ("shop://p/%", "invalidPercentEncoding"),
            ("shop://p/%FF", "invalidPercentEncoding"),
            ("shop://p/%C3", "invalidPercentEncoding"),
            ("shop://p/%ED%A0%80", "invalidPercentEncoding"),
            ("shop://p?a=%G1", "invalidPercentEncoding"),
            ("shop://p?%FF=1", "invalidPercentEncoding"),
            ("shop://p/../admin", "dotSegment"),
            ("shop://p/./admin", "dotSegment"),
            ("shop://p/%2E%2E/admin", "dotSegment"),
            ("shop://p/%2e", "dotSegment"),
            ("https://example.com/..", "dotSegment"),
        ])
    func refused(_ url: String, _ code: String) {
        #expect {
            try Self.read(url)
        } throws: { error in
            (error as? DeepLinkError)?.code == code
        }
    }

    @Test(arguments: [2_047, 2_048, 2_049, 10_000])
    func urlsLongerThan2048CharactersAreRefused(_ length: Int) {
        let prefix = "https://example.com/"
        let url = URL(string: prefix + String(repeating: "a", count: length - prefix.count))!
        #expect(url.absoluteString.utf8.count == length)
        let result = Result { () throws(DeepLinkError) in try Self.read(url.absoluteString) }
        switch result {
        case .success(let request): #expect(length <= 2_048 && request.segments.count == 1)
        case .failure(let error):
            #expect(length > 2_048 && error.code == "urlTooLong")
            #expect(error.message.contains("\(length) characters"))
        }
    }

    @Test(arguments: [127, 128, 129, 500])
    func urlsWithMoreThan128SegmentsAreRefused(_ count: Int) {
        let url = "shop://a" + String(repeating: "/a", count: count - 1)
        let result = Result { () throws(DeepLinkError) in try Self.read(url) }
        switch result {
        case .success(let request): #expect(count <= 128 && request.segments.count == count)
        case .failure(let error): #expect(count > 128 && error.code == "tooManySegments")
        }
    }

    @Test func aSchemeWithoutAuthorityUsesItsPath() throws {
        #expect(try Self.read("shop:products/42").segments == ["products", "42"])
    }
}

/// Strict percent-decoding: two hex digits after every `%`, UTF-8 once decoded, and a `%` that
/// Foundation encoded while repairing an invalid escape still counts as invalid.
@Suite struct PercentDecodingTests {
    @Test(
        arguments: [
            ("plain", "plain"),
            ("a%20b", "a b"),
            ("caf%C3%a9", "café"),
            ("%2F", "/"),
            ("%2541", "%41"),
            ("a+b", "a+b"),
            ("%F0%9F%98%80", "😀"),
        ])
    func decodes(_ raw: String, _ decoded: String) {
        #expect(PercentDecoding.decode(raw) == decoded)
    }

    @Test(arguments: [
        "%", "%4", "%ZZ", "a%G0", "%FF", "%C3", "%ED%A0%80", "%C0%AF", "%25ZZ", "%25",
    ])
    func refuses(_ raw: String) {
        #expect(PercentDecoding.decode(raw) == nil)
    }

    @Test(
        arguments: [
            ("/products/42", ["products", "42"]),
            ("products/42", ["products", "42"]),
            ("/products//42/", ["products", "42"]),
            ("/", []),
            ("", []),
            ("/a%2Fb/caf%C3%A9", ["a/b", "café"]),
        ])
    func anInAppPathIsReadWithoutASchemeOrHost(_ path: String, _ segments: [String]) throws {
        #expect(try DeepLinkRequest(path: path).segments == segments)
    }

    @Test func anInAppPathKeepsItsQuery() throws {
        #expect(try DeepLinkRequest(path: "/p?ref=home&n=2").query == ["ref": "home", "n": "2"])
    }

    @Test(
        arguments: [
            ("shop://products/42", "linkGivenAsPath"),
            ("https://example.com/p", "linkGivenAsPath"),
            ("//products/42", "linkGivenAsPath"),
            ("/p/../admin", "dotSegment"),
            ("/p/%ZZ", "invalidPercentEncoding"),
        ])
    func anInAppPathWithASchemeOrHostIsRefused(_ path: String, _ code: String) {
        #expect {
            try DeepLinkRequest(path: path)
        } throws: { error in
            (error as? DeepLinkError)?.code == code
        }
    }
}
