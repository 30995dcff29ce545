#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif
import Wayfinder

/// What a hosted screen's content can do with the screen it is shown in: close it, reach its
/// ``/Wayfinder/Navigator``, and (through ``ScreenActions``) finish it with a typed result.
///
/// A ``HostedScreen`` makes one for its content; a SwiftUI view reads it from the
/// environment (`@Environment(\.wayfinderScreen)`) on platforms with SwiftUI. Everything goes
/// through Wayfinder, so that closing waits for a running transition and the screen's
/// `onFinish`, `screenEvents` and `await` hear how it left.
@MainActor
public class ScreenContext {
    /// The screen the content is shown in; `nil` once it is released.
    public private(set) weak var screen: UIViewController?

    init() {}

    /// The navigator of the screen's window; `nil` while the screen is not in a window that
    /// has one.
    public var navigator: Navigator? { screen?.navigator }

    /// Closes the screen however it was shown (pop, dismiss or unembed) through its
    /// navigator; the awaiting caller gets `.closed(.code)`. Does nothing when the screen is
    /// not in a navigator's window.
    ///
    /// - Parameter animated: `false` closes without animation.
    public func close(animated: Bool = true) {
        screen?.close(animated: animated)
    }

    /// The typed actions, when the screen's result is `Result`; `nil` otherwise (the content
    /// asked for another result type than its screen has).
    public func actions<Result: Sendable>(as type: Result.Type) -> ScreenActions<Result>? {
        self as? ScreenActions<Result>
    }

    /// A dismissal that reached the content's own controller (SwiftUI's `dismiss` action on a
    /// presented hosting controller calls UIKit's `dismiss(animated:completion:)`): closes the
    /// screen through its navigator, and calls `completion` once the close settled.
    ///
    /// Without a navigator, `completion` is called at once and nothing changes.
    public func dismissRequested(animated: Bool, completion: (() -> Void)? = nil) {
        guard let screen, let navigator = screen.navigator else {
            completion?()
            return
        }
        let transition = navigator.close(screen, animated: animated)
        transition.onSettled { _ in completion?() }
    }

    func attach(to screen: UIViewController) {
        self.screen = screen
    }
}

/// The actions of a ``HostedScreen`` whose result is `Result`: ``finish(with:animated:)``
/// besides what every ``ScreenContext`` does.
@MainActor
public final class ScreenActions<Result: Sendable>: ScreenContext {
    private var finishing: (@MainActor (Result, Bool) -> Void)?

    /// Actions that are not attached to a screen yet; ``HostedScreen`` attaches them.
    override init() {}

    /// Hands `result` to whoever awaits the screen and closes it
    /// (``/Wayfinder/ResultScreen/finish(with:animated:)``). Does nothing once the screen is
    /// released.
    ///
    /// - Parameters:
    ///   - result: the result the awaiting caller gets as `.finished(result)`.
    ///   - animated: `false` closes without animation.
    public func finish(with result: Result, animated: Bool = true) {
        finishing?(result, animated)
    }

    func attachResult<Screen: ResultScreen>(to screen: Screen) where Screen.Result == Result {
        super.attach(to: screen)
        finishing = { [weak screen] result, animated in
            screen?.finish(with: result, animated: animated)
        }
    }
}
