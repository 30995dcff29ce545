import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// A navigation controller that writes every assignment to its `delegate` slot into the
/// trace, as `"nav.delegate = <type>"`.
private final class SlotRecordingNavigationController: TracedNavigationController {
    override var delegate: (any UINavigationControllerDelegate)? {
        didSet {
            let value = delegate.map { String(describing: type(of: $0)) } ?? "nil"
            trace.record("\(name).delegate = \(value)")
        }
    }
}

/// API-AUDIT finding 2: UIKit may keep the answers to `responds(to:)` it got when a delegate
/// was set, so Wayfinder's proxies are put in their slot again whenever the app's delegate
/// behind them changes or goes away.
@MainActor
@Suite(.navigationChecked) struct DelegateProxyReinstallTests {
    @Test func replacingAndReleasingTheAppsNavigationDelegateReinstallsTheProxy() {
        let app = NavigatorHarness()
        let navigation = SlotRecordingNavigationController(
            "nav", trace: app.trace, root: app.screen("A"))
        app.leaks.track(navigation, "nav")
        app.setRoot(navigation)
        app.navigator.push(app.screen("B"), animated: false)
        app.runUntilIdle()
        #expect(app.trace.lines.contains("nav.delegate = NavigationDelegateProxy"))
        app.trace.clear()

        do {
            // The app puts its own delegate in the slot; the next command puts the proxy
            // back in front of it, and the app's delegate keeps hearing every transition.
            let appDelegate = NavigationDelegateRecorder("app", trace: app.trace)
            navigation.delegate = appDelegate
            app.navigator.push(app.screen("C"), animated: false)
            app.runUntilIdle()
            expectTrace(
                app.trace,
                [
                    "nav.delegate = NavigationDelegateRecorder",
                    "nav.delegate = NavigationDelegateProxy",
                    "C.willMove(toParent: nav)",
                    "C.viewDidLoad",
                    "app.willShow(C, animated: false)",
                    "B.viewWillDisappear(false)",
                    "C.viewWillAppear(false) [movingToParent]",
                    "C.viewIsAppearing(false) [movingToParent]",
                    "B.viewDidDisappear(false)",
                    "C.viewDidAppear(false) [movingToParent]",
                    "C.didMove(toParent: nav)",
                    "app.didShow(C, animated: false)",
                ])
            app.trace.clear()
        }

        // The app's delegate is gone (the slot is weak): the proxy goes in again, nil first,
        // so that UIKit asks again which methods are answered.
        app.navigator.pop(animated: false)
        app.runUntilIdle()
        expectTrace(
            app.trace,
            [
                "nav.delegate = nil",
                "nav.delegate = NavigationDelegateProxy",
                "C.willMove(toParent: nil)",
                "C.viewWillDisappear(false) [movingFromParent]",
                "B.viewWillAppear(false)",
                "B.viewIsAppearing(false)",
                "C.viewDidDisappear(false) [movingFromParent]",
                "C.didMove(toParent: nil)",
                "B.viewDidAppear(false)",
            ])
        app.trace.clear()

        // Nothing changed since: the slot is left alone.
        app.navigator.pop(animated: false)
        app.runUntilIdle()
        #expect(!app.trace.lines.contains { $0.hasPrefix("nav.delegate") })
        #expect(app.navigator.topmost === navigation.viewControllers.first)
        #expect(app.diagnostics.isEmpty)
        expectReleased(app.leaks, ["B", "C"])
    }

    @Test func theSheetsAppDelegateIsKeptBehindTheProxyAndItsReleaseLosesNoSwipe() {
        let app = NavigatorHarness()
        app.setRoot(app.screen("Root"))
        do {
            let sheet = app.screen("Sheet")
            app.navigator.present(sheet, animated: false)
            app.runUntilIdle()

            // The app puts its own delegate in the slot; the next command puts the proxy
            // back in front of it, and the app's delegate hears the swipe through it.
            let appDelegate = PresentationDelegateRecorder(trace: app.trace)
            sheet.presentationController?.delegate = appDelegate
            let top = app.screen("Top")
            app.navigator.present(top, animated: false)
            app.navigator.dismiss(top, animated: false)
            app.runUntilIdle()
            #expect(sheet.presentationController?.delegate !== appDelegate)
            app.trace.clear()
            let swipe = sheet.headless.beginInteractiveDismiss()
            swipe.cancel()
            app.runUntilIdle()
            expectTrace(
                app.trace,
                [
                    "Sheet.presentationControllerShouldDismiss",
                    "Sheet.presentationControllerWillDismiss",
                    "Sheet.viewWillDisappear(true) [beingDismissed]",
                    "Sheet.viewWillAppear(true)",
                    "Sheet.viewIsAppearing(true)",
                    "Sheet.viewDidAppear(true)",
                ])
            app.trace.clear()
        }

        // The app's delegate is gone: the proxy goes in again at the next command, and
        // Wayfinder still hears the swipe that closes the sheet.
        do {
            let top = app.screen("Top2")
            app.navigator.present(top, animated: false)
            app.navigator.dismiss(top, animated: false)
        }
        app.runUntilIdle()
        app.trace.clear()
        app.navigator.topmost?.headless.beginInteractiveDismiss().finish()
        app.runUntilIdle()
        expectTrace(
            app.trace,
            [
                "Sheet.viewWillDisappear(true) [beingDismissed]",
                "Sheet.viewDidDisappear(true) [beingDismissed]",
            ])
        #expect(app.navigator.topmost?.title == "Root")
        #expect(app.records.lines().contains { $0.contains("Sheet finished(swipeDown)") })
        #expect(app.diagnostics.isEmpty)
        expectReleased(app.leaks, ["Sheet", "Top", "Top2"])
    }
}
