import Foundation

/// Objects whose trait changes can be observed (iOS 17): views and view controllers.
/// HeadlessUIKit calls a registration's handler when a watched system trait of the object
/// changes: when its or an ancestor's `traitOverrides` change, and, for view controllers,
/// when the window's horizontal size class changes (`setHorizontalSizeClass(_:)`).
/// Registrations with a selector are kept but not sent (see `Selector`).
@MainActor
public protocol UITraitChangeObservable {
    /// What a registration calls: the environment and its traits from before the change.
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (
        _ traitEnvironment: TraitEnvironment, _ previousTraitCollection: UITraitCollection
    ) -> Void

    /// Calls `handler` with the object and its previous traits when one of `traits` changes.
    ///
    /// - Parameters:
    ///   - traits: the traits to watch.
    ///   - handler: called with the object and its previous trait collection.
    /// - Returns: the registration, for `unregisterForTraitChanges(_:)`.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait],
        handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration
    /// Sends `action` to `target` when one of `traits` changes (kept, not sent here).
    ///
    /// - Returns: the registration.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
        -> any UITraitChangeRegistration
    /// Sends `action` to the object itself when one of `traits` changes (kept, not sent).
    ///
    /// - Returns: the registration.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector)
        -> any UITraitChangeRegistration
    /// Stops a registration.
    ///
    /// - Parameter registration: what a `registerForTraitChanges` call returned.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// A trait environment's overrides and registrations, which few views and controllers have:
/// made the first time one is written, so that most are made and released without it.
@MainActor
final class HeadlessTraitStorage {
    var overrides = UITraitOverrides()
    var registrations: [HeadlessTraitChangeRegistration] = []
}

/// Where a trait environment keeps its overrides and registrations.
@MainActor
protocol HeadlessTraitHost: AnyObject {
    /// The overrides and registrations, `nil` until one is written.
    var traitStorage: HeadlessTraitStorage? { get set }
    /// The traits now.
    var currentTraits: UITraitCollection { get }
    /// This environment and those below it that registered for changes.
    func registeredEnvironments(into result: inout [any HeadlessTraitHost])
}

extension HeadlessTraitHost {
    /// Whether any trait is overridden here (no storage is made to tell).
    var hasTraitOverrides: Bool { traitStorage.map { !$0.overrides.isEmpty } ?? false }

    /// The overrides (storage of `traitOverrides`).
    var traitOverridesStorage: UITraitOverrides {
        get { traitStorage?.overrides ?? UITraitOverrides() }
        set {
            if !newValue.isEmpty { TraitOverridesSeen.any = true }
            madeTraitStorage.overrides = newValue
        }
    }

    /// The trait-change registrations, oldest first.
    var traitRegistrations: [HeadlessTraitChangeRegistration] {
        get { traitStorage?.registrations ?? [] }
        set { madeTraitStorage.registrations = newValue }
    }

    private var madeTraitStorage: HeadlessTraitStorage {
        if let traitStorage { return traitStorage }
        let made = HeadlessTraitStorage()
        traitStorage = made
        return made
    }

    func register(
        _ traits: [UITrait], handler: (@MainActor (AnyObject, UITraitCollection) -> Void)?
    ) -> any UITraitChangeRegistration {
        let registration = HeadlessTraitChangeRegistration(traits: traits, handler: handler)
        traitRegistrations.append(registration)
        return registration
    }

    func unregister(_ registration: any UITraitChangeRegistration) {
        traitRegistrations.removeAll { $0 === registration }
    }

    /// Runs `change` (which changes traits here and below), then calls the handlers of the
    /// registrations whose watched traits changed, with the traits from before.
    func changingTraits(_ change: () -> Void) {
        let environments = registeredEnvironmentsOnce()
        let before = environments.map(\.currentTraits)
        change()
        for (environment, previous) in zip(environments, before) {
            environment.notifyTraitRegistrations(previous: previous)
        }
    }

    /// This environment and those below it that registered for changes, each once (a
    /// controller's view is reached both through the view tree and through its controller).
    func registeredEnvironmentsOnce() -> [any HeadlessTraitHost] {
        var environments: [any HeadlessTraitHost] = []
        registeredEnvironments(into: &environments)
        var seen = Set<ObjectIdentifier>()
        return environments.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// Calls the handlers of the registrations whose watched traits differ from `previous`.
    func notifyTraitRegistrations(previous: UITraitCollection) {
        let now = currentTraits
        for registration in traitRegistrations
        where registration.isAffected(from: previous, to: now) {
            registration.handler?(self, previous)
        }
    }
}

/// The registration calls, written once for every trait environment. UIKit declares them on
/// `UIView`, `UIViewController` and `UIPresentationController` one by one; a call reads the
/// same either way (`view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { … }`).
extension UITraitChangeObservable {
    /// Calls `handler` with this object and its previous traits when one of `traits` changes
    /// (iOS 17).
    ///
    /// - Parameters:
    ///   - traits: the traits to watch.
    ///   - handler: called with the object and its previous trait collection.
    /// - Returns: the registration, for `unregisterForTraitChanges(_:)`.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait],
        handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        registered(traits) { environment, previous in
            if let environment = environment as? TraitEnvironment { handler(environment, previous) }
        }
    }

