import HeadlessUIKit
import Testing
import WayfinderTesting

/// UIKit's responder chain and a window's scene.
@MainActor
@Suite struct ResponderChainTests {
    @Test func theChainGoesViewControllerSuperviewWindowSceneApplication() {
        let scene = UIApplication.shared.headless.connectScene(delegate: nil)
        let window = UIWindow(windowScene: scene)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.headless.runUntilIdle()
        let label = UILabel()
        root.view.addSubview(label)

        #expect(label.next === root.view)
        #expect(root.view.next === root)
        #expect(root.next === window)
        #expect(window.next === scene)
        #expect(scene.next === UIApplication.shared)
        #expect(UIApplication.shared.next == nil)
        #expect(window.headless.diagnostics.isEmpty)
    }

    @Test func aWindowMovedToAnotherSceneLeavesTheOldOne() {
        let first = UIApplication.shared.headless.connectScene(delegate: nil)
        let second = UIApplication.shared.headless.connectScene(delegate: nil)
        let window = UIWindow(windowScene: first)
        #expect(first.windows == [window])
        window.windowScene = second
        #expect(first.windows.isEmpty)
        #expect(second.windows == [window])
        #expect(window.headless.runLoop === second.headless.runLoop)
        window.windowScene = nil
        #expect(second.windows.isEmpty)
    }

    @Test func springAndViewTransitionsCompleteAfterTheirDuration() {
        let stage = Stage()
        let a = stage.controller("A")
        stage.show(a)
        UIView.animate(
            withDuration: 0.3, delay: 0.1, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
            animations: { a.view.alpha = 0.5 }, completion: stage.completionFlag("spring"))
        UIView.transition(
            with: a.view, duration: 0.2, options: [.transitionFlipFromLeft, .repeat],
            animations: nil, completion: stage.completionFlag("flip"))
        #expect(a.view.alpha == 0.5)
        stage.runUntilIdle()
        stage.expectTrace(["0.200 flip true", "0.400 spring true"])
    }
}

extension Stage {
    /// An animation completion that records `name` and its flag.
    fileprivate func completionFlag(_ name: String) -> (Bool) -> Void {
        { finished in self.trace.record("\(name) \(finished)") }
    }
}
