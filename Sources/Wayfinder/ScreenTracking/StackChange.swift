/// How a navigation stack now relates to what was recorded of it: the one stack-change
/// classifier of the quiet moments (``StackRecord``), the remembered stacks of
/// `previous(of:)` and the checks of both.
///
/// It is told from the count and the two highest screens compared: a stack whose count is
/// the same and whose two highest screens are the recorded ones is taken as unchanged. A
/// change further down that keeps the count (only the app's own call on UIKit can make one)
/// is seen at the next change of that stack that reaches it (docs/NOTES.md, "Known limit of
/// the records").
enum StackChange {
    /// Same screens.
    case unchanged
    /// One more screen on top of the recorded ones (a push).
    case pushed
    /// One fewer: the recorded top is gone (a pop).
    case popped
    /// Anything else: compare screen by screen.
    case other

    /// How a stack of `count` screens relates to `recorded` recorded ones.
    ///
    /// - Parameter isRecorded: whether the screen at an index of the stack now is the one
    ///   recorded at that index (asked only below both counts).
    @inline(__always)
    static func of(count: Int, recorded: Int, isRecorded: (Int) -> Bool) -> StackChange {
        /// Whether the two screens below index `end` are the recorded ones.
        @inline(__always)
        func matches(below end: Int) -> Bool {
            var index = end - 1
            while index >= 0, index >= end - 2 {
                guard isRecorded(index) else { return false }
                index -= 1
            }
            return true
        }
        if count == recorded, matches(below: recorded) { return .unchanged }
        if count == recorded + 1, matches(below: recorded) { return .pushed }
        if count + 1 == recorded, matches(below: count) { return .popped }
        return .other
    }
}
