/// The screens one route request makes with the app's factory, checked before anything
/// reaches UIKit, and registered with their routes only when the whole request can run.
@MainActor
struct ScreenFactoryRun<Route: Hashable & Codable & Sendable> {
    let navigator: RouteNavigator<Route>
    private var made: [(UIViewController, Route)] = []
    private var madeIDs: Set<ObjectIdentifier> = []

    init(navigator: RouteNavigator<Route>) {
        self.navigator = navigator
    }

    /// A new navigation controller showing `routes` at `place`, made by the app's
    /// ``RouteContainers/navigationController``.
    mutating func navigation(
        _ routes: [Route], at place: RouteContainers<Route>.Place
    ) throws(NavigationError) -> UINavigationController {
        let navigation = navigator.containers.navigationController(place, routes[0])
        navigation.setViewControllers(try screens(routes, keeping: []), animated: false)
        return navigation
    }

    /// The screens for `routes`: the longest run of `existing` from the bottom whose routes
    /// are the same (the identity rule), then new screens from the factory.
    ///
    /// Screens in `existing` that the factory did not make (the app pushed them itself) stay
    /// where they are while the route screen below them is kept, so that routes pushed later
    /// go on top of them; when it is not, they leave with it.
    mutating func screens(
        _ routes: [Route], keeping existing: [UIViewController], inStack: Bool = true
    ) throws(NavigationError) -> [UIViewController] {
        var screens: [UIViewController] = []
        var next = 0
        var keeping = true
        // Screens of the app's own below the first route screen stay while anything is kept.
        var bottom: [UIViewController] = []
        while next < existing.count, navigator.route(of: existing[next]) == nil {
            bottom.append(existing[next])
            next += 1
        }
        for route in routes {
            if keeping, next < existing.count, navigator.route(of: existing[next]) == route {
                if screens.isEmpty { screens += bottom }
                screens.append(existing[next])
                next += 1
                while next < existing.count, navigator.route(of: existing[next]) == nil {
                    screens.append(existing[next])
                    next += 1
                }
            } else {
                keeping = false
                screens.append(try make(route, inStack: inStack))
            }
        }
        return screens
    }

    private mutating func make(_ route: Route, inStack: Bool) throws(NavigationError)
        -> UIViewController
    {
        guard let factory = navigator.factory.screen else {
            throw NavigationError(.routesNotStarted)
        }
        let screen = factory(route)
        let window = navigator.navigator.window
        if screen.parent != nil || screen.presentingViewController != nil
            || screen.viewIfLoaded?.window != nil || window.rootViewController === screen
            || navigator.route(of: screen) != nil || madeIDs.contains(ObjectIdentifier(screen))
        {
            throw NavigationError(
                .screenFactoryReused(screenName(of: screen), route: String(describing: route)))
        }
        if inStack, screen is UINavigationController {
            throw NavigationError(.pushingNavigationController(screenName(of: screen)))
        }
        made.append((screen, route))
        madeIDs.insert(ObjectIdentifier(screen))
        return screen
    }

    /// Records the route of every screen made.
    func register() {
        for (screen, route) in made {
            navigator.made(screen, for: route)
        }
    }
}
