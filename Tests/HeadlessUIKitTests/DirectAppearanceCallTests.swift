import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// Contract §8: a direct call of one of the four appearance methods is the container
/// author's bug and UIKit reports it (LeoNatan/LNPopupController #521); UIKit's own calls,
/// and those made through begin/endAppearanceTransition, are not reported.
@MainActor
@Suite struct DirectAppearanceCallTests {
    private static func warning(_ selector: String, _ name: String) -> String {
        "[ViewController] Calling -\(selector) directly on a view controller is not supported,"
            + " and may result in out-of-order callbacks and other inconsistent behavior. Use"
            + " the -beginAppearanceTransition:animated: and -endAppearanceTransition APIs on"
            + " UIViewController to manually drive appearance callbacks instead. Make a"
            + " symbolic breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to"
            + " catch this in the debugger. View controller: <ProbedViewController \"\(name)\">"
    }

    @Test func eachDirectCallIsRecordedWithUIKitsMessageAndStillRuns() {
        let stage = Stage()
        stage.show(stage.controller("A"))
        let child = stage.controller("C")

        child.viewWillAppear(false)
        child.viewDidAppear(false)
        child.viewWillDisappear(false)
        child.viewDidDisappear(false)

        stage.expectTrace([
            "0.000 C.viewWillAppear(false)",
            "0.000 C.viewDidAppear(false)",
            "0.000 C.viewWillDisappear(false)",
            "0.000 C.viewDidDisappear(false)",
        ])
        expectNoDifference(
            stage.diagnostics,
            [
                Self.warning("viewWillAppear:", "C"), Self.warning("viewDidAppear:", "C"),
                Self.warning("viewWillDisappear:", "C"), Self.warning("viewDidDisappear:", "C"),
            ])
        #expect(stage.window.headless.exceptions.isEmpty, "a warning, not an exception")
    }

    @Test func aCallFromInsideTheParentsOwnCallbackIsStillADirectCall() {
        let stage = Stage()
        let parent = stage.controller("P")
        let child = stage.controller("C")
        parent.probe = { _, line in
            if line.hasPrefix("P.viewWillAppear") { child.viewWillAppear(false) }
        }

        stage.window.rootViewController = parent
        stage.window.makeKeyAndVisible()
        stage.runUntilIdle()

        expectNoDifference(stage.diagnostics, [Self.warning("viewWillAppear:", "C")])
        #expect(stage.alive == ["P", "C"])
    }

    @Test func uikitsOwnCallsAndBeginEndAreNotReported() {
        let stage = Stage()
        let nav = stage.showStack("A")
        let child = stage.controller("C")

        nav.pushViewController(stage.controller("B"), animated: true)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        stage.runUntilIdle()

        #expect(stage.take().contains("0.350 B.viewDidAppear(true) [movingToParent]"))
        stage.expectNoDiagnostics()
    }
}
