import Foundation

/// The scenes one test connected, so that `UIApplication.shared.connectedScenes` inside the
/// test sees only them (HeadlessUIKit only; UIKit has one app per process and no such thing).
///
/// `UIApplication.shared` is one object for the whole test process, while Swift Testing runs
/// `@MainActor` tests interleaved (one test's `await` lets another run): code under test that
/// walks `connectedScenes` (to find the key window, or every scene's navigator) would reach
/// the windows of other tests. Inside `UIApplication.shared.headless.withOwnScenes { … }`,
/// every scene connected (`connectScene(delegate:)`, `UIWindow(frame:)`) joins the scope,
/// and `connectedScenes`, `openSessions`, `windows`, `keyWindow` and `applicationState` see
/// only the scope's scenes. The scope is a task-local value: child tasks (`async let`,
/// `Task { }`) inherit it; a detached task does not. Outside any scope they see every
/// connected scene, as before.
@MainActor
public final class HeadlessSceneScope {
    /// The scope of the current task, if any.
    @TaskLocal static var current: HeadlessSceneScope?

    private var scenes: [WeakScopedScene] = []
    /// The window most recently made key among the scope's scenes.
    weak var lastKeyWindow: UIWindow?

    init() {}

    func add(_ scene: UIWindowScene) {
        scenes.removeAll { $0.scene == nil }
        scenes.append(WeakScopedScene(scene: scene))
    }

    func contains(_ scene: UIWindowScene) -> Bool {
        scenes.contains { $0.scene === scene }
    }
}

private struct WeakScopedScene {
    weak var scene: UIWindowScene?
}

extension Headless where Base: UIApplication {
    /// Runs `body` with scenes of its own: inside it, `UIApplication.shared.connectedScenes`
    /// (and `openSessions`, `windows`, `keyWindow`, `applicationState`) sees only the scenes
    /// connected inside it, not those of tests running at the same time
    /// (``HeadlessSceneScope``).
    ///
    /// ```swift
    /// @Test func launchesFromALink() throws {
    ///     try UIApplication.shared.headless.withOwnScenes {
    ///         let scene = UIApplication.shared.headless.connectScene(delegate: SceneDelegate())
    ///         #expect(UIApplication.shared.connectedScenes == [scene])
    ///     }
    /// }
    /// ```
    ///
    /// Scopes nest: an inner one sees only its own scenes.
    public func withOwnScenes<Value>(_ body: () throws -> Value) rethrows -> Value {
        try HeadlessSceneScope.$current.withValue(HeadlessSceneScope(), operation: body)
    }

    /// Runs the asynchronous `body` with scenes of its own, as the synchronous
    /// `withOwnScenes(_:)` does: across its `await`s, while other tests run, it still sees only
    /// its own scenes.
    public func withOwnScenes<Value>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Value
    ) async rethrows -> Value {
        try await HeadlessSceneScope.$current.withValue(
            HeadlessSceneScope(), operation: body, isolation: isolation)
    }
}
