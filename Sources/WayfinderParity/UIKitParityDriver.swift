#if canImport(UIKit)
    import Foundation
    import UIKit

    /// Runs parity scenarios on real UIKit (an iOS simulator or device): waits for
    /// transitions by polling the main run loop, and skips the gestures that public UIKit
    /// cannot make.
    ///
    /// The scenarios need a window on screen, so the test bundle must run in a host
    /// application (a SwiftPM test bundle runs in Xcode's `xctest` agent, which has none):
    /// ``makeWindow()`` attaches to the application's first connected `UIWindowScene` and
    /// skips with a reason when there is no application.
    ///
    /// Public UIKit has no API that taps the back button, drives the swipe-back or sheet
    /// swipe-down gesture recognizers, or taps a tab the way the tab bar does (setting
    /// `selectedIndex` in code skips the delegate's `shouldSelect` and `didSelect`): those
    /// steps throw ``ParitySkip``. UI tests (`XCUIApplication`) can make them, from another
    /// process.
    @MainActor
    public final class UIKitParityDriver: ParityDriver {
        /// `"iOS <version> (<model>)"`.
        public let platform: String
        /// How long ``waitForIdle(in:)`` waits for a transition before giving up.
        public let timeout: TimeInterval
        /// How often ``waitForIdle(in:)`` looks.
        public let pollInterval: TimeInterval

        /// Creates the driver.
        /// - Parameters:
        ///   - timeout: the longest wait for one transition, 5 seconds by default.
        ///   - pollInterval: the time between two looks, 20 ms by default.
        public init(timeout: TimeInterval = 5, pollInterval: TimeInterval = 0.02) {
            let device = UIDevice.current
            platform = "\(device.systemName) \(device.systemVersion) (\(device.model))"
            self.timeout = timeout
            self.pollInterval = pollInterval
        }

        /// A window of an iPhone's size on the host application's first window scene (or,
        /// in an app without scenes, on its implicit one).
        /// - Throws: ``ParitySkip`` when the test bundle has no host application.
        public func makeWindow() throws(ParitySkip) -> UIWindow {
            // `UIApplication.shared` is declared non-optional but is nil in a test bundle
            // without a host application; asking through `perform` reads it safely.
            let selector = NSSelectorFromString("sharedApplication")
            guard UIApplication.responds(to: selector),
                let application = UIApplication.perform(selector)?.takeUnretainedValue()
                    as? UIApplication
            else {
                throw ParitySkip(
                    "no host application: run the parity tests in an app-hosted test bundle")
            }
            let frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            let scene = application.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }
                .first
            guard let scene else {
                // An app without a scene manifest: UIKit puts the window on its implicit
                // scene.
                return UIWindow(frame: frame)
            }
            let window = UIWindow(windowScene: scene)
            window.frame = frame
            return window
        }

        /// Polls the run loop until no controller in `window` has a transition coordinator
        /// or is being presented, dismissed, or moved, twice in a row (so that transition
        /// completions have run).
        /// - Returns: `false` after ``timeout``.
        public func waitForIdle(in window: UIWindow) async -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            var quietLooks = 0
            while Date() < deadline {
                await sleep(pollInterval)
                quietLooks = Self.isIdle(window) ? quietLooks + 1 : 0
                if quietLooks >= 2 { return true }
            }
            return false
        }

        /// Lets `seconds` of real time pass on the main run loop.
        public func advance(by seconds: TimeInterval, in window: UIWindow) async {
            await sleep(seconds)
        }

        /// `nil`: UIKit's console messages are not readable in the same words, so runs on
        /// UIKit do not record them.
        public func consoleMessages(in window: UIWindow) -> [String]? {
            nil
        }

        /// Always skips: public UIKit cannot tap the back button.
        public func tapBackButton(of navigationController: UINavigationController)
            throws(ParitySkip)
        {
            throw ParitySkip(
                "public UIKit cannot tap the back button (XCUIApplication can, in a UI test)")
        }

        /// Always skips: public UIKit cannot drive `interactivePopGestureRecognizer`.
        public func beginInteractivePop(of navigationController: UINavigationController)
            throws(ParitySkip) -> any ParityInteraction
        {
            throw ParitySkip(
                "public UIKit cannot drive the swipe-back gesture "
                    + "(interactivePopGestureRecognizer)")
        }

        /// Always skips: public UIKit cannot drive a sheet's swipe-down gesture.
        public func beginInteractiveDismiss(of presented: UIViewController)
            throws(ParitySkip) -> any ParityInteraction
        {
            throw ParitySkip("public UIKit cannot drive a sheet's swipe-down gesture")
        }

        /// Always skips: setting `selectedIndex` in code is not a tap (no `shouldSelect`,
        /// no `didSelect`).
        public func tapTab(at index: Int, of tabBarController: UITabBarController)
            throws(ParitySkip)
        {
            throw ParitySkip(
                "public UIKit cannot tap a tab: selectedIndex in code skips the delegate's "
                    + "shouldSelect and didSelect")
        }

        private func sleep(_ seconds: TimeInterval) async {
            try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
        }

        /// Whether nothing in the window's controller tree is in a transition.
        private static func isIdle(_ window: UIWindow) -> Bool {
            var pending: [UIViewController] = window.rootViewController.map { [$0] } ?? []
            while let controller = pending.popLast() {
                if controller.transitionCoordinator != nil || controller.isBeingPresented
                    || controller.isBeingDismissed || controller.isMovingToParent
                    || controller.isMovingFromParent
                {
                    return false
                }
                pending.append(contentsOf: controller.children)
                if let presented = controller.presentedViewController {
                    pending.append(presented)
                }
            }
            return true
        }
    }
#endif
