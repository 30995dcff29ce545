#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A shop's scene delegate as an iOS 26 app writes it: custom-scheme links and universal
/// links at launch and while running, state restoration through the scene's user activity,
/// and a filter sheet with detents.
public final class ShopLinksSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window.
    public var window: UIWindow?
    /// Every link the scene was asked to open, oldest first, as `scheme:path`.
    public private(set) var links: [String] = []
    /// The activity type the app saves its place under.
    public static let browsingActivity = "com.example.shop.browsing"

    /// UIKit calls this: `scene(_:willConnectTo:options:)`.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let navigation = UINavigationController(rootViewController: ShopFrontViewController())
        navigation.navigationBar.prefersLargeTitles = true
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window

        if let activity = connectionOptions.userActivities.first
            ?? session.stateRestorationActivity
        {
            continueActivity(activity)
        }
        for context in connectionOptions.urlContexts {
            open(context.url, from: context.options.sourceApplication)
        }
    }

    /// UIKit calls this: `scene(_:openURLContexts:)`.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts {
            open(context.url, from: context.options.sourceApplication)
        }
    }

    /// UIKit calls this: `scene(_:continue:)`, for a universal link.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        continueActivity(userActivity)
    }

    /// UIKit calls this: `stateRestorationActivity(for:)`.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let activity = NSUserActivity(activityType: Self.browsingActivity)
        let titles =
            (window?.rootViewController as? UINavigationController)?
            .viewControllers.compactMap(\.title) ?? []
        activity.addUserInfoEntries(from: ["screens": titles])
        return activity
    }

    private func continueActivity(_ activity: NSUserActivity) {
        if activity.activityType == NSUserActivityTypeBrowsingWeb, let url = activity.webpageURL {
            open(url, from: nil)
        } else if activity.activityType == Self.browsingActivity,
            let screens = activity.userInfo?["screens"] as? [String]
        {
            links.append("restore:" + screens.joined(separator: "/"))
        }
    }

    private func open(_ url: URL, from source: String?) {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        // A custom scheme's host is the first segment; a universal link's host is the shop's.
        let isWeb = url.scheme == "https" || url.scheme == "http"
        let host = isWeb ? "" : (url.host.map { "/" + $0 } ?? "")
        let path = host + (components?.path ?? "")
        links.append("\(url.scheme ?? ""):\(path)")
        guard let navigation = window?.rootViewController as? UINavigationController else {
            return
        }
        if path.hasSuffix("/filters") {
            navigation.topViewController?.present(FilterSheetViewController(), animated: true)
        }
    }
}

/// The shop's first screen.
public final class ShopFrontViewController: UIViewController {
    /// UIKit calls this: the view loaded.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shop"
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .always
    }
}

/// A filter sheet that rests at a small custom height, then medium, then large.
public final class FilterSheetViewController: UIViewController,
    UISheetPresentationControllerDelegate
{
    /// The identifier of the small detent.
    public static let peek = UISheetPresentationController.Detent.Identifier("peek")
    /// The detents the sheet moved to, oldest first.
    public private(set) var selectedDetents: [String] = []

    /// Prepares the sheet before it is presented.
    public init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
        if let sheet = sheetPresentationController {
            if #available(iOS 16.0, *) {
                sheet.detents = [
                    .custom(identifier: Self.peek) { context in
                        context.maximumDetentValue * 0.25
                    },
                    .medium(), .large(),
                ]
                sheet.selectedDetentIdentifier = Self.peek
            } else {
                sheet.detents = [.medium(), .large()]
                sheet.selectedDetentIdentifier = .medium
            }
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.prefersEdgeAttachedInCompactHeight = true
            sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
            sheet.preferredCornerRadius = 24
            sheet.delegate = self
        }
    }

    /// Not used: the sheet is made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Moves the sheet to the large detent, animated.
    public func expand() {
        guard let sheet = sheetPresentationController else { return }
        sheet.animateChanges {
            sheet.selectedDetentIdentifier = .large
        }
        if #available(iOS 16.0, *) {
            sheet.invalidateDetents()
        }
    }

    /// UIKit calls this: the user dragged the sheet to another detent.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        selectedDetents.append(
            sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "none")
    }
}
