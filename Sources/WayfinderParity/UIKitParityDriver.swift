#if canImport(UIKit)
    import Foundation
    import UIKit

    /// Runs parity scenarios on real UIKit (an iOS simulator or device): waits for a
    /// foreground-active window scene, reads the end of each transition from UIKit's own
    /// completions, and skips the gestures that public UIKit cannot make.
    ///
    /// The scenarios need a window on screen, so the tests must run inside a host
    /// application whose scene is in the foreground (the `ParityHost` app in
    /// `Tests/ParityHost`; a SwiftPM test bundle runs in Xcode's `xctest` agent, which has
    /// none). ``makeWindow()`` waits up to ``sceneTimeout`` for a `UIWindowScene` whose
    /// `activationState` is `.foregroundActive`, and throws ``ParityTimeout`` without one: the
    /// scenario is recorded with a `"⏱ …"` entry, and every comparison fails on it.
    ///
    /// Waits never sleep a fixed time: between two looks the driver awaits the main run loop
    /// (a timer of ``pollInterval``) or, better, UIKit's completion of the running transition
    /// (`animate(alongsideTransition:completion:)` of its coordinator). Each wait has an upper
    /// bound, ``timeout``; one that reaches it is recorded as a `"⏱ …"` entry.
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
        /// How long ``waitForIdle(in:)`` waits for the transitions to end before giving up.
        public let timeout: TimeInterval
        /// How long ``makeWindow()`` waits for a foreground-active window scene.
        public let sceneTimeout: TimeInterval
        /// How often a wait looks when UIKit offers no completion to await.
        public let pollInterval: TimeInterval
        /// Why the wait for a window scene failed, once it has: later scenarios fail at once
        /// instead of waiting again.
        private var sceneFailure: ParityTimeout?

        /// Creates the driver.
        /// - Parameters:
        ///   - timeout: the longest wait for the transitions to end, 5 seconds by default.
        ///   - sceneTimeout: the longest wait for a foreground-active window scene, 10
        ///     seconds by default.
        ///   - pollInterval: the time between two looks, 20 ms by default.
        public init(
            timeout: TimeInterval = 5, sceneTimeout: TimeInterval = 10,
            pollInterval: TimeInterval = 0.02
        ) {
            let device = UIDevice.current
            platform = "\(device.systemName) \(device.systemVersion) (\(device.model))"
            self.timeout = timeout
            self.sceneTimeout = sceneTimeout
            self.pollInterval = pollInterval
        }

        /// A window of an iPhone's size on the host application's foreground-active window
        /// scene.
        /// - Throws: ``ParityTimeout`` when no scene is foreground-active within
        ///   ``sceneTimeout`` (or there is no host application).
        public func makeWindow() async throws -> UIWindow {
            let scene = try await foregroundActiveScene()
            let window = UIWindow(windowScene: scene)
            window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            return window
        }

        /// Waits for a `UIWindowScene` of the host application whose `activationState` is
        /// `.foregroundActive`, looking once per turn of the main run loop.
        /// - Returns: the first such scene.
        /// - Throws: ``ParityTimeout`` after ``sceneTimeout`` without one, or at once when the
        ///   tests have no host application, or when an earlier wait failed.
        public func foregroundActiveScene() async throws(ParityTimeout) -> UIWindowScene {
            if let sceneFailure { throw sceneFailure }
            let hint =
                "run the parity tests inside the ParityHost app (Tests/ParityHost), or another "
                + "app-hosted test bundle whose app shows a window scene in the foreground"
            // `UIApplication.shared` is declared non-optional but is nil in a test bundle
            // without a host application; asking through `perform` reads it safely.
            let selector = NSSelectorFromString("sharedApplication")
            guard UIApplication.responds(to: selector),
                let application = UIApplication.perform(selector)?.takeUnretainedValue()
                    as? UIApplication
            else {
                let failure = ParityTimeout(
                    "no foreground-active UIWindowScene: the tests have no host application; "
                        + hint)
                sceneFailure = failure
                throw failure
            }
            let start = CACurrentMediaTime()
            while true {
                let active = application.connectedScenes.lazy
                    .compactMap { $0 as? UIWindowScene }
                    .first { $0.activationState == .foregroundActive }
                if let active { return active }
                if CACurrentMediaTime() - start >= sceneTimeout { break }
                await nextLook()
            }
            let states = application.connectedScenes.map { "\($0.activationState.name)" }
            let failure = ParityTimeout(
                "no foreground-active UIWindowScene after \(Self.seconds(sceneTimeout)) "
                    + "(connected scenes: "
                    + (states.isEmpty ? "none" : states.joined(separator: ", ")) + "): " + hint)
            sceneFailure = failure
            throw failure
        }

        /// Waits until no controller in `window` has a transition coordinator or is being
        /// presented, dismissed, or moved, at two looks in a row (so that transition
        /// completions have run). While a transition runs, it awaits that transition's
        /// completion from UIKit; otherwise it looks again at the next turn of the run loop.
        /// - Returns: `false` after ``timeout``.
        public func waitForIdle(in window: UIWindow) async -> Bool {
            let start = CACurrentMediaTime()
            var quietLooks = 0
            while CACurrentMediaTime() - start < timeout {
                if let coordinator = Self.runningCoordinator(in: window) {
                    quietLooks = 0
                    let left = timeout - (CACurrentMediaTime() - start)
                    _ = await firstCallback(within: left) { done in
                        coordinator.animate(alongsideTransition: nil) { _ in done() }
                    }
                    continue
                }
                quietLooks = Self.isIdle(window) ? quietLooks + 1 : 0
                if quietLooks >= 2 { return true }
                await nextLook()
            }
            return false
        }

        /// Lets `seconds` pass on the clock Core Animation uses (`CACurrentMediaTime()`),
        /// counted from the start of the running transition's animations when one runs
        /// (UIKit calls its coordinator's alongside-animation block then), so that a
        /// scenario lands as far into the animation as on HeadlessUIKit's virtual clock.
        /// Returns early when that transition completes first.
        public func advance(by seconds: TimeInterval, in window: UIWindow) async {
            let race = CallbackRace()
            if let coordinator = Self.runningCoordinator(in: window) {
                _ = await firstCallback(within: timeout) { done in
                    coordinator.animate(
                        alongsideTransition: { _ in done() },
                        completion: { _ in
                            MainActor.assumeIsolated { race.transitionCompleted = true }
                            done()
                        })
                }
            }
            let start = CACurrentMediaTime()
            while !race.transitionCompleted, CACurrentMediaTime() - start < seconds {
                await nextLook(within: seconds - (CACurrentMediaTime() - start))
            }
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

        /// Awaits the main run loop: a timer of ``pollInterval`` (or `limit`, when shorter).
        private func nextLook(within limit: TimeInterval = .infinity) async {
            _ = await firstCallback(within: limit) { _ in false }
        }

        /// Awaits the first call of the callback that `register` hands to UIKit, or the end of
        /// `limit` seconds on the main run loop, whichever comes first.
        /// - Parameters:
        ///   - limit: the longest wait.
        ///   - register: hands the callback to UIKit; returns whether UIKit took it (as
        ///     `animate(alongsideTransition:completion:)` says). When it did not, the wait is a
        ///     look at the next turn of the run loop (``pollInterval``).
        /// - Returns: whether the callback came first.
        private func firstCallback(
            within limit: TimeInterval,
            _ register: (@escaping @Sendable () -> Void) -> Bool
        ) async -> Bool {
            let race = CallbackRace()
            let pollInterval = self.pollInterval
            return await withCheckedContinuation { continuation in
                race.continuation = continuation
                let registered = register {
                    MainActor.assumeIsolated { race.resume(true) }
                }
                // The callback may already have come.
                guard race.continuation != nil else { return }
                let interval = max(0, registered ? limit : min(limit, pollInterval))
                let timer = Timer(timeInterval: interval, repeats: false) { _ in
                    MainActor.assumeIsolated { race.resume(false) }
                }
                race.timer = timer
                RunLoop.main.add(timer, forMode: .common)
            }
        }

        /// `"10 s"`.
        private static func seconds(_ value: TimeInterval) -> String {
            value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
        }

        /// The coordinator of a transition running in `window`, if any.
        private static func runningCoordinator(in window: UIWindow)
            -> (any UIViewControllerTransitionCoordinator)?
        {
            var pending: [UIViewController] = window.rootViewController.map { [$0] } ?? []
            while let controller = pending.popLast() {
                if let coordinator = controller.transitionCoordinator { return coordinator }
                pending.append(contentsOf: controller.children)
                if let presented = controller.presentedViewController {
                    pending.append(presented)
                }
            }
            return nil
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

    /// The first of a callback and a timer, resumed once; and whether a transition the
    /// driver waits in has completed.
    @MainActor
    private final class CallbackRace {
        var continuation: CheckedContinuation<Bool, Never>?
        var timer: Timer?
        var transitionCompleted = false

        func resume(_ callbackCameFirst: Bool) {
            timer?.invalidate()
            timer = nil
            continuation?.resume(returning: callbackCameFirst)
            continuation = nil
        }
    }

    extension UIScene.ActivationState {
        /// `"foregroundActive"`, for messages.
        fileprivate var name: String {
            switch self {
            case .unattached: "unattached"
            case .foregroundActive: "foregroundActive"
            case .foregroundInactive: "foregroundInactive"
            case .background: "background"
            @unknown default: "unknown (\(rawValue))"
            }
        }
    }
#endif
