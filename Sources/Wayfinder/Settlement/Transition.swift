/// The handle of a navigation command: it settles once, when UIKit says the change is done.
///
/// Every command of ``Navigator`` returns at once with a `NavigatorTransition`; the change
/// runs when the window's queue reaches it and settles from UIKit's own signals (the
/// navigation delegate's `didShow`, present and dismiss completions, the transition
/// coordinator), never from a timer.
///
/// ```swift
/// let transition = navigator.push(detail)
/// transition.onSettled { settlement in print(settlement) }   // or:
/// if case .failed(let error) = await transition.settled() { print(error.message) }
/// ```
///
/// It was called `Transition`, which ``Transition`` still names. Inside a `UIViewController`
/// subclass, though, a bare `Transition` means iOS 18's `UIViewController.Transition` (the
/// zoom of `preferredTransition`), so write `NavigatorTransition` there, or everywhere.
@MainActor
public final class NavigatorTransition {
    /// The command this transition carries out.
    public let command: NavigationCommand
    // These two are touched only on the main actor, and `settle` reads the observers out
    // before it calls them: no run-time exclusivity check.

    /// How the command settled; `nil` while it is pending or running.
    @exclusivity(unchecked) public private(set) var settlement: Settlement?

    @exclusivity(unchecked) private var observers: [@MainActor (Settlement) -> Void] = []

    init(command: NavigationCommand) {
        self.command = command
    }

    /// Waits until the command settles and returns how.
    public func settled() async -> Settlement {
        if let settlement { return settlement }
        return await withCheckedContinuation { continuation in
            observers.append { continuation.resume(returning: $0) }
        }
    }

    /// Calls `body` once the command settles; at once when it already has.
    public func onSettled(_ body: @escaping @MainActor (Settlement) -> Void) {
        if let settlement {
            body(settlement)
        } else {
            observers.append(body)
        }
    }

    /// Settles the transition; later calls are ignored, so it settles exactly once.
    func settle(_ settlement: Settlement) {
        guard self.settlement == nil else { return }
        self.settlement = settlement
        guard !observers.isEmpty else { return }
        let observers = self.observers
        self.observers = []
        for observer in observers { observer(settlement) }
    }
}

/// The former name of ``NavigatorTransition``, kept so that code written with it still
/// compiles.
///
/// Inside a `UIViewController` subclass, a bare `Transition` means iOS 18's
/// `UIViewController.Transition` instead (member types win over module types), and returning
/// a navigator command from a screen fails with a confusing type error. Write
/// ``NavigatorTransition`` (or `Wayfinder.Transition`):
///
/// ```swift
/// final class Cart: UIViewController {
///     func checkOut() -> NavigatorTransition? {   // not `Transition`: UIKit's, in here
///         navigator?.push(Checkout())
///     }
/// }
/// ```
public typealias Transition = NavigatorTransition
