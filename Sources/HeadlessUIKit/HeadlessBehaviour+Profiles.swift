import Foundation

extension HeadlessBehaviour {
    /// The iOS release whose behaviour HeadlessUIKit follows where releases differ in what the
    /// user can do while a navigation transition runs. A test picks one per application
    /// (`UIApplication.shared.headless.behaviour`) or per window
    /// (`window.headless.behaviour`); the default is the newest modelled, ``iOS26``.
    ///
    /// Every difference between the profiles, with its source (see also
    /// `docs/evidence/ios18-26-interruptions.md` and `docs/evidence/ios18-26-containers.md`):
    ///
    /// | Behaviour | iOS 17 | iOS 18 | iOS 26 |
    /// |---|---|---|---|
    /// | Zoom grab during the zoom push | refused | interrupts | interrupts |
    /// | Back tap, second back tap during a push or pop | refused | refused | interrupts |
    /// | Edge or content swipe beginning during a push or pop | refused | refused | interrupts |
    /// | Programmatic push/pop/set while a transition runs | queued, warns | same | same |
    /// | Split view delegate `didShow`/`didHide` (``columnDidShowAndDidHideFrom``) | not sent | not sent | sent |
    /// | Observation tracking in the layout methods (``observationTrackingWithInfoPlistKeyFrom``) | none | with the Info.plist key | on |
    /// | Observation tracking in `updateProperties()` (``observationTrackingByDefaultFrom``) | none | none | on |
    /// | Trait tracking in the layout methods (``layoutTraitTrackingFrom``) | none | on | on |
    /// | Trait tracking in `updateProperties()` (``updatePropertiesTraitTrackingFrom``) | none | none | on |
    ///
    /// "Interrupts" means ``userInterruptionCompletesRunningTransition``: the running
    /// transition completes at once (did-callbacks, `didMove(toParent:)`, the delegate's
    /// `didShow`, the coordinator's completions) and the pop the user asked for starts in the
    /// same run-loop turn.
    public enum Profile: Int, Sendable, Equatable, Hashable, CaseIterable, Comparable {
        /// iOS 17 (and earlier): a navigation transition cannot be interrupted; the back
        /// button, the swipe-back and a zoom's pinch are ignored while it runs. This is
        /// HeadlessUIKit's behaviour before profiles existed.
        case iOS17 = 17
        /// iOS 18: as iOS 17, except that a zoom transition (`preferredTransition = .zoom`)
        /// can be grabbed while it runs (``zoomIsInterruptibleFrom``).
        case iOS18 = 18
        /// iOS 26: back taps (one or several), edge swipes, content swipes and zoom grabs
        /// during a running push or pop (``navigationIsInterruptibleFrom``).
        case iOS26 = 26

        /// The profile of the iOS major version `major`: the newest modelled one not newer
        /// than it (15, 16 and 17 are `.iOS17`; 18 to 25 are `.iOS18`; 26 and later
        /// `.iOS26`), or `nil` below 15, which HeadlessUIKit does not model.
        public init?(majorVersion major: Int) {
            guard major >= 15 else { return nil }
            self = Self.allCases.last { $0.rawValue <= major } ?? .iOS17
        }

        /// Orders profiles by iOS version.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The profile a window follows when neither it nor the application picked one: the
    /// newest modelled, iOS 26 (chosen: the iOS an app meets most in the field, and the one
    /// whose interruptions tests otherwise never see).
    public static let defaultProfile = Profile.iOS26

    /// From iOS 18 a zoom transition can be grabbed while it runs: "the zoom transition is
    /// continuously interactive … it can be grabbed and dragged around from the beginning or
    /// during the transition" (WWDC24 session 10145, "Enhance your UI animations and
    /// transitions", developer.apple.com/videos/play/wwdc2024/10145/); Apple's article
    /// "Enhancing your app with fluid transitions": people "can stop the transition or drag
    /// it". Grabbing the zoom push completes the push and starts the interactive pop in the
    /// same turn (``userInterruptionCompletesRunningTransition``).
    public static let zoomIsInterruptibleFrom = Profile.iOS18

    /// From iOS 26 every push and pop is interruptible: the back button, tapped once or
    /// several times, and the edge and content swipe-backs work while a transition runs.
    /// Sources: software-mansion/react-native-screens PR #3093 ("On iOS 26, the back button
    /// doesn't wait for one transition to finish and can pop two screens at once");
    /// grahammendick/navigation PR #888 ("interacting during transition that's new in iOS 26,
    /// for example, clicking back button multiple times"); iOS 26's
    /// `interactiveContentPopGestureRecognizer`.
    public static let navigationIsInterruptibleFrom = Profile.iOS26

    /// What an interruption does to the transition it interrupts: "when the user cancels a
    /// push (either with the back button or a back swipe), the transition is not cancelled.
    /// Instead it completes immediately and goes into the Appeared state, then in the same
    /// turn of the run loop, the pop transition starts" (WWDC24 session 10145). So the
    /// pushed controller gets `viewDidAppear`, `didMove(toParent:)`, the delegate `didShow`
    /// and the coordinator's completions (not cancelled), then `willMove(toParent: nil)`,
    /// `willShow` and the pop's will-callbacks, all in one turn. A running pop interrupted by
    /// another back tap completes the same way before the next pop starts (from the
    /// session's rule, applied to pops: chosen).
    public static let userInterruptionCompletesRunningTransition = true

