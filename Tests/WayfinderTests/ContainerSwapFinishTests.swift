import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// A child swapped out by ``ContainerViewController/show(child:duration:)`` finishes as one
/// the navigator unembeds: once, by `.code`.
@MainActor
@Suite(.navigationChecked) struct ContainerSwapFinishTests {
    @Test(arguments: [0, 0.3])
    func showChildFinishesTheOutgoingChildOnceByCode(duration: Double) {
        let (app, container) = showingFirst()
        let second = app.screen("Second")
        container.show(child: second, duration: duration)
        app.runUntilIdle()
        #expect(app.navigator.topmost === second)
        #expect(container.children == [second])

        // Later quiet moments do not report it again.
        do {
            let sheet = app.screen("Sheet")
            app.navigator.present(sheet)
            app.runUntilIdle()
            app.navigator.dismiss(sheet)
        }
        app.runUntilIdle()
        let animated = duration > 0
        expectTrace(
            app.trace,
            [
                "First.willMove(toParent: nil)",
                "Second.willMove(toParent: Pages)",
                "Second.viewDidLoad",
                "First.viewWillDisappear(\(animated))",
                "Second.viewWillAppear(\(animated))",
                "Second.viewIsAppearing(\(animated))",
                "First.viewDidDisappear(\(animated))",
                "Second.viewDidAppear(\(animated))",
                "First.didMove(toParent: nil)",
                "Second.didMove(toParent: Pages)",
                "First finished(code)",
                "Sheet.viewDidLoad",
                "Sheet.viewWillAppear(true) [beingPresented]",
                "Sheet.viewIsAppearing(true) [beingPresented]",
                "Sheet.viewDidAppear(true) [beingPresented]",
                "Sheet.viewWillDisappear(true) [beingDismissed]",
                "Sheet.viewDidDisappear(true) [beingDismissed]",
            ])
        #expect(app.diagnostics.isEmpty)
    }

    @Test(arguments: ["removeCurrentChild", "navigator.unembed"])
    func removeCurrentChildFinishesItOnceByCodeAsUnembedDoes(way: String) {
        let (app, container) = showingFirst()
        if way == "removeCurrentChild" {
            container.removeCurrentChild()
        } else if let first = container.currentChild {
            app.navigator.unembed(first)
        }
        app.runUntilIdle()
        #expect(container.children.isEmpty)
        expectTrace(
            app.trace,
            [
                "First.willMove(toParent: nil)",
                "First.viewWillDisappear(false)",
                "First.didMove(toParent: nil)",
                "First finished(code)",
                "First.viewDidDisappear(false)",
            ])
        #expect(app.diagnostics.isEmpty)
    }

    /// A window whose root is a container showing "First", which records its finish.
    private func showingFirst() -> (NavigatorHarness, TracedContainer) {
        let app = NavigatorHarness()
        let trace = app.trace
        let container = TracedContainer("Pages")
        app.leaks.track(container, "Pages")
        do {
            let first = app.screen("First")
            first.onFinish { trace.record("First finished(\($0))") }
            container.show(child: first)
        }
        app.setRoot(container)
        return (app, container)
    }
}
