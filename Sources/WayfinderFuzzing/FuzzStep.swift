/// One step of a fuzz sequence: a navigator command, a user action, the clock moving, or (in
/// the checker's own tests only) a deliberate misuse.
///
/// Steps do not name screens. A command that needs one holds a `pick`, an index resolved
/// against what is on screen when the step runs (modulo the number of candidates), so that
/// any subsequence of a sequence still runs: that is what lets the shrinker remove steps.
public enum FuzzStep: Equatable, Sendable, CustomStringConvertible {
    /// A navigator command, animated or not.
    case command(FuzzCommand, animated: Bool)
    /// Something the user does.
    case user(FuzzUserAction)
    /// The virtual clock moves on by this many milliseconds: commands and gestures that
    /// follow land in the middle of animations.
    case advance(milliseconds: Int)
    /// The run loop turns until nothing is pending.
    case idle
    /// App code that bypasses the navigator; the generator never makes these (they exist to
    /// show that the checker catches what they break).
    case rogue(FuzzRogueAction)

    /// `push(result) animated`, `user swipeBackBegin`, `advance 120ms`, `idle` …
    public var description: String {
        switch self {
        case .command(let command, let animated):
            "\(command)\(animated ? " animated" : "")"
        case .user(let action): "user \(action)"
        case .advance(let milliseconds): "advance \(milliseconds)ms"
        case .idle: "idle"
        case .rogue(let action): "rogue \(action)"
        }
    }
}

/// A navigator command of a fuzz step, good or deliberately bad. Bad ones must settle
/// `.failed` without UIKit diagnostics.
public enum FuzzCommand: Equatable, Sendable, CustomStringConvertible {
    /// Push a new screen; with `result`, through `push(_:onOutcome:)`.
    case push(result: Bool)
    /// Push a new screen, removing the picked screen of the front stack in the same
    /// transition.
    case pushRemoving(pick: Int)
    /// Bad: push a screen that is already shown.
    case pushExisting(pick: Int)
    /// Bad: push a navigation controller.
    case pushNavigationController
    /// Pop the front stack's top.
    case pop
    /// Pop to the picked screen of the front stack.
    case popTo(pick: Int)
    /// Bad: pop to a screen that was never shown.
    case popToUnknown
    /// Pop the front stack to its root.
    case popToRoot
    /// Replace the front stack with the picked screens (duplicates are bad) and `adding` new
    /// ones; an empty stack is bad.
    case setStack(keep: [Int], adding: Int)
    /// Remove the picked screen of the front stack.
    case remove(pick: Int)
    /// Bad: remove every screen of the front stack.
    case removeEverything
    /// Present a new screen, or a navigation controller holding one.
    case present(FuzzPresentation)
    /// Bad: present a screen that is already shown.
    case presentExisting(pick: Int)
    /// Dismiss the picked controller of the window (bad when it is not presented).
    case dismiss(pick: Int)
    /// Dismiss everything presented.
    case dismissAll
    /// Select a tab (bad when out of range or there are no tabs).
    case selectTab(Int)
    /// Close the picked controller of the window (bad for a tab, a root …).
    case close(pick: Int)
    /// Bad: close a screen that was never shown.
    case closeUnknown
    /// The picked screen calls `finish(with: value)`.
    case finish(pick: Int, value: Int)
    /// Embed a new screen in the picked screen.
    case embed(pick: Int)
    /// Unembed the picked controller (bad unless it is embedded).
    case unembed(pick: Int)
    /// Several changes as one command.
    case perform(FuzzBatch)

    /// A short readable form, such as `popTo(#2)`.
    public var description: String {
        switch self {
        case .push(let result): result ? "push(result)" : "push"
        case .pushRemoving(let pick): "push(removing: #\(pick))"
        case .pushExisting(let pick): "push(existing #\(pick))"
        case .pushNavigationController: "push(navigation controller)"
        case .pop: "pop"
        case .popTo(let pick): "popTo(#\(pick))"
        case .popToUnknown: "popTo(unknown)"
        case .popToRoot: "popToRoot"
        case .setStack(let keep, let adding):
            "setStack(keep: \(keep.map { "#\($0)" }.joined(separator: " ")), adding: \(adding))"
        case .remove(let pick): "remove(#\(pick))"
        case .removeEverything: "remove(everything)"
        case .present(let presentation): "present(\(presentation))"
        case .presentExisting(let pick): "present(existing #\(pick))"
        case .dismiss(let pick): "dismiss(#\(pick))"
        case .dismissAll: "dismissAll"
        case .selectTab(let index): "selectTab(\(index))"
        case .close(let pick): "close(#\(pick))"
        case .closeUnknown: "close(unknown)"
        case .finish(let pick, let value): "finish(#\(pick), with: \(value))"
        case .embed(let pick): "embed(in: #\(pick))"
        case .unembed(let pick): "unembed(#\(pick))"
        case .perform(let batch): "perform(\(batch))"
        }
    }
}

/// What a fuzz `present` shows and how.
public struct FuzzPresentation: Equatable, Sendable, CustomStringConvertible {
    /// The presentation style.
    public var style: FuzzPresentationStyle
    /// Whether the new screen is wrapped in a navigation controller.
    public var inNavigation: Bool
    /// Whether it is presented through `present(_:onOutcome:)` (only without navigation).
    public var result: Bool

    /// Creates a presentation.
    public init(style: FuzzPresentationStyle, inNavigation: Bool, result: Bool) {
        self.style = style
        self.inNavigation = inNavigation
        self.result = result
    }

