import Foundation
import Testing

@testable import Wayfinder

/// Random pattern sets × random URLs: the router never crashes and always picks the pattern an
/// independent brute-force matcher picks (every pattern tried, best rank from left to right).
@Suite struct DeepLinkFuzzTests {
    /// A pattern segment as the test itself describes it, independent of the router's types.
    enum Piece: Equatable {
        case literal(String)
        case int, uuid, double, string, path

        var source: (Int) -> String {
            { index in
                switch self {
                case .literal(let text): DeepLinkFuzzTests.encode(text)
                case .int: "<int:p\(index)>"
                case .uuid: "<uuid:p\(index)>"
                case .double: "<double:p\(index)>"
                case .string: "<p\(index)>"
                case .path: "<path:p\(index)>"
                }
            }
        }

        var rank: Int {
            switch self {
            case .literal: 0
            case .int: 1
            case .uuid: 2
            case .double: 3
            case .string: 4
            case .path: 5
            }
        }
    }

    struct SplitMix {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    static let uuid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    static let literals = ["a", "b", "1", "2.5", uuid, "x y", "a/b"]
    static let words = [
        "a", "b", "1", "-3", "2.5", "99999999999999999999", uuid, uuid.lowercased(), "x y",
        "a/b", "nan", "1e3", "c",
    ]

    /// The pieces of a random pattern of up to four segments.
    static func randomPattern(_ random: inout SplitMix) -> [Piece] {
        let count = random.below(5)
        return (0..<count).map { index in
            switch random.below(7) {
            case 0, 1: .literal(random.pick(literals))
            case 2: .int
            case 3: .uuid
            case 4: .double
            case 5: .string
            default: index == count - 1 ? .path : .string
            }
        }
    }

    /// `segment` with the bytes that need it escaped, and any other byte escaped at random
    /// (upper- or lowercase hex): decoding must give the same segment back.
    static func encode(_ segment: String, _ random: inout SplitMix) -> String {
        var result = ""
        for byte in segment.utf8 {
            let plain =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            if plain && random.below(4) != 0 {
                result.append(Character(UnicodeScalar(byte)))
            } else {
                let hex = String(byte, radix: 16, uppercase: random.below(2) == 0)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }

    static func encode(_ segment: String) -> String {
        segment.addingPercentEncoding(
            withAllowedCharacters: .alphanumerics.union(.init(charactersIn: "-.")))!
    }

    /// The brute-force match: every pattern's rank vector; the smallest wins.
    static func bruteForce(_ patterns: [(String, [Piece])], _ segments: [String])
        -> (String, [String])?
    {
        var best: (ranks: [Int], text: String, values: [String])?
        for (text, pieces) in patterns {
            var ranks: [Int] = []
            var values: [String] = []
            var matched = true
            for (index, piece) in pieces.enumerated() {
                if case .path = piece {
                    guard index < segments.count else { matched = false; break }
                    values.append(segments[index...].joined(separator: "/"))
                    ranks += Array(repeating: 5, count: segments.count - index)
                    break
                }
                guard index < segments.count else { matched = false; break }
                let segment = segments[index]
                switch piece {
                case .literal(let text): matched = text == segment
                case .int: matched = Int(segment) != nil
                case .uuid: matched = UUID(uuidString: segment) != nil
                case .double: matched = Double(segment)?.isFinite ?? false
                case .string, .path: matched = true
                }
                guard matched else { break }
                if piece.rank > 0 { values.append(segment) }
                ranks.append(piece.rank)
            }
            guard matched, ranks.count == segments.count else { continue }
            if let current = best {
                #expect(current.ranks != ranks, "\(current.text) and \(text) tie on \(segments)")
                if ranks.lexicographicallyPrecedes(current.ranks) {
                    best = (ranks, text, values)
                }
            } else {
                best = (ranks, text, values)
            }
        }
        return best.map { ($0.text, $0.values) }
    }

    @Test(arguments: 0..<20)
    func routerAgreesWithBruteForce(seed: Int) throws {
        var random = SplitMix(state: UInt64(seed) &* 7919 &+ 1)
        var table = DeepLinkTable(schemes: ["shop"], hosts: [])
        var registered: [(String, [Piece])] = []
        for _ in 0..<(10 + random.below(30)) {
            let pieces = Self.randomPattern(&random)
            let text =
                "/" + pieces.enumerated().map { $1.source($0) }.joined(separator: "/")
            do {
                try table.register(text)
                registered.append((text, pieces))
            } catch {
                #expect(error.code == "conflictingPattern", "\(text): \(error)")
            }
        }
        var matched = 0
        for _ in 0..<300 {
            let segments = (0..<random.below(6)).map { _ in random.pick(Self.words) }
            let path = segments.map { "/" + Self.encode($0, &random) }.joined()
            // Extra slashes and a trailing slash are ignored; the scheme's case does not matter.
            let scheme = random.below(2) == 0 ? "shop:/" : "SHOP:/"
            let url = URL(string: scheme + path + (random.below(3) == 0 ? "//" : ""))!
            let expected = Self.bruteForce(registered, segments)
            switch table.lookup(url) {
            case .success((_, let parameters)):
                matched += 1
                let names = parameters.pathParameterNames
                #expect(parameters.pattern == expected?.0, "\(url)")
                #expect(names.map { parameters[$0]! } == expected?.1, "\(url)")
            case .failure(let error):
                #expect(expected == nil, "\(url): \(error)")
                #expect(error.code == "notFound")
            }
        }
        // The generator must produce URLs that match, or the comparison proves little.
        #expect(matched >= 30, "only \(matched) of 300 URLs matched")
    }

    @Test(arguments: 0..<5)
    func hostileURLsNeverCrashAndAlwaysFail(seed: Int) throws {
        var random = SplitMix(state: UInt64(seed) &+ 99)
        var table = DeepLinkTable(schemes: ["shop"], hosts: ["example.com"])
        try table.register("/<a>/<int:b>")
        try table.register("/files/<path:rest>")
        let pieces = ["%", "%Z", "%FF", "%C3", "..", ".", "%2E%2E", "a", "%00", "%C3%A9", "?", "#"]
        for _ in 0..<200 {
            let body = (0..<random.below(8)).map { _ in random.pick(pieces) }.joined(
                separator: random.below(2) == 0 ? "/" : "")
            guard let url = URL(string: "shop://files/" + body) else { continue }
            switch table.lookup(url) {
            case .success((_, let parameters)):
                #expect(!parameters["rest"]!.split(separator: "/").contains(".."))
            case .failure(let error):
                #expect(
                    ["invalidPercentEncoding", "dotSegment", "notFound"].contains(error.code),
                    "\(url): \(error)")
            }
        }
    }
}
