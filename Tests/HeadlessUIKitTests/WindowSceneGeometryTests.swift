import Foundation
import HeadlessUIKit
import Testing
import WayfinderTesting

/// A controller with chosen orientation preferences.
@MainActor
private final class OrientedController: UIViewController {
    let supported: UIInterfaceOrientationMask
    let locked: Bool

    init(supported: UIInterfaceOrientationMask, locked: Bool = false) {
        self.supported = supported
        self.locked = locked
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }
    override var prefersInterfaceOrientationLocked: Bool { locked }
}

/// A window scene's effective geometry, geometry requests and size restrictions on
/// HeadlessUIKit's iPhone.
@MainActor
@Suite struct WindowSceneGeometryTests {
    @Test func effectiveGeometryIsPortraitInTheScreensSpaceAndFollowsTheOrientationLock() throws {
        let stage = Stage()
        let scene = try #require(stage.window.windowScene)
        do {
            let root = OrientedController(supported: .allButUpsideDown)
            stage.leaks.track(root, "root")
            stage.show(root)
        }

        let geometry = scene.effectiveGeometry
        #expect(geometry.interfaceOrientation == .portrait)
        #expect(geometry.coordinateSpace.bounds == UIScreen.main.bounds)
        #expect(!geometry.isInterfaceOrientationLocked)
        #expect(!geometry.isInteractivelyResizing)
        let copy = try #require(geometry.copy() as? UIWindowScene.Geometry)
        #expect(copy !== geometry && copy.interfaceOrientation == .portrait)
        #expect(scene.sizeRestrictions == nil)

        do {
            let locked = OrientedController(supported: .portrait, locked: true)
            stage.leaks.track(locked, "locked")
            stage.window.rootViewController = locked
        }
        stage.runUntilIdle()
        #expect(scene.effectiveGeometry.isInterfaceOrientationLocked)
        #expect(!geometry.isInterfaceOrientationLocked)
        stage.expectNoDiagnostics()

        stage.window.rootViewController = nil
        stage.runUntilIdle()
        #expect(stage.alive.isEmpty)
    }

    @Test func aRequestNoneOfWhoseOrientationsAreSupportedCallsTheErrorHandlerOnTheNextTurn()
        throws
    {
        let stage = Stage()
        let scene = try #require(stage.window.windowScene)
        let leaks = LeakTracker()
        do {
            let root = OrientedController(supported: .portrait)
            leaks.track(root, "root")
            stage.show(root)
        }
        let before = scene.headless.geometryRequests.count

        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { error in
            let error = error as NSError
            stage.trace.record("landscape refused \(error.domain) \(error.code)")
        }
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: [.portrait, .landscapeLeft])) {
            _ in stage.trace.record("portrait refused")
        }
        scene.requestGeometryUpdate(.iOS()) { _ in stage.trace.record("no preference refused") }
        stage.expectNothingYet()
        stage.runUntilIdle()

        stage.expectTrace(["0.000 landscape refused UISceneErrorDomain 101"])
        let requests = scene.headless.geometryRequests.dropFirst(before).map {
            ($0 as? UIWindowScene.GeometryPreferences.iOS)?.interfaceOrientations
        }
        #expect(requests == [.landscape, [.portrait, .landscapeLeft], nil])
        #expect(scene.effectiveGeometry.interfaceOrientation == .portrait)
        stage.expectNoDiagnostics()

        stage.window.rootViewController = nil
        stage.runUntilIdle()
        #expect(leaks.alive.isEmpty)
    }

    @Test func aControllerPresentedFullScreenDecidesTheRequest() throws {
        let stage = Stage()
        let scene = try #require(stage.window.windowScene)
        let leaks = LeakTracker()
        do {
            let root = OrientedController(supported: .portrait)
            let player = OrientedController(supported: .landscape)
            let sheet = OrientedController(supported: .portrait)
            leaks.track(root, "root")
            leaks.track(player, "player")
            leaks.track(sheet, "sheet")
            stage.show(root)
            player.modalPresentationStyle = .fullScreen
            root.present(player, animated: false)
            player.present(sheet, animated: false)
            stage.runUntilIdle()
        }

        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight)) { _ in
            stage.trace.record("landscape refused")
        }
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait)) { _ in
            stage.trace.record("portrait refused")
        }
        stage.runUntilIdle()
        stage.expectTrace(["0.000 portrait refused"])

        stage.window.rootViewController?.dismiss(animated: false)
        stage.runUntilIdle()
        stage.window.rootViewController = nil
        stage.runUntilIdle()
        #expect(leaks.alive.isEmpty)
    }
}
