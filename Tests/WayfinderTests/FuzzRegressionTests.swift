import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderFuzzing
import WayfinderTesting

/// Bugs the fuzzer found, each pinned by the smallest sequence that showed it.
@MainActor
@Suite(.navigationChecked) struct FuzzRegressionTests {
    /// Found by `wayfinder fuzz`: a full-screen presentation takes the window's root out of
    /// the window, so `present(root)` passed the "already shown" check and presented the root
    /// on its own presented screen, a presentation cycle that made every hierarchy walk endless.
    @Test func presentingTheWindowRootCoveredByAFullScreenPresentationFails() {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A")
        let cover = app.screen("Cover")
        cover.modalPresentationStyle = .fullScreen
        app.navigator.present(cover)
        app.runUntilIdle()

        let again = app.navigator.present(nav)
        app.runUntilIdle()

        #expect(again.settlement?.isFailed == true)
        #expect(nav.presentingViewController == nil)
        #expect(cover.presentedViewController == nil)
        #expect(app.diagnostics.isEmpty)
    }

    /// Found by `wayfinder fuzz`: when nothing but UIKit held a screen, and a command went on
    /// after it left (`perform { dismissAll; push }`), UIKit released it before the navigator's
    /// next quiet moment, and its `onFinish` and awaited outcome were never delivered.
    @Test func aScreenReleasedBeforeTheRunEndsStillFinishes() {
        let app = NavigatorHarness()
        _ = app.stack("A")
        var finished: [ClosedBy] = []
        var outcomes: [Outcome<String>] = []
        weak var weakSheet: ColorPicker?
        do {
            let sheet = ColorPicker("Sheet", trace: app.trace)
            weakSheet = sheet
            sheet.onFinish { finished.append($0) }
            app.navigator.present(sheet, animated: false) { outcomes.append($0) }
        }
        app.runUntilIdle()
        app.navigator.perform { batch in
            batch.dismissAll()
            batch.push(app.screen("B"))
        }
        app.runUntilIdle()

        #expect(weakSheet == nil)
        #expect(finished == [.code])
        #expect(outcomes == [.closed(.code)])
        #expect(app.diagnostics.isEmpty)
    }

    /// Found by `wayfinder fuzz`: a command issued while the user swiped a sheet down ran
    /// from the end of the swipe's transition, before the presentation controller's
    /// `didDismiss`, so the sheet finished as `.code` and stayed in the navigator's list of
    /// screens being dismissed; `topmost` then skipped it (or whatever later took its
    /// address), and the next presentation went to a presenter that was already presenting.
    @Test func aSheetSwipedDownWhileACommandWaitsFinishesBySwipeAndCanBeShownAgain() {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A")
        let sheet = app.screen("Sheet")
        var finished: [ClosedBy] = []
        sheet.onFinish { finished.append($0) }
        app.navigator.present(sheet)
        app.runUntilIdle()

        let drag = sheet.headless.beginInteractiveDismiss()
        let pop = app.navigator.pop()
        drag.finish()
        app.runUntilIdle()
        #expect(pop.settlement?.isFailed == true)
        #expect(finished == [.swipeDown])

        app.navigator.present(sheet)
        app.runUntilIdle()
        let next = app.screen("Next")
        app.navigator.present(next)
        app.runUntilIdle()
        #expect(next.presentingViewController === sheet)
        #expect(nav.presentedViewController === sheet)
        #expect(app.diagnostics.isEmpty)
    }

    /// Found by `wayfinder fuzz`: a screen that left and was shown again stayed in the
    /// navigator's list of screens that recently left, so dismissing or closing it settled
    /// `.superseded` ("it already left") instead of doing its job or failing.
    @Test func aScreenShownAgainIsNoLongerTreatedAsGone() {
        let app = NavigatorHarness()
        let (nav, screens) = app.stack("A", "B")
        let b = screens[1]
        app.navigator.pop()
        app.runUntilIdle()
        app.navigator.setStack([screens[0], b])
        app.runUntilIdle()

        let dismiss = app.navigator.dismiss(b)
        let close = app.navigator.close(b)
        app.runUntilIdle()

        #expect(dismiss.settlement?.isFailed == true)
        #expect(close.settlement == .completed)
        #expect(nav.viewControllers.map(\.title) == ["A"])
        #expect(app.diagnostics.isEmpty)
    }

    /// Found by `wayfinder fuzz`: a pop that app code started but UIKit has not begun
    /// animating looked quiet to the navigator, so a command issued in the same turn
    /// finished the popped screen with `.code` while it was still on screen. Fixed twice
    /// over: HeadlessUIKit, like UIKit, has the transition coordinator right after an
    /// animated pop (so the navigator waits), and the navigator never counts a screen whose
    /// view is still in the window as gone (for a pop without animation).
    @Test(arguments: [true, false])
    func aCommandInTheSameTurnAsADirectPopWaitsForThePop(_ animated: Bool) {
        let app = NavigatorHarness()
        let (nav, screens) = app.stack("A", "B")
        var finished: [(ClosedBy, Bool)] = []
        screens[1].onFinish { [weak b = screens[1]] cause in
            finished.append((cause, b?.viewIfLoaded?.window == nil))
        }
        _ = consume screens
        nav.popViewController(animated: animated)
        app.navigator.selectTab(0)
        app.runUntilIdle()
        #expect(finished.map(\.0) == [.backButton])
        #expect(finished.map(\.1) == [true])
        #expect(app.diagnostics.isEmpty)
    }

    /// Found by `wayfinder fuzz --seed 1` (sequence 733): a `setStack` that keeps the count of
    /// covered screens plus one and the two highest covered screens looked like a push to the
    /// navigator's record of covered screens, so the old top moved to the bottom was taken as
    /// gone and finished while still in the stack.
    @Test func aSetStackThatMovesTheTopToTheBottomFinishesNobodyStillInTheStack() {
        let app = NavigatorHarness()
        let (nav, screens) = app.stack("S1", "S2", "S3", "S4")
        var finished: [String] = []
        for screen in screens {
            let name = screen.name
            screen.onFinish { _ in finished.append(name) }
        }
        app.navigator.setStack(
            [screens[3], screens[1], screens[2], app.screen("S5"), app.screen("S6")],
            animated: false)
        _ = consume screens
        app.runUntilIdle()

        #expect(nav.viewControllers.map(\.title) == ["S4", "S2", "S3", "S5", "S6"])
        #expect(finished == ["S1"])
        #expect(app.diagnostics.isEmpty)
    }
}

extension Settlement {
    /// Whether the command failed.
    var isFailed: Bool {
        if case .failed = self { return true }
        return false
    }
}
