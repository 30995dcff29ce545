import HeadlessUIKit
import Testing

/// A window made the Xcode-template way: sized from the scene's coordinate space, then
/// given the scene.
@MainActor
@Suite struct TemplateWindowTests {
    @Test func aWindowSizedFromTheCoordinateSpaceJoinsItsScene() {
        let scene = UIApplication.shared.headless.connectScene(delegate: nil)
        let window = UIWindow(frame: scene.coordinateSpace.bounds)
        window.windowScene = scene
        #expect(window.bounds.size == CGSize(width: 390, height: 844))
        #expect(scene.windows.contains(window))
        #expect(window.headless.runLoop === scene.headless.runLoop)
    }
}
