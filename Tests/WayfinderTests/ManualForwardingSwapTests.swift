import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// A container that forwards appearance by hand and writes any call of
/// `transition(from:to:…)` into the trace: UIKit raises an `NSInvalidArgumentException`
/// there (iOS 18 `UIViewController.h`).
private final class TransitionWatchingManualContainer: TracedContainer {
    let trace: CallbackTrace

    init(_ name: String, trace: CallbackTrace) {
        self.trace = trace
        super.init(name)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController,
        duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        trace.record("box.transition(from:to:)")
        super.transition(
            from: fromViewController, to: toViewController, duration: duration,
            options: options, animations: animations, completion: completion)
    }
}

/// API-AUDIT finding 3: `swap` in a container that forwards appearance by hand does the
/// containment itself and never calls `transition(from:to:…)`.
@MainActor
@Suite(.navigationChecked) struct ManualForwardingSwapTests {
    @Test(arguments: [0, 0.3])
    func swapInAManuallyForwardingContainerNeverCallsTransition(duration: Double) {
        let app = NavigatorHarness()
        let container = TransitionWatchingManualContainer("box", trace: app.trace)
        container.show(child: app.screen("A"))
        app.setRoot(container)
        app.runUntilIdle()
        app.trace.clear()
        let b = app.screen("B")
        var completed = false

        container.swap(
            from: container.children[0], to: b, duration: duration,
            completion: { completed = true })
        let animated = duration > 0
        #expect(completed == !animated)
        app.runUntilIdle()
        // Without a duration the exchange ends in the call: B's `endAppearanceTransition`
        // sends its `viewIsAppearing` then.
        let ending =
            animated
            ? [
                "B.viewIsAppearing(true)", "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
                "A.didMove(toParent: nil)", "B.didMove(toParent: box)",
            ]
            : [
                "A.viewDidDisappear(false)", "B.viewIsAppearing(false)",
                "B.viewDidAppear(false)", "A.didMove(toParent: nil)", "B.didMove(toParent: box)",
            ]
        expectTrace(
            app.trace,
            [
                "A.willMove(toParent: nil)",
                "B.willMove(toParent: box)",
                "B.viewDidLoad",
                "A.viewWillDisappear(\(animated))",
                "B.viewWillAppear(\(animated))",
            ] + ending)
        #expect(completed)
        #expect(container.children == [b])
        #expect(b.view.superview === container.view)
        #expect(b.view.alpha == 1)
        #expect(app.navigator.topmost === b)
        #expect(app.diagnostics.isEmpty)
        expectReleased(app.leaks, ["A"])
    }

    @Test func swapOffScreenInAManuallyForwardingContainerSendsNoAppearance() {
        let app = NavigatorHarness()
        let container = TransitionWatchingManualContainer("box", trace: app.trace)
        container.show(child: app.screen("A"))
        app.trace.clear()
        let b = app.screen("B")

        container.show(child: b, duration: 0.3)
        app.runUntilIdle()
        expectTrace(
            app.trace,
            [
                "A.willMove(toParent: nil)",
                "B.willMove(toParent: box)",
                "B.viewDidLoad",
                "A.didMove(toParent: nil)",
                "B.didMove(toParent: box)",
            ])
        #expect(container.children == [b])
        #expect(app.diagnostics.isEmpty)
        expectReleased(app.leaks, ["A"])
    }
}
