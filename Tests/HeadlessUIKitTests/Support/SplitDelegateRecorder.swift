import HeadlessUIKit
import WayfinderTesting

/// A split view controller delegate that records its calls into the trace and answers the
/// collapse and expansion questions with what the test sets; with `recordsShowQuestions`, it
/// also records `show`/`showDetail` questions and answers them with `handlesShow`; with
/// `recordsIsCollapsed`, each record ends with the split view controller's `isCollapsed`.
/// A classic split view controller's `collapseSecondary` question is answered with
/// `collapsesSecondary`, its `separateSecondary` one with `nil` (UIKit's default).
@MainActor
final class SplitDelegateRecorder: NSObject, UISplitViewControllerDelegate {
    let trace: CallbackTrace
    var topColumn: UISplitViewController.Column?
    let recordsShowQuestions: Bool
    var handlesShow = false
    var recordsIsCollapsed = false
    var collapsesSecondary = false

    init(trace: CallbackTrace, recordsShowQuestions: Bool = false) {
        self.trace = trace
        self.recordsShowQuestions = recordsShowQuestions
    }

    static func name(_ column: UISplitViewController.Column) -> String {
        ["primary", "supplementary", "secondary", "compact", "inspector"][column.rawValue]
    }

    /// A controller's title, or `nav(root's title)` for a navigation controller.
    static func label(_ controller: UIViewController) -> String {
        if let navigation = controller as? UINavigationController {
            return "nav(\(navigation.viewControllers.first.map(label) ?? "-"))"
        }
        return controller.title ?? "?"
    }

    private func record(_ line: String, _ svc: UISplitViewController) {
        trace.record(recordsIsCollapsed ? "\(line) isCollapsed=\(svc.isCollapsed)" : line)
    }

    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        record("split.topColumnForCollapsing(proposed: \(Self.name(proposedTopColumn)))", svc)
        return topColumn ?? proposedTopColumn
    }

    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode:
            UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        record("split.displayModeForExpanding(proposed: \(proposedDisplayMode.rawValue))", svc)
        return proposedDisplayMode
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        record("split.didCollapse", svc)
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        record("split.didExpand", svc)
    }

    func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {
        trace.record("split.willChangeTo(\(displayMode.rawValue))")
    }

    func splitViewController(
        _ svc: UISplitViewController, willShow column: UISplitViewController.Column
    ) {
        record("split.willShow(\(Self.name(column)))", svc)
    }

    func splitViewController(
        _ svc: UISplitViewController, willHide column: UISplitViewController.Column
    ) {
        record("split.willHide(\(Self.name(column)))", svc)
    }

    func splitViewController(
        _ svc: UISplitViewController, didShow column: UISplitViewController.Column
    ) {
        record("split.didShow(\(Self.name(column)))", svc)
    }

    func splitViewController(
        _ svc: UISplitViewController, didHide column: UISplitViewController.Column
    ) {
        record("split.didHide(\(Self.name(column)))", svc)
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

    func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        record(
            "split.collapseSecondary(\(Self.label(secondaryViewController)) onto "
                + "\(Self.label(primaryViewController)))", splitViewController)
        return collapsesSecondary
    }

    func splitViewController(
        _ splitViewController: UISplitViewController,
        separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? {
        record(
            "split.separateSecondary(from: \(Self.label(primaryViewController)))",
            splitViewController)
        return nil
    }
}