    /// From the user's interrupting touch, the navigation controller's `transitionCoordinator`
    /// is the coordinator of the pop the touch starts, already during the interrupted
    /// transition's completion callbacks (`viewDidAppear`, `didShow`, its coordinator's
    /// completions), so code there that waits for "no transition" waits for the user's pop
    /// instead of starting a change that would race it (chosen: the session says the pop
    /// starts "in the same turn of the run loop", not when the coordinator of the pop
    /// appears; no public evidence). A change the app still makes in those callbacks runs
    /// (it takes that coordinator) and the user's action is dropped.
    public static let userPopCoordinatorExistsDuringInterruptedCompletion = true

    /// A swipe or zoom pinch still under the finger, or released and animating to its end,
    /// is not interrupted by a back tap or another gesture: the driver refuses them as
    /// before (chosen: one finger drives one transition; no public evidence of a back tap
    /// landing during a swipe's settle animation).
    public static let interactiveTransitionsAreNotInterrupted = true

    /// Programmatic `pushViewController`, `popViewController`, `popTo…` and
    /// `setViewControllers` while a transition runs behave the same under every profile:
    /// the stack changes at once, UIKit's "nested push animation can result in corrupted
    /// navigation bar" / "Finishing up a navigation transition in an unexpected state" lines
    /// are logged, and the change is shown when the running transition ends
    /// (`nestedPushLogsBothLines`). Checked against iOS 18+ evidence: WWDC24 session 10145
    /// describes only user interruptions; no Apple document, WWDC session or public iOS 18
    /// or 26 device log was found that shows a programmatic call completing or cancelling a
    /// running transition, or that the two console lines went away (searches of Apple's
    /// documentation and of public issue threads; the newest public quotes of the lines are
    /// from iOS 7 to iOS 16 era threads). So the iOS 7.1-era choice stays for every profile
    /// (chosen).
    public static let programmaticCallsMidTransitionUnchanged = true
}

extension UIApplication {
    /// The profile every window follows unless it picks its own: at launch, the major version
    /// in the environment variable `HEADLESSUIKIT_BEHAVIOUR` (`17`, `18`, `26`), so that a
    /// whole test run can follow another release, else ``HeadlessBehaviour/defaultProfile``.
    static var applicationProfile =
        ProcessInfo.processInfo.environment["HEADLESSUIKIT_BEHAVIOUR"]
        .flatMap { Int($0) }.flatMap(HeadlessBehaviour.Profile.init(majorVersion:))
        ?? HeadlessBehaviour.defaultProfile
}

/// A window's own profile, kept weakly so that the table never keeps a window alive.
@MainActor
private final class WindowProfiles {
    static let shared = WindowProfiles()
    private struct Entry {
        weak var window: UIWindow?
        var profile: HeadlessBehaviour.Profile
    }
    private var entries: [ObjectIdentifier: Entry] = [:]

    func profile(of window: UIWindow) -> HeadlessBehaviour.Profile? {
        guard let entry = entries[ObjectIdentifier(window)], entry.window === window else {
            return nil
        }
        return entry.profile
    }

    func set(_ profile: HeadlessBehaviour.Profile?, for window: UIWindow) {
        entries = entries.filter { $0.value.window != nil }
        entries[ObjectIdentifier(window)] = profile.map { Entry(window: window, profile: $0) }
    }
}

extension UIWindow {
    /// The profile this window follows: its own, else the application's.
    var behaviourProfile: HeadlessBehaviour.Profile {
        WindowProfiles.shared.profile(of: self) ?? UIApplication.applicationProfile
    }
}

extension UIViewController {
    /// The profile of the window the controller is in (the application's when it is in none).
    var behaviourProfile: HeadlessBehaviour.Profile {
        loadedView?.window?.behaviourProfile ?? UIApplication.applicationProfile
    }
}

extension Headless where Base: UIApplication {
    /// Which iOS release's behaviour every window follows, unless it picks its own with
    /// `window.headless.behaviour` (default ``HeadlessBehaviour/defaultProfile``, iOS 26, or
    /// the release the environment variable `HEADLESSUIKIT_BEHAVIOUR` names, e.g. `17`).
    ///
    /// This is process-wide: tests that run in parallel should set the profile of their own
    /// window instead.
    public var behaviour: HeadlessBehaviour.Profile {
        get { UIApplication.applicationProfile }
        nonmutating set { UIApplication.applicationProfile = newValue }
    }
}

extension Headless where Base: UIWindow {
    /// Which iOS release's behaviour this window follows where releases differ (see
    /// ``HeadlessBehaviour/Profile``): the window's own when set, else the application's.
    /// Setting `nil` drops the window's own choice.
    public var behaviour: HeadlessBehaviour.Profile {
        get { base.behaviourProfile }
        nonmutating set { WindowProfiles.shared.set(newValue, for: base) }
    }

    /// The window's own profile, or `nil` when it follows the application's.
    public var behaviourOverride: HeadlessBehaviour.Profile? {
        get { WindowProfiles.shared.profile(of: base) }
        nonmutating set { WindowProfiles.shared.set(newValue, for: base) }
    }
}
