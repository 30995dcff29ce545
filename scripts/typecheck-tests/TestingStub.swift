// A stand-in for Swift Testing's API (signatures only; nothing runs), for type-checking test
// sources against an SDK that has no Testing module: see `run`.
public struct Comment: ExpressibleByStringLiteral, ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
    public init(rawValue: String) {}
}
public struct SourceLocation: Sendable, Hashable {
    public init(fileID: String, filePath: String, line: Int, column: Int) {}
    public static func __here(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) -> SourceLocation { SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column) }
    public var fileID: String { "" }
    public var line: Int { 0 }
}
public func __expect(
    _ condition: @autoclosure () throws -> Bool, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = .__here()
) {}
public func __expectAsync(
    _ condition: @autoclosure () async throws -> Bool, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = .__here(), isolation: isolated (any Actor)? = #isolation
) async {}
@discardableResult public func __expect<E: Error, R>(
    throws: E.Type, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = .__here(), performing: () throws -> R
) -> E? { nil }
@discardableResult public func __expectAsync<E: Error, R>(
    throws: E.Type, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = .__here(), isolation: isolated (any Actor)? = #isolation,
    performing: () async throws -> R
) async -> E? { nil }
public func __require<T>(
    _ value: @autoclosure () throws -> T?, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = .__here()
) throws -> T { fatalError() }
public func __require(
    _ condition: @autoclosure () throws -> Bool, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = .__here()
) throws {}
public func __requireAsync<T>(
    _ value: @autoclosure () async throws -> T?, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = .__here(), isolation: isolated (any Actor)? = #isolation
) async throws -> T { fatalError() }
public func __requireAsync(
    _ condition: @autoclosure () async throws -> Bool, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = .__here(), isolation: isolated (any Actor)? = #isolation
) async throws {}
public struct Issue: Sendable {
    @discardableResult public static func record(
        _ comment: Comment? = nil, sourceLocation: SourceLocation = .__here()
    ) -> Issue { Issue() }
    @discardableResult public static func record(
        _ error: any Error, _ comment: Comment? = nil, sourceLocation: SourceLocation = .__here()
    ) -> Issue { Issue() }
}
public func withKnownIssue(
    _ comment: Comment? = nil, isIntermittent: Bool = false,
    sourceLocation: SourceLocation = .__here(), _ body: () throws -> Void
) {}
public typealias KnownIssueMatcher = @Sendable (Issue) -> Bool
public func withKnownIssue(
    _ comment: Comment? = nil, isIntermittent: Bool = false,
    sourceLocation: SourceLocation = .__here(), _ body: () throws -> Void,
    when precondition: () -> Bool, matching issueMatcher: @escaping KnownIssueMatcher = { _ in true }
) {}
public func withKnownIssue(
    _ comment: Comment? = nil, isIntermittent: Bool = false,
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = .__here(),
    _ body: () async throws -> Void
) async {}
public protocol CustomTestStringConvertible { var testDescription: String { get } }
@discardableResult public func __expect<R>(
    _ comment: @autoclosure () -> Comment? = nil, sourceLocation: SourceLocation = .__here(),
    performing: () throws -> R, throws errorMatcher: (any Error) throws -> Bool
) -> (any Error)? { nil }
@discardableResult public func __expect<R>(
    _ comment: @autoclosure () -> Comment? = nil, sourceLocation: SourceLocation = .__here(),
    isolation: isolated (any Actor)? = #isolation, performing: () async throws -> R,
    throws errorMatcher: (any Error) async throws -> Bool
) async -> (any Error)? { nil }
public func withKnownIssue(
    _ comment: Comment? = nil, isIntermittent: Bool = false,
    sourceLocation: SourceLocation = .__here(), _ body: () throws -> Void,
    matching issueMatcher: @escaping @Sendable (Issue) -> Bool
) rethrows {}
public func withKnownIssue(
    _ comment: Comment? = nil, isIntermittent: Bool = false,
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = .__here(),
    _ body: () async throws -> Void, matching issueMatcher: @escaping @Sendable (Issue) -> Bool
) async rethrows {}
public struct Test: Sendable {
    public static var current: Test? { nil }
    public struct Case: Sendable { public static var current: Case? { nil } }
}
public protocol Trait: Sendable {}
public protocol TestTrait: Trait {}
public protocol SuiteTrait: Trait { var isRecursive: Bool { get } }
public protocol TestScoping: Sendable {
    func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws
}
