import Foundation

/// Why a route came into view, as ``RouteNavigator/screenViews`` reports it.
public enum ScreenViewCause: String, Hashable, Sendable, CustomStringConvertible {
    /// The launch state, built by ``RouteNavigator/start(screen:)`` or
    /// ``RouteNavigator/init(navigator:state:screen:)``.
    case launch
    /// The launch state restored from saved data
    /// (``RouteNavigator/init(navigator:restoring:or:accepting:screen:)``).
    case restoration
    /// App code: ``RouteNavigator/go(to:animated:)``, ``RouteNavigator/update(animated:_:)``,
    /// or a ``Navigator`` command (`close()`, `finish(with:)`, `pop()` …).
    case code
    /// A link or in-app path opened with ``RouteNavigator/open(_:animated:)`` or
    /// ``RouteNavigator/open(path:animated:)``.
    case deepLink
    /// A guard took a route off screen or presented its route (``GuardDecision``).
    case guarded
    /// ``RouteNavigator/resumeHeld(animated:)`` reached the target a guard held.
    case resumed
    /// The user tapped the back button (or the app popped directly on the navigation
    /// controller: UIKit does not tell them apart, see ``ClosedBy``).
    case backButton
    /// The user swiped back from the edge and finished the swipe.
    case swipe
    /// The user swiped a sheet down and finished the swipe.
    case swipeDown
    /// The user tapped a tab.
    case tab

    /// The raw value: `launch`, `deepLink`, `swipe` …
    public var description: String { rawValue }
}

/// One route coming into view: what analytics call a screen view.
public struct ScreenView<Route: Hashable & Codable & Sendable>: Hashable, Sendable,
    CustomStringConvertible
{
    /// The route the user now looks at: the top of ``NavigationState/visibleStack``.
    public let route: Route
    /// Why it came into view.
    public let cause: ScreenViewCause

    /// A screen view of `route` for `cause`.
    public init(_ route: Route, cause: ScreenViewCause) {
        self.route = route
        self.cause = cause
    }

    /// `route (cause)`, such as `checkout (deepLink)`.
    public var description: String { "\(route) (\(cause))" }
}

/// What the screen-viewed stream of a route navigator last reported, what may explain the next
/// view, and who listens.
@MainActor
struct RouteViewTracker<Route: Hashable & Codable & Sendable> {
    /// The screen of the last view reported.
    private(set) weak var lastScreen: UIViewController?
    /// Whether a view has been reported yet (the first one is the launch's).
    private var reportedAny = false
    /// The cause of the latest request that started since the last quiet moment: the quiet
    /// moment that ends its command (before it settles) reports what it brought to the front.
    private var startedRequest: ScreenViewCause?
    /// How the last viewed screen that left since the last quiet moment left.
    private var leaveCause: ClosedBy?
    /// Viewed screens whose `onFinish` already reports how they leave.
    private var watched = Set<ObjectIdentifier>()
    private var handlers: [UUID: @MainActor (ScreenView<Route>) -> Void] = [:]
    private var continuations: [UUID: AsyncStream<ScreenView<Route>>.Continuation] = [:]

    /// Whether anyone listens.
    var isListening: Bool { !handlers.isEmpty || !continuations.isEmpty }

    /// Makes `handler` hear every view from now on.
    mutating func addHandler(_ handler: @escaping @MainActor (ScreenView<Route>) -> Void) {
        handlers[UUID()] = handler
    }

    /// Makes `continuation` hear every view until ``removeStream(_:)``.
    /// - Returns: the id `removeStream(_:)` takes.
    mutating func addStream(_ continuation: AsyncStream<ScreenView<Route>>.Continuation) -> UUID {
        let id = UUID()
        continuations[id] = continuation
        return id
    }

    /// Stops the stream `id` hearing views (it ended).
    mutating func removeStream(_ id: UUID) {
        continuations[id] = nil
    }

    /// A request with `cause` started: it explains the view the quiet moment at its end
    /// reports.
    mutating func requestStarted(_ cause: ScreenViewCause) {
        startedRequest = cause
    }

    /// Starts learning how `screen` leaves, unless it is already watched.
    /// - Returns: whether it was not watched yet (the caller watches it now).
    mutating func watch(_ screen: UIViewController) -> Bool {
        watched.insert(ObjectIdentifier(screen)).inserted
    }

    /// The watched screen `id` left, `by` that.
    mutating func watchedScreenLeft(_ id: ObjectIdentifier, by: ClosedBy) {
        watched.remove(id)
        leaveCause = by
    }

    /// At a quiet moment, `front` shows `route` in front: when it is not the screen reported
    /// last, the view and its cause. What explained it is forgotten either way.
    /// - Parameters:
    ///   - old: the state shown before, when it changed; `new`, the state now.
    ///   - launchCause: the cause of the launch's views.
    mutating func view(
        of front: UIViewController, showing route: Route, old: NavigationState<Route>?,
        new: NavigationState<Route>, launchCause: ScreenViewCause
    ) -> ScreenView<Route>? {
        defer {
            startedRequest = nil
            leaveCause = nil
        }
        guard front !== lastScreen else { return nil }
        let cause: ScreenViewCause
        if !reportedAny {
            cause = startedRequest ?? launchCause
        } else if let request = startedRequest {
            cause = request
        } else if let leave = leaveCause {
            cause = Self.viewCause(leave)
        } else if let old, old.selectedTab != new.selectedTab, old.modals == new.modals {
            cause = .tab
        } else {
            cause = .code
        }
        lastScreen = front
        reportedAny = true
        return ScreenView(route, cause: cause)
    }

