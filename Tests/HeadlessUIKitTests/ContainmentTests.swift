import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// Contract §8: custom containers (seed 001).
@MainActor
@Suite struct ContainmentTests {
    private func container(
        _ stage: Stage, _ name: String = "P", forwards: Bool = true
    ) -> TracedContainer {
        let container = TracedContainer(name, trace: stage.trace, forwardsAppearance: forwards)
        stage.leaks.track(container, name)
        return container
    }

    @Test func addingAChildToAContainerOnScreenSendsWillAtOnceAndDidNextTurn() {
        let stage = Stage()
        let parent = container(stage)
        stage.show(parent)
        let child = stage.controller("C")

        parent.addChild(child)
        #expect(child.parent === parent)
        #expect(parent.children == [child])
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)

        stage.expectTrace([
            "0.000 C.willMove(toParent: P)",
            "0.000 C.viewDidLoad",
            "0.000 C.viewWillAppear(false)",
            "0.000 C.didMove(toParent: P)",
        ])
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 C.viewIsAppearing(false)",
            "0.000 C.viewDidAppear(false)",
        ])
        stage.expectNoDiagnostics()
    }

    @Test func removingAChildSendsWillAtOnceAndDidNextTurnThenReleasesIt() {
        let stage = Stage()
        let parent = container(stage)
        stage.show(parent)
        parent.addTracedChild(stage.controller("C"))
        stage.runUntilIdle()
        _ = stage.take()

        parent.removeTracedChild(stage.screen("C"))

        #expect(parent.children == [])
        stage.expectTrace([
            "0.000 C.willMove(toParent: nil)",
            "0.000 C.viewWillDisappear(false)",
            "0.000 C.didMove(toParent: nil)",
        ])
        #expect(stage.alive == ["P", "C"])
        stage.runUntilIdle()
        stage.expectTrace(["0.000 C.viewDidDisappear(false)"])
        #expect(stage.alive == ["P"])
        stage.expectNoDiagnostics()
    }

    @Test func aForwardingContainerPassesItsAppearanceToItsChildrenAfterItself() {
        let stage = Stage()
        let parent = container(stage)
        parent.addTracedChild(stage.controller("C"))
        _ = stage.take()

        stage.window.rootViewController = parent
        stage.window.makeKeyAndVisible()
        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 P.viewWillAppear(false)",
            "0.000 C.viewWillAppear(false)",
            "0.000 P.viewIsAppearing(false)",
            "0.000 C.viewIsAppearing(false)",
            "0.000 P.viewDidAppear(false)",
            "0.000 C.viewDidAppear(false)",
        ])

        stage.window.rootViewController = nil
        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 P.viewWillDisappear(false)",
            "0.000 C.viewWillDisappear(false)",
            "0.000 P.viewDidDisappear(false)",
            "0.000 C.viewDidDisappear(false)",
        ])
        stage.expectNoDiagnostics()
    }

    @Test func aManualContainerDrivesItsChildAndTheChildsDescendants() {
        let stage = Stage()
        let parent = container(stage, forwards: false)
        let child = container(stage, "C")
        child.addTracedChild(stage.controller("G"))
        parent.addTracedChild(child)
        _ = stage.take()

        stage.window.rootViewController = parent
        stage.window.makeKeyAndVisible()
        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 P.viewWillAppear(false)",
            "0.000 C.viewWillAppear(false)",
            "0.000 G.viewWillAppear(false)",
            "0.000 P.viewIsAppearing(false)",
            "0.000 C.viewIsAppearing(false)",
            "0.000 G.viewIsAppearing(false)",
            "0.000 P.viewDidAppear(false)",
            "0.000 C.viewDidAppear(false)",
            "0.000 G.viewDidAppear(false)",
        ])

        stage.window.rootViewController = nil
        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 P.viewWillDisappear(false)",
            "0.000 C.viewWillDisappear(false)",
            "0.000 G.viewWillDisappear(false)",
            "0.000 P.viewDidDisappear(false)",
            "0.000 C.viewDidDisappear(false)",
            "0.000 G.viewDidDisappear(false)",
        ])
        stage.expectNoDiagnostics()
    }

    @Test func aManualContainerChildGetsNothingFromBeingAddedToTheWindow() {
        let stage = Stage()
        let parent = container(stage, forwards: false)
        stage.show(parent)
        let child = stage.controller("C")

        parent.addTracedChild(child)
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 C.willMove(toParent: P)",
            "0.000 C.viewDidLoad",
            "0.000 C.didMove(toParent: P)",
        ])

        child.beginAppearanceTransition(true, animated: true)
        stage.expectTrace(["0.000 C.viewWillAppear(true)"])
        child.endAppearanceTransition()
        stage.expectTrace([
            "0.000 C.viewIsAppearing(true)",
            "0.000 C.viewDidAppear(true)",
        ])
        stage.runUntilIdle()
        stage.expectTrace([])
        stage.expectNoDiagnostics()
    }

    @Test func unbalancedBeginAndEndAreRecordedAndIgnored() {
        let stage = Stage()
        let parent = container(stage, forwards: false)
        stage.show(parent)
        let child = stage.controller("C")
        parent.addTracedChild(child)
        stage.runUntilIdle()
        _ = stage.take()

        child.endAppearanceTransition()
        child.beginAppearanceTransition(true, animated: false)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        stage.runUntilIdle()

        let unbalanced =
            #"Unbalanced calls to begin/end appearance transitions for <ProbedViewController "C">."#
        expectNoDifference(stage.diagnostics, [unbalanced, unbalanced])
        stage.expectTrace([
            "0.000 C.viewWillAppear(false)",
            "0.000 C.viewIsAppearing(false)",
            "0.000 C.viewDidAppear(false)",
        ])
    }

    @Test func transitionBetweenChildrenRunsTheirCallbacksInPushOrder() {
        let stage = Stage()
        let parent = container(stage)
        stage.show(parent)
        parent.addTracedChild(stage.controller("C1"))
        stage.runUntilIdle()
        _ = stage.take()
        let new = stage.controller("C2")

        stage.screen("C1").willMove(toParent: nil)
        parent.addChild(new)
        parent.transition(
            from: stage.screen("C1"), to: new, duration: 0.3, options: [],
            animations: { stage.trace.record("animations") },
            completion: { finished in
                stage.trace.record("completion(\(finished))")
                stage.screen("C1").removeFromParent()
                new.didMove(toParent: parent)
            })

        stage.expectTrace([
            "0.000 C1.willMove(toParent: nil)",
            "0.000 C2.willMove(toParent: P)",
            "0.000 C2.viewDidLoad",
            "0.000 C1.viewWillDisappear(true)",
            "0.000 C2.viewWillAppear(true)",
            "0.000 C2.viewIsAppearing(true)",
            "0.000 animations",
        ])
        stage.advance(by: 0.29)
        stage.expectNothingYet()
        stage.runUntilIdle()
        stage.expectTrace([
            "0.300 C1.viewDidDisappear(true)",
            "0.300 C2.viewDidAppear(true)",
            "0.300 completion(true)",
            "0.300 C1.didMove(toParent: nil)",
            "0.300 C2.didMove(toParent: P)",
        ])
        #expect(parent.children == [new])
        #expect(stage.alive == ["P", "C2"])
        stage.expectNoDiagnostics()
    }

    @Test func transitionBetweenControllersThatAreNotChildrenIsRecordedAndDoesNothing() {
        let stage = Stage()
        let parent = container(stage)
        stage.show(parent)
        parent.addTracedChild(stage.controller("C1"))
        stage.runUntilIdle()
        _ = stage.take()
        let stranger = stage.controller("X")

        parent.transition(
            from: stage.screen("C1"), to: stranger, duration: 0.3,
            animations: { stage.trace.record("animations") },
            completion: { _ in stage.trace.record("completion") })
        stage.runUntilIdle()

        expectNoDifference(
            stage.diagnostics,
            [
                "*** NSInvalidArgumentException: "
                    + #"Children view controllers <ProbedViewController "C1"> and"#
                    + #" <ProbedViewController "X"> must have a common parent view controller"#
                    + " when calling -[UIViewController transitionFromViewController:"
                    + "toViewController:duration:options:animations:completion:]"
            ])
        stage.expectTrace([])
        #expect(!stranger.isViewLoaded)
    }

    @Test func transitionOnAContainerThatForwardsAppearanceByHandIsAnExceptionAndDoesNothing() {
        let stage = Stage()
        let parent = container(stage, forwards: false)
        parent.addTracedChild(stage.controller("C1"))
        stage.show(parent)
        let next = stage.controller("C2")
        parent.addChild(next)
        _ = stage.take()

        parent.transition(
            from: stage.screen("C1"), to: next, duration: 0.3,
            animations: { stage.trace.record("animations") },
            completion: { _ in stage.trace.record("completion") })
        stage.runUntilIdle()

        stage.expectTrace([])
        #expect(!next.isViewLoaded)
        #expect(stage.screen("C1").view.superview === parent.view)
        expectNoDifference(
            stage.window.headless.exceptions.map(\.kind),
            [.exception(name: "NSInvalidArgumentException")])
        #expect(
            stage.diagnostics.first?.hasPrefix(
                "*** NSInvalidArgumentException: -[UIViewController"
                    + " transitionFromViewController:toViewController:") == true)
    }
}
