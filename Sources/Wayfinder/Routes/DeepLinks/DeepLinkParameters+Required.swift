import Foundation

/// A type a deep-link parameter converts to with ``DeepLinkParameters/required(_:as:)`` and
/// ``DeepLinkParameters/optional(_:as:)``.
///
/// `String`, `Int`, `Double` (finite) and `UUID` conform, reading a parameter as the pattern's
/// `<name>`, `<int:x>`, `<double:x>` and `<uuid:x>` do. A `RawRepresentable` type whose raw
/// value conforms gets the conformance by declaring it:
///
/// ```swift
/// enum Sort: String, DeepLinkParameterValue { case newest, cheapest }
/// let sort = try parameters.optional("sort", as: Sort.self) ?? .newest
/// ```
public protocol DeepLinkParameterValue: Sendable {
    /// The value a parameter's text stands for, or `nil` when the text is not one.
    ///
    /// - Parameter text: the parameter, percent-decoded.
    init?(deepLinkParameter text: String)

    /// What a value of this type is, for an error message: `"an integer"`.
    static var deepLinkParameterDescription: String { get }
}

extension String: DeepLinkParameterValue {
    /// The text itself.
    public init?(deepLinkParameter text: String) { self = text }
    /// `"a string"`.
    public static var deepLinkParameterDescription: String { "a string" }
}

extension Int: DeepLinkParameterValue {
    /// The integer the text spells, as ``DeepLinkParameters/int(_:)`` reads it; `nil` when
    /// it does not fit.
    public init?(deepLinkParameter text: String) { self.init(text) }
    /// `"an integer"`.
    public static var deepLinkParameterDescription: String { "an integer" }
}

extension Double: DeepLinkParameterValue {
    /// The finite number the text spells, as ``DeepLinkParameters/double(_:)`` reads it.
    public init?(deepLinkParameter text: String) {
        guard let value = Double(text), value.isFinite else { return nil }
        self = value
    }
    /// `"a finite number"`.
    public static var deepLinkParameterDescription: String { "a finite number" }
}

extension UUID: DeepLinkParameterValue {
    /// The UUID the text spells, as ``DeepLinkParameters/uuid(_:)`` reads it.
    public init?(deepLinkParameter text: String) { self.init(uuidString: text) }
    /// `"a UUID"`.
    public static var deepLinkParameterDescription: String { "a UUID" }
}

extension DeepLinkParameterValue
where Self: RawRepresentable, RawValue: DeepLinkParameterValue {
    /// The value whose raw value the text spells.
    public init?(deepLinkParameter text: String) {
        guard let raw = RawValue(deepLinkParameter: text) else { return nil }
        self.init(rawValue: raw)
    }

    /// `"one of the values of <Type>"`.
    public static var deepLinkParameterDescription: String {
        "one of the values of \(Self.self)"
    }
}

extension DeepLinkParameters {
    /// The parameter `name` converted to `type`, or an error that says which parameter was
    /// missing or mistyped: for the target closure of
    /// ``DeepLinkRouter/register(_:_:)``, which may throw, so that it needs no `!`.
    ///
    /// A parameter the pattern declares with a type (`<int:id>`) always converts to that
    /// type, because a link whose text does not convert does not match the pattern.
    ///
    /// ```swift
    /// try router.register("/products/<int:id>") { parameters, state in
    ///     var state = state
    ///     state.push(.product(try parameters.required("id", as: Int.self)))
    ///     return state
    /// }
    /// ```
    ///
    /// When the target throws the error, ``DeepLinkRouter/resolve(_:from:)`` returns it as it
    /// is and ``RouteNavigator/open(_:animated:)`` fails with it; nothing changes on screen.
    ///
    /// - Parameters:
    ///   - name: the path parameter, or else the query item, as the subscript reads it.
    ///   - type: the type to convert to; inferred when the context says it.
    /// - Returns: the converted value.
    /// - Throws: ``DeepLinkError`` with code `missingParameter` when there is no such
    ///   parameter, or `mistypedParameter` when its text does not convert.
    /// - Complexity: O(*p*) in the number of path parameters, plus the conversion.
    public func required<Value: DeepLinkParameterValue>(
        _ name: String, as type: Value.Type = Value.self
    ) throws(DeepLinkError) -> Value {
        guard let value = try optional(name, as: type) else {
            throw DeepLinkError(.missingParameter(name: name, pattern: pattern))
        }
        return value
    }

    /// The parameter `name` converted to `type`, `nil` when the link does not have it, or an
    /// error when it has it but its text does not convert: for a query item that links may
    /// leave out, such as `?page=2`.
    ///
    /// ```swift
    /// let page = try parameters.optional("page", as: Int.self) ?? 1
    /// ```
    ///
    /// - Parameters:
    ///   - name: the path parameter, or else the query item, as the subscript reads it.
    ///   - type: the type to convert to; inferred when the context says it.
    /// - Returns: the converted value, or `nil` when the parameter is absent.
    /// - Throws: ``DeepLinkError`` with code `mistypedParameter` when the text does not
    ///   convert.
    /// - Complexity: O(*p*) in the number of path parameters, plus the conversion.
    public func optional<Value: DeepLinkParameterValue>(
        _ name: String, as type: Value.Type = Value.self
    ) throws(DeepLinkError) -> Value? {
        guard let text = self[name] else { return nil }
        guard let value = Value(deepLinkParameter: text) else {
            throw DeepLinkError(
                .mistypedParameter(
                    name: name, value: text, type: Value.deepLinkParameterDescription,
                    pattern: pattern))
        }
        return value
    }
}