    /// Nothing is in front to report: what explained a view is forgotten.
    mutating func nothingToReport() {
        startedRequest = nil
        leaveCause = nil
    }

    /// `view` reaches the handlers, then the streams.
    func deliver(_ view: ScreenView<Route>) {
        for handler in handlers.values { handler(view) }
        for continuation in continuations.values { continuation.yield(view) }
    }

    private static func viewCause(_ by: ClosedBy) -> ScreenViewCause {
        switch by {
        case .backButton: .backButton
        case .swipe: .swipe
        case .swipeDown: .swipeDown
        case .code: .code
        }
    }
}

extension RouteNavigator {
    /// Every route that comes into view, once per appearance, with why: for analytics.
    ///
    /// A view is reported at the quiet moment after the transition that brought the route to
    /// the front ended — the top of ``NavigationState/visibleStack``, whether a screen pushed,
    /// a sheet presented, a tab selected, or the screen uncovered when the user went back or
    /// swiped a sheet away. So:
    /// - a push reports the pushed route; a request or link that changes several things at
    ///   once reports only the route it ends on (one transition, one view);
    /// - a back swipe the user cancels reports nothing; a finished one reports the route below,
    ///   with cause `.swipe` (`.backButton` for a tap on back, `.swipeDown` for a sheet swiped
    ///   away);
    /// - a tab tap reports the top route of the tab's stack, with cause `.tab`;
    /// - the launch reports its visible route, with `.launch` (`.restoration` when restored).
    ///
    /// Unlike `viewDidAppear`, which UIKit calls again for a screen a cancelled swipe
    /// uncovered, and which a screen in a container may get more than once, this fires once
    /// per appearance, in order (the reason analytics adapters that swizzle `viewDidAppear`
    /// report views "many times … out of order": CleverTap #221, Snowplow #890). Screens the
    /// screen factory did not make (an alert, a controller the app presented itself) are not
    /// reported; a SwiftUI screen made by the factory is reported like any other.
    ///
    /// ```swift
    /// routes.onScreenView { view in
    ///     analytics.log("screen_view", ["screen": "\(view.route)", "cause": "\(view.cause)"])
    /// }
    /// ```
    ///
    /// To hear the launch's view, listen before the launch state is built: make the route
    /// navigator with ``init(navigator:state:containers:)``, listen, then call
    /// ``start(screen:)``. Each access makes a new stream; it ends when the route navigator is
    /// released.
    public var screenViews: AsyncStream<ScreenView<Route>> {
        let (stream, continuation) = AsyncStream<ScreenView<Route>>.makeStream()
        let id = viewed.addStream(continuation)
        watchLastViewed()
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.viewed.removeStream(id) }
        }
        return stream
    }

    /// Calls `handler` for every route that comes into view, at once, as ``screenViews``
    /// reports them (the same views, without a task in between), for the route navigator's
    /// life.
    ///
    /// - Parameter handler: called on the main actor, once per view, in order.
    public func onScreenView(_ handler: @escaping @MainActor (ScreenView<Route>) -> Void) {
        viewed.addHandler(handler)
        watchLastViewed()
    }

    /// A listener came: the screen reported last (perhaps before anyone listened) tells how
    /// it leaves, for the cause of the screen it uncovers.
    private func watchLastViewed() {
        if let last = viewed.lastScreen { watchLeaving(last) }
    }

    /// A request's command starts: it explains the view the quiet moment at its end reports.
    func noteRequestStarted(_ cause: RouteRequestCause) {
        switch cause {
        case .code: viewed.requestStarted(.code)
        case .deepLink: viewed.requestStarted(.deepLink)
        case .guardHold: viewed.requestStarted(.guarded)
        case .resume: viewed.requestStarted(.resumed)
        case .launch: viewed.requestStarted(factory.launchViewCause)
        }
    }

    /// At a quiet moment: reports the route in front when its screen is not the one reported
    /// last. `old` is the state shown before, when it changed.
    func reportScreenView(old: NavigationState<Route>?, new: NavigationState<Route>) {
        guard let front = navigator.topmost, let route = route(of: front),
            let view = viewed.view(
                of: front, showing: route, old: old, new: new,
                launchCause: factory.launchViewCause)
        else {
            viewed.nothingToReport()
            return
        }
        // Nobody listens: nothing to learn about how the screen leaves either.
        guard viewed.isListening else { return }
        watchLeaving(front)
        navigator.tracer.record(.screen, .code, "screen view: \(view)")
        viewed.deliver(view)
    }

    /// Learns how the viewed screen `front` leaves, to give the screen it uncovers its cause.
    private func watchLeaving(_ front: UIViewController) {
        guard viewed.watch(front) else { return }
        let id = ObjectIdentifier(front)
        front.onFinish { [weak self] by in
            self?.viewed.watchedScreenLeft(id, by: by)
        }
    }
}