    /// `pageSheet`, `fullScreen nav result` …
    public var description: String {
        [style.rawValue, inNavigation ? "nav" : nil, result ? "result" : nil]
            .compactMap { $0 }.joined(separator: " ")
    }
}

/// The presentation styles the fuzzer uses, named as in UIKit.
public enum FuzzPresentationStyle: String, Equatable, Sendable, CaseIterable {
    /// `.automatic` (a page sheet).
    case automatic
    /// `.pageSheet`.
    case pageSheet
    /// `.formSheet`.
    case formSheet
    /// `.fullScreen`.
    case fullScreen
    /// `.overFullScreen`.
    case overFullScreen
}

/// The changes a fuzz `perform` makes as one command.
public enum FuzzBatch: Equatable, Sendable, CustomStringConvertible {
    /// `popToRoot(); push(new)`.
    case popToRootAndPush
    /// `dismissAll(); push(new)`.
    case dismissAllAndPush
    /// `push(new); push(new)`.
    case pushTwo
    /// `pop(); pop()`.
    case popTwice
    /// `dismissAll(); selectTab(index)`.
    case dismissAllAndSelectTab(Int)

    /// `popToRoot+push` …
    public var description: String {
        switch self {
        case .popToRootAndPush: "popToRoot+push"
        case .dismissAllAndPush: "dismissAll+push"
        case .pushTwo: "push+push"
        case .popTwice: "pop+pop"
        case .dismissAllAndSelectTab(let index): "dismissAll+selectTab(\(index))"
        }
    }
}

/// What the user does. Gestures start only when UIKit would let them (no transition runs,
/// nothing covers the control; with interruptions, iOS 26's, also during a push or pop);
/// progress, finish and cancel act on the gesture under way.
public enum FuzzUserAction: Equatable, Sendable, CustomStringConvertible {
    /// Tap the back button of the front navigation controller.
    case tapBack
    /// Start a swipe-back on the front navigation controller.
    case swipeBackBegin
    /// Start swiping the top sheet down.
    case sheetSwipeDownBegin
    /// Move the finger of the gesture under way to this percentage.
    case gestureProgress(percent: Int)
    /// Let go so that the gesture completes.
    case gestureFinish
    /// Let go so that the gesture is undone.
    case gestureCancel
    /// Tap a tab.
    case tapTab(Int)
    /// Start iOS 26's full-width content swipe-back on the front navigation controller.
    case contentSwipeBegin
    /// Start pinching or dragging back the front screen shown with a zoom transition
    /// (pushed or presented, iOS 18).
    case zoomDismissBegin
    /// Change the window's horizontal size class (rotate, resize): split view controllers
    /// collapse (`compact`) or expand.
    case sizeClass(compact: Bool)
    /// Tap the back button of the front navigation controller twice in a row: under iOS 26
    /// the second tap lands on the pop the first started and pops a second screen. Only
    /// generated with interruptions (`wayfinder fuzz --os 26`).
    case doubleTapBack

    /// `tapBack`, `gestureProgress(40%)` …
    public var description: String {
        switch self {
        case .tapBack: "tapBack"
        case .swipeBackBegin: "swipeBackBegin"
        case .sheetSwipeDownBegin: "sheetSwipeDownBegin"
        case .gestureProgress(let percent): "gestureProgress(\(percent)%)"
        case .gestureFinish: "gestureFinish"
        case .gestureCancel: "gestureCancel"
        case .tapTab(let index): "tapTab(\(index))"
        case .contentSwipeBegin: "contentSwipeBegin"
        case .zoomDismissBegin: "zoomDismissBegin"
        case .sizeClass(let compact): compact ? "sizeClass(compact)" : "sizeClass(regular)"
        case .doubleTapBack: "doubleTapBack"
        }
    }
}

/// App code that goes around the navigator.
public enum FuzzRogueAction: Equatable, Sendable, CustomStringConvertible {
    /// `pushViewController(new, animated: true)` straight on the front navigation controller,
    /// even while a transition runs.
    case directPush

    /// `directPush`.
    public var description: String { "directPush" }
}

/// What the window starts with.
public enum FuzzRoot: Equatable, Sendable, CustomStringConvertible {
    /// A navigation controller with one screen.
    case navigation
    /// A tab bar controller with this many tabs, each a navigation controller with one screen.
    case tabs(Int)
    /// A double-column split view controller whose primary and secondary columns are each a
    /// navigation controller with one screen; it starts collapsed (HeadlessUIKit's compact
    /// width).
    case split

    /// `navigation`, `tabs(3)` or `split`.
    public var description: String {
        switch self {
        case .navigation: "navigation"
        case .tabs(let count): "tabs(\(count))"
        case .split: "split"
        }
    }
}

/// A whole fuzz case: the window's starting root and the steps.
public struct FuzzSequence: Equatable, Sendable, CustomStringConvertible {
    /// The root.
    public var root: FuzzRoot
    /// The steps, in order.
    public var steps: [FuzzStep]

    /// Creates a sequence.
    public init(root: FuzzRoot, steps: [FuzzStep]) {
        self.root = root
        self.steps = steps
    }

    /// `root tabs(2)` then one numbered step a line.
    public var description: String {
        (["root \(root)"] + steps.enumerated().map { "\($0.offset + 1). \($0.element)" })
            .joined(separator: "\n")
    }
}
