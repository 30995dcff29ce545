/// The requests of a route navigator that have not finished: the latest one that has not
/// settled (``RouteNavigator/update(animated:_:)`` starts from its target), the latest one
/// that has not started (a new request supersedes it), and the state the last request went to
/// (reaching it is no one's doing but the request's, so the guards are not asked again).
@MainActor
struct RouteRequestsInFlight<Route: Hashable & Codable & Sendable> {
    /// A request that has not settled: its transition (`nil` while the queue takes it), its
    /// target, the target as the guards judged it (collapsed or expanded as the window's
    /// width was) and whether it started.
    private typealias Unsettled = (
        transition: NavigatorTransition?, state: NavigationState<Route>,
        judged: NavigationState<Route>, ticket: RouteRequestTicket
    )
    /// The requests that have not settled, oldest first.
    private var unsettledRequests: [Unsettled] = []
    /// The latest request that has not settled, and its target.
    private var unsettled: Unsettled? { unsettledRequests.last }
    /// The latest request that has not started (its transition `nil` while the queue takes
    /// it).
    private var waiting: (transition: NavigatorTransition?, ticket: RouteRequestTicket)?
    /// The state the last request (or a user's tab tap the guards allowed) went to, as the
    /// guards judged it (its split views collapsed or expanded as the window's width was):
    /// reaching it needs no guard at the quiet moment after; any other change the guards are
    /// asked about (`RouteNavigator.guardUserChange(from:to:)`).
    var approved: NavigationState<Route>?

    /// The target of the latest request that has not settled.
    var target: NavigationState<Route>? { unsettled?.state }

    /// The target of the latest request that has not settled, as the guards judged it.
    var judgedTarget: NavigationState<Route>? { unsettled?.judged }

    /// Routes that became visible while a request waited to start, which the guards were
    /// not asked about (the request was to take the window to its target anyway): if the
    /// window comes back to them without the request showing them, they are asked then.
    private(set) var unasked: [Route] = []

    /// Whether some route became visible unasked (see ``unasked``).
    var hasUnasked: Bool { !unasked.isEmpty }

    /// Notes `routes`, visible now, as not asked about.
    mutating func noteUnasked(_ routes: [Route]) {
        for route in routes where !unasked.contains(route) { unasked.append(route) }
    }

    /// The routes noted as not asked about, forgotten.
    mutating func takeUnasked() -> [Route] {
        defer { unasked = [] }
        return unasked
    }

    /// Whether a request waits to start: it takes the window to its target whatever the
    /// user did before it runs.
    var isWaitingToStart: Bool { waiting.map { !$0.ticket.started } ?? false }

    /// The transition of the latest request that has not settled and that the queue took.
    var unsettledTransition: NavigatorTransition? {
        unsettledRequests.last { $0.transition != nil }?.transition
    }

    /// A new request to `target` is about to be queued: it is approved, and the request that
    /// was waiting to start is no longer the one waiting.
    /// - Returns: the transition of the request that was waiting, when it has not started;
    ///   the caller withdraws it.
    mutating func supersede(with target: NavigationState<Route>) -> NavigatorTransition? {
        approved = target
        defer { waiting = nil }
        guard let waiting, !waiting.ticket.started else { return nil }
        return waiting.transition
    }

    /// The request to `target` is about to be queued: it is the latest one in flight until it
    /// settles, and the one waiting until its ticket says it started. From now, not from
    /// ``queued(_:ticket:)``: a queue at rest starts it before it hands its transition back,
    /// after a quiet moment that must see it in flight (route fuzzer, `--os 26`, seed 3,
    /// sequence 2252: a request a lock held ran when the locking screen left, and the quiet
    /// moment before it took the user's back tap for a change no request explained; the
    /// guard's correction, made from the window before the request, undid it).
    /// - Parameter judged: the target as the guards judged it, in the window's width (by
    ///   default `target`); what the request shows, for the guards of later requests.
    mutating func queuing(
        toward target: NavigationState<Route>, judged: NavigationState<Route>? = nil,
        ticket: RouteRequestTicket
    ) {
        unsettledRequests.append((nil, target, judged ?? target, ticket))
        waiting = (nil, ticket)
    }

