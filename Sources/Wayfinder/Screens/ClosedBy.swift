/// What made a screen leave.
///
/// Wayfinder learns this from UIKit's public signals only: an interactive navigation
/// transition is a `.swipe`; a navigation pop that Wayfinder did not issue is a
/// `.backButton` (UIKit does not tell a back-button tap from a pop the app made directly on
/// the navigation controller); a sheet dismissed through its presentation controller's
/// delegate is a `.swipeDown`; everything Wayfinder did itself, and changes it only notices
/// afterwards, is `.code`.
public enum ClosedBy: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The user tapped the back button.
    case backButton
    /// The user swiped back from the screen's edge and finished the swipe.
    case swipe
    /// The user swiped a sheet down and finished the swipe.
    case swipeDown
    /// Code closed it: a navigator command, `close()`, `finish(with:)`.
    case code

    /// `backButton`, `swipe`, `swipeDown` or `code`.
    public var description: String {
        switch self {
        case .backButton: "backButton"
        case .swipe: "swipe"
        case .swipeDown: "swipeDown"
        case .code: "code"
        }
    }
}

/// What happened to a screen, as ``HeadlessUIKit/UIViewController/screenEvents`` reports it.
public enum ScreenEvent: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The screen became visible in its window, after its transition ended.
    case appeared
    /// The screen stopped being visible (covered or left), after its transition ended.
    case disappeared
    /// The screen left its window for good; the last event.
    case finished(ClosedBy)

    /// `appeared`, `disappeared` or `finished(<cause>)`.
    public var description: String {
        switch self {
        case .appeared: "appeared"
        case .disappeared: "disappeared"
        case .finished(let by): "finished(\(by))"
        }
    }
}
