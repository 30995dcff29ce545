import Foundation

/// One line of a window's diagnostics, read back with its kind: a console warning UIKit
/// logs, or an exception UIKit raises.
///
/// On a device an exception crashes the app; HeadlessUIKit records it and ignores the call,
/// so that a test can assert on it. An exception's line in `window.headless.diagnostics`
/// starts with `*** ` and the exception's name, as the console shows it:
/// `*** NSInvalidArgumentException: Pushing a navigation controller is not supported`.
public struct HeadlessDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// What UIKit does at this point on a device.
    public enum Kind: Equatable, Sendable {
        /// UIKit logs a line on the console and carries on.
        case warning
        /// UIKit raises the exception with this name (`NSInvalidArgumentException`,
        /// `NSInternalInconsistencyException`): the app would crash.
        case exception(name: String)
    }

    /// Whether UIKit warns or raises.
    public let kind: Kind
    /// UIKit's message, without the exception prefix.
    public let message: String

    /// The prefix of an exception's line in `diagnostics`.
    static let exceptionPrefix = "*** "

    /// Reads a line of `window.headless.diagnostics`.
    public init(_ line: String) {
        let prefix = Self.exceptionPrefix
        if line.hasPrefix(prefix), let colon = line.range(of: ": "),
            line[line.index(line.startIndex, offsetBy: prefix.count)..<colon.lowerBound]
                .hasSuffix("Exception")
        {
            let name = line[line.index(line.startIndex, offsetBy: prefix.count)..<colon.lowerBound]
            kind = .exception(name: String(name))
            message = String(line[colon.upperBound...])
        } else {
            kind = .warning
            message = line
        }
    }

    /// Whether UIKit raises here (the app would crash on a device).
    public var isException: Bool {
        if case .exception = kind { return true }
        return false
    }

    /// The line as `window.headless.diagnostics` holds it.
    public var description: String {
        switch kind {
        case .warning: message
        case .exception(let name): "\(Self.exceptionPrefix)\(name): \(message)"
        }
    }
}

extension Headless where Base: UIWindow {
    /// Every console warning and exception UIKit would have produced, oldest first, with its
    /// kind.
    public var recordedDiagnostics: [HeadlessDiagnostic] {
        diagnostics.map(HeadlessDiagnostic.init)
    }

    /// The exceptions UIKit would have raised (each a crash on a device), oldest first.
    public var exceptions: [HeadlessDiagnostic] {
        recordedDiagnostics.filter(\.isException)
    }

    /// The console warnings UIKit would have logged, oldest first.
    public var warnings: [HeadlessDiagnostic] {
        recordedDiagnostics.filter { !$0.isException }
    }
}

/// Names of the exceptions UIKit raises where HeadlessUIKit records one.
enum UIKitException {
    static let invalidArgument = "NSInvalidArgumentException"
    static let internalInconsistency = "NSInternalInconsistencyException"
}

extension UIViewController {
    /// Records that UIKit raises `name` with `message` here; the caller then
    /// ignores the call.
    func recordException(_ name: String, _ message: String) {
        recordDiagnostic(
            HeadlessDiagnostic.exceptionPrefix + name + ": " + message)
    }
}
