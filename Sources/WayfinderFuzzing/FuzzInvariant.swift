/// The promises the fuzzer checks after every step.
public enum FuzzInvariant: Int, Equatable, Hashable, Sendable, CaseIterable,
    CustomStringConvertible
{
    /// 1. `navigator.tree` equals an independent reading of what HeadlessUIKit shows, and each
    /// command that settled did what it said (the checker's shadow of its effect).
    case treeMatchesUIKit = 1
    /// 2. HeadlessUIKit recorded no diagnostic.
    case noDiagnostics
    /// 3. Every `Transition` settles exactly once, in the order the commands were issued.
    case transitionsSettleOnceInOrder
    /// 4. Every screen's `onFinish` fires exactly once, only after it left, never while it is
    /// on screen (so never for a cancelled gesture).
    case finishOnceAfterLeaving
    /// 5. Every screen that left is released once the run loop is idle.
    case leftScreensReleased
    /// 6. Every awaited `Outcome` is delivered exactly once, with the result given.
    case outcomeDeliveredOnce
    /// 7. At a quiet point no screen is left mid-appearance: its last appearance callback is
    /// not a `viewWillAppear` or `viewWillDisappear` (UIKit ends every appearance transition
    /// it begins).
    case appearanceCallbacksBalanced

    /// A short name, such as `settle-once-in-order`.
    public var name: String {
        switch self {
        case .treeMatchesUIKit: "tree-matches-uikit"
        case .noDiagnostics: "no-diagnostics"
        case .transitionsSettleOnceInOrder: "settle-once-in-order"
        case .finishOnceAfterLeaving: "finish-once-after-leaving"
        case .leftScreensReleased: "left-screens-released"
        case .outcomeDeliveredOnce: "outcome-delivered-once"
        case .appearanceCallbacksBalanced: "appearance-callbacks-balanced"
        }
    }

    /// What the invariant promises, in a sentence.
    public var promise: String {
        switch self {
        case .treeMatchesUIKit:
            "navigator.tree equals what HeadlessUIKit shows, and settled commands did what they said"
        case .noDiagnostics: "HeadlessUIKit records no diagnostics"
        case .transitionsSettleOnceInOrder:
            "every Transition settles exactly once, in the order the commands were issued"
        case .finishOnceAfterLeaving:
            "onFinish fires exactly once, only after the screen left, never while it is on screen"
        case .leftScreensReleased: "every screen that left is released once the run loop is idle"
        case .outcomeDeliveredOnce: "every awaited Outcome is delivered exactly once"
        case .appearanceCallbacksBalanced:
            "at a quiet point no screen's last appearance callback is a will-callback"
        }
    }

    /// `invariant 3 (settle-once-in-order)`.
    public var description: String { "invariant \(rawValue) (\(name))" }
}

/// A broken invariant: which, at which step, and what was seen.
public struct FuzzViolation: Error, Equatable, Sendable, CustomStringConvertible {
    /// The invariant broken.
    public var invariant: FuzzInvariant
    /// The index of the step after which it was seen; the sequence's length for the final
    /// check after the last step.
    public var step: Int
    /// What was seen.
    public var message: String

    /// Creates a violation.
    public init(invariant: FuzzInvariant, step: Int, message: String) {
        self.invariant = invariant
        self.step = step
        self.message = message
    }

    /// `invariant 4 (finish-once-after-leaving) after step 12: …`.
    public var description: String { "\(invariant) after step \(step + 1): \(message)" }
}

/// A deliberately broken component, for the checker's own tests: each makes one invariant
/// fail, which shows that the checker would catch the real thing.
public enum FuzzFault: Equatable, Hashable, Sendable, CaseIterable {
    /// The tree read from the navigator loses every presentation (invariant 1).
    case treeLosesPresentations
    /// Every settlement is reported twice (invariant 3).
    case settlementReportedTwice
    /// A screen's finish is reported as soon as a swipe-back on it begins (invariant 4).
    case finishReportedOnSwipeBegin
    /// The app keeps a strong reference to every screen it makes (invariant 5).
    case appKeepsScreens
    /// Every outcome is reported twice (invariant 6).
    case outcomeReportedTwice
    /// A screen's `viewDidDisappear` never arrives, as if UIKit left its disappearance
    /// unended (invariant 7).
    case didDisappearMissed
}
