/// How a navigation command ended.
public enum Settlement: Equatable, Sendable, CustomStringConvertible {
    /// UIKit carried it out and its transition ended.
    case completed
    /// A user gesture undid it (a swipe-back or a sheet swipe-down that was cancelled).
    case cancelled
    /// A later command of the same burst undid it before it reached the screen (for
    /// example a push followed by a pop in one run-loop turn).
    case superseded
    /// It could not be carried out; nothing on screen changed. The error says why and what
    /// to do instead.
    case failed(NavigationError)

    /// `completed`, `cancelled`, `superseded`, or `failed(<code>): <message>`.
    public var description: String {
        switch self {
        case .completed: "completed"
        case .cancelled: "cancelled"
        case .superseded: "superseded"
        case .failed(let error): "failed(\(error.code)): \(error.message)"
        }
    }
}
