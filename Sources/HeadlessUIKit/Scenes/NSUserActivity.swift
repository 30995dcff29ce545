#if !canImport(Darwin)
    import Foundation

    /// The activity type of a universal link opened in the app.
    public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

    /// An activity the user can continue elsewhere (Handoff, Spotlight, state restoration).
    /// Foundation declares it on Apple platforms; corelibs Foundation has none, so
    /// HeadlessUIKit keeps a plain copy of its state.
    open class NSUserActivity: NSObject {
        /// The activity's type, such as `"com.example.app.viewing"`.
        public let activityType: String
        /// A title for the user.
        open var title: String?
        /// The app's own data.
        open var userInfo: [AnyHashable: Any]?
        /// The web page to continue on when the app is missing.
        open var webpageURL: URL?
        /// The activity's persistent identifier.
        open var persistentIdentifier: String?
        /// Whether another device may continue it.
        open var isEligibleForHandoff = true
        /// Whether Spotlight may show it.
        open var isEligibleForSearch = false

        /// An activity of `activityType`.
        public init(activityType: String) {
            self.activityType = activityType
            super.init()
        }

        /// Adds entries to ``userInfo``.
        open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
            var info = userInfo ?? [:]
            for (key, value) in otherDictionary { info[key] = value }
            userInfo = info
        }
    }
#endif
