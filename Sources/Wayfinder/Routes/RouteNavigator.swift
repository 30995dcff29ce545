import Foundation

/// Declarative navigation: the window's screens as one ``NavigationState``, reconciled with
/// what UIKit shows in one visible transition.
///
/// Say where the user should be, from wherever they are — mid-swipe, two sheets up, in
/// another tab — and `RouteNavigator` works out the few UIKit calls it takes
/// (``RoutePlanner``): what is hidden changes without animation, only the change the user sees
/// animates. Everything goes through the window's ``Navigator`` queue, so a jump asked for
/// during a transition or a gesture waits its turn. The other way round, ``state`` follows
/// the screen: a back tap, a completed swipe-back, a sheet swiped down, a tab tapped, a change
/// made directly through the ``Navigator`` all update it and reach ``states``; a cancelled
/// swipe changes nothing.
///
/// ```swift
/// let routes = try RouteNavigator(
///     navigator: Navigator(window: window),
///     state: NavigationState(tabs: [[.inbox], [.settings]])
/// ) { route in
///     switch route {
///     case .inbox: InboxViewController()
///     case .message(let id): MessageViewController(id: id)
///     case .settings: SettingsViewController()
///     }
/// }
/// routes.go(to: NavigationState(tabs: [[.inbox, .message(42)], [.settings]]))  // one push
/// routes.update { $0.present(.compose) }                                         // one sheet
/// ```
///
/// **Identity.** A route keeps its view controller while it keeps its value and every route
/// below it in its stack is unchanged: going from `[inbox, message(1)]` to
/// `[inbox, message(1), attachment]` keeps both screens and pushes one; going to
/// `[inbox, message(2)]` keeps `inbox` and makes a new screen for `message(2)`. A modal keeps
/// its controller while its style and container stay the same (and, for a single screen, its
/// route) and every modal below it is kept. ``route(of:)`` answers for every controller the
/// screen factory made.
///
/// Screens the app shows directly (not made by the factory) are not part of ``state``. An alert
/// or confirmation dialog is, as ``NavigationState/alert``: see <doc:AlertsAsState>.
///
/// How the containers are made and dressed (a navigation controller subclass, tab bar items,
/// sheet detents) is ``RouteContainers``; an owner that captures `self` in the factory makes
/// the route navigator with ``init(navigator:state:containers:)`` and calls
/// ``start(screen:)``; a route's ``ResultScreen`` hands its result back through
/// ``result(of:as:)`` and ``push(_:expecting:animated:)``.
@MainActor
public final class RouteNavigator<Route: Hashable & Codable & Sendable> {
    /// The navigator whose queue carries every change.
    public let navigator: Navigator
    /// How the containers are made and dressed (``RouteContainers``).
    ///
    /// Containers made from now on use the new value; those on screen keep what they were
    /// given when they were made.
    public var containers: RouteContainers<Route>
    /// The screen factory (the launch state until ``start(screen:)``), what restoring found,
    /// the route of every controller the factory made, and who waits for a route's screen.
    var factory: RouteScreenFactory<Route>
    /// What the window showed at the last quiet moment, and who listens to its changes.
    private(set) var shown: RouteShownState<Route>
    /// The requests that have not settled or not started, and the state the last one went to.
    var requests = RouteRequestsInFlight<Route>()
    /// Turns URLs into target states for ``open(_:animated:)``; `nil` until the app sets one.
    public var deepLinks: DeepLinkRouter<Route>?
    /// The guards, in the order they were added (``addGuard(presentingHolds:_:)``), and the target they hold.
    var guards = RouteGuards<Route>()
    /// The navigation lock and the request it holds (``lock(_:by:outside:)``).
    var navigationLock = RouteLockState<Route>()
    /// What ``screenViews`` reported last, and who listens.
    var viewed = RouteViewTracker<Route>()
    /// What the route navigator made beyond the routes' screens: the state's alert and who
    /// hears its buttons, the sheets whose state it keeps, the `UITab` bar it built.
    var extras = RouteExtras<Route>()

