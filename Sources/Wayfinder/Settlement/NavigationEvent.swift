/// Something a navigator saw settle, in order.
public enum NavigationEvent: Equatable, Sendable, CustomStringConvertible {
    /// A command settled.
    case settled(NavigationCommand, Settlement)
    /// A screen left its window for good.
    case screenFinished(ScreenReference, ClosedBy)

    /// `settled(<command>, <settlement>)` or `screenFinished(<screen>, <cause>)`.
    public var description: String {
        switch self {
        case .settled(let command, let settlement): "settled(\(command), \(settlement))"
        case .screenFinished(let screen, let by): "screenFinished(\(screen), \(by))"
        }
    }
}
