import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// `UIApplication.keyWindow` is deprecated; reading it through a protocol requirement keeps
/// the test free of deprecation warnings while still checking that it works.
@MainActor
private protocol LegacyKeyWindow {
    var keyWindow: UIWindow? { get }
}

extension UIApplication: LegacyKeyWindow {}

/// Contract §9 (and §10's scenes): queries.
@MainActor
@Suite struct QueriesTests {
    @Test func visibleViewControllerIsTheTopOfThePresentedChainElseTheTopOfTheStack() {
        let stage = Stage()
        let nav = stage.showStack("A", "B")
        #expect(nav.visibleViewController === stage.screen("B"))

        let c = stage.controller("C")
        stage.screen("B").present(c, animated: true)
        #expect(nav.visibleViewController === c)
        stage.runUntilIdle()
        let d = stage.controller("D")
        c.present(d, animated: true)
        stage.runUntilIdle()

        #expect(nav.visibleViewController === d)
        #expect(nav.topViewController === stage.screen("B"))
        stage.expectNoDiagnostics()
    }

    @Test func presentedViewControllerAskedOfAChildAnswersForItsAncestor() {
        let stage = Stage()
        let nav = stage.showStack("A", "B")
        let c = stage.controller("C")

        stage.screen("B").present(c, animated: false)

        #expect(stage.screen("A").presentedViewController === c)
        #expect(stage.screen("B").presentedViewController === c)
        #expect(nav.presentedViewController === c)
        #expect(c.presentingViewController === nav)
        #expect(stage.screen("A").presentingViewController == nil)
        stage.runUntilIdle()
        stage.expectNoDiagnostics()
    }

    @Test func theKeyWindowIsTheOneLastMadeKeyAndScenesListTheirWindows() {
        let scene = UIApplication.shared.headless.connectScene(delegate: nil)
        let first = Stage(scene: scene)
        let second = Stage(scene: scene)
        first.show(first.controller("A"))
        second.show(second.controller("B"))

        #expect(UIApplication.shared.connectedScenes.contains(scene))
        #expect(scene.windows == [first.window, second.window])
        #expect(scene.keyWindow === second.window)
        #expect(second.window.isKeyWindow)
        #expect(!first.window.isKeyWindow)
        #expect((UIApplication.shared as any LegacyKeyWindow).keyWindow === second.window)

        first.window.makeKeyAndVisible()

        #expect(scene.keyWindow === first.window)
        #expect(first.window.isKeyWindow)
        #expect(!second.window.isKeyWindow)
        #expect((UIApplication.shared as any LegacyKeyWindow).keyWindow === first.window)
    }

    @Test func windowsOfOneSceneShareItsRunLoop() {
        let scene = UIApplication.shared.headless.connectScene(delegate: nil)
        let first = Stage(scene: scene)
        let second = Stage(scene: scene)

        #expect(first.window.headless.runLoop === second.window.headless.runLoop)
        #expect(first.window.headless.runLoop === scene.headless.runLoop)
    }

    @Test func separateScenesHaveSeparateClocksAndDiagnostics() {
        let left = Stage()
        let right = Stage()
        let leftNav = left.showStack("A")
        let rightNav = right.showStack("A")
        #expect(left.window.windowScene !== right.window.windowScene)
        #expect(UIApplication.shared.connectedScenes.contains(left.window.windowScene!))
        #expect(UIApplication.shared.connectedScenes.contains(right.window.windowScene!))

        leftNav.pushViewController(left.controller("B"), animated: true)
        rightNav.pushViewController(right.controller("B"), animated: true)
        rightNav.pushViewController(right.screen("B"), animated: true)
        left.runUntilIdle()

        #expect(left.window.headless.now == 0.35)
        #expect(right.window.headless.now == 0)
        left.expectTrace([
            "0.000 B.willMove(toParent: nav)",
            "0.000 B.viewDidLoad",
            "0.000 A.viewWillDisappear(true)",
            "0.000 B.viewWillAppear(true) [movingToParent]",
            "0.000 B.viewIsAppearing(true) [movingToParent]",
            "0.350 A.viewDidDisappear(true)",
            "0.350 B.viewDidAppear(true) [movingToParent]",
            "0.350 B.didMove(toParent: nav)",
        ])
        right.expectTrace(["0.000 B.willMove(toParent: nav)"])
        left.expectNoDiagnostics()
        expectNoDifference(
            right.diagnostics,
            [
                #"*** NSInvalidArgumentException: <TracedNavigationController "nav"> is"#
                    + #" pushing the same view controller instance (<ProbedViewController "B">)"#
                    + " more than once which is not supported and is most likely an error in"
                    + #" the application : <ProbedViewController "B">"#
            ])
    }
}
