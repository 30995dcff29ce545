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
        /// Whether the system may suggest it as a Siri prediction.
        open var isEligibleForPrediction = false
        /// Whether it may be indexed publicly.
        open var isEligibleForPublicIndexing = false
        /// Words Spotlight matches it by.
        open var keywords: Set<String> = []
        /// The keys of ``userInfo`` the activity needs to be continued.
        open var requiredUserInfoKeys: Set<String>?
        /// Identifies the content, so the system picks the scene whose activation conditions
        /// match it.
        open var targetContentIdentifier: String?
        /// When the activity stops being useful.
        open var expirationDate: Date?
        /// The page that linked to the activity's web page.
        open var referrerURL: URL?
        /// Whether the app should bring the activity up to date before it is sent (a
        /// responder's `updateUserActivityState(_:)`); set it when the state changes.
        open var needsSave = false
        /// Whether the activity is the one the user is doing now (``becomeCurrent()``).
        var isCurrent = false
        /// Whether ``invalidate()`` ended the activity.
        var isInvalidated = false

        /// An activity of `activityType`.
        public init(activityType: String) {
            self.activityType = activityType
            super.init()
        }

        /// Makes this the activity the user is doing now, advertised for Handoff; the one
        /// that was current stops being so. An invalidated activity cannot become current.
        open func becomeCurrent() {
            guard !isInvalidated else { return }
            if let previous = Self.currentActivity, previous !== self { previous.isCurrent = false }
            isCurrent = true
            Self.currentActivity = self
        }

        /// Stops being the current activity, if it was.
        open func resignCurrent() {
            guard isCurrent else { return }
            isCurrent = false
            if Self.currentActivity === self { Self.currentActivity = nil }
        }

        /// Ends the activity: it is no longer current and cannot become current again.
        open func invalidate() {
            resignCurrent()
            isInvalidated = true
        }

        /// The activity that became current last.
        nonisolated(unsafe) static weak var currentActivity: NSUserActivity?

        /// Adds entries to ``userInfo``.
        open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
            var info = userInfo ?? [:]
            for (key, value) in otherDictionary { info[key] = value }
            userInfo = info
        }
    }

    extension NSUserActivity: HeadlessDriven {}

    extension Headless where Base: NSUserActivity {
        /// Whether the activity is the current one: it called `becomeCurrent()` and since
        /// then neither `resignCurrent()` nor `invalidate()`, and no other activity became
        /// current.
        public var isCurrent: Bool { base.isCurrent }
        /// Whether `invalidate()` ended the activity.
        public var isInvalidated: Bool { base.isInvalidated }
    }
#endif