    /// Builds the window's hierarchy for `state` when the window has no root, else
    /// reconciles what is there; either way without animation.
    ///
    /// At launch only what ends up visible loads and appears: the root of a deep stack is not
    /// loaded until the user goes back to it (as on iOS 18). UIKit presents only from a
    /// visible window, so when the state has modals and the window has no root and is hidden,
    /// `init` calls `window.makeKeyAndVisible()` first. Restoration is one line:
    ///
    /// ```swift
    /// let state = NavigationState<Route>(restoring: saved, or: NavigationState(stack: [.home]))
    /// let routes = try RouteNavigator(navigator: navigator, state: state, screen: makeScreen)
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: the window's navigator.
    ///   - state: what the window should show.
    ///   - screen: makes the view controller of a route; it must return a new controller each
    ///     time (one already on screen fails the transition).
    /// - Throws: ``NavigationStateError`` when `state` is invalid; nothing changes then.
    public convenience init(
        navigator: Navigator, state: NavigationState<Route>,
        screen: @escaping @MainActor (Route) -> UIViewController
    ) throws {
        try self.init(navigator: navigator, state: state, containers: RouteContainers())
        start(screen: screen)
    }

    /// Makes a route navigator that builds nothing until ``start(screen:)`` gives it the
    /// screen factory, with the containers made as `containers` says.
    ///
    /// The object that owns the route navigator can then make it in its own `init` and give
    /// a factory that captures `self` weakly, once `self` exists:
    ///
    /// ```swift
    /// final class ShopRoutes {
    ///     let routes: RouteNavigator<Route>
    ///     init(window: UIWindow) throws {
    ///         routes = try RouteNavigator(
    ///             navigator: Navigator(window: window), state: NavigationState(stack: [.home]))
    ///         routes.start { [weak self] route in self?.makeScreen(route) ?? UIViewController() }
    ///     }
    ///     func makeScreen(_ route: Route) -> UIViewController { UIViewController() }
    /// }
    /// ```
    ///
    /// Until it starts, ``state`` is `state`, and ``go(to:animated:)``, ``update(animated:_:)``
    /// and ``open(_:animated:)`` fail with `routesNotStarted`, changing nothing.
    ///
    /// - Parameters:
    ///   - navigator: the window's navigator.
    ///   - state: what the window should show once started.
    ///   - containers: how the navigation and tab bar controllers are made and the modals
    ///     dressed; plain ones by default.
    /// - Throws: ``NavigationStateError`` when `state` is invalid; nothing changes then.
    public init(
        navigator: Navigator, state: NavigationState<Route>,
        containers: RouteContainers<Route> = RouteContainers()
    ) throws {
        let state = try state.validated()
        self.navigator = navigator
        self.factory = RouteScreenFactory(launching: state)
        self.containers = containers
        self.shown = RouteShownState(state)
        navigator.observeQuiet { [weak self] in
            guard let self else { return false }
            self.refresh()
            return true
        }
    }

    /// Gives the screen factory and builds (or reconciles) the window for the launch state,
    /// without animation, as ``init(navigator:state:screen:)`` does.
    ///
    /// The factory is kept for the navigator's life; a second call is ignored (the trace
    /// gets a `command` record saying so).
    ///
    /// - Parameter screen: makes the view controller of a route; it must return a new
    ///   controller each time.
    public func start(screen: @escaping @MainActor (Route) -> UIViewController) {
        guard let launchState = factory.start(screen) else {
            navigator.tracer.record(
                .command, .code, "start(screen:) ignored: the route navigator has started")
            return
        }
        // UIKit presents only from a controller in a visible window: a launch state with
        // modals shows the window first (nothing loads before its first layout).
        let window = navigator.window
        if window.rootViewController == nil, !launchState.modals.isEmpty, window.isHidden {
            window.makeKeyAndVisible()
        }
        request(launchState, animated: false, cause: .launch)
        refresh()
        if !guards.isEmpty { guardLaunchState() }
    }

