import HeadlessUIKit
import Testing
import WayfinderTesting

/// The coordinator of a navigation transition is there as soon as an animated push or pop
/// returns, as in UIKit, where apps attach a completion to it right after the call.
@MainActor
@Suite struct TransitionCoordinatorTests {
    private func shownStack() -> (UIWindow, UINavigationController, CallbackTrace) {
        let window = UIWindow(frame: .zero)
        let trace = CallbackTrace(clock: { window.headless.now })
        let nav = UINavigationController(
            rootViewController: TracedViewController("A", trace: trace))
        nav.delegate = nil
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.headless.runUntilIdle()
        trace.clear()
        return (window, nav, trace)
    }

    @Test(arguments: ["push", "pop"])
    func coordinatorExistsRightAfterAnAnimatedCallAndCompletesAtTheEnd(_ call: String) {
        let (window, nav, trace) = shownStack()
        if call == "pop" {
            nav.pushViewController(TracedViewController("B", trace: trace), animated: false)
            window.headless.runUntilIdle()
            trace.clear()
            nav.popViewController(animated: true)
        } else {
            nav.pushViewController(TracedViewController("B", trace: trace), animated: true)
        }
        let coordinator = nav.transitionCoordinator
        #expect(coordinator?.isAnimated == true)
        #expect(coordinator?.transitionDuration == 0.35)
        coordinator?.animate(alongsideTransition: nil) { context in
            trace.record("completion(cancelled: \(context.isCancelled))")
        }
        window.headless.runUntilIdle()
        #expect(trace.timedLines.last == "0.350 completion(cancelled: false)")
        #expect(nav.transitionCoordinator == nil)
        #expect(window.headless.diagnostics.isEmpty)
    }

    @Test func noCoordinatorForAChangeWithoutAnimation() {
        let (window, nav, trace) = shownStack()
        nav.pushViewController(TracedViewController("B", trace: trace), animated: false)
        #expect(nav.transitionCoordinator == nil)
        window.headless.runUntilIdle()
    }

    @Test func aRequestedTransitionThatIsNotNeededEndsItsCoordinatorAtOnce() {
        let (window, nav, trace) = shownStack()
        let b = TracedViewController("B", trace: trace)
        nav.pushViewController(b, animated: true)
        var completions = 0
        nav.transitionCoordinator?.animate(alongsideTransition: nil) { _ in completions += 1 }
        nav.setViewControllers(Array(nav.viewControllers.dropLast()), animated: false)
        window.headless.runUntilIdle()
        #expect(completions == 1)
        #expect(nav.transitionCoordinator == nil)
        #expect(nav.viewControllers.map(\.title) == ["A"])
    }
}
