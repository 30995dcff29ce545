import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// A synthetic suite of 1,000 small navigation tests, the kind an app built on Wayfinder
/// writes by the hundred: each makes a window, runs one navigation (push, pop, present,
/// dismiss, swipe back), turns the run loop until idle, checks the whole callback trace and
/// that the screen that left was released. It keeps the cost of such a suite in view: the
/// goal is under one second of test time in a debug build (see docs/NOTES.md).
@MainActor
@Suite(.navigationChecked) struct SyntheticSuiteTests {
    enum Navigation: CaseIterable {
        case push, pop, present, dismiss, swipeBack
    }

    @Test(arguments: 0..<1_000)
    func oneSmallNavigationTest(_ index: Int) {
        let navigation = Navigation.allCases[index % Navigation.allCases.count]
        let app = NavigatorHarness()
        switch navigation {
        case .push:
            _ = app.stack("A")
            app.navigator.push(app.screen("B"))
        case .pop:
            _ = app.stack("A", "B")
            app.navigator.pop()
        case .present:
            _ = app.stack("A")
            app.navigator.present(app.screen("S"))
        case .dismiss:
            let (nav, _) = app.stack("A")
            app.navigator.present(app.screen("S"))
            app.runUntilIdle()
            app.trace.clear()
            if let sheet = nav.presentedViewController { app.navigator.dismiss(sheet) }
        case .swipeBack:
            let (nav, _) = app.stack("A", "B")
            let swipe = nav.headless.beginInteractivePop()
            swipe.update(progress: 0.6)
            swipe.finish()
        }
        app.runUntilIdle()
        expectTrace(app.trace, Self.expectedTrace[navigation] ?? [])
    }

    static let popTrace = [
        "B.willMove(toParent: nil)",
        "B.viewWillDisappear(true) [movingFromParent]",
        "A.viewWillAppear(true)",
        "A.viewIsAppearing(true)",
        "B.viewDidDisappear(true) [movingFromParent]",
        "B.didMove(toParent: nil)",
        "A.viewDidAppear(true)",
    ]

    static let expectedTrace: [Navigation: [String]] = [
        .push: [
            "B.willMove(toParent: nav)",
            "B.viewDidLoad",
            "A.viewWillDisappear(true)",
            "B.viewWillAppear(true) [movingToParent]",
            "B.viewIsAppearing(true) [movingToParent]",
            "A.viewDidDisappear(true)",
            "B.viewDidAppear(true) [movingToParent]",
            "B.didMove(toParent: nav)",
        ],
        .pop: popTrace,
        .present: [
            "S.viewDidLoad",
            "S.viewWillAppear(true) [beingPresented]",
            "S.viewIsAppearing(true) [beingPresented]",
            "S.viewDidAppear(true) [beingPresented]",
        ],
        .dismiss: [
            "S.viewWillDisappear(true) [beingDismissed]",
            "S.viewDidDisappear(true) [beingDismissed]",
        ],
        .swipeBack: popTrace,
    ]
}
