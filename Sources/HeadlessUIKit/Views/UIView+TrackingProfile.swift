import Foundation

// Which automatic tracking a window's profile turns on
// (``HeadlessBehaviour/observationTrackingByDefaultFrom``,
// ``HeadlessBehaviour/observationTrackingWithInfoPlistKeyFrom``,
// ``HeadlessBehaviour/layoutTraitTrackingFrom``,
// ``HeadlessBehaviour/updatePropertiesTraitTrackingFrom``), and the setting that stands for
// the app's `UIObservationTrackingEnabled` Info.plist key.

/// The kind of method a tracking scope runs.
enum TrackedMethod {
    /// `updateProperties()` of a view or a view controller.
    case updateProperties
    /// `layoutSubviews()` or `viewWillLayoutSubviews()`.
    case layout
}

/// What a tracking scope tracks.
struct TrackingKinds: Equatable {
    /// Observable properties read.
    var observation: Bool
    /// Traits read.
    var traits: Bool

    /// What `method` tracks in a window of `profile` whose app has (`infoPlistKey`) or has
    /// not set `UIObservationTrackingEnabled`.
    init(_ method: TrackedMethod, profile: HeadlessBehaviour.Profile, infoPlistKey: Bool) {
        let byDefault = profile >= HeadlessBehaviour.observationTrackingByDefaultFrom
        switch method {
        case .updateProperties:
            observation = byDefault
            traits = profile >= HeadlessBehaviour.updatePropertiesTraitTrackingFrom
        case .layout:
            observation =
                byDefault
                || (infoPlistKey
                    && profile >= HeadlessBehaviour.observationTrackingWithInfoPlistKeyFrom)
            traits = profile >= HeadlessBehaviour.layoutTraitTrackingFrom
        }
    }
}

/// A window's own value of the Info.plist key, kept weakly so that the table never keeps a
/// window alive.
@MainActor
private final class WindowInfoPlistKeys {
    static let shared = WindowInfoPlistKeys()
    private struct Entry {
        weak var window: UIWindow?
        var value: Bool
    }
    private var entries: [ObjectIdentifier: Entry] = [:]

    func value(of window: UIWindow) -> Bool? {
        guard let entry = entries[ObjectIdentifier(window)], entry.window === window else {
            return nil
        }
        return entry.value
    }

    func set(_ value: Bool?, for window: UIWindow) {
        entries = entries.filter { $0.value.window != nil }
        entries[ObjectIdentifier(window)] = value.map { Entry(window: window, value: $0) }
    }
}

extension UIApplication {
    /// The application's `UIObservationTrackingEnabled` Info.plist key: off unless a test
    /// sets it.
    static var observationTrackingInfoPlistKey = false
}

extension UIWindow {
    /// What `method` tracks in this window (its profile, and its own or the application's
    /// Info.plist key).
    func trackingKinds(for method: TrackedMethod) -> TrackingKinds {
        TrackingKinds(
            method, profile: behaviourProfile,
            infoPlistKey: WindowInfoPlistKeys.shared.value(of: self)
                ?? UIApplication.observationTrackingInfoPlistKey)
    }
}

/// What `method` tracks in `window`, or under the application's settings outside a window.
@MainActor
func trackingKinds(for method: TrackedMethod, in window: UIWindow?) -> TrackingKinds {
    window?.trackingKinds(for: method)
        ?? TrackingKinds(
            method, profile: UIApplication.applicationProfile,
            infoPlistKey: UIApplication.observationTrackingInfoPlistKey)
}

extension Headless where Base: UIApplication {
    /// Whether the app's Info.plist sets `UIObservationTrackingEnabled` to YES, which turns on
    /// automatic observation tracking in `layoutSubviews()` and `viewWillLayoutSubviews()`
    /// under the ``HeadlessBehaviour/Profile/iOS18`` profile
    /// (``HeadlessBehaviour/observationTrackingWithInfoPlistKeyFrom``); iOS 26 tracks without
    /// it and iOS 17 never does. Default `false`, as for an app without the key.
    ///
    /// This is process-wide: tests that run in parallel should set their own window's
    /// `window.headless.observationTrackingEnabledInfoPlistKey` instead.
    public var observationTrackingEnabledInfoPlistKey: Bool {
        get { UIApplication.observationTrackingInfoPlistKey }
        nonmutating set { UIApplication.observationTrackingInfoPlistKey = newValue }
    }
}

extension Headless where Base: UIWindow {
    /// The `UIObservationTrackingEnabled` Info.plist key as this window sees it: the window's
    /// own value when set, else the application's
    /// (`UIApplication.shared.headless.observationTrackingEnabledInfoPlistKey`). A stand-in
    /// for the app-wide key, so that tests running in parallel can each pick theirs; it
    /// matters only under the ``HeadlessBehaviour/Profile/iOS18`` profile
    /// (``HeadlessBehaviour/observationTrackingWithInfoPlistKeyFrom``).
    public var observationTrackingEnabledInfoPlistKey: Bool {
        get {
            WindowInfoPlistKeys.shared.value(of: base)
                ?? UIApplication.observationTrackingInfoPlistKey
        }
        nonmutating set { WindowInfoPlistKeys.shared.set(newValue, for: base) }
    }

    /// The window's own value of the Info.plist key, or `nil` when it follows the
    /// application's.
    public var observationTrackingEnabledInfoPlistKeyOverride: Bool? {
        get { WindowInfoPlistKeys.shared.value(of: base) }
        nonmutating set { WindowInfoPlistKeys.shared.set(newValue, for: base) }
    }
}
