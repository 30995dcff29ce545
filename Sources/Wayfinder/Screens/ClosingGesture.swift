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
        // The identity, not the screen: the handler must not keep the screen alive, and the
        // screen may be released before its navigator tells it left.
        let id = ObjectIdentifier(self)
        onFinish { (by: ClosedBy) in body(by, ClosingGestures.gesture(of: id, closedBy: by)) }
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

/// The gestures that are closing, or closed, screens: noted when UIKit's interactive
/// transition starts, forgotten when the user cancels it, read when the screen's end is told.
///
/// Keyed by identity and kept after the screen is released (a screen may be released before
/// its navigator notices it left), for the most recent `capacity` screens. A reading asks
/// only for a screen that left by a gesture, and every such screen was noted when its
/// gesture started, so an identity reused by a later screen is overwritten first.
@MainActor
enum ClosingGestures {
    private struct Note {
        let id: ObjectIdentifier
        let gesture: ClosingGesture
    }

    /// How many screens' gestures are kept.
    static let capacity = 256

    private static var notes: [Note] = []

    /// The gesture closing `screens` (each with its children, and whatever it presents: they
    /// leave with it).
    /// - Returns: the identities noted, for ``forget(_:)`` (which keeps no screen alive).
    @discardableResult
    static func note(
        _ gesture: ClosingGesture, closing screens: [UIViewController]
    ) -> [ObjectIdentifier] {
        let ids = screens.flatMap(subtree).map(ObjectIdentifier.init)
        notes.removeAll { ids.contains($0.id) }
        notes += ids.map { Note(id: $0, gesture: gesture) }
        if notes.count > capacity { notes.removeFirst(notes.count - capacity) }
        return ids
    }

    /// The user cancelled the gesture: the screens `ids` stay.
    static func forget(_ ids: [ObjectIdentifier]) {
        notes.removeAll { ids.contains($0.id) }
    }

    /// The gesture last noted for the screen `id`, if any.
    static func noted(for id: ObjectIdentifier) -> ClosingGesture? {
        notes.last { $0.id == id }?.gesture
    }

    /// The gesture that closed the screen `id`, when it left `by` a gesture.
    static func gesture(of id: ObjectIdentifier, closedBy by: ClosedBy) -> ClosingGesture? {
        guard by == .swipe || by == .swipeDown else { return nil }
        return notes.last { $0.id == id }?.gesture
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
