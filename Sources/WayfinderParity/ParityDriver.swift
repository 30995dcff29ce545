import Foundation
import Wayfinder

/// What a parity scenario needs from the platform it runs on: a window, a way to wait until
/// UIKit is idle, and the user's gestures.
///
/// Two drivers exist: ``HeadlessParityDriver`` turns HeadlessUIKit's virtual clock;
/// ``UIKitParityDriver`` runs on a real iOS run loop and drives what public UIKit lets code
/// drive. A gesture a driver cannot make throws ``ParitySkip`` with the reason, and the
/// scenario is recorded as skipped from there on.
@MainActor
public protocol ParityDriver: AnyObject {
    /// Where the scenarios run, e.g. `"HeadlessUIKit"`; written into the ``ParityRun``.
    var platform: String { get }

    /// A new window of an iPhone's size for one scenario.
    ///
    /// A driver that first has to wait for something (UIKit's driver waits for a
    /// foreground-active window scene) waits here, with a time-out.
    /// - Throws: ``ParityTimeout`` when the platform has no window to give in time: the
    ///   scenario is recorded with a `"⏱ …"` entry and fails. ``ParitySkip`` when the
    ///   platform cannot show a window by design: the scenario is recorded as skipped.
    func makeWindow() async throws -> UIWindow

    /// Waits until no transition, animation or completion is pending in `window`.
    /// - Returns: `false` when the wait timed out (on a real run loop only).
    func waitForIdle(in window: UIWindow) async -> Bool

    /// Lets `seconds` pass: virtual time on HeadlessUIKit, real time on a device.
    func advance(by seconds: TimeInterval, in window: UIWindow) async

    /// What a tap on the back button of `navigationController` does.
    /// - Throws: ``ParitySkip`` when the platform cannot make the tap.
    func tapBackButton(of navigationController: UINavigationController) throws(ParitySkip)

    /// Starts a swipe-back in `navigationController`.
    /// - Throws: ``ParitySkip`` when the platform cannot drive the gesture.
    func beginInteractivePop(of navigationController: UINavigationController)
        throws(ParitySkip) -> any ParityInteraction

    /// Starts a swipe-down of the presented sheet `presented`.
    /// - Throws: ``ParitySkip`` when the platform cannot drive the gesture.
    func beginInteractiveDismiss(of presented: UIViewController)
        throws(ParitySkip) -> any ParityInteraction

    /// UIKit's console messages (warnings, refused calls) for `window` so far, oldest first,
    /// or `nil` when the platform cannot read them.
    func consoleMessages(in window: UIWindow) -> [String]?

    /// What a user's tap on the tab at `index` does.
    /// - Throws: ``ParitySkip`` when the platform cannot make the tap.
    func tapTab(at index: Int, of tabBarController: UITabBarController) throws(ParitySkip)
}

/// A swipe the user is making, as a ``ParityDriver`` drives it.
@MainActor
public protocol ParityInteraction: AnyObject {
    /// Whether the gesture started a transition.
    var didBegin: Bool { get }
    /// Moves the finger to `progress` (0…1) of the way.
    func update(progress: Double)
    /// Lets go: the transition completes.
    func finish()
    /// Lets go: the transition is undone.
    func cancel()
}

/// A step a platform cannot take, with the reason; the scenario stops there and is recorded
/// as skipped.
public struct ParitySkip: Error, Equatable, Sendable, CustomStringConvertible {
    /// Why, in one sentence.
    public var reason: String

    /// Creates a skip.
    /// - Parameter reason: why, in one sentence.
    public init(_ reason: String) {
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
}

/// A wait a ``ParityDriver`` gave up on, with what it waited for: a window scene that never
/// became active, a transition that never ended.
///
/// Unlike a ``ParitySkip``, a time-out is a failure: ``ParitySuite`` records it as a
/// `"⏱ <reason>"` entry, and ``ParityComparison`` reports a scenario with such an entry, in
/// either run, as ``ParityComparison/Outcome/timedOut(index:entry:inExpected:)``.
public struct ParityTimeout: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was waited for and what to do about it, in one sentence.
    public var reason: String

    /// Creates a time-out.
    /// - Parameter reason: what was waited for and what to do about it.
    public init(_ reason: String) {
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
}
