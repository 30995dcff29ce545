import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// First responder without a keyboard, the switch and segmented control taps, pages turned
/// with containment callbacks, and storyboard calls that cannot work here failing visibly.
@MainActor
@Suite struct InputsAndStoryboardTests {
    @Test func onlyOneResponderIsFirstAndEndEditingResignsIt() {
        let container = UIView()
        let first = UITextField()
        let second = UITextField()
        container.addSubview(first)
        container.addSubview(second)
        #expect(!UIView().becomeFirstResponder(), "a plain view cannot become first")
        #expect(first.becomeFirstResponder())
        #expect(second.becomeFirstResponder())
        #expect(!first.isFirstResponder)
        #expect(second.isEditing)
        #expect(container.endEditing(false))
        #expect(!second.isFirstResponder)
    }

    @Test func switchAndSegmentTapsSendValueChanged() {
        let trace = CallbackTrace()
        let toggle = UISwitch()
        toggle.addAction(
            UIAction { _ in trace.record("switch \(toggle.isOn)") }, for: .valueChanged)
        toggle.headless.tap()
        toggle.setOn(false, animated: true)
        let segments = UISegmentedControl(items: ["A", "B"])
        segments.addAction(
            UIAction { _ in trace.record("segment \(segments.selectedSegmentIndex)") },
            for: .valueChanged)
        segments.headless.tapSegment(1)
        segments.headless.tapSegment(5)
        #expect(segments.titleForSegment(at: 1) == "B")
        expectTrace(trace, ["switch true", "segment 1"])
        #expect(!toggle.isOn)
    }

    @Test func pagesTurnWithContainmentAndAppearanceCallbacks() {
        let stage = Stage()
        let pages = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal)
        stage.show(pages)
        pages.setViewControllers([stage.controller("P1")], direction: .forward, animated: false)
        stage.runUntilIdle()
        pages.setViewControllers([stage.controller("P2")], direction: .forward, animated: true)
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 P1.willMove(toParent: UIPageViewController)",
            "0.000 P1.viewDidLoad",
            "0.000 P1.viewWillAppear(false)",
            "0.000 P1.didMove(toParent: UIPageViewController)",
            "0.000 P1.viewIsAppearing(false)",
            "0.000 P1.viewDidAppear(false)",
            "0.000 P1.willMove(toParent: nil)",
            "0.000 P2.willMove(toParent: UIPageViewController)",
            "0.000 P2.viewDidLoad",
            "0.000 P2.viewWillAppear(false)",
            "0.000 P1.viewWillDisappear(false)",
            "0.000 P1.didMove(toParent: nil)",
            "0.000 P2.didMove(toParent: UIPageViewController)",
            "0.000 P2.viewIsAppearing(false)",
            "0.000 P2.viewDidAppear(false)",
            "0.000 P1.viewDidDisappear(false)",
        ])
        #expect(pages.viewControllers == [stage.screen("P2")])
        #expect(stage.leaks.isReleased("P1"))
        stage.expectNoDiagnostics()
    }

    @Test func storyboardsAndSeguesRecordUIKitsExceptions() {
        let stage = Stage()
        let a = stage.controller("A")
        stage.show(a)
        a.performSegue(withIdentifier: "showDetail", sender: nil)
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        #expect(storyboard.instantiateInitialViewController() == nil)
        let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
        #expect(detail.children.isEmpty)
        expectNoDifference(
            stage.diagnostics,
            [
                "*** NSInvalidArgumentException: Receiver (\(a)) has no segue with identifier "
                    + "'showDetail'",
                "*** NSInvalidArgumentException: Storyboard (<UIStoryboard: Main>) doesn't "
                    + "contain a view controller with identifier 'Detail'",
            ])
    }
}
