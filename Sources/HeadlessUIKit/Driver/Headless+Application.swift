import Foundation

extension Headless where Base: UIApplication {
    /// What the system does when the user opens the app: connects a window scene with
    /// `delegate` as its delegate, then activates it. The delegate hears, in UIKit's launch
    /// order, `scene(_:willConnectTo:options:)` (with `urlContexts` to open, as for a deep
    /// link that launches the app), `sceneWillEnterForeground(_:)` and
    /// `sceneDidBecomeActive(_:)`. The app delegate, if any, is asked for the scene's
    /// configuration first.
    ///
    /// - Parameters:
    ///   - delegate: the scene's delegate.
    ///   - urlContexts: links that launch the app (`connectionOptions.urlContexts`).
    ///   - userActivities: activities that launch it, such as a universal link
    ///     (`NSUserActivityTypeBrowsingWeb` with a `webpageURL`), in
    ///     `connectionOptions.userActivities`.
    ///   - restoring: the activity the scene saved last time (what its delegate's
    ///     `stateRestorationActivity(for:)` returned), in `session.stateRestorationActivity`.
    ///   - shortcutItem: the home-screen quick action that launches the app
    ///     (`connectionOptions.shortcutItem`).
    @discardableResult
    public func connectScene(
        delegate: (any UISceneDelegate)?, urlContexts: Set<URL> = [],
        userActivities: Set<NSUserActivity> = [], restoring: NSUserActivity? = nil,
        shortcutItem: UIApplicationShortcutItem? = nil
    ) -> UIWindowScene {
        let app = base
        let session = UISceneSession(role: .windowApplication)
        session.stateRestorationActivity = restoring
        let contexts = Set(
            urlContexts.map { UIOpenURLContext(url: $0, options: UIScene.OpenURLOptions()) })
        let options = UIScene.ConnectionOptions(
            urlContexts: contexts, userActivities: userActivities, shortcutItem: shortcutItem)
        if let appDelegate = app.delegate {
            _ = appDelegate.application(
                app, configurationForConnecting: session, options: options)
        }
        let scene = UIWindowScene(session: session, connectionOptions: options)
        scene.delegate = delegate
        scene.activationState = .foregroundInactive
        delegate?.scene(scene, willConnectTo: session, options: options)
        delegate?.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        delegate?.sceneDidBecomeActive(scene)
        return scene
    }

    /// The URLs the app asked to open in other apps with `open(_:options:completionHandler:)`,
    /// oldest first.
    public var openedURLs: [URL] { base.openedURLs }
}

extension Headless where Base: UIWindowScene {
    /// The user chooses one of the app's home-screen quick actions while the scene is
    /// connected: its delegate hears `windowScene(_:performActionFor:completionHandler:)`.
    ///
    /// - Parameter shortcutItem: the quick action.
    /// - Returns: what the delegate passed to the completion handler, or `nil` when it has
    ///   not called it (or the scene's delegate is not a window scene delegate).
    @discardableResult
    public func performShortcut(_ shortcutItem: UIApplicationShortcutItem) -> Bool? {
        let scene = base
        guard let delegate = scene.delegate as? any UIWindowSceneDelegate else { return nil }
        var succeeded: Bool?
        delegate.windowScene(scene, performActionFor: shortcutItem) { succeeded = $0 }
        return succeeded
    }
}

extension Headless where Base: UIScene {
    /// The user opens `urls` while the scene is connected (a deep link): its delegate hears
    /// `scene(_:openURLContexts:)`.
    public func open(_ urls: Set<URL>) {
        let scene = base
        let contexts = Set(
            urls.map { UIOpenURLContext(url: $0, options: UIScene.OpenURLOptions()) })
        scene.delegate?.scene(scene, openURLContexts: contexts)
    }

    /// The user follows a universal link (or hands off an activity) while the scene is
    /// connected: its delegate hears `scene(_:continue:)`.
    public func `continue`(_ activity: NSUserActivity) {
        let scene = base
        scene.delegate?.scene(scene, continue: activity)
    }

    /// What the system saves when the scene goes to the background: its delegate's
    /// `stateRestorationActivity(for:)`, kept in `session.stateRestorationActivity` for the
    /// next launch (pass it to `connectScene(delegate:restoring:)`).
    @discardableResult
    public func saveRestorationActivity() -> NSUserActivity? {
        let scene = base
        let activity = scene.delegate?.stateRestorationActivity(for: scene)
        scene.session.stateRestorationActivity = activity
        return activity
    }

    /// The user leaves the scene: `sceneWillResignActive(_:)`, then
    /// `sceneDidEnterBackground(_:)`.
    public func enterBackground() {
        let scene = base
        guard scene.activationState == .foregroundActive else { return }
        scene.activationState = .foregroundInactive
        scene.delegate?.sceneWillResignActive(scene)
        scene.activationState = .background
        scene.delegate?.sceneDidEnterBackground(scene)
    }

    /// The user comes back: `sceneWillEnterForeground(_:)`, then `sceneDidBecomeActive(_:)`.
    public func enterForeground() {
        let scene = base
        guard scene.activationState == .background else { return }
        scene.activationState = .foregroundInactive
        scene.delegate?.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
    }

    /// The system disconnects the scene: `sceneDidDisconnect(_:)`; the scene leaves
    /// `UIApplication.shared.connectedScenes` and its delegate is released.
    public func disconnect() {
        let scene = base
        guard scene.activationState != .unattached else { return }
        if scene.activationState == .foregroundActive { enterBackground() }
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
        UIApplication.shared.disconnect(scene)
        scene.delegate = nil
    }
}
