import Foundation

#if canImport(Observation)
    import Observation
#endif

// Automatic observation and trait tracking
// (``HeadlessBehaviour/updatePropertiesTracksObservablesAndTraits``), as the window's profile
// has it (see `UIView+TrackingProfile.swift`): UIKit runs
// `updateProperties()`, `layoutSubviews()` and `viewWillLayoutSubviews()` inside an
// observation-tracking scope, so that a later change of an `@Observable` property they read
// marks them again (`setNeedsUpdateProperties()` / `setNeedsLayout()`), and a trait they read
// marks them again when it changes. HeadlessUIKit does the same with Swift's `Observation`
// module (`withObservationTracking`), and notes the trait reads through the `traitCollection`
// getters of views and view controllers. Nothing is tracked for an object whose update or
// layout never runs.

/// Marks the main queue, so that code that may run elsewhere can tell it is on it.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Whether the caller runs on the main queue (the main actor's).
private var isOnMainQueue: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
}

/// The tracking scopes running now, innermost last.
@MainActor
enum AutomaticTracking {
    /// One running update or layout: whether it read `traitCollection`.
    final class Scope {
        var readTraits = false
    }

    /// The scopes running now, innermost last.
    static var scopes: [Scope] = []

    /// The system traits a trait read invalidates on.
    static let systemTraits: [UITrait] = [
        UITraitUserInterfaceStyle.self, UITraitHorizontalSizeClass.self,
        UITraitVerticalSizeClass.self, UITraitUserInterfaceIdiom.self,
        UITraitLayoutDirection.self, UITraitDisplayScale.self,
    ]

    /// Notes a read of `traitCollection` in the running scope, if any.
    static func noteTraitRead() {
        scopes.last?.readTraits = true
    }

    /// Runs `body` tracking what `kinds` asks: the observable properties it reads
    /// (`invalidate` runs on the main actor when one of them is about to change, once) and its
    /// trait reads; returns whether it read traits (always `false` when traits are not
    /// tracked).
    static func run(
        _ kinds: TrackingKinds, _ body: () -> Void,
        invalidate: @escaping @MainActor @Sendable () -> Void
    ) -> Bool {
        guard kinds.observation || kinds.traits else {
            body()
            return false
        }
        let scope = Scope()
        scopes.append(scope)
        defer { scopes.removeLast() }
        let tracksTraits = { kinds.traits && scope.readTraits }
        #if canImport(Observation)
            if kinds.observation,
                #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
            {
                withObservationTracking(body) {
                    // `onChange` runs in the `willSet` of the changed property, on the thread
                    // that changed it; UIKit's objects live on the main queue, which serves
                    // the main actor (on Linux not necessarily from the main thread). A change
                    // made elsewhere only hops to the main actor to mark the view: the update
                    // itself runs on HeadlessUIKit's run loop, as any marked one does.
                    if isOnMainQueue {
                        MainActor.assumeIsolated { invalidate() }
                    } else {
                        Task { @MainActor in invalidate() }
                    }
                }
                return tracksTraits()
            }
        #endif
        body()
        return tracksTraits()
    }
}

extension HeadlessTraitHost {
    /// Registers, once, for every system trait, running `invalidate` when one of them changes
    /// (the trait tracking of an update or layout that read the traits).
    func trackTraits(
        alreadyTracked: inout Bool, invalidate: @escaping @MainActor (AnyObject) -> Void
    ) {
        guard !alreadyTracked else { return }
        alreadyTracked = true
        _ = register(AutomaticTracking.systemTraits) { environment, _ in invalidate(environment) }
    }
}

extension UIView {
    /// Runs `updateProperties()` with automatic observation and trait tracking.
    func trackedUpdateProperties() {
        let readTraits = AutomaticTracking.run(
            trackingKinds(for: .updateProperties, in: window), { updateProperties() }
        ) { [weak self] in
            self?.setNeedsUpdateProperties()
        }
        if readTraits {
            trackTraits(alreadyTracked: &updates.tracksTraitsForUpdate) { environment in
                (environment as? UIView)?.setNeedsUpdateProperties()
            }
        }
    }

    /// Runs `layoutSubviews()` with automatic observation and trait tracking.
    func trackedLayoutSubviews() {
        let readTraits = AutomaticTracking.run(
            trackingKinds(for: .layout, in: window), { layoutSubviews() }
        ) { [weak self] in
            self?.setNeedsLayout()
        }
        if readTraits {
            trackTraits(alreadyTracked: &updates.tracksTraitsForLayout) { environment in
                (environment as? UIView)?.setNeedsLayout()
            }
        }
    }
}

extension UIViewController {
    /// Runs `updateProperties()` with automatic observation and trait tracking.
    func trackedUpdateProperties() {
        let readTraits = AutomaticTracking.run(
            trackingKinds(for: .updateProperties, in: loadedView?.window), { updateProperties() }
        ) { [weak self] in
            self?.setNeedsUpdateProperties()
        }
        if readTraits {
            trackTraits(alreadyTracked: &updates.tracksTraitsForUpdate) { environment in
                (environment as? UIViewController)?.setNeedsUpdateProperties()
            }
        }
    }

    /// Runs `viewWillLayoutSubviews()` with automatic observation and trait tracking; a
    /// change marks the view for layout.
    func trackedViewWillLayoutSubviews() {
        let readTraits = AutomaticTracking.run(
            trackingKinds(for: .layout, in: loadedView?.window), { viewWillLayoutSubviews() }
        ) { [weak self] in
            self?.loadedView?.setNeedsLayout()
        }
        if readTraits {
            trackTraits(alreadyTracked: &updates.tracksTraitsForLayout) { environment in
                (environment as? UIViewController)?.loadedView?.setNeedsLayout()
            }
        }
    }
}
