/// The guards of a route navigator (``RouteNavigator/addGuard(presentingHolds:_:)``), in the order they were
/// added, what they decide about a target, and the target one of them holds.
///
/// Guards are the app's closures and may call back into the route navigator: the route
/// navigator asks a copy of this value, never the one it stores.
@MainActor
struct RouteGuards<Route: Hashable & Codable & Sendable> {
    private var guards:
        [(
            decide: @MainActor (Route) -> GuardDecision<Route>,
            holdStyle: NavigationState<Route>.ModalStyle
        )] = []
    /// The target a guard holds, if any (``RouteNavigator/resumeHeld(animated:)``).
    var held: HeldTarget<Route>?

    /// Whether no guard was added.
    var isEmpty: Bool { guards.isEmpty }

    /// Adds `decide` after the others; its `.hold` presents its route in `holdStyle`.
    mutating func add(
        holdStyle: NavigationState<Route>.ModalStyle = .sheet,
        _ decide: @escaping @MainActor (Route) -> GuardDecision<Route>
    ) {
        guards.append((decide, holdStyle))
    }

    /// Takes the held target: none is held any more.
    /// - Returns: the target that was held, if any; the caller settles its transition.
    mutating func takeHeld() -> HeldTarget<Route>? {
        defer { held = nil }
        return held
    }

    /// The first guard's decision about `route` other than `.allow`, with how that guard
    /// presents a held route; `nil` when all allow.
    func ask(
        _ route: Route
    ) -> (decision: GuardDecision<Route>, holdStyle: NavigationState<Route>.ModalStyle)? {
        for (decide, holdStyle) in guards {
            let decision = decide(route)
            if case .allow = decision { continue }
            return (decision, holdStyle)
        }
        return nil
    }

    /// The first route that `target` adds to `shown`, or makes visible, that a guard does not
    /// allow, the guard's decision, and how that guard presents a held route; `nil` when every
    /// guard allows every such route.
    /// - Parameter onlyVisible: ask only about routes `target` makes visible (a tab tap adds
    ///   none).
    func decide(
        _ target: NavigationState<Route>, from shown: NavigationState<Route>, onlyVisible: Bool
    ) -> (
        route: Route, decision: GuardDecision<Route>,
        holdStyle: NavigationState<Route>.ModalStyle
    )? {
        decide(target, from: [shown], onlyVisible: onlyVisible)
    }

    /// As ``decide(_:from:onlyVisible:)``, asking about every route that `target` adds to, or
    /// makes visible over, any one of `states` (each route once).
    func decide(
        _ target: NavigationState<Route>, from states: [NavigationState<Route>],
        onlyVisible: Bool
    ) -> (
        route: Route, decision: GuardDecision<Route>,
        holdStyle: NavigationState<Route>.ModalStyle
    )? {
        guard !guards.isEmpty else { return nil }
        var added: [Route] = []
        var newlyVisible: [Route] = []
        for shown in states {
            if !onlyVisible {
                var onScreen: [Route: Int] = [:]
                for route in shown.allRoutes { onScreen[route, default: 0] += 1 }
                for route in target.allRoutes {
                    if let count = onScreen[route], count > 0 {
                        onScreen[route] = count - 1
                    } else {
                        added.append(route)
                    }
                }
            }
            let visibleBefore = shown.visibleRoutes
            newlyVisible += target.visibleRoutes.filter { !visibleBefore.contains($0) }
        }
        var asked = Set<Route>()
        // In the target's order: every route it adds, with the ones it makes visible.
        for route in target.allRoutes
        where added.contains(route) || newlyVisible.contains(route) {
            guard asked.insert(route).inserted, let answer = ask(route) else { continue }
            return (route, answer.decision, answer.holdStyle)
        }
        return nil
    }
}
