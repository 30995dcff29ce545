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
    /// Whether the stack may have changed in a way its count and highest screens do not show
    /// (its stack was set, or a screen embedded somewhere): the next refresh looks at every
    /// covered screen again.
    var isStale = false

    /// Keeps the `keep` lowest covered screens and adds `added` above them, all looked at
    /// from `keep` up.
    mutating func update(keeping keep: Int, adding added: ArraySlice<Covered>) {
        covered.removeSubrange(min(keep, covered.count)...)
        covered.append(contentsOf: added)
        firstVisible = keep
        isStale = false
    }

    /// How the covered part of `stack` relates to this record, from the count and the two
    /// highest covered screens (``StackChange``).
    func change(to stack: [UIViewController]) -> StackChange {
        StackChange.of(count: max(0, stack.count - 1), recorded: covered.count) { index in
            covered[index].screen.value === stack[index]
        }
    }
}
