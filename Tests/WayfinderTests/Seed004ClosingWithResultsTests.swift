import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Seed 004: a screen closes itself and hands back a result, however it was shown.
@MainActor
@Suite(.navigationChecked) struct Seed004ClosingWithResultsTests {
    enum Shown: String, CaseIterable { case pushed, presented }

    @Test(arguments: Shown.allCases)
    func finishWithResultClosesTheScreenAndDeliversTheResult(_ shown: Shown) {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A")
        var outcomes: [Outcome<String>] = []
        do {
            let picker = ColorPicker("Picker", trace: app.trace)
            app.leaks.track(picker, "Picker")
            switch shown {
            case .pushed: app.navigator.push(picker) { outcomes.append($0) }
            case .presented: app.navigator.present(picker) { outcomes.append($0) }
            }
            app.runUntilIdle()
            picker.finish(with: "red")
        }
        #expect(outcomes.isEmpty)
        app.runUntilIdle()
        #expect(outcomes == [.finished("red")])
        #expect(nav.viewControllers.map(\.title) == ["A"])
        #expect(nav.presentedViewController == nil)
        #expect(app.diagnostics.isEmpty)
        expectReleased(app.leaks, ["Picker"])
    }

    @Test(arguments: [ClosedBy.backButton, .swipe, .swipeDown, .code])
    func leavingWithoutAResultIsClosedBy(_ way: ClosedBy) {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A")
        var outcomes: [Outcome<String>] = []
        do {
            let picker = ColorPicker("Picker", trace: app.trace)
            app.leaks.track(picker, "Picker")
            if way == .swipeDown {
                app.navigator.present(picker) { outcomes.append($0) }
            } else {
                app.navigator.push(picker) { outcomes.append($0) }
            }
            app.runUntilIdle()
            switch way {
            case .backButton: nav.headless.tapBackButton()
            case .swipe: nav.headless.beginInteractivePop().finish()
            case .swipeDown: picker.headless.beginInteractiveDismiss().finish()
            case .code: picker.close()
            }
        }
        app.runUntilIdle()
        #expect(outcomes == [.closed(way)])
        expectReleased(app.leaks, ["Picker"])
    }

    @Test func asyncPushReturnsTheOutcome() async {
        let app = NavigatorHarness()
        _ = app.stack("A")
        let picker = ColorPicker("Picker", trace: app.trace)
        let task = Task { await app.navigator.push(picker) }
        await letTasksRun { picker.parent != nil }
        app.runUntilIdle()
        picker.finish(with: "blue")
        app.runUntilIdle()
        #expect(await task.value == .finished("blue"))
    }

    @Test func closeDismissesAPresentedStackFromItsRoot() {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A")
        do {
            let root = app.screen("SheetRoot")
            app.navigator.present(app.navigation("sheetNav", root: root))
            app.runUntilIdle()
            root.close()
        }
        app.runUntilIdle()
        #expect(nav.presentedViewController == nil)
        expectReleased(app.leaks, ["SheetRoot", "sheetNav"])
    }

    @Test func closeOfAPushedScreenUnderAPresentationDismissesThenPops() {
        let app = NavigatorHarness()
        let (nav, screens) = app.stack("A", "B")
        app.navigator.present(app.screen("Sheet"))
        app.runUntilIdle()
        let close = app.navigator.close(screens[1])
        _ = consume screens
        app.runUntilIdle()
        #expect(close.settlement == .completed)
        #expect(nav.viewControllers.map(\.title) == ["A"])
        #expect(nav.presentedViewController == nil)
        #expect(app.diagnostics.isEmpty)
    }

    @Test func failedPushDeliversClosedByCodeAtOnce() {
        let app = NavigatorHarness()
        app.setRoot(app.screen("Plain"))
        var outcomes: [Outcome<String>] = []
        let transition = app.navigator.push(ColorPicker("Picker", trace: app.trace)) {
            outcomes.append($0)
        }
        #expect(outcomes == [.closed(.code)])
        #expect(transition.settlement?.isFailure == true)
    }
}

extension Settlement {
    var isFailure: Bool {
        if case .failed = self { return true }
        return false
    }
}
