import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// `previous(of:)` of a page inside a custom container pushed on a stack: the screen the
/// user goes back to, below the container, not the container.
@MainActor
@Suite(.navigationChecked) struct PreviousInsideContainerTests {
    enum Holder: String, CaseIterable, Sendable {
        /// Wayfinder's ``ContainerViewController``.
        case containerViewController
        /// The app's own controller that embeds the page.
        case appContainer
    }

    @Test(arguments: Holder.allCases)
    func previousOfAPageInsideAPushedContainerIsTheScreenBelowIt(holder: Holder) {
        let app = NavigatorHarness()
        let (_, screens) = app.stack("Inbox")
        let inbox = screens[0]
        do {
            // Writes `previous(of: page)` in its viewDidLoad (not in a stack yet: nil) and in
            // its viewWillDisappear while the container is popped.
            let page = PreviousReporter("Page", trace: app.trace)
            app.leaks.track(page, "Page")
            let container: UIViewController
            switch holder {
            case .containerViewController:
                let pages = TracedContainer("Pages")
                app.leaks.track(pages, "Pages")
                pages.show(child: page)
                container = pages
            case .appContainer:
                let pages = app.screen("Pages")
                pages.embed(page)
                container = pages
            }
            app.navigator.push(container)
            app.runUntilIdle()
            #expect(app.navigator.previous(of: page) === inbox)
            #expect(app.navigator.previous(of: container) === inbox)
            app.navigator.pop()
            app.runUntilIdle()
        }
        #expect(app.navigator.previous(of: inbox) == nil)
        switch holder {
        case .containerViewController:
            expectTrace(
                app.trace,
                [
                    "Page.willMove(toParent: Pages)",
                    "Page.viewDidLoad",
                    "Page.previous in viewDidLoad = nil",
                    "Page.didMove(toParent: Pages)",
                    "Inbox.viewWillDisappear(true)",
                    "Page.viewWillAppear(true)",
                    "Page.viewIsAppearing(true)",
                    "Inbox.viewDidDisappear(true)",
                    "Page.viewDidAppear(true)",
                    "Page.viewWillDisappear(true)",
                    "Page.previous in viewWillDisappear = Inbox",
                    "Inbox.viewWillAppear(true)",
                    "Inbox.viewIsAppearing(true)",
                    "Page.viewDidDisappear(true)",
                    "Inbox.viewDidAppear(true)",
                ])
        case .appContainer:
            expectTrace(
                app.trace,
                [
                    "Pages.viewDidLoad",
                    "Page.willMove(toParent: Pages)",
                    "Page.viewDidLoad",
                    "Page.previous in viewDidLoad = nil",
                    "Page.didMove(toParent: Pages)",
                    "Pages.willMove(toParent: nav)",
                    "Inbox.viewWillDisappear(true)",
                    "Pages.viewWillAppear(true) [movingToParent]",
                    "Page.viewWillAppear(true)",
                    "Pages.viewIsAppearing(true) [movingToParent]",
                    "Page.viewIsAppearing(true)",
                    "Inbox.viewDidDisappear(true)",
                    "Pages.viewDidAppear(true) [movingToParent]",
                    "Page.viewDidAppear(true)",
                    "Pages.didMove(toParent: nav)",
                    "Pages.willMove(toParent: nil)",
                    "Pages.viewWillDisappear(true) [movingFromParent]",
                    "Page.viewWillDisappear(true)",
                    "Page.previous in viewWillDisappear = Inbox",
                    "Inbox.viewWillAppear(true)",
                    "Inbox.viewIsAppearing(true)",
                    "Pages.viewDidDisappear(true) [movingFromParent]",
                    "Page.viewDidDisappear(true)",
                    "Pages.didMove(toParent: nil)",
                    "Inbox.viewDidAppear(true)",
                ])
        }
        #expect(app.diagnostics.isEmpty)
    }
}
