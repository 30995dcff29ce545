/// Why a route request was made. Deep links and guards add their own causes.
enum RouteRequestCause: Equatable, Sendable {
    /// ``RouteNavigator/go(to:animated:)`` or ``RouteNavigator/update(animated:_:)``.
    case code
    /// ``RouteNavigator/open(_:animated:)``.
    case deepLink
    /// A guard's `hold` presenting its route; guards are not asked again.
    case guardHold
    /// ``RouteNavigator/resumeHeld(animated:)``, whose guards were just asked.
    case resume
    /// ``RouteNavigator/start(screen:)`` building the launch state; the guards are asked
    /// about it right after, as about a launch state (`guardLaunchState()`).
    case launch
}

/// Marks whether a queued route request has started, so that a later one supersedes it only
/// while it waits.
@MainActor
final class RouteRequestTicket {
    var started = false
}

extension RouteNavigator {
    /// The one way a target state reaches the window; `go(to:)`, `update` and `init` all come
    /// through here, in this order:
    ///
    /// 1. **Validate.** An invalid target fails at once (`invalidState`); nothing is queued,
    ///    nothing on screen changes, and an earlier request keeps its turn.
    /// 2. **Guards** (`guardRequest`, in Guards/): they see the validated target before it
    ///    supersedes anything; `deny` refuses the request, `hold` presents the guard's route
    ///    and keeps the target for `resumeHeld()`. Requests the guards themselves make
    ///    (`guardHold`, `resume`) are not asked again.
    /// 3. **Supersede** the earlier request of the same burst if it has not started: it
    ///    leaves the queue and settles `.superseded`.
    /// 4. **Enqueue** one command on the navigator's queue. Its steps are planned only when
    ///    the queue starts it, from what the window shows then (after any gesture or
    ///    transition it waited for), by ``RoutePlanner``, and carried out by
    ///    `operations(toward:animated:)`.
    ///
    /// - Returns: the transition of the request.
    @discardableResult
    func request(
        _ target: NavigationState<Route>, animated: Bool, cause: RouteRequestCause
    ) -> NavigatorTransition {
        let command = NavigationCommand.goTo(target.summary, animated: animated)
        if let problem = target.problem {
            return navigator.refuse(command, NavigationError(.invalidState(problem)))
        }
        if factory.screen == nil {
            return navigator.refuse(command, NavigationError(.routesNotStarted))
        }
        if let locked = lockRequest(target, command: command, animated: animated, cause: cause) {
            return locked
        }
        if cause != .guardHold, cause != .resume, cause != .launch,
            let guarded = guardRequest(target, command: command, animated: animated)
        {
            return guarded
        }
        // The target as the guards judged it: in the window's width now.
        let judged = inWindowWidth(target)
        if let earlier = requests.supersede(with: judged) {
            navigator.withdraw(earlier)
        }
        let ticket = RouteRequestTicket()
        requests.queuing(toward: target, judged: judged, ticket: ticket)
        let transition = navigator.enqueuePlanned(command, animated: animated) { [weak self] in
            ticket.started = true
            guard let self else { return .success([]) }
            self.noteRequestStarted(cause)
            return self.operations(toward: target, animated: animated)
        }
        requests.queued(transition, ticket: ticket)
        if transition.settlement == nil {
            transition.onSettled { [weak self] _ in
                self?.requests.settled(transition)
                self?.guardWidthChangeAfterRequests()
            }
        } else {
            // The queue ran it at once: a width change seen meanwhile waited for it.
            guardWidthChangeAfterRequests()
        }
        return transition
    }
}

extension NavigationState {
    /// The state on one line, for commands and trace records: `stack: a › b; sheet: c` or
    /// `tabs, selected 1: a | b › c; fullScreen: d`.
    var summary: String {
        var text = ""
        func append(_ stack: [Route]) {
            for (index, route) in stack.enumerated() {
                if index > 0 { text += " › " }
                text += String(describing: route)
            }
        }
        switch root {
        case .stack(let stack):
            text += "stack: "
            append(stack)
        case .tabs(let tabs, let selected):
            text += "tabs, selected \(selected): "
            for (index, stack) in tabs.enumerated() {
                if index > 0 { text += " | " }
                append(stack)
            }
        }
        for modal in modals {
            text += "; \(modal.style.rawValue)" + (modal.inNavigation ? ": " : ", single screen: ")
            append(modal.stack)
            if let sheet = modal.sheet { text += " (\(sheet))" }
        }
        if let alert { text += "; alert \"\(alert.title)\"" }
        return text
    }
}
