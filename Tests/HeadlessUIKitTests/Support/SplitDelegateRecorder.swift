import HeadlessUIKit
import WayfinderTesting

/// A split view controller delegate that records its calls into the trace and answers the
/// collapse and expansion questions with what the test sets; with `recordsShowQuestions`, it
/// also records `show`/`showDetail` questions and answers them with `handlesShow`.
@MainActor
final class SplitDelegateRecorder: NSObject, UISplitViewControllerDelegate {
    let trace: CallbackTrace
    var topColumn: UISplitViewController.Column?
    let recordsShowQuestions: Bool
    var handlesShow = false

    init(trace: CallbackTrace, recordsShowQuestions: Bool = false) {
        self.trace = trace
        self.recordsShowQuestions = recordsShowQuestions
    }

    static func name(_ column: UISplitViewController.Column) -> String {
        ["primary", "supplementary", "secondary", "compact", "inspector"][column.rawValue]
    }

    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        trace.record("split.topColumnForCollapsing(proposed: \(Self.name(proposedTopColumn)))")
        return topColumn ?? proposedTopColumn
    }

    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode:
            UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        trace.record("split.displayModeForExpanding(proposed: \(proposedDisplayMode.rawValue))")
        return proposedDisplayMode
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        trace.record("split.didCollapse")
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        trace.record("split.didExpand")
    }

    func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {
        trace.record("split.willChangeTo(\(displayMode.rawValue))")
    }

    func splitViewController(
        _ svc: UISplitViewController, willShow column: UISplitViewController.Column
    ) {
        trace.record("split.willShow(\(Self.name(column)))")
    }

    func splitViewController(
        _ svc: UISplitViewController, willHide column: UISplitViewController.Column
    ) {
        trace.record("split.willHide(\(Self.name(column)))")
    }

    func splitViewController(
        _ svc: UISplitViewController, didShow column: UISplitViewController.Column
    ) {
        trace.record("split.didShow(\(Self.name(column)))")
    }

    func splitViewController(
        _ svc: UISplitViewController, didHide column: UISplitViewController.Column
    ) {
        trace.record("split.didHide(\(Self.name(column)))")
    }

    func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool {
        if recordsShowQuestions { trace.record("split.show(\(vc.title ?? "?"))") }
        return handlesShow
    }

    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController,
        sender: Any?
    ) -> Bool {
        if recordsShowQuestions { trace.record("split.showDetail(\(vc.title ?? "?"))") }
        return handlesShow
    }
}
