import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// An app's own presentation controller delegate behind Wayfinder's proxy hears the whole
/// swipe-down, `didDismiss` included, as with UIKit's plain `present`: UIKit sends
/// `presentationControllerShouldDismiss(_:)`, `presentationControllerWillDismiss(_:)` and,
/// once the sheet is gone, `presentationControllerDidDismiss(_:)` ("Notifies the delegate
/// after a presentation is dismissed", Apple's documentation of
/// `presentationControllerDidDismiss(_:)`,
/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)).
/// Before the fix the proxy was let go at the quiet moment after the dismissal's transition
/// coordinator completed, the slot (weak) read `nil`, and `didDismiss` reached nobody.
@MainActor
@Suite(.navigationChecked) struct PresentationProxyDidDismissTests {
    /// When the app sets its delegate: before `navigator.present` (Wayfinder's proxy goes in
    /// front of it as the sheet is shown) or after (the next command's quiet moment puts the
    /// proxy back in front of it).
    enum DelegateSet: CaseIterable, Sendable {
        case beforePresent
        case afterPresent
    }

    /// The sheet is a page sheet: the root under it gets no appearance callbacks.
    @Test(arguments: DelegateSet.allCases)
    func theAppsDelegateHearsTheWholeSwipeDown(_ set: DelegateSet) {
        let app = NavigatorHarness()
        app.setRoot(app.screen("Root"))
        app.runUntilIdle()
        let appDelegate = PresentationDelegateRecorder(trace: app.trace)
        var finished: [ClosedBy] = []
        do {
            let sheet = app.screen("Sheet")
            sheet.onFinish { finished.append($0) }
            if set == .beforePresent { sheet.presentationController?.delegate = appDelegate }
            app.navigator.present(sheet)
            app.runUntilIdle()
            if set == .afterPresent {
                sheet.presentationController?.delegate = appDelegate
                let top = app.screen("Top")
                app.navigator.present(top, animated: false)
                app.navigator.dismiss(top, animated: false)
                app.runUntilIdle()
            }
            #expect(sheet.presentationController?.delegate !== appDelegate)
            app.trace.clear()

            let drag = sheet.headless.beginInteractiveDismiss()
            drag.update(progress: 0.6)
            drag.finish()
        }
        app.runUntilIdle()

        expectTrace(
            app.trace,
            [
                "Sheet.presentationControllerShouldDismiss",
                "Sheet.presentationControllerWillDismiss",
                "Sheet.viewWillDisappear(true) [beingDismissed]",
                "Sheet.viewDidDisappear(true) [beingDismissed]",
                "Sheet.presentationControllerDidDismiss",
            ])
        #expect(finished == [.swipeDown])
        #expect(app.navigator.topmost?.title == "Root")
        #expect(app.diagnostics.isEmpty)
    }
}
