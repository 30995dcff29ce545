import Foundation

/// What a route navigator made beyond the routes' screens and keeps track of, to read it back
/// into ``RouteNavigator/state``: the state's alert on screen and who hears its buttons, the
/// presented controllers whose sheet state it keeps, and the root tab bar of `UITab`s it
/// built last.
@MainActor
struct RouteExtras<Route: Hashable & Codable & Sendable> {
    /// A presented controller whose sheet state is kept; weak, so that a sheet that leaves is
    /// not kept alive.
    private final class KeptSheet {
        weak var controller: UIViewController?
        init(_ controller: UIViewController) { self.controller = controller }
    }

    /// The `UIAlertController` made for ``alert``; it reads as the state's alert while it is
    /// presented right above the route modals.
    private(set) weak var alertController: UIAlertController?
    /// The alert `alertController` shows.
    private(set) var alert: RouteAlert?
    /// The handlers of ``RouteNavigator/onAlertAction(_:perform:)``, in the order they were
    /// added; each takes the actions of its own type.
    private var alertHandlers: [@MainActor (RouteAlert.Action) -> Void] = []
    /// The streams of ``RouteNavigator/alertActions(_:)``.
    private var alertListeners: [UUID: @MainActor (RouteAlert.Action) -> Void] = [:]
    /// The presented controllers whose sheet state is kept (``NavigationState/Modal/sheet``
    /// not `nil`): only theirs is read back into the state.
    private var sheets: [ObjectIdentifier: KeptSheet] = [:]
    /// The root tab bar of `UITab`s built last, if any (``RouteContainers/uiTab``).
    private(set) var tabBook: RouteTabBook<Route>?

    // MARK: The alert

    /// `controller` now shows `alert`, the state's alert.
    mutating func show(_ alert: RouteAlert, in controller: UIAlertController) {
        alertController = controller
        self.alert = alert
    }

    /// The user answered the alert of `controller`: when it is the state's alert, the state
    /// has no alert any more.
    mutating func alertAnswered(in controller: UIAlertController) {
        guard alertController === controller else { return }
        alertController = nil
        alert = nil
    }

    /// Adds `handler`, for every action from now on.
    mutating func addAlertHandler(_ handler: @escaping @MainActor (RouteAlert.Action) -> Void) {
        alertHandlers.append(handler)
    }

    /// Adds `listener`, for every action until `removeAlertListener(_:)`.
    /// - Returns: the id `removeAlertListener(_:)` takes.
    mutating func addAlertListener(
        _ listener: @escaping @MainActor (RouteAlert.Action) -> Void
    ) -> UUID {
        let id = UUID()
        alertListeners[id] = listener
        return id
    }

    /// Stops the listener `id` hearing actions (its stream ended).
    mutating func removeAlertListener(_ id: UUID) {
        alertListeners[id] = nil
    }

    /// `action` reaches the handlers, then the listeners.
    func deliver(_ action: RouteAlert.Action) {
        for handler in alertHandlers { handler(action) }
        for listener in alertListeners.values { listener(action) }
    }

    // MARK: Sheets

    /// Whether the sheet state of `controller` is kept.
    func keepsSheet(of controller: UIViewController) -> Bool {
        sheets[ObjectIdentifier(controller)]?.controller === controller
    }

    /// Keeps (or stops keeping) the sheet state of `controller`.
    mutating func keepSheet(of controller: UIViewController, _ kept: Bool) {
        sheets[ObjectIdentifier(controller)] = kept ? KeptSheet(controller) : nil
    }

    /// Forgets the sheets whose controllers were released.
    mutating func pruneReleasedSheets() {
        if sheets.values.contains(where: { $0.controller == nil }) {
            sheets = sheets.filter { $0.value.controller != nil }
        }
    }

    // MARK: The UITab bar

    /// `book` is the root tab bar of `UITab`s built last.
    mutating func keep(_ book: RouteTabBook<Route>) {
        tabBook = book
    }
}