    /// The request of `ticket` is queued as `transition`. A request that settled meanwhile
    /// (the queue ran it at once) is not in flight any more.
    mutating func queued(_ transition: NavigatorTransition, ticket: RouteRequestTicket) {
        if let waiting, waiting.ticket === ticket { self.waiting = (transition, ticket) }
        guard let index = unsettledRequests.firstIndex(where: { $0.ticket === ticket }) else {
            return
        }
        if transition.settlement == nil {
            unsettledRequests[index].transition = transition
        } else {
            unsettledRequests.remove(at: index)
        }
    }

    /// The target of the latest request in flight when it has not started, as the guards
    /// judged it: the new request supersedes it.
    var waitingTarget: NavigationState<Route>? {
        guard let unsettled, !unsettled.ticket.started else { return nil }
        return unsettled.judged
    }

    /// What the window will show when a new request runs, as far as the requests tell: the
    /// target of the latest request in flight that started (it goes on to its target, and
    /// the new request starts from there), else the target of the latest request that
    /// settled since the last quiet moment; `nil` when the last quiet state is what the
    /// window shows. A request that has not started is not counted: the new request
    /// supersedes it, and it shows nothing (route fuzzer, splits, --os 26, seed 1, sequence
    /// 1838: a request that waited for a width change stood for the window, a route only it
    /// would have shown was not asked about again after the session signed out, and the new
    /// request completed showing it). Each target as the guards judged it, collapsed or
    /// expanded as the window's width was: a target says how its split views show only
    /// where UIKit has no say (seed 2, sequence 4085: a target written expanded counted a
    /// column's top as visible, in a compact window that collapsed it away, and a later
    /// request that showed that route was not asked about it).
    var baseline: NavigationState<Route>? {
        unsettledRequests.last { $0.ticket.started }?.judged ?? settledUnread
    }

    /// The target of the latest request that settled since the last quiet moment: until the
    /// window is read again, the last quiet state does not show what that request did (iOS
    /// 26: a user's swipe that began as its push completed keeps the window busy).
    private(set) var settledUnread: NavigationState<Route>?

    /// `transition` settled: it is not in flight any more. When it started and no later
    /// request has, the window shows its target until the next quiet moment reads it; a
    /// request that never started (superseded while it waited) showed nothing.
    mutating func settled(_ transition: NavigatorTransition) {
        guard let index = unsettledRequests.firstIndex(where: { $0.transition === transition })
        else { return }
        let request = unsettledRequests.remove(at: index)
        let laterStarted = unsettledRequests[index...].contains { $0.ticket.started }
        if request.ticket.started, !laterStarted { settledUnread = request.judged }
    }

    /// The state shown before a split view collapsed or expanded while a request ran: the
    /// guards are asked about what the change showed once no request runs.
    private var beforeWidthChange: NavigationState<Route>?

    /// Whether a width change waits for the requests to end before the guards are asked
    /// about it.
    var awaitsWidthChangeGuard: Bool {
        beforeWidthChange != nil
    }

    /// A split view collapsed or expanded while `old` was shown: the first such state is kept
    /// until ``takeWidthChange()``.
    mutating func noteWidthChange(from old: NavigationState<Route>) {
        if beforeWidthChange == nil { beforeWidthChange = old }
    }

    /// The state shown before the width change noted, forgotten; the caller asks the guards
    /// about what the change showed.
    mutating func takeWidthChange() -> NavigationState<Route>? {
        defer { beforeWidthChange = nil }
        return beforeWidthChange
    }

    /// A quiet moment read the window: it shows what the settled requests did.
    mutating func windowRead() {
        settledUnread = nil
    }

    /// The window reads as `state` at a quiet moment.
    /// - Returns: whether it is the approved state (which is then forgotten); else the change
    ///   is not a request's doing.
    mutating func reached(_ state: NavigationState<Route>) -> Bool {
        // The layout of a split view (collapsed, the display mode) is UIKit's to decide.
        guard approved?.adoptingSplitLayout(of: state) == state else { return false }
        approved = nil
        // The request showed its target: what it makes visible was asked about.
        unasked = []
        return true
    }
}
