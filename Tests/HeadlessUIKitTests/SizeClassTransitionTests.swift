import HeadlessUIKit
import Testing
import WayfinderTesting

/// Records the trait-change callbacks too: what the traits are in them and whether a
/// transition coordinator is there.
@MainActor
private final class TraitTracedController: TracedViewController {
    override func willTransition(
        to newCollection: UITraitCollection,
        with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        trace.record(
            "\(name).willTransition(to: \(sizeClassName(newCollection.horizontalSizeClass)))"
                + " now \(sizeClassName(traitCollection.horizontalSizeClass))"
                + (transitionCoordinator === coordinator ? " [coordinator]" : ""))
        super.willTransition(to: newCollection, with: coordinator)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        trace.record(
            "\(name).traitCollectionDidChange now \(sizeClassName(traitCollection.horizontalSizeClass))"
                + (transitionCoordinator != nil ? " [coordinator]" : ""))
    }
}

/// A split view controller that records the trait-change callbacks, then lets UIKit's
/// behaviour run (`super`).
@MainActor
private final class TraitTracedSplit: UISplitViewController {
    let trace: CallbackTrace

    init(trace: CallbackTrace) {
        self.trace = trace
        super.init(style: .doubleColumn)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func willTransition(
        to newCollection: UITraitCollection,
        with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        trace.record(
            "split.willTransition(to: \(sizeClassName(newCollection.horizontalSizeClass)))"
                + " collapsed: \(isCollapsed)")
        super.willTransition(to: newCollection, with: coordinator)
    }
}

/// Records the collapse and expansion callbacks and whether they come inside the transition.
@MainActor
private final class CollapseRecorder: NSObject, UISplitViewControllerDelegate {
    let trace: CallbackTrace
    var topColumn: UISplitViewController.Column?

    init(trace: CallbackTrace) {
        self.trace = trace
    }

    private func inside(_ svc: UISplitViewController) -> String {
        svc.transitionCoordinator != nil ? " [coordinator]" : ""
    }

    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        trace.record("split.topColumnForCollapsing\(inside(svc))")
        return topColumn ?? proposedTopColumn
    }

    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode:
            UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        trace.record("split.displayModeForExpanding\(inside(svc))")
        return proposedDisplayMode
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        trace.record("split.didCollapse collapsed: \(svc.isCollapsed)\(inside(svc))")
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        trace.record("split.didExpand collapsed: \(svc.isCollapsed)\(inside(svc))")
    }
}

@MainActor
private func sizeClassName(_ sizeClass: UIUserInterfaceSizeClass) -> String {
    switch sizeClass {
    case .compact: "compact"
    case .regular: "regular"
    default: "unspecified"
    }
}

/// A horizontal size-class change is a transition, as in UIKit
/// (`HeadlessBehaviour.sizeClassChangeIsATransition`): `willTransition(to:with:)` with the
/// old traits, the traits change, the split view collapses or expands in the coordinator's
/// alongside animation, and the completion runs after the columns' did-callbacks.
@MainActor
@Suite struct SizeClassTransitionTests {
    private struct Shown {
        let split: TraitTracedSplit
        let delegate: CollapseRecorder
    }

    /// `Sidebar | Detail` in a window of `sizeClass`, settled, with the trace emptied.
    private func showSplit(
        _ stage: Stage, sizeClass: UIUserInterfaceSizeClass,
        topColumn: UISplitViewController.Column? = nil
    ) -> Shown {
        let split = TraitTracedSplit(trace: stage.trace)
        stage.leaks.track(split, "split")
        let delegate = CollapseRecorder(trace: stage.trace)
        delegate.topColumn = topColumn
        split.delegate = delegate
        for (name, column) in [
            ("Sidebar", UISplitViewController.Column.primary), ("Detail", .secondary),
        ] {
            let controller = TraitTracedController(name, trace: stage.trace)
            stage.leaks.track(controller, name)
            split.setViewController(controller, for: column)
        }
        stage.window.headless.setHorizontalSizeClass(sizeClass)
        stage.window.rootViewController = split
        stage.window.makeKeyAndVisible()
        stage.runUntilIdle()
        _ = stage.take()
        return Shown(split: split, delegate: delegate)
    }

    /// Registers a completion on the running coordinator that records itself.
    private func watchCompletion(_ stage: Stage, of split: UISplitViewController) {
        let trace = stage.trace
        let sidebar = split.viewController(for: .primary)
        let detail = split.viewController(for: .secondary)
        let registered = split.transitionCoordinator?.animate(alongsideTransition: nil) {
            [weak split] _ in
            let windows = [sidebar, detail].map { $0?.viewIfLoaded?.window != nil }
            trace.record(
                "coordinator completion; Sidebar in window: \(windows[0]), "
                    + "Detail in window: \(windows[1]); "
                    + "split.transitionCoordinator: \(split?.transitionCoordinator == nil ? "nil" : "set")"
            )
        }
        #expect(registered == true)
    }

