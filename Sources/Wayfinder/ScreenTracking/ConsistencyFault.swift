/// A place where a quiet moment's view of the window disagreed with the window (debug
/// builds): ``Navigator/consistencyFaults()`` reports them, and the fuzzer checks them after
/// every step as its oracle. Test support: not part of Wayfinder's public API.
@_spi(Testing) public enum ConsistencyFault: Equatable, Sendable, CustomStringConvertible {
    /// A quiet moment's snapshot listed the window as `recorded`, but a walk of it gave
    /// `actual`.
    case windowRecordedWrong(recorded: [String], actual: [String])
    /// A quiet moment recorded `recorded` visible screens, but `actual` are.
    case visibleScreensRecordedWrong(recorded: Int, actual: Int)
    /// A table of per-controller entries (`table`: proxies) kept a controller no longer in
    /// the window after a quiet moment.
    case tableKeptGoneController(table: String)

    /// The fault in words, naming the screens.
    public var description: String {
        switch self {
        case .windowRecordedWrong(let recorded, let actual):
            "a quiet moment recorded the window as [\(recorded.joined(separator: ", "))], "
                + "but it is [\(actual.joined(separator: ", "))]"
        case .visibleScreensRecordedWrong(let recorded, let actual):
            "a quiet moment recorded \(recorded) visible screens, but \(actual) are"
        case .tableKeptGoneController(let table):
            "a quiet moment left a controller no longer in the window in the \(table)"
        }
    }
}
