/// Which of the user's gestures closed a screen that left with ``ClosedBy/swipe`` or
/// ``ClosedBy/swipeDown``.
///
/// ``ClosedBy`` keeps its four cases so that an app's exhaustive `switch` over it still
/// compiles; this value tells the finer cause, for analytics and the like, without reading
/// trace text. Read it where the screen's end is reported:
///
/// ```swift
/// detail.onFinish { by, gesture in
///     analytics.log("detail closed", by: "\(by)", gesture: gesture?.rawValue)
/// }
///
/// for await event in navigator.events {
///     if case .screenFinished(let screen, let by) = event {
///         analytics.log("\(screen) closed", by: "\(by)", gesture: event.closingGesture?.rawValue)
///     }
/// }
/// ```
///
/// Told from UIKit's public state when the gesture starts: iOS 26's
/// `interactiveContentPopGestureRecognizer` running means a content swipe, the
/// `interactivePopGestureRecognizer` an edge swipe; a screen with a `preferredTransition` (iOS
/// 18's zoom) that leaves interactively without either of them was pinched or dragged back.
public enum ClosingGesture: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A swipe from the screen's leading edge (`interactivePopGestureRecognizer`); with
    /// ``ClosedBy/swipe``.
    case edgeSwipe
    /// iOS 26's swipe back from anywhere in the content
    /// (`interactiveContentPopGestureRecognizer`); with ``ClosedBy/swipe``.
    case contentSwipe
    /// Pinching or dragging back a screen shown with iOS 18's zoom transition
    /// (`preferredTransition = .zoom(…)`): ``ClosedBy/swipe`` for a pushed screen,
    /// ``ClosedBy/swipeDown`` for a presented one.
    case zoom
    /// Dragging a sheet down (its presentation controller's interactive dismissal); with
    /// ``ClosedBy/swipeDown``.
    case sheetSwipe

    /// `edgeSwipe`, `contentSwipe`, `zoom` or `sheetSwipe`.
    public var description: String { rawValue }
}

extension UIViewController {
    /// Calls `body` exactly once, when this screen has really left its window, with what made
    /// it leave and, when that was a gesture (``ClosedBy/swipe``, ``ClosedBy/swipeDown``),
    /// which one; `nil` for the back button and for code.
    ///
    /// The same moment as ``onFinish(_:)``; only the second value is new. Written as a
    /// trailing closure with two parameters, `screen.onFinish { by, gesture in … }`.
    ///
    /// ```swift
    /// photo.onFinish { by, gesture in
    ///     if gesture == .zoom { analytics.log("photo pinched closed") }
    /// }
    /// ```
    public func onFinish(
        withGesture body: @escaping @MainActor (ClosedBy, ClosingGesture?) -> Void
    ) {
        // The screen's record, weakly: the handler must not keep the screen or its record
        // alive. The record hears the finish (the navigator keeps it for a screen released
        // before it noticed the screen left) and notes the gesture that closed the screen.
        let record = ScreenStore.record(for: self)
        record.finishHandlers.append { [weak record] by in
            body(by, by == .swipe || by == .swipeDown ? record?.closingGesture : nil)
        }
    }
}

extension NavigationEvent {
    /// For `.screenFinished(screen, by)` when `by` is ``ClosedBy/swipe`` or
    /// ``ClosedBy/swipeDown``: which gesture it was; `nil` otherwise. Kept in the event, so it
    /// can be read whenever the event arrives.
    public var closingGesture: ClosingGesture? {
        guard case .screenFinished(let screen, let by) = self, by == .swipe || by == .swipeDown
        else { return nil }
        return screen.closingGesture
    }
}

/// The gestures that are closing, or closed, screens: noted on each screen's record
/// (``ScreenRecord/closingGesture``) when UIKit's interactive transition starts, forgotten
/// when the user cancels it, read when the screen's end is told. The record lives with the
/// screen, and the navigator's reference to a screen it saw keeps it, so a screen released
/// before its navigator noticed it left still tells which gesture closed it.
@MainActor
enum ClosingGestures {
    /// Notes `gesture` as closing `screens` (each with its children, and whatever it
    /// presents: they leave with it).
    /// - Returns: the records noted, for ``forget(_:)`` (they keep no screen alive).
    @discardableResult
    static func note(
        _ gesture: ClosingGesture, closing screens: [UIViewController]
    ) -> [ScreenRecord] {
        let records = screens.flatMap(subtree).map(ScreenStore.record(for:))
        for record in records { record.closingGesture = gesture }
        return records
    }

    /// The user cancelled the gesture: the screens of `records` stay.
    static func forget(_ records: [ScreenRecord]) {
        for record in records { record.closingGesture = nil }
    }

    private static func subtree(_ screen: UIViewController) -> [UIViewController] {
        var found = [screen]
        for child in screen.children { found += subtree(child) }
        if let presented = screen.presentedViewController,
            presented.presentingViewController === screen
        {
            found += subtree(presented)
        }
        return found
    }
}
