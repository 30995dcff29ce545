/// A target state a guard held: where to go once the guard allows it, and the transition that
/// the caller of `go(to:)`, `update` or `open` received for it.
@MainActor
struct HeldTarget<Route: Hashable & Codable & Sendable> {
    /// Where the request was going.
    let target: NavigationState<Route>
    /// Whether it animates.
    let animated: Bool
    /// The caller's transition: it settles when the held target is reached, dropped or fails.
    let transition: NavigatorTransition
    /// The route presented while the target waits (such as sign-in).
    let presenting: Route
    /// How it is presented: a page sheet, or full screen (a passcode lock).
    var style: NavigationState<Route>.ModalStyle = .sheet
    /// The number of modals once the guard's modal is up; it is the top one.
    let modalCount: Int
    /// Whether the sheet has been seen on screen.
    var presented = false
    /// Whether the sheet's screen tells how it left (`onFinish`); else a quiet moment that
    /// finds it gone counts as the user's swipe.
    var watched = false
}
