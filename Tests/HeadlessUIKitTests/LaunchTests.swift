import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// Contract §1.3: what changed the hierarchy in the launch turn (before the window's first
/// layout) is in place at that layout and appears without a transition (iOS 18.2 consoles in
/// VAndrJ/awesome-apple-bugs, `Bugs/LifeCyclePushedViewController`).
@MainActor
@Suite struct LaunchTests {
    @Test(arguments: [true, false])
    func pushInTheLaunchTurnShowsOnlyThePushedScreenAndNeverLoadsTheRoot(animated: Bool) {
        let stage = Stage()
        do {
            let root = stage.controller("Root")
            let nav = stage.navigation(root: root)
            stage.window.rootViewController = nav
            stage.window.makeKeyAndVisible()
            nav.pushViewController(stage.controller("Pushed"), animated: animated)
            _ = stage.take()
        }
        let nav = stage.window.rootViewController as? UINavigationController

        stage.runUntilIdle()

        stage.expectTrace(
            // Without animation the push applied inside the call, off-window.
            (animated
                ? ["0.000 Pushed.willMove(toParent: nav)", "0.000 Pushed.didMove(toParent: nav)"]
                : []) + [
                    "0.000 nav.viewDidLoad",
                    "0.000 nav.viewWillAppear(false)",
                    "0.000 Pushed.viewDidLoad",
                    "0.000 Pushed.viewWillAppear(false) [movingToParent]",
                    "0.000 nav.viewIsAppearing(false)",
                    "0.000 Pushed.viewIsAppearing(false) [movingToParent]",
                    "0.000 nav.viewDidAppear(false)",
                    "0.000 Pushed.viewDidAppear(false) [movingToParent]",
                ])
        #expect(!stage.screen("Root").isViewLoaded, "the root is never loaded")
        #expect(nav?.viewControllers == [stage.screen("Root"), stage.screen("Pushed")])
        #expect(nav?.transitionCoordinator == nil)
        stage.expectNoDiagnostics()

        // Going back loads the root, which appears for the first time.
        nav?.popViewController(animated: true)
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 Pushed.willMove(toParent: nil)",
            "0.000 Root.viewDidLoad",
            "0.000 Pushed.viewWillDisappear(true) [movingFromParent]",
            "0.000 Root.viewWillAppear(true)",
            "0.000 Root.viewIsAppearing(true)",
            "0.350 Pushed.viewDidDisappear(true) [movingFromParent]",
            "0.350 Pushed.didMove(toParent: nil)",
            "0.350 Root.viewDidAppear(true)",
        ])
        #expect(stage.alive == ["Root", "nav"])
        stage.expectNoDiagnostics()
    }

    @Test func fullScreenPresentationInTheLaunchTurnShowsOnlyThePresentedScreen() {
        let stage = Stage()
        let root = stage.controller("Root")
        do {
            let presented = stage.controller("B")
            presented.modalPresentationStyle = .fullScreen
            stage.window.rootViewController = root
            stage.window.makeKeyAndVisible()
            root.present(presented, animated: true, completion: stage.completion("presented"))
            #expect(root.presentedViewController === presented)
            #expect(presented.presentingViewController === root)
        }
        stage.expectNothingYet()

        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 B.viewDidLoad",
            "0.000 B.viewWillAppear(false) [beingPresented]",
            "0.000 B.viewIsAppearing(false) [beingPresented]",
            "0.000 B.viewDidAppear(false) [beingPresented]",
            "0.000 presented",
        ])
        #expect(!root.isViewLoaded, "the covered root is never loaded")
        stage.expectNoDiagnostics()

        // Dismissing it loads the root, which appears for the first time.
        stage.screen("B").dismiss(animated: true, completion: stage.completion("dismissed"))
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 B.viewWillDisappear(true) [beingDismissed]",
            "0.000 Root.viewDidLoad",
            "0.000 Root.viewWillAppear(true)",
            "0.000 Root.viewIsAppearing(true)",
            "0.500 Root.viewDidAppear(true)",
            "0.500 B.viewDidDisappear(true) [beingDismissed]",
            "0.500 dismissed",
        ])
        #expect(root.presentedViewController == nil)
        #expect(stage.alive == ["Root"])
        stage.expectNoDiagnostics()
    }

    @Test func sheetInTheLaunchTurnShowsTheRootThenTheSheet() {
        let stage = Stage()
        let root = stage.controller("Root")
        stage.window.rootViewController = root
        stage.window.makeKeyAndVisible()
        root.present(stage.controller("Sheet"), animated: true)
        stage.expectNothingYet()

        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 Root.viewDidLoad",
            "0.000 Root.viewWillAppear(false)",
            "0.000 Sheet.viewDidLoad",
            "0.000 Sheet.viewWillAppear(false) [beingPresented]",
            "0.000 Root.viewIsAppearing(false)",
            "0.000 Sheet.viewIsAppearing(false) [beingPresented]",
            "0.000 Root.viewDidAppear(false)",
            "0.000 Sheet.viewDidAppear(false) [beingPresented]",
        ])
        #expect(root.presentedViewController === stage.screen("Sheet"))
        stage.expectNoDiagnostics()
    }

    @Test func settingAnotherRootInTheLaunchTurnShowsOnlyTheLastOne() {
        let stage = Stage()
        stage.window.rootViewController = stage.controller("First")
        stage.window.makeKeyAndVisible()
        stage.window.rootViewController = stage.controller("Second")

        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 Second.viewDidLoad",
            "0.000 Second.viewWillAppear(false)",
            "0.000 Second.viewIsAppearing(false)",
            "0.000 Second.viewDidAppear(false)",
        ])
        #expect(stage.alive == ["Second"])
        stage.expectNoDiagnostics()
    }

    @Test func animatedPushOnANavigationControllerNotInAWindowAppliesOnTheNextTurn() {
        let stage = Stage()
        let nav = stage.navigation(root: stage.controller("A"))
        stage.window.rootViewController = nav
        let pushed = stage.controller("B")
        _ = stage.take()

        nav.pushViewController(pushed, animated: true)

        #expect(nav.viewControllers == [stage.screen("A")], "applied on the next turn")
        stage.expectNothingYet()
        stage.runUntilIdle()
        #expect(nav.viewControllers == [stage.screen("A"), pushed])
        stage.expectTrace([
            "0.000 B.willMove(toParent: nav)",
            "0.000 B.didMove(toParent: nav)",
        ])

        nav.pushViewController(stage.controller("C"), animated: false)
        #expect(nav.viewControllers.count == 3, "a push without animation applies at once")
        stage.expectNoDiagnostics()
    }

    @Test func onIOS17TheRootStartsAppearingAndThePushReplacesItAtOnce() {
        let scene = UIApplication.shared.headless.connectScene(delegate: nil)
        scene.headless.iOSVersion = .iOS17
        let stage = Stage(scene: scene)
        do {
            let nav = stage.navigation(root: stage.controller("Root"))
            stage.window.rootViewController = nav
            stage.window.makeKeyAndVisible()
            nav.pushViewController(stage.controller("Pushed"), animated: true)
            _ = stage.take()
        }

        stage.runUntilIdle()

        // The iOS 17.4 console of VAndrJ/awesome-apple-bugs' LifeCyclePushedViewController,
        // with the navigation controller's own callbacks and the containment calls added.
        stage.expectTrace([
            "0.000 nav.viewDidLoad",
            "0.000 nav.viewWillAppear(false)",
            "0.000 Root.viewDidLoad",
            "0.000 Root.viewWillAppear(false) [movingToParent]",
            "0.000 nav.viewIsAppearing(false)",
            "0.000 Root.viewIsAppearing(false) [movingToParent]",
            "0.000 Pushed.willMove(toParent: nav)",
            "0.000 Pushed.viewDidLoad",
            "0.000 Root.viewWillDisappear(false)",
            "0.000 Pushed.viewWillAppear(false) [movingToParent]",
            "0.000 Root.viewDidDisappear(false)",
            "0.000 Pushed.viewIsAppearing(false) [movingToParent]",
            "0.000 Pushed.viewDidAppear(false) [movingToParent]",
            "0.000 Pushed.didMove(toParent: nav)",
            "0.000 nav.viewDidAppear(false)",
        ])
        let nav = stage.window.rootViewController as? UINavigationController
        #expect(nav?.viewControllers == [stage.screen("Root"), stage.screen("Pushed")])
        stage.expectNoDiagnostics()

        nav?.popViewController(animated: false)
        stage.runUntilIdle()
        #expect(stage.alive == ["Root", "nav"])
        withExtendedLifetime(scene) {}
    }

    @Test func tabSelectedInTheLaunchTurnIsTheOnlyTabThatAppears() {
        let stage = Stage()
        let tabBar = TracedTabBarController(
            trace: stage.trace, tabs: [stage.controller("T1"), stage.controller("T2")])
        stage.leaks.track(tabBar, "tabs")
        _ = stage.take()
        stage.window.rootViewController = tabBar
        stage.window.makeKeyAndVisible()
        tabBar.selectedIndex = 1
        stage.expectNothingYet()

        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 tabs.viewWillAppear(false)",
            "0.000 T2.viewDidLoad",
            "0.000 T2.viewWillAppear(false)",
            "0.000 tabs.viewIsAppearing(false)",
            "0.000 T2.viewIsAppearing(false)",
            "0.000 tabs.viewDidAppear(false)",
            "0.000 T2.viewDidAppear(false)",
        ])
        #expect(!stage.screen("T1").isViewLoaded)
        stage.expectNoDiagnostics()
    }

    @Test func animatedPushOnANavigationControllerInNoWindowAppliesOnTheNextTurn() {
        let stage = Stage()
        let nav = stage.navigation(root: stage.controller("A"))
        let pushed = stage.controller("B")
        _ = stage.take()

        nav.pushViewController(pushed, animated: true)

        #expect(nav.viewControllers == [stage.screen("A")], "masilotti.com: turn the loop first")
        #expect(pushed.parent == nil)
        stage.runUntilIdle()
        #expect(nav.viewControllers == [stage.screen("A"), pushed])
        stage.expectTrace([
            "0.000 B.willMove(toParent: nav)",
            "0.000 B.didMove(toParent: nav)",
        ])
        stage.expectNoDiagnostics()
    }
}
