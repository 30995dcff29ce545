import Foundation

/// The icon of a home-screen quick action (`UIApplicationShortcutItem.h`). HeadlessUIKit
/// draws no icon; it keeps the image's name.
///
/// `@unchecked Sendable` as in UIKit, and safe: its one stored property is a `let`.
open class UIApplicationShortcutIcon: NSObject, @unchecked Sendable {
    /// The SF Symbol or template image the icon shows.
    let imageName: String

    private init(imageName: String) {
        self.imageName = imageName
        super.init()
    }

    /// An icon showing the SF Symbol `systemImageName`.
    ///
    /// - Parameter systemImageName: the symbol's name.
    public convenience init(systemImageName: String) {
        self.init(imageName: systemImageName)
    }

    /// An icon showing the app's template image `templateImageName`.
    ///
    /// - Parameter templateImageName: the image's name in the app's asset catalog.
    public convenience init(templateImageName: String) {
        self.init(imageName: templateImageName)
    }
}

/// A home-screen quick action (`UIApplicationShortcutItem.h`): UIKit hands the one the user
/// chose to the scene delegate, in `connectionOptions.shortcutItem` when it launches the
/// scene, or through `windowScene(_:performActionFor:completionHandler:)` when the scene is
/// running. A test chooses one with `connectScene(delegate:shortcutItem:)` or
/// `windowScene.headless.performShortcut(_:)`.
///
/// `@unchecked Sendable` as in UIKit: its `private(set)` properties are written only by its
/// initialisers. Its `userInfo` values are the caller's property-list objects, shared as UIKit
/// shares them: a caller must not mutate one after handing it over.
open class UIApplicationShortcutItem: NSObject, @unchecked Sendable {
    /// The app-defined type that says which action this is.
    open private(set) var type: String
    /// The action's title.
    open private(set) var localizedTitle: String
    /// The action's subtitle.
    open private(set) var localizedSubtitle: String?
    /// The action's icon.
    open private(set) var icon: UIApplicationShortcutIcon?
    /// App-defined information about the action.
    open private(set) var userInfo: [String: any NSSecureCoding]?
    /// The identifier of the content the action is about, for scene targeting.
    open private(set) var targetContentIdentifier: Any?

    /// Creates a quick action.
    ///
    /// - Parameters:
    ///   - type: the app-defined type.
    ///   - localizedTitle: the title.
    ///   - localizedSubtitle: the subtitle, or `nil`.
    ///   - icon: the icon, or `nil`.
    ///   - userInfo: app-defined information, or `nil`.
    public init(
        type: String, localizedTitle: String, localizedSubtitle: String?,
        icon: UIApplicationShortcutIcon?, userInfo: [String: any NSSecureCoding]? = nil
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
        super.init()
    }

    /// Creates a quick action with only a type and a title.
    ///
    /// - Parameters:
    ///   - type: the app-defined type.
    ///   - localizedTitle: the title.
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }
}
