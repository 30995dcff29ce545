/// How a screen shown with `await navigator.push(screen)` or `present(screen)` ended.
public enum Outcome<Result: Sendable>: Sendable {
    /// The screen called ``ResultScreen/finish(with:animated:)`` with this result.
    case finished(Result)
    /// The screen left without a result: the user went back or swiped it down, or code
    /// closed it. A screen that could not be shown at all is `.closed(.code)`.
    case closed(ClosedBy)
}

extension Outcome: Equatable where Result: Equatable {}

extension Outcome: CustomStringConvertible {
    /// `finished(<result>)` or `closed(<cause>)`.
    public var description: String {
        switch self {
        case .finished(let result): "finished(\(result))"
        case .closed(let by): "closed(\(by))"
        }
    }
}

/// A screen that hands a typed result back to whoever showed it.
///
/// ```swift
/// final class PickColor: UIViewController, ResultScreen {
///     typealias Result = String
///     func didPick(_ color: String) { finish(with: color) }
/// }
///
/// switch await navigator.push(PickColor()) {
/// case .finished(let color): apply(color)
/// case .closed: break            // back button, swipe, or closed by code
/// }
/// ```
///
/// The same screen works pushed, presented or embedded: ``finish(with:animated:)`` closes it
/// whichever way it was shown.
public protocol ResultScreen: UIViewController {
    /// The type of the result.
    associatedtype Result: Sendable
}

extension ResultScreen {
    /// Hands `result` to whoever awaits this screen and closes it (pop, dismiss or unembed,
    /// whichever applies). The awaiting caller gets `.finished(result)` once the screen has
    /// really left.
    public func finish(with result: Result, animated: Bool = true) {
        ScreenStore.record(for: self).result = result
        close(animated: animated)
    }
}
