import Foundation

extension UIScene {
    /// Options for a request to activate a scene (iOS 13).
    @MainActor
    open class ActivationRequestOptions: NSObject {
        /// The scene making the request.
        open var requestingScene: UIScene?
    }

    /// An error of a scene request (`UISceneErrorDomain`).
    public struct Error: Swift.Error, Hashable, CustomNSError {
        /// What went wrong.
        public enum Code: Int, Sendable {
            /// The app does not support more than one scene (an iPhone, or
            /// `UIApplicationSupportsMultipleScenes` off).
            case multipleScenesNotSupported = 0
            /// The system refused the request.
            case requestDenied = 1
            /// The geometry request is not supported.
            case geometryRequestUnsupported = 100
            /// The geometry request was refused.
            case geometryRequestDenied = 101
        }

        /// What went wrong.
        public let code: Code

        /// An error with `code`.
        ///
        /// - Parameter code: what went wrong.
        public init(_ code: Code) {
            self.code = code
        }

        /// `UISceneErrorDomain`.
        public static var errorDomain: String { "UISceneErrorDomain" }
        /// The code's raw value.
        public var errorCode: Int { code.rawValue }

        /// The app does not support more than one scene.
        public static var multipleScenesNotSupported: Code { .multipleScenesNotSupported }
        /// The system refused the request.
        public static var requestDenied: Code { .requestDenied }
    }
}

extension UIWindowScene {
    /// Options for a request to activate a window scene (iOS 13).
    @MainActor
    open class ActivationRequestOptions: UIScene.ActivationRequestOptions {}
}

/// A request to show a scene (iOS 17): an existing session, or a new one of `role`, with an
/// activity for it to continue.
public struct UISceneSessionActivationRequest: Hashable {
    /// The role of the scene to make, or of `session`.
    public private(set) var role: UISceneSession.Role
    /// The session to activate; `nil` asks for a new one.
    public private(set) var session: UISceneSession?
    /// The activity the scene continues.
    public var userActivity: NSUserActivity?
    /// Extra options.
    public var options: UIScene.ActivationRequestOptions?

    /// A request for a new scene of `role`.
    ///
    /// - Parameters:
    ///   - role: the new scene's role.
    ///   - userActivity: the activity it continues.
    ///   - options: extra options.
    public init(
        role: UISceneSession.Role = .windowApplication, userActivity: NSUserActivity? = nil,
        options: UIScene.ActivationRequestOptions? = nil
    ) {
        self.role = role
        self.userActivity = userActivity
        self.options = options
    }

    /// A request to show `session` again.
    ///
    /// - Parameters:
    ///   - session: the session to activate.
    ///   - userActivity: the activity it continues.
    ///   - options: extra options.
    @MainActor
    public init(
        session: UISceneSession, userActivity: NSUserActivity? = nil,
        options: UIScene.ActivationRequestOptions? = nil
    ) {
        self.role = session.role
        self.session = session
        self.userActivity = userActivity
        self.options = options
    }

    /// Whether two requests ask for the same thing: same role, session, activity, options.
    public static func == (
        lhs: UISceneSessionActivationRequest, rhs: UISceneSessionActivationRequest
    ) -> Bool {
        lhs.role == rhs.role && lhs.session === rhs.session
            && lhs.userActivity === rhs.userActivity && lhs.options === rhs.options
    }

    /// Hashes the role, session and activity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(role)
        hasher.combine(session.map(ObjectIdentifier.init))
        hasher.combine(userActivity.map(ObjectIdentifier.init))
    }
}

extension UIApplication {
    /// Asks the system to show a scene (iOS 17). HeadlessUIKit runs as an iPhone, which shows
    /// one scene: a request for a connected session with an activity hands the activity to
    /// its delegate's `scene(_:continue:)`, and a request for a new session (or one not
    /// connected) fails, `errorHandler` getting `UIScene.Error.multipleScenesNotSupported`
    /// (`HeadlessBehaviour.newSceneRequestsFailOnIPhone`). Every request is listed in
    /// `UIApplication.shared.headless.sceneActivationRequests`.
    ///
    /// - Parameters:
    ///   - request: the request.
    ///   - errorHandler: called if the request fails.
    public func activateSceneSession(
        for request: UISceneSessionActivationRequest,
        errorHandler: ((any Swift.Error) -> Void)? = nil
    ) {
        sceneActivationRequests.append(request)
        guard let session = request.session, let scene = session.scene,
            connectedScenes.contains(scene)
        else {
            errorHandler?(UIScene.Error(.multipleScenesNotSupported))
            return
        }
        if let activity = request.userActivity {
            scene.delegate?.scene(scene, continue: activity)
        }
    }

    /// The iOS 13 form of ``activateSceneSession(for:errorHandler:)``.
    ///
    /// - Parameters:
    ///   - sceneSession: the session to activate, or `nil` for a new one.
    ///   - userActivity: the activity the scene continues.
    ///   - options: extra options.
    ///   - errorHandler: called if the request fails.
    public func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
        options: UIScene.ActivationRequestOptions?, errorHandler: ((any Swift.Error) -> Void)?
    ) {
        let request =
            sceneSession.map {
                UISceneSessionActivationRequest(
                    session: $0, userActivity: userActivity, options: options)
            }
            ?? UISceneSessionActivationRequest(userActivity: userActivity, options: options)
        activateSceneSession(for: request, errorHandler: errorHandler)
    }
}

extension Headless where Base: UIApplication {
    /// The scene activation requests the app made, oldest first.
    public var sceneActivationRequests: [UISceneSessionActivationRequest] {
        base.sceneActivationRequests
    }
}