    /// What the window shows, read back from UIKit: after a jump settles, and after the user
    /// swipes back, taps back, drags a sheet down or taps a tab.
    ///
    /// Always what UIKit shows when no transition runs, even when the app replaced the
    /// delegate of a container the navigator watches and UIKit's calls went past Wayfinder
    /// for a while: reading it first brings the navigator up to date (screen events and
    /// ``states`` included) when it may have missed a change. While a transition or a
    /// gesture runs it is what the window showed before it.
    public var state: NavigationState<Route> {
        navigator.catchUp()
        return shown.state
    }

    /// Every change of ``state``, made by code or by the user, in order. Each access makes a
    /// new stream; it ends when the route navigator is released.
    public var states: AsyncStream<NavigationState<Route>> {
        let (stream, continuation) = AsyncStream<NavigationState<Route>>.makeStream()
        let id = shown.addListener(continuation)
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.shown.removeListener(id) }
        }
        return stream
    }

    /// Goes to `state` in as few UIKit calls as it takes, with at most one visible animation.
    ///
    /// Waits for any running transition or gesture; a later `go(to:)` or ``update(animated:_:)``
    /// made before this one starts supersedes it (it settles `.superseded`). The same state
    /// again makes no UIKit call at all.
    ///
    /// - Parameters:
    ///   - state: the target.
    ///   - animated: `false` makes every change without animation.
    /// - Returns: the transition; it fails, with nothing changed on screen, when `state` is
    ///   invalid or the screen factory returns a controller already on screen.
    @discardableResult
    public func go(to state: NavigationState<Route>, animated: Bool = true) -> Transition {
        request(state, animated: animated, cause: .code)
    }

    /// Changes the target with `change` and goes there.
    ///
    /// `change` starts from the target of the latest request that has not settled, else from
    /// ``state``, so that two updates in a row both count.
    ///
    /// ```swift
    /// routes.update { $0.push(.message(42)) }
    /// routes.update { $0.present(.compose) }   // after the push: one more animation
    /// ```
    @discardableResult
    public func update(
        animated: Bool = true, _ change: (inout NavigationState<Route>) -> Void
    ) -> Transition {
        var target = requests.target ?? state
        change(&target)
        return request(target, animated: animated, cause: .code)
    }

    /// The route `viewController` shows, for any controller the screen factory made and that
    /// is still alive; `nil` for others.
    public func route(of viewController: UIViewController) -> Route? {
        factory.route(of: viewController)
    }

    /// Reads the window back and publishes the state when it changed.
    private func refresh() {
        factory.pruneReleased()
        extras.pruneReleasedSheets()
        requests.windowRead()
        releaseLockIfItsScreenLeft()
        guard let read = readState() else { return }
        guard let old = shown.publish(read) else {
            reportScreenView(old: nil, new: read)
            // The window came back to the state last published, through a request's target
            // (iOS 26: the user popped during the request's push): routes that became
            // visible while a request waited, and were not asked about, are asked now.
            if requests.hasUnasked { guardUserChange(from: read, to: read) }
            return
        }
        reportScreenView(old: old, new: read)
        let approved = requests.approved
        let reached = requests.reached(read)
        if read.splitCollapsedOrExpanded(since: old) {
            // The width changed: a split view collapsed or expanded and may show other routes,
            // which the request running (asked about in the other layout) did not ask about.
            requests.noteWidthChange(from: old)
        } else if reached, let approved, read.splitCollapsedOrExpanded(since: approved) {
            // The width changed while the request ran, and its split views were not on
            // screen before: the request was asked about in the other layout (route fuzzer,
            // --os 26, seed 2, sequence 342: a split view the request made showed its list's
            // top once the window became regular, though it was judged collapsed onto its
            // detail, and the guard held that route).
            requests.noteWidthChange(from: approved)
        } else if !reached, !requests.awaitsWidthChangeGuard {
            guardUserChange(from: old, to: read)
        }
        guardWidthChangeAfterRequests()
    }
}
