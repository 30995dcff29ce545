import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Seed 001: a custom container that gets containment and appearance forwarding right.
@MainActor
@Suite(.navigationChecked) struct Seed001ContainmentTests {
    @Test func embedAddsChildThenViewThenDidMoveAndForwardsAppearance() {
        let app = NavigatorHarness()
        let container = TracedContainer("box")
        app.setRoot(container)
        do {
            let a = app.screen("A")
            let transition = app.navigator.embed(a, in: container)
            #expect(transition.settlement == .completed)
            #expect(container.children == [a])
            expectTrace(
                app.trace,
                [
                    "A.willMove(toParent: box)",
                    "A.viewDidLoad",
                    "A.viewWillAppear(false)",
                    "A.didMove(toParent: box)",
                ])
            app.runUntilIdle()
            #expect(
                app.trace.lines.suffix(2) == ["A.viewIsAppearing(false)", "A.viewDidAppear(false)"])
            app.trace.clear()

            app.navigator.unembed(a)
        }
        app.runUntilIdle()
        expectTrace(
            app.trace,
            [
                "A.willMove(toParent: nil)",
                "A.viewWillDisappear(false)",
                "A.didMove(toParent: nil)",
                "A.viewDidDisappear(false)",
            ])
        #expect(container.children.isEmpty)
        #expect(app.diagnostics.isEmpty)
        expectReleased(app.leaks, ["A"])
    }

    @Test func manualForwardingDrivesBeginAndEndAppearanceTransitions() {
        let app = NavigatorHarness()
        let container = ManualContainer("box")
        app.setRoot(container)
        container.show(child: app.screen("A"))
        expectTrace(
            app.trace,
            [
                "A.willMove(toParent: box)",
                "A.viewDidLoad",
                "A.viewWillAppear(false)",
                "A.viewIsAppearing(false)",
                "A.viewDidAppear(false)",
                "A.didMove(toParent: box)",
            ])
        app.runUntilIdle()
        app.trace.clear()

        container.currentChild?.close()
        app.runUntilIdle()
        expectTrace(
            app.trace,
            [
                "A.willMove(toParent: nil)",
                "A.viewWillDisappear(false)",
                "A.viewDidDisappear(false)",
                "A.didMove(toParent: nil)",
            ])
        #expect(app.diagnostics.isEmpty)
        expectReleased(app.leaks, ["A"])
    }

    @Test func manualContainerForwardsItsOwnAppearanceToTheChild() {
        let app = NavigatorHarness()
        let container = ManualContainer("box")
        let a = app.screen("A")
        container.show(child: a)
        app.setRoot(container)
        app.trace.clear()

        let cover = app.screen("Cover")
        cover.modalPresentationStyle = .fullScreen
        app.navigator.present(cover, animated: false)
        app.runUntilIdle()
        #expect(app.trace.lines.contains("A.viewWillDisappear(false)"))
        #expect(app.trace.lines.contains("A.viewDidDisappear(false)"))
        #expect(app.diagnostics.isEmpty)
    }

    @Test func swapSendsAppearanceInPushOrderAndContainmentAroundIt() {
        let app = NavigatorHarness()
        let container = TracedContainer("box")
        container.show(child: app.screen("A"))
        app.setRoot(container)
        let b = app.screen("B")

        container.show(child: b, duration: 0.3)
        app.advance(by: 0.2)
        #expect(!app.trace.lines.contains("A.viewDidDisappear(true)"))
        app.runUntilIdle()
        expectTrace(
            app.trace,
            [
                "A.willMove(toParent: nil)",
                "B.willMove(toParent: box)",
                "B.viewDidLoad",
                "A.viewWillDisappear(true)",
                "B.viewWillAppear(true)",
                "B.viewIsAppearing(true)",
                "A.viewDidDisappear(true)",
                "B.viewDidAppear(true)",
                "A.didMove(toParent: nil)",
                "B.didMove(toParent: box)",
            ])
        #expect(container.children == [b])
        #expect(app.navigator.topmost === b)
        #expect(app.diagnostics.isEmpty)
        expectReleased(app.leaks, ["A"])
    }
}
