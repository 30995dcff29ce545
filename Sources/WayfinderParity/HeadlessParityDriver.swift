#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit

    /// Runs parity scenarios on HeadlessUIKit: every gesture through the test driver
    /// (`.headless`), time on the window's virtual clock.
    @MainActor
    public final class HeadlessParityDriver: ParityDriver {
        /// `"HeadlessUIKit"`.
        public let platform = "HeadlessUIKit"

        /// Creates the driver.
        public init() {}

        /// A window of an iPhone's size (390 × 844 points) on its own scene and clock.
        public func makeWindow() throws(ParitySkip) -> UIWindow {
            UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        }

        /// Turns the run loop until nothing is pending; always `true`.
        public func waitForIdle(in window: UIWindow) async -> Bool {
            window.headless.runUntilIdle()
            return true
        }

        /// Advances the virtual clock by `seconds`.
        public func advance(by seconds: TimeInterval, in window: UIWindow) async {
            window.headless.advance(by: seconds)
        }

        /// `window.headless.diagnostics`: what UIKit would log, and the exceptions it would
        /// raise.
        public func consoleMessages(in window: UIWindow) -> [String]? {
            window.headless.diagnostics
        }

        /// `nav.headless.tapBackButton()`.
        /// - Throws: ``ParitySkip`` when there is no back button to tap.
        public func tapBackButton(of navigationController: UINavigationController)
            throws(ParitySkip)
        {
            if navigationController.headless.tapBackButton() == nil {
                throw ParitySkip("there is no back button to tap (root only or a transition runs)")
            }
        }

        /// `nav.headless.beginInteractivePop()`.
        public func beginInteractivePop(of navigationController: UINavigationController)
            throws(ParitySkip) -> any ParityInteraction
        {
            HeadlessParityInteraction(navigationController.headless.beginInteractivePop())
        }

        /// `presented.headless.beginInteractiveDismiss()`.
        public func beginInteractiveDismiss(of presented: UIViewController)
            throws(ParitySkip) -> any ParityInteraction
        {
            HeadlessParityInteraction(presented.headless.beginInteractiveDismiss())
        }

        /// `tabBarController.headless.tap(index:)`.
        public func tapTab(at index: Int, of tabBarController: UITabBarController)
            throws(ParitySkip)
        {
            tabBarController.headless.tap(index: index)
        }
    }

    /// A ``ParityInteraction`` over HeadlessUIKit's `HeadlessInteraction`.
    @MainActor
    final class HeadlessParityInteraction: ParityInteraction {
        private let interaction: HeadlessInteraction

        init(_ interaction: HeadlessInteraction) {
            self.interaction = interaction
        }

        var didBegin: Bool { interaction.didBegin }
        func update(progress: Double) { interaction.update(progress: progress) }
        func finish() { interaction.finish() }
        func cancel() { interaction.cancel() }
    }
#endif
