/// What a navigator knows of one navigation controller's covered screens (all but the top)
/// at the last quiet moment, so that a quiet moment after a push or a pop looks at the top
/// of the stack only, whatever its depth.
///
/// Covered screens are not in the window and change only with the stack: a command, or a
/// transition the navigation delegate reports. A stack whose count and two highest covered
/// screens are unchanged is taken as unchanged; `Navigator.consistencyFaults()` checks that
/// against a full walk.
@MainActor
struct StackRecord {
    /// One covered screen and every controller inside it (its children and what they
    /// present), parents first, as seen when it was last looked at.
    struct Covered {
        let screen: WeakScreen
        let inside: [WeakScreen]

        /// The screen, then what is inside it.
        var all: [WeakScreen] { [screen] + inside }
    }

    /// The covered screens, bottom first.
    var covered: [Covered] = []
    /// The lowest covered index whose screens were visible at the last quiet moment (a
    /// screen covered by a push that has not run yet still shows); `covered.count` if none.
    var firstVisible = 0
    /// The navigator's quiet moment that last looked at this stack.
    var seenAt = 0

    /// How the covered part of `stack` relates to this record.
    enum Change {
        /// Same covered screens.
        case unchanged
        /// One more covered screen: the previous top (a push).
        case pushed
        /// One fewer: the highest covered screen is the top again (a pop).
        case popped
        /// Anything else: compare screen by screen.
        case other
    }

    /// How the covered part of `stack` relates to this record, from the count and the two
    /// highest covered screens.
    func change(to stack: [UIViewController]) -> Change {
        let count = max(0, stack.count - 1)
        let known = covered.count
        if count == known, matches(stack, below: known) { return .unchanged }
        if count == known + 1, matches(stack, below: known) { return .pushed }
        if count + 1 == known, matches(stack, below: count) { return .popped }
        return .other
    }

    /// Whether the two screens below index `end` of `stack` are the recorded ones.
    private func matches(_ stack: [UIViewController], below end: Int) -> Bool {
        var index = end - 1
        while index >= 0, index >= end - 2 {
            guard covered[index].screen.value === stack[index] else { return false }
            index -= 1
        }
        return true
    }
}
