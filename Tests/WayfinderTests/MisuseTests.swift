import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Bad input settles `.failed` with a message that says what to do; nothing on screen
/// changes, nothing crashes, and UIKit never logs a warning.
@MainActor
@Suite(.navigationChecked) struct MisuseTests {
    enum Misuse: String, CaseIterable {
        case pushAlreadyInStack, popRoot, popToMissing, dismissNotPresented, closeNotManaged,
            selectTabWithoutTabs, pushNavigationController, emptyStack,
            removeEverything, closeWindowRoot, presentShownScreen
    }

    @Test(arguments: Misuse.allCases)
    func misuseFailsWithAMessageAndChangesNothing(_ misuse: Misuse) {
        let app = NavigatorHarness()
        let (nav, screens) = app.stack("A", "B")
        let stranger = app.screen("Stranger")
        let before = app.navigator.tree
        let (transition, expectedCode) = attempt(misuse, app, nav, screens, stranger)
        app.runUntilIdle()

        guard case .failed(let error) = transition.settlement else {
            Issue.record("expected a failure, got \(String(describing: transition.settlement))")
            return
        }
        #expect(error.code == expectedCode)
        #expect(error.message.count > 40)
        if misuse != .popRoot { #expect(app.navigator.tree == before) }
        #expect(app.diagnostics.isEmpty)
    }

    @Test func aScreenPoppedBeforeAFailedPopIsReleased() {
        let app = NavigatorHarness()
        _ = app.stack("A", "B")
        app.navigator.pop()
        let failed = app.navigator.pop()
        app.runUntilIdle()
        #expect(failed.settlement?.isFailure == true)
    }

    private func attempt(
        _ misuse: Misuse, _ app: NavigatorHarness, _ nav: UINavigationController,
        _ screens: [UIViewController], _ stranger: UIViewController
    ) -> (Transition, String) {
        let transition: Transition
        let expectedCode: String
        switch misuse {
        case .pushAlreadyInStack:
            transition = app.navigator.push(screens[0])
            expectedCode = "alreadyInStack"
        case .popRoot:
            app.navigator.pop()
            app.runUntilIdle()
            transition = app.navigator.pop()
            expectedCode = "cannotPopRoot"
        case .popToMissing:
            transition = app.navigator.pop(to: stranger)
            expectedCode = "notInStack"
        case .dismissNotPresented:
            transition = app.navigator.dismiss(screens[1])
            expectedCode = "notPresented"
        case .closeNotManaged:
            transition = app.navigator.close(stranger)
            expectedCode = "notManaged"
        case .selectTabWithoutTabs:
            transition = app.navigator.selectTab(3)
            expectedCode = "noTabBarController"
        case .pushNavigationController:
            transition = app.navigator.push(UINavigationController(rootViewController: stranger))
            expectedCode = "pushingNavigationController"
        case .emptyStack:
            transition = app.navigator.setStack([])
            expectedCode = "emptyStack"
        case .removeEverything:
            transition = app.navigator.remove { _ in true }
            expectedCode = "wouldRemoveEveryScreen"
        case .closeWindowRoot:
            transition = app.navigator.close(nav)
            expectedCode = "cannotClose"
        case .presentShownScreen:
            transition = app.navigator.present(screens[0])
            expectedCode = "alreadyShown"
        }
        return (transition, expectedCode)
    }

    @Test func selectingATabOutOfRangeSaysHowManyThereAre() {
        let app = NavigatorHarness()
        let tabs = UITabBarController()
        tabs.viewControllers = [app.screen("One"), app.screen("Two")]
        app.setRoot(tabs)
        let transition = app.navigator.selectTab(5)
        guard case .failed(let error) = transition.settlement else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.code == "tabOutOfRange")
        #expect(
            error.message
                == "There is no tab at index 5: the tab bar controller has 2 tabs (valid "
                + "indexes 0..<2).")
    }

    @Test func aFailedCommandInABurstLeavesTheOthersAlone() {
        let app = NavigatorHarness()
        let (nav, screens) = app.stack("A")
        let first = app.navigator.push(app.screen("B"))
        let bad = app.navigator.push(screens[0])
        let second = app.navigator.push(app.screen("C"))
        app.runUntilIdle()
        #expect(first.settlement == .completed)
        #expect(bad.settlement?.isFailure == true)
        #expect(second.settlement == .completed)
        #expect(nav.viewControllers.map(\.title) == ["A", "B", "C"])
    }
}
