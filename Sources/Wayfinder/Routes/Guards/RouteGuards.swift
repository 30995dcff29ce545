/// The guards of a route navigator (``RouteNavigator/addGuard(_:)``), in the order they were
/// added, what they decide about a target, and the target one of them holds.
///
/// Guards are the app's closures and may call back into the route navigator: the route
/// navigator asks a copy of this value, never the one it stores.
@MainActor
struct RouteGuards<Route: Hashable & Codable & Sendable> {
    private var guards: [@MainActor (Route) -> GuardDecision<Route>] = []
    /// The target a guard holds, if any (``RouteNavigator/resumeHeld(animated:)``).
    var held: HeldTarget<Route>?

    /// Whether no guard was added.
    var isEmpty: Bool { guards.isEmpty }

    /// Adds `decide` after the others.
    mutating func add(_ decide: @escaping @MainActor (Route) -> GuardDecision<Route>) {
        guards.append(decide)
    }

    /// Takes the held target: none is held any more.
    /// - Returns: the target that was held, if any; the caller settles its transition.
    mutating func takeHeld() -> HeldTarget<Route>? {
        defer { held = nil }
        return held
    }

    /// The first guard's decision about `route` other than `.allow`; `nil` when all allow.
    func ask(_ route: Route) -> GuardDecision<Route>? {
        for decide in guards {
            let decision = decide(route)
            if case .allow = decision { continue }
            return decision
        }
        return nil
    }

    /// The first route that `target` adds to `shown`, or makes visible, that a guard does not
    /// allow, and the guard's decision; `nil` when every guard allows every such route.
    /// - Parameter onlyVisible: ask only about routes `target` makes visible (a tab tap adds
    ///   none).
    func decide(
        _ target: NavigationState<Route>, from shown: NavigationState<Route>, onlyVisible: Bool
    ) -> (route: Route, decision: GuardDecision<Route>)? {
        guard !guards.isEmpty else { return nil }
        var added: [Route] = []
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
        let newlyVisible = target.visibleRoutes.filter { !visibleBefore.contains($0) }
        var asked = Set<Route>()
        // In the target's order: every route it adds, with the ones it makes visible.
        for route in target.allRoutes
        where added.contains(route) || newlyVisible.contains(route) {
            guard asked.insert(route).inserted, let decision = ask(route) else { continue }
            return (route, decision)
        }
        return nil
    }
}
