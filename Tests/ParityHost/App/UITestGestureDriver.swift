#if canImport(UIKit)
    import Foundation
    import UIKit
    import WayfinderParity
    import WayfinderTesting

    /// A ``ParityDriver`` for the app under a UI test: everything but the gestures is
    /// ``UIKitParityDriver``'s (so the trace is recorded exactly as the parity suite records
    /// it), and each gesture is made by the UI test, in another process.
    ///
    /// At a gesture step the driver shows what it waits for on the ``ParityStatusBoard`` and
    /// turns the main run loop (which delivers the UI test's touches) until the gesture has
    /// reached the scenario's screens: their trace got a new line. Then it lets the run loop
    /// turn once more until a turn adds nothing (the callbacks a layout pass adds, such as
    /// `viewIsAppearing`), and returns, so the stage records the settlement of the transition
    /// the gesture started and the scenario's next steps, just as with a gesture made in code.
    ///
    /// The protocol's gesture calls are synchronous, so the wait is a nested turn of the run
    /// loop, not an `await`; an `async` gesture call in ``ParityDriver`` would let this wait
    /// suspend instead.
    ///
    /// Written against `ParityDriver` as the `parity-rules` branch has it
    /// (`makeWindow() async throws`, which waits for a foreground-active window scene).
    @MainActor
    final class UITestGestureDriver: ParityDriver {
        private let base: UIKitParityDriver
        private let board: ParityStatusBoard
        private let gestureTimeout: TimeInterval
        private var gestureCount = 0

        /// Creates the driver.
        /// - Parameters:
        ///   - base: the driver of everything but the gestures.
        ///   - board: where the app says which gesture it waits for.
        ///   - gestureTimeout: the longest wait for one gesture, 60 seconds by default (the
        ///     UI test waits for the app's label, then for the app to be idle, first).
        init(base: UIKitParityDriver, board: ParityStatusBoard, gestureTimeout: TimeInterval = 60) {
            self.base = base
            self.board = board
            self.gestureTimeout = gestureTimeout
        }

        var platform: String { base.platform }

        func makeWindow() async throws -> UIWindow {
            try await base.makeWindow()
        }

        func waitForIdle(in window: UIWindow) async -> Bool {
            await base.waitForIdle(in: window)
        }

        func advance(by seconds: TimeInterval, in window: UIWindow) async {
            await base.advance(by: seconds, in: window)
        }

        func consoleMessages(in window: UIWindow) -> [String]? {
            base.consoleMessages(in: window)
        }

        func tapBackButton(of navigationController: UINavigationController) throws(ParitySkip) {
            try waitForTheUITest(.backTap, reaching: navigationController)
        }

        func beginInteractivePop(of navigationController: UINavigationController)
            throws(ParitySkip) -> any ParityInteraction
        {
            try waitForTheUITest(.swipeBack, reaching: navigationController)
            return UITestSwipe(transitionOf: navigationController)
        }

        func beginInteractiveDismiss(of presented: UIViewController)
            throws(ParitySkip) -> any ParityInteraction
        {
            try waitForTheUITest(.swipeDown, reaching: presented)
            return UITestSwipe(transitionOf: presented)
        }

        func tapTab(at index: Int, of tabBarController: UITabBarController) throws(ParitySkip) {
            try waitForTheUITest(.tabTap(index), reaching: tabBarController)
        }

        /// Asks the UI test for `gesture` and turns the run loop until it has reached
        /// `controller`'s trace.
        /// - Throws: ``ParitySkip`` when `controller` records no trace, or after
        ///   ``gestureTimeout``.
        private func waitForTheUITest(
            _ gesture: ParityGestureRequest, reaching controller: UIViewController
        ) throws(ParitySkip) {
            guard let trace = Self.trace(of: controller) else {
                throw ParitySkip("\(controller) records no trace: its gesture cannot be seen")
            }
            gestureCount += 1
            board.show(ParityGestureSignal.waitingIdentifier(number: gestureCount, for: gesture))
            let before = trace.entries.count
            let deadline = Date().addingTimeInterval(gestureTimeout)
            while trace.entries.count == before {
                guard Date() < deadline else {
                    throw ParitySkip(
                        "the UI test made no \(gesture.name) within \(Int(gestureTimeout)) s")
                }
                RunLoop.current.run(mode: .default, before: deadline)
            }
            // One more turn per turn that added lines, until one adds none (a frame at most).
            var seen: Int
            repeat {
                seen = trace.entries.count
                RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(1 / 60))
            } while trace.entries.count != seen
            board.show("parity.running")
        }

        /// The trace the parity stage gave `controller`, if it is one of its traced
        /// controllers.
        private static func trace(of controller: UIViewController) -> CallbackTrace? {
            switch controller {
            case let traced as TracedViewController: traced.trace
            case let traced as TracedNavigationController: traced.trace
            case let traced as TracedTabBarController: traced.trace
            default: nil
            }
        }
    }

    /// A swipe the UI test is making: where the finger goes and when it lifts are the UI
    /// test's, so the scenario's `update`, `finish` and `cancel` only record their step (the
    /// stage does); whether the transition finished or was cancelled is recorded by the stage
    /// from UIKit's own transition context (`"◆ nav: finished"`).
    @MainActor
    final class UITestSwipe: ParityInteraction {
        private weak var controller: UIViewController?

        init(transitionOf controller: UIViewController) {
            self.controller = controller
        }

        var didBegin: Bool { controller?.transitionCoordinator != nil }
        func update(progress: Double) {}
        func finish() {}
        func cancel() {}
    }
#endif
