import Foundation
import HeadlessUIKit
import Testing
import WayfinderTesting

/// `UIApplication.shared.headless.withOwnScenes { }`: inside it, `connectedScenes` and the
/// properties made from it see only the scenes connected inside it, even while other scopes
/// run interleaved on the main actor.
@MainActor
@Suite struct SceneScopeTests {
    final class Delegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let scene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: scene)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            self.window = window
        }
    }

    /// What the code under test sees: the key window of every connected scene, as an app
    /// looking for its top-most screen finds it.
    static func keyWindows() -> Set<ObjectIdentifier> {
        Set(
            UIApplication.shared.connectedScenes
                .compactMap { ($0 as? UIWindowScene)?.keyWindow }
                .map(ObjectIdentifier.init))
    }

    @Test func twoScopesSeeOnlyTheirOwnScenes() {
        let app = UIApplication.shared
        let outside = app.headless.connectScene(delegate: Delegate())
        let (first, second) = app.headless.withOwnScenes {
            let first = app.headless.connectScene(delegate: Delegate())
            let plain = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            plain.makeKeyAndVisible()
            let inner = app.headless.withOwnScenes {
                let second = app.headless.connectScene(delegate: Delegate())
                #expect(app.connectedScenes == [second])
                #expect(app.openSessions == [second.session])
                return second
            }
            #expect(app.connectedScenes == [first, plain.windowScene!])
            #expect(
                app.connectedScenes.flatMap { ($0 as? UIWindowScene)?.windows ?? [] }.count == 2)
            #expect(Self.keyWindows().contains(ObjectIdentifier(plain)))
            #expect(!app.connectedScenes.contains(outside))
            first.headless.disconnect()
            #expect(app.connectedScenes == [plain.windowScene!])
            return (first, inner)
        }
        // Outside any scope: every connected scene, as before.
        #expect(app.connectedScenes.contains(outside))
        #expect(app.connectedScenes.contains(second))
        #expect(!app.connectedScenes.contains(first))
        outside.headless.disconnect()
        second.headless.disconnect()
    }

    /// What each interleaved body saw.
    final class Log {
        var seen: [String: Set<ObjectIdentifier>] = [:]
        var mine: [String: ObjectIdentifier] = [:]
        var order: [String] = []
    }

    /// One test's body: connects a scene, lets the other test run until it connected its own
    /// (how many turns that takes depends on the tasks' priorities: a bound, not a count),
    /// then looks.
    static func body(_ name: String, other: String, _ log: Log) async {
        let app = UIApplication.shared
        await app.headless.withOwnScenes {
            let delegate = Delegate()
            let scene = app.headless.connectScene(delegate: delegate)
            log.mine[name] = delegate.window.map(ObjectIdentifier.init)
            log.order.append("\(name) connected")
            // The other test runs here and connects its own scene.
            await letTasksRun { log.order.contains("\(other) connected") }
            log.seen[name] = keyWindows()
            log.order.append("\(name) looked")
            scene.headless.disconnect()
        }
    }

    /// Two tests' bodies interleaved on the main actor, each in its own scope: each connects
    /// a scene, lets the other run, then finds only its own.
    @Test func interleavedScopesOnTheMainActorStayApart() async throws {
        let log = Log()
        let a = Task { await Self.body("a", other: "b", log) }
        let b = Task { await Self.body("b", other: "a", log) }
        await a.value
        await b.value

        let bConnected = try #require(log.order.firstIndex(of: "b connected"))
        let aLooked = try #require(log.order.firstIndex(of: "a looked"))
        #expect(bConnected < aLooked, "the bodies ran interleaved: \(log.order)")
        #expect(log.seen["a"] == [try #require(log.mine["a"])])
        #expect(log.seen["b"] == [try #require(log.mine["b"])])
    }
}
