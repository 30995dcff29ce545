import Foundation

// The names of UIKit's life-cycle notifications, for app code that observes them.
// HeadlessUIKit does not post them: delivery on `OperationQueue.main` would depend on the
// real main queue, which tests do not turn; the driver's scene calls go to the delegates.

extension UIApplication {
    /// The app went to the background.
    public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// The app is about to come to the foreground.
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// The app finished launching.
    public static let didFinishLaunchingNotification = Notification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    /// The app became active.
    public static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// The app is about to become inactive.
    public static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    /// The system is low on memory.
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// The app is about to end.
    public static let willTerminateNotification = Notification.Name(
        "UIApplicationWillTerminateNotification")
}

extension UIScene {
    /// A scene connected.
    public static let willConnectNotification = Notification.Name(
        "UISceneWillConnectNotification")
    /// A scene disconnected.
    public static let didDisconnectNotification = Notification.Name(
        "UISceneDidDisconnectNotification")
    /// A scene became active.
    public static let didActivateNotification = Notification.Name(
        "UISceneDidActivateNotification")
    /// A scene is about to become inactive.
    public static let willDeactivateNotification = Notification.Name(
        "UISceneWillDeactivateNotification")
    /// A scene is about to come to the foreground.
    public static let willEnterForegroundNotification = Notification.Name(
        "UISceneWillEnterForegroundNotification")
    /// A scene went to the background.
    public static let didEnterBackgroundNotification = Notification.Name(
        "UISceneDidEnterBackgroundNotification")
}
