import Foundation

/// One thing a navigator did or saw: a command, a UIKit call it made, a screen event, a
/// user gesture, a settlement. Each record carries its cause and the time.
public struct TraceRecord: Equatable, Sendable, CustomStringConvertible {
    /// What kind of thing happened.
    public enum Kind: String, Equatable, Sendable {
        /// A command was issued.
        case command
        /// Wayfinder called UIKit.
        case uikit
        /// A user gesture began, finished or was cancelled.
        case gesture
        /// A screen appeared, disappeared or finished.
        case screen
        /// A command settled.
        case settled
    }

    /// Why it happened.
    public enum Cause: Equatable, Sendable, CustomStringConvertible {
        /// App code, through the navigator.
        case code
        /// The user: back button, swipe, sheet swipe-down.
        case user(ClosedBy)
        /// A deep link opened with ``RouteNavigator/open(_:animated:)``.
        case deepLink

        /// `code`, `user(<gesture>)` or `deepLink`.
        public var description: String {
            switch self {
            case .code: "code"
            case .user(let by): "user(\(by))"
            case .deepLink: "deepLink"
            }
        }
    }

    /// The time from the navigator's clock (virtual time on HeadlessUIKit when the clock
    /// reads it).
    public let time: TimeInterval
    /// The kind.
    public let kind: Kind
    /// The cause.
    public let cause: Cause
    /// What happened, e.g. `"nav.pushViewController(B, animated: true)"`.
    public let message: String

    /// Creates a record.
    public init(time: TimeInterval, kind: Kind, cause: Cause, message: String) {
        self.time = time
        self.kind = kind
        self.cause = cause
        self.message = message
    }

    /// `"0.350 uikit    code  nav.pushViewController(B, animated: true)"`.
    public var description: String {
        let kindColumn = kind.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
        return String(format: "%.3f ", time) + "\(kindColumn) \(cause)  \(message)"
    }
}

/// Where a navigator's records go: a swift-log logger (at `debug`, with the kind and cause
/// as metadata) and an optional handler, stamped by a clock.
///
/// When nobody listens (no handler, and the logger drops `debug`), no record is made: the
/// message is not even formatted.
@MainActor
struct Tracer {
    var clock: @MainActor () -> TimeInterval
    var handler: (@MainActor (TraceRecord) -> Void)?
    /// Where records are logged; `nil` when the logger's level drops `debug` records.
    var log: (@MainActor (TraceRecord) -> Void)?

    /// Where warnings also go (debug builds: the logger at `warning`, which apps see in the
    /// console), besides a record.
    var warnLog: (@MainActor (String) -> Void)? = nil

    /// Whether anyone hears records.
    var isListening: Bool { handler != nil || log != nil }

    @inline(__always)
    func record(
        _ kind: TraceRecord.Kind, _ cause: TraceRecord.Cause,
        _ message: @autoclosure () -> String
    ) {
        guard isListening else { return }
        let record = TraceRecord(time: clock(), kind: kind, cause: cause, message: message())
        log?(record)
        handler?(record)
    }

    /// Records a misuse Wayfinder recovered from (a `command` record from code whose message
    /// starts with `warning:`), and in debug builds logs it at `warning` level too.
    func warn(_ message: String) {
        record(.command, .code, "warning: " + message)
        warnLog?(message)
    }
}
