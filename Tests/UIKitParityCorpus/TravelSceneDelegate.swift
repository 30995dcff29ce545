#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A travel app's scene delegate: home-screen quick actions, Handoff from the Mac, universal
/// links to trips, a `travel://` scheme, and restoring the trip the user was looking at, both
/// at launch and on an already running scene. Written as apps did for iOS 26.
public final class TravelSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window.
    public var window: UIWindow?
    /// What the scene was asked to do, oldest first.
    public private(set) var requests: [String] = []
    /// The activity type of viewing a trip (Handoff and state restoration).
    public static let viewTripActivity = "com.example.travel.view-trip"

    /// UIKit calls this: `scene(_:willConnectTo:options:)`.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(
            rootViewController: TripListViewController())
        window.makeKeyAndVisible()
        self.window = window
        windowScene.title = "Trips"
        // This window shows any trip, and prefers none: new trips open in new windows.
        windowScene.activationConditions.canActivateForTargetContentIdentifierPredicate =
            NSPredicate(value: true)
        windowScene.activationConditions.prefersToActivateForTargetContentIdentifierPredicate =
            NSPredicate(value: false)

        if let type = connectionOptions.handoffUserActivityType {
            requests.append("handoff \(type)")
        }
        if let shortcut = connectionOptions.shortcutItem {
            _ = perform(shortcut)
        }
        for activity in connectionOptions.userActivities {
            continueTrip(activity)
        }
        for context in connectionOptions.urlContexts where !context.options.openInPlace {
            route(context.url)
        }
        if connectionOptions.userActivities.isEmpty,
            let restored = session.stateRestorationActivity
        {
            continueTrip(restored)
        }
    }

    /// UIKit calls this: a home-screen quick action on a running scene.
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(perform(shortcutItem))
    }

    /// UIKit calls this: links opened while running.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts.sorted(by: { $0.url.absoluteString < $1.url.absoluteString }) {
            route(context.url)
        }
    }

    /// UIKit calls this: Handoff is about to deliver an activity.
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
        requests.append("will continue \(userActivityType)")
    }

    /// UIKit calls this: a universal link or Handoff activity.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        continueTrip(userActivity)
    }

    /// UIKit calls this: an activity could not be delivered.
    public func scene(
        _ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String,
        error: any Error
    ) {
        requests.append("failed \(userActivityType)")
    }

    /// UIKit calls this: saving where the user is.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let navigation = window?.rootViewController as? UINavigationController,
            let trip = navigation.topViewController as? TripDetailViewController
        else { return nil }
        let activity = NSUserActivity(activityType: Self.viewTripActivity)
        activity.title = trip.trip
        activity.userInfo = ["trip": trip.trip]
        return activity
    }

    /// UIKit calls this: the scene came to the foreground.
    public func sceneWillEnterForeground(_ scene: UIScene) {
        requests.append("foreground")
    }

    /// UIKit calls this: the scene went to the background.
    public func sceneDidEnterBackground(_ scene: UIScene) {
        requests.append("background")
    }

    /// Opens `trip` in a window of its own where the device allows it (iPad, Mac); on an
    /// iPhone the request fails and the trip is pushed here instead.
    public func openInNewWindow(trip: String) {
        let activity = NSUserActivity(activityType: Self.viewTripActivity)
        activity.userInfo = ["trip": trip]
        activity.requiredUserInfoKeys = ["trip"]
        activity.targetContentIdentifier = "trip/\(trip)"
        let refused: (any Error) -> Void = { [weak self] error in
            self?.requests.append("new window refused \((error as NSError).code)")
            self?.show(trip: trip, from: "fallback")
        }
        if #available(iOS 17.0, *) {
            let request = UISceneSessionActivationRequest(
                role: .windowApplication, userActivity: activity,
                options: UIWindowScene.ActivationRequestOptions())
            UIApplication.shared.activateSceneSession(for: request, errorHandler: refused)
        } else {
            UIApplication.shared.requestSceneSessionActivation(
                nil, userActivity: activity, options: nil, errorHandler: refused)
        }
    }

    private func perform(_ shortcut: UIApplicationShortcutItem) -> Bool {
        requests.append("shortcut \(shortcut.type)")
        guard shortcut.type == "com.example.travel.new-trip" else { return false }
        window?.rootViewController?.present(
            UINavigationController(rootViewController: UIViewController()), animated: false)
        return true
    }

    private func continueTrip(_ activity: NSUserActivity) {
        if activity.activityType == NSUserActivityTypeBrowsingWeb, let url = activity.webpageURL {
            route(url)
        } else if activity.activityType == Self.viewTripActivity,
            let trip = activity.userInfo?["trip"] as? String
        {
            show(trip: trip, from: "activity")
        }
    }

    private func route(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        let segments = url.scheme == "travel" ? [url.host ?? ""] + parts : parts
        guard segments.count == 2, segments[0] == "trips" else {
            requests.append("unknown \(url.absoluteString)")
            return
        }
        show(trip: segments[1], from: url.scheme ?? "")
    }

    private func show(trip: String, from source: String) {
        requests.append("\(source) \(trip)")
        guard let navigation = window?.rootViewController as? UINavigationController else {
            return
        }
        navigation.presentedViewController?.dismiss(animated: false)
        navigation.popToRootViewController(animated: false)
        navigation.pushViewController(TripDetailViewController(trip: trip), animated: false)
    }
}

/// The list of trips.
public final class TripListViewController: UIViewController {
    /// UIKit calls this: the view loaded.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trips"
        navigationItem.largeTitleDisplayMode = .always
    }
}

/// One trip.
public final class TripDetailViewController: UIViewController {
    /// The trip's identifier.
    public let trip: String

    /// Creates the screen of `trip`.
    public init(trip: String) {
        self.trip = trip
        super.init(nibName: nil, bundle: nil)
        title = trip
    }

    /// Not supported: made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// UIKit calls this: the view appeared; Handoff may continue it on another device.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let activity = NSUserActivity(activityType: TravelSceneDelegate.viewTripActivity)
        activity.title = trip
        activity.userInfo = ["trip": trip]
        activity.targetContentIdentifier = "trip/\(trip)"
        activity.isEligibleForHandoff = true
        activity.needsSave = true
        userActivity = activity
        view.window?.windowScene?.userActivity = activity
        activity.becomeCurrent()
    }

    /// UIKit calls this: the view disappeared; the trip is no longer what the user does.
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        userActivity?.resignCurrent()
    }

    /// UIKit calls this before the activity is handed off or saved.
    public override func updateUserActivityState(_ activity: NSUserActivity) {
        super.updateUserActivityState(activity)
        activity.addUserInfoEntries(from: ["trip": trip])
    }
}
