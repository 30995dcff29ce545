import Testing

@testable import Wayfinder

/// The one stack-change classifier, on plain values: recorded screens against the stack now.
@Suite struct StackChangeTests {
    private func change(from recorded: [String], to stack: [String]) -> StackChange {
        StackChange.of(count: stack.count, recorded: recorded.count) { index in
            recorded[index] == stack[index]
        }
    }

    private func name(_ change: StackChange) -> String {
        switch change {
        case .unchanged: "unchanged"
        case .pushed: "pushed"
        case .popped: "popped"
        case .other: "other"
        }
    }

    @Test(arguments: [
        (["A", "B", "C"], ["A", "B", "C"], "unchanged"),
        (["A", "B"], ["A", "B", "C"], "pushed"),
        (["A", "B", "C"], ["A", "B"], "popped"),
        (["A", "B", "C"], ["A", "X", "C"], "other"),
        (["A", "B", "C"], ["A", "B", "X"], "other"),
        (["A", "B"], ["A", "X", "C"], "other"),
        (["A", "B", "C"], ["A"], "other"),
        ([], [], "unchanged"),
        ([], ["A"], "pushed"),
        // Below the two highest screens a change that keeps the count is not seen: the
        // known limit the consistency checks report.
        (["A", "B", "C", "D"], ["X", "B", "C", "D"], "unchanged"),
    ])
    func aStackIsToldFromItsCountAndItsTwoHighestScreens(
        recorded: [String], stack: [String], expected: String
    ) {
        #expect(name(change(from: recorded, to: stack)) == expected)
    }
}
