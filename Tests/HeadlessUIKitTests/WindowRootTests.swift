import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// Contract §1: the window root.
@MainActor
@Suite struct WindowRootTests {
    @Test func makeKeyAndVisibleSendsNothingAndTheFirstLayoutShowsTheRootOnTheNextTurn() {
        let stage = Stage()
        let a = stage.controller("A")
        let nav = stage.navigation(root: a)
        _ = stage.take()

        stage.window.rootViewController = nav
        stage.expectTrace([])
        stage.window.makeKeyAndVisible()

        stage.expectNothingYet()
        #expect(!nav.isViewLoaded)
        #expect(stage.window.isKeyWindow)
        #expect(nav.viewControllers == [a])
        #expect(stage.window.headless.hasPendingWork)

        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 nav.viewDidLoad",
            "0.000 nav.viewWillAppear(false)",
            "0.000 A.viewDidLoad",
            "0.000 A.viewWillAppear(false) [movingToParent]",
            "0.000 nav.viewIsAppearing(false)",
            "0.000 A.viewIsAppearing(false) [movingToParent]",
            "0.000 nav.viewDidAppear(false)",
            "0.000 A.viewDidAppear(false) [movingToParent]",
        ])
        #expect(!a.isMovingToParent)
        #expect(stage.window.headless.now == 0)
        stage.expectNoDiagnostics()
    }

    @Test func settingTheRootOfAHiddenWindowSendsNothing() {
        let stage = Stage()
        let a = stage.controller("A")

        stage.window.rootViewController = a
        stage.runUntilIdle()

        stage.expectTrace([])
        #expect(!a.isViewLoaded)
        #expect(!stage.window.isKeyWindow)
        stage.expectNoDiagnostics()
    }

    @Test func replacingTheRootMakesTheOldOneDisappearAndTheNewOneAppear() {
        let stage = Stage()
        do {
            let a = stage.controller("A")
            let nav = stage.navigation(root: a)
            stage.show(nav)
        }
        let b = stage.controller("B")

        stage.window.rootViewController = b

        #expect(stage.window.rootViewController === b)
        stage.expectTrace([
            "0.000 nav.viewWillDisappear(false)",
            "0.000 A.viewWillDisappear(false)",
            "0.000 B.viewDidLoad",
            "0.000 B.viewWillAppear(false)",
        ])
        #expect(stage.alive == ["A", "nav", "B"], "the old root lives until its did-callbacks")
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 nav.viewDidDisappear(false)",
            "0.000 A.viewDidDisappear(false)",
            "0.000 B.viewIsAppearing(false)",
            "0.000 B.viewDidAppear(false)",
        ])
        #expect(stage.alive == ["B"])
        stage.expectNoDiagnostics()
    }

    @Test func showingAShownWindowAgainSendsNothing() {
        let stage = Stage()
        let nav = stage.navigation(root: stage.controller("A"))
        stage.show(nav)

        stage.window.makeKeyAndVisible()
        stage.window.isHidden = true
        stage.window.makeKeyAndVisible()
        stage.runUntilIdle()

        stage.expectTrace([])
        #expect(stage.window.isKeyWindow)
        stage.expectNoDiagnostics()
    }
}
