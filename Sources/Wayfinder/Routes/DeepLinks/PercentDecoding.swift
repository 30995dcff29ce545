/// Percent-decoding of one URL part, strict: a `%` must be followed by two hex digits, and the
/// decoded bytes must be UTF-8.
///
/// Foundation's `URL(string:)` repairs an invalid escape instead of refusing the URL: it encodes
/// the `%` itself, so `shop://p/%ZZ` arrives as `shop://p/%25ZZ`. To refuse such links, a
/// decoded `%` that is not followed by two hex digits counts as an invalid escape too (a link
/// that means a literal `%ZZ` cannot be told apart from it, and is refused as well).
enum PercentDecoding {
    /// The decoded text of `part`, or nil when an escape is invalid or the bytes are not UTF-8.
    /// `+` is kept as it is (as `URLComponents` does).
    /// - Complexity: O(*n*) in the length of `part`.
    static func decode<S: StringProtocol>(_ part: S) -> String? {
        var text = String(part)
        return text.withUTF8 { decode($0[...]) }
    }

    /// The decoded text of the UTF-8 bytes `part` (valid UTF-8 themselves), or nil when an
    /// escape is invalid or the decoded bytes are not UTF-8.
    /// - Complexity: O(*n*) in the length of `part`; no allocation beyond the result.
    static func decode(_ part: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        guard part.contains(UInt8(ascii: "%")) else {
            return String(decoding: part, as: UTF8.self)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(part.count)
        var index = part.startIndex
        while index != part.endIndex {
            let byte = part[index]
            index += 1
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard index + 1 < part.endIndex, let high = hexValue(part[index]),
                let low = hexValue(part[index + 1])
            else { return nil }
            index += 2
            bytes.append(high << 4 | low)
        }
        guard !hasStrayPercent(bytes) else { return nil }
        return validUTF8(bytes)
    }

    /// Whether `bytes` have a `%` that does not start two hex digits.
    private static func hasStrayPercent(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while let percent = bytes[index...].firstIndex(of: UInt8(ascii: "%")) {
            guard percent + 2 < bytes.count, hexValue(bytes[percent + 1]) != nil,
                hexValue(bytes[percent + 2]) != nil
            else { return true }
            index = percent + 1
        }
        return false
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `bytes` as a string when they are valid UTF-8 (no repair, unlike `String(decoding:as:)`).
    private static func validUTF8(_ bytes: [UInt8]) -> String? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var scalars = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return String(scalars)
            case .error: return nil
            }
        }
    }
}
