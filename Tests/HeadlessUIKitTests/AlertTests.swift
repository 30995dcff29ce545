import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// Alerts and action sheets: presented over their presenter, dismissed by a tap on an
/// action before its handler runs, and UIKit's misuse refused with its message.
@MainActor
@Suite struct AlertTests {
    @Test func aTapDismissesTheAlertThenRunsTheHandler() {
        let stage = Stage()
        let a = stage.controller("A")
        stage.show(a)
        do {
            let alert = UIAlertController(
                title: "Delete?", message: "Gone for good", preferredStyle: .alert)
            stage.leaks.track(alert, "alert")
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(
                UIAlertAction(title: "Delete", style: .destructive) { action in
                    stage.trace.record("handler \(action.title ?? "")")
                })
            a.present(alert, animated: true, completion: stage.completion("presented"))
            stage.runUntilIdle()
            // The presenter stays on screen: no appearance callbacks for it.
            stage.expectTrace(["0.500 presented"])
            #expect(a.presentedViewController === alert)
            #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])

            #expect(alert.headless.tapAction(titled: "Delete"))
            #expect(!alert.headless.tapAction(titled: "Delete"), "already being dismissed")
        }
        stage.runUntilIdle()
        stage.expectTrace(["0.500 handler Delete"])
        #expect(a.presentedViewController == nil)
        #expect(stage.leaks.isReleased("alert"))
        stage.expectNoDiagnostics()
    }

    @Test func aDisabledActionCannotBeTapped() {
        let stage = Stage()
        let a = stage.controller("A")
        stage.show(a)
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let ok = UIAlertAction(title: "OK", style: .default)
        ok.isEnabled = false
        alert.addAction(ok)
        a.present(alert, animated: false)
        stage.runUntilIdle()
        #expect(!alert.headless.tapAction(at: 0))
        #expect(!alert.headless.tapAction(at: 3))
        #expect(a.presentedViewController === alert)
        stage.expectNoDiagnostics()
    }

    @Test func misuseUIKitRaisesOnIsRefusedWithItsMessage() {
        let stage = Stage()
        let a = stage.controller("A")
        stage.show(a)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        a.present(sheet, animated: false)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Never mind", style: .cancel))
        sheet.addTextField()
        sheet.preferredAction = UIAlertAction(title: "Stranger", style: .default)
        expectNoDifference(
            stage.diagnostics,
            [
                "*** NSInternalInconsistencyException: UIAlertController can only have one "
                    + "action with a style of UIAlertActionStyleCancel",
                "*** NSInternalInconsistencyException: Text fields can only be added to an "
                    + "alert controller of style UIAlertControllerStyleAlert",
                "*** NSInvalidArgumentException: The -preferredAction of an alert controller "
                    + "must be one of its actions.",
            ])
        #expect(sheet.actions.map(\.title) == ["Cancel"])
        #expect(sheet.textFields == nil)
        #expect(sheet.preferredAction == nil)
    }
}