    @Test func collapseRunsInsideTheSizeClassTransitionAndEndsBeforeItsCompletion() {
        let stage = Stage()
        let shown = showSplit(stage, sizeClass: .regular, topColumn: .primary)

        stage.window.headless.setHorizontalSizeClass(.compact)
        watchCompletion(stage, of: shown.split)

        stage.expectTrace([
            "0.000 split.willTransition(to: compact) collapsed: false",
            "0.000 Sidebar.willTransition(to: compact) now regular [coordinator]",
            "0.000 Detail.willTransition(to: compact) now regular [coordinator]",
            "0.000 Sidebar.traitCollectionDidChange now compact [coordinator]",
            "0.000 Detail.traitCollectionDidChange now compact [coordinator]",
            "0.000 split.topColumnForCollapsing [coordinator]",
            "0.000 Detail.viewWillDisappear(false)",
            "0.000 split.didCollapse collapsed: true [coordinator]",
        ])
        #expect(shown.split.transitionCoordinator != nil)

        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 Detail.viewDidDisappear(false)",
            "0.000 coordinator completion; Sidebar in window: true, Detail in window: false; "
                + "split.transitionCoordinator: nil",
        ])
        #expect(shown.split.transitionCoordinator == nil)
        #expect(shown.split.isCollapsed)
        stage.expectNoDiagnostics()
    }

    @Test func expansionRunsInsideTheSizeClassTransitionAndEndsBeforeItsCompletion() {
        let stage = Stage()
        let shown = showSplit(stage, sizeClass: .compact, topColumn: .primary)

        stage.window.headless.setHorizontalSizeClass(.regular)
        watchCompletion(stage, of: shown.split)

        stage.expectTrace([
            "0.000 split.willTransition(to: regular) collapsed: true",
            "0.000 Sidebar.willTransition(to: regular) now compact [coordinator]",
            "0.000 Detail.willTransition(to: regular) now compact [coordinator]",
            "0.000 Sidebar.traitCollectionDidChange now regular [coordinator]",
            "0.000 Detail.traitCollectionDidChange now regular [coordinator]",
            "0.000 split.displayModeForExpanding [coordinator]",
            "0.000 Detail.viewDidLoad",
            "0.000 Detail.viewWillAppear(false) [movingToParent]",
            "0.000 Detail.viewIsAppearing(false) [movingToParent]",
            "0.000 split.didExpand collapsed: false [coordinator]",
        ])

        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 Detail.viewDidAppear(false) [movingToParent]",
            "0.000 coordinator completion; Sidebar in window: true, Detail in window: true; "
                + "split.transitionCoordinator: nil",
        ])
        #expect(!shown.split.isCollapsed)
        stage.expectNoDiagnostics()
    }

    @Test func aPresentedControllerHearsTheTraitChangeAfterThePresenter() {
        let stage = Stage()
        let shown = showSplit(stage, sizeClass: .regular, topColumn: .primary)
        do {
            let sheet = TraitTracedController("Sheet", trace: stage.trace)
            stage.leaks.track(sheet, "Sheet")
            shown.split.present(sheet, animated: false)
        }
        stage.runUntilIdle()
        _ = stage.take()

        stage.window.headless.setHorizontalSizeClass(.compact)

        let lines = stage.take().filter { $0.contains("willTransition") }
        #expect(
            lines == [
                "0.000 split.willTransition(to: compact) collapsed: false",
                "0.000 Sidebar.willTransition(to: compact) now regular [coordinator]",
                "0.000 Detail.willTransition(to: compact) now regular [coordinator]",
                "0.000 Sheet.willTransition(to: compact) now regular [coordinator]",
            ])
        stage.runUntilIdle()
        #expect(shown.split.presentedViewController?.transitionCoordinator == nil)
        shown.split.dismiss(animated: false)
        stage.runUntilIdle()
        #expect(!stage.alive.contains("Sheet"))
        stage.expectNoDiagnostics()
    }

    @Test func theSameSizeClassAgainIsNoTransition() {
        let stage = Stage()
        let shown = showSplit(stage, sizeClass: .regular)

        stage.window.headless.setHorizontalSizeClass(.regular)

        #expect(shown.split.transitionCoordinator == nil)
        stage.expectTrace([])
        stage.expectNoDiagnostics()
    }
}
