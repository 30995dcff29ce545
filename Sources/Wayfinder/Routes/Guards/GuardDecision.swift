/// What a guard of a ``RouteNavigator`` decides about one route that a target state adds.
///
/// ```swift
/// routes.addGuard { route in
///     switch route {
///     case .account where !session.isSignedIn: .hold(presenting: .signIn)
///     case .admin: .deny("Only administrators can open the admin screen.")
///     default: .allow
///     }
/// }
/// ```
public enum GuardDecision<Route: Hashable & Codable & Sendable>: Sendable {
    /// The route may be shown.
    case allow
    /// The transition fails with this reason; nothing on screen changes.
    case deny(String)
    /// Present this route (such as sign-in) over the current screen and keep the target;
    /// ``RouteNavigator/resumeHeld(animated:)`` goes there later.
    ///
    /// A page sheet, unless the guard was added with
    /// ``RouteNavigator/addGuard(presentingHolds:_:)`` `presentingHolds: .fullScreen` (a
    /// passcode lock that must cover everything).
    case hold(presenting: Route)
}