    /// Kept, not sent (see `Selector`).
    ///
    /// - Returns: the registration.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
        -> any UITraitChangeRegistration
    {
        registered(traits, handler: nil)
    }

    /// Kept, not sent (see `Selector`).
    ///
    /// - Returns: the registration.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector)
        -> any UITraitChangeRegistration
    {
        registered(traits, handler: nil)
    }

    /// Stops a registration.
    ///
    /// - Parameter registration: what a `registerForTraitChanges` call returned.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        (self as? any HeadlessTraitHost)?.unregister(registration)
    }

    /// A registration kept by this environment. Every trait environment of HeadlessUIKit keeps
    /// its registrations; a type of the app's own that adopts the protocol without writing
    /// these calls gets a registration that is never called, as it has no traits that change.
    private func registered(
        _ traits: [UITrait], handler: (@MainActor (AnyObject, UITraitCollection) -> Void)?
    ) -> any UITraitChangeRegistration {
        guard let host = self as? any HeadlessTraitHost else {
            return HeadlessTraitChangeRegistration(traits: traits, handler: handler)
        }
        return host.register(traits, handler: handler)
    }
}

extension UIViewController: UITraitChangeObservable, HeadlessTraitHost {
    /// The traits this controller overrides for itself, its children, what it presents and
    /// its view (iOS 17). Changing them calls the trait-change handlers registered here and
    /// below whose traits changed.
    public var traitOverrides: UITraitOverrides {
        get { traitOverridesStorage }
        set { changingTraits { traitOverridesStorage = newValue } }
    }

    var currentTraits: UITraitCollection { traitCollection }

    func registeredEnvironments(into result: inout [any HeadlessTraitHost]) {
        if !traitRegistrations.isEmpty { result.append(self) }
        loadedView?.registeredEnvironments(into: &result)
        for child in childStorage { child.registeredEnvironments(into: &result) }
        presentedStorage?.registeredEnvironments(into: &result)
    }

    /// `base` with this controller's and its ancestors' overrides on top, the nearest last.
    func applyingTraitOverrides(to base: UITraitCollection) -> UITraitCollection {
        var chain: [UITraitOverrides] = []
        var controller: UIViewController? = self
        while let current = controller {
            if current.hasTraitOverrides {
                chain.append(current.traitOverridesStorage)
            }
            // A presented controller's presentation sits between it and its presenter.
            if current.parentStorage == nil, current.presentingStorage != nil,
                let presentation = current.presentationControllerStorage,
                !presentation.traitOverridesStorage.isEmpty
            {
                chain.append(presentation.traitOverridesStorage)
            }
            controller = current.parentStorage ?? current.presentingStorage
        }
        if chain.isEmpty { return base }
        return chain.reversed().reduce(base) { $1.applied(to: $0) }
    }
}

extension UIView: UITraitChangeObservable, HeadlessTraitHost {
    /// The traits this view overrides for itself and its subviews (iOS 17). Changing them
    /// calls the trait-change handlers registered on it and its subviews whose traits changed.
    public var traitOverrides: UITraitOverrides {
        get { traitOverridesStorage }
        set { changingTraits { traitOverridesStorage = newValue } }
    }

    var currentTraits: UITraitCollection { traitCollection }

    func registeredEnvironments(into result: inout [any HeadlessTraitHost]) {
        // A controller comes before its view, as traits flow from it into the view.
        if let owner = owningViewController, !owner.traitRegistrations.isEmpty {
            result.append(owner)
        }
        if !traitRegistrations.isEmpty { result.append(self) }
        for subview in subviews { subview.registeredEnvironments(into: &result) }
    }

    /// `base` with the overrides of this view, its superviews and their controllers on top,
    /// the nearest last.
    func applyingTraitOverrides(to base: UITraitCollection) -> UITraitCollection {
        var chain: [UITraitOverrides] = []
        var inherited = base
        var view: UIView? = self
        while let current = view {
            if current.hasTraitOverrides {
                chain.append(current.traitOverridesStorage)
            }
            if let owner = current.owningViewController {
                // The controller's overrides (and its ancestors') come before its view's.
                inherited = owner.applyingTraitOverrides(to: base)
                break
            }
            view = current.superview
        }
        if chain.isEmpty { return inherited }
        return chain.reversed().reduce(inherited) { $1.applied(to: $0) }
    }
}

/// View controllers have traits, as in UIKit (`UIViewController.h`:
/// `@interface UIViewController : UIResponder <…, UITraitEnvironment, …>`).
extension UIViewController: UITraitEnvironment {}
