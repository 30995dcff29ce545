import Foundation

/// A scene's session: its role, configuration and identity, which outlive the scene.
@MainActor
open class UISceneSession: NSObject {
    /// What a scene is for.
    public struct Role: Hashable, Equatable, RawRepresentable, Sendable {
        /// The role's name.
        public let rawValue: String
        /// A role.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's main windows.
        public static let windowApplication = Role(
            rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive external display.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The scene, while it is connected.
    open internal(set) weak var scene: UIScene?
    /// What the scene is for.
    open private(set) var role: Role
    /// The configuration the scene was made with.
    open private(set) var configuration: UISceneConfiguration
    /// A unique identifier that stays the same across launches.
    open private(set) var persistentIdentifier = UUID().uuidString
    /// The activity to restore the scene's state from.
    open var stateRestorationActivity: NSUserActivity?
    /// The app's own data about the session.
    open var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration? = nil) {
        self.role = role
        self.configuration =
            configuration ?? UISceneConfiguration(name: "Default Configuration", sessionRole: role)
        super.init()
    }
}

/// How to make a scene: its name, role and delegate class.
@MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name (from the Info.plist).
    open private(set) var name: String?
    /// The role of the scenes made with it.
    open private(set) var role: UISceneSession.Role
    /// The class of the scene.
    open var sceneClass: AnyClass?
    /// The class of the scene's delegate.
    open var delegateClass: AnyClass?

    /// A configuration.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}
