import HeadlessUIKit
import Testing

@testable import Wayfinder

/// The pure comparison of two snapshots of the window into what screens hear, as whole
/// lists: appeared, then disappeared (in the new snapshot's order), then left (the old
/// snapshot's order reversed).
@MainActor
@Suite struct ScreenDiffTests {
    private let screens: [String: UIViewController] = Dictionary(
        uniqueKeysWithValues: ["nav", "A", "B", "C", "D", "X", "Sheet", "Child"].map { name in
            let screen = UIViewController()
            screen.title = name
            return (name, screen)
        })

    /// A snapshot of the named screens, in order; a name ending in `*` is visible.
    private func snapshot(_ names: String...) -> [WindowSnapshot.Entry] {
        names.map { name in
            let visible = name.hasSuffix("*")
            return WindowSnapshot.Entry(
                screen: WeakScreen(
                    screens[String(name.dropLast(visible ? 1 : 0))]!, names: ScreenNames()),
                isVisible: visible, isFront: true)
        }
    }

    /// `changes` as words: "appeared A", "disappeared B", "left C (visible)".
    private func words(_ changes: [ScreenChange]) -> [String] {
        changes.map { change in
            switch change {
            case .appeared(let screen): "appeared \(screen.name)"
            case .disappeared(let screen): "disappeared \(screen.name)"
            case .left(let screen, let wasVisible):
                "left \(screen.name)" + (wasVisible ? " (visible)" : "")
            }
        }
    }

    /// The changes from `old` to `new` as words; `shown`: screens gone but still shown.
    private func diff(
        _ old: [WindowSnapshot.Entry], _ new: [WindowSnapshot.Entry], shown: Set<String> = []
    ) -> [String] {
        var changes: [ScreenChange] = []
        let stillShown = ScreenDiff.changes(from: old, to: new, into: &changes) {
            shown.contains($0.name)
        }
        return words(changes) + stillShown.map { "still shown \($0.name)" }
    }

    /// The changes from `old` to `new` with `passed` (a name ending in `*` was shown by a
    /// `didShow`, others came below it) reported between them, none of them in the window.
    private func diff(
        _ old: [WindowSnapshot.Entry], _ new: [WindowSnapshot.Entry], passed: [String]
    ) -> [String] {
        var changes: [ScreenChange] = []
        _ = ScreenDiff.changes(from: old, to: new, into: &changes) { _ in false }
        let shown = passed.map { name in
            let visible = name.hasSuffix("*")
            return ScreenDiff.Shown(
                screen: WeakScreen(
                    screens[String(name.dropLast(visible ? 1 : 0))]!, names: ScreenNames()),
                wasVisible: visible)
        }
        ScreenDiff.passedThrough(shown, old: old, new: new, into: &changes)
        return words(changes)
    }

    @Test func aScreenPushedAndPoppedBetweenTwoSnapshotsAppearsAndLeavesFirst() {
        // iOS 26: C's push is interrupted by two back taps that pop C and B.
        #expect(
            diff(snapshot("nav*", "A", "B*"), snapshot("nav*", "A*"), passed: ["C*", "A*"])
                == ["appeared C", "appeared A", "left C (visible)", "left B (visible)"])
    }

    @Test func aScreenThatCameBelowTheShownOneLeavesWithoutAppearing() {
        #expect(
            diff(snapshot("nav*", "A*"), snapshot("nav*", "A*"), passed: ["C*", "D", "C*"])
                == ["appeared C", "left C (visible)", "left D"])
    }

    @Test func aScreenEitherSnapshotHoldsIsLeftToTheDiff() {
        #expect(
            diff(snapshot("nav*", "A*"), snapshot("nav*", "A", "B*"), passed: ["B*", "A"])
                == ["appeared B", "disappeared A"])
    }

    @Test func theFirstSnapshotTellsTheVisibleScreensInOrder() {
        #expect(diff([], snapshot("nav*", "A", "B*")) == ["appeared nav", "appeared B"])
    }

    @Test func theSameWindowTellsNothing() {
        #expect(diff(snapshot("nav*", "A", "B*"), snapshot("nav*", "A", "B*")) == [])
    }

    @Test func aPushTellsTheNewTopAppearedAndTheOldOneDisappeared() {
        #expect(
            diff(snapshot("nav*", "A", "B*"), snapshot("nav*", "A", "B", "C*"))
                == ["appeared C", "disappeared B"])
    }

    @Test func aPopTellsTheScreenBelowAppearedAndTheTopLeft() {
        #expect(
            diff(snapshot("nav*", "A", "B", "C*"), snapshot("nav*", "A", "B*"))
                == ["appeared B", "left C (visible)"])
    }

    @Test func aCoveredScreenReplacedLeavesWhereverItWas() {
        #expect(
            diff(snapshot("nav*", "A", "B", "C", "D*"), snapshot("nav*", "X", "B", "C", "D*"))
                == ["left A"])
    }

    @Test func screensThatLeaveAreToldChildrenAndLaterScreensFirst() {
        #expect(
            diff(snapshot("nav*", "A", "Child", "B", "C*", "Sheet*"), snapshot("nav*", "A*"))
                == [
                    "appeared A", "left Sheet (visible)", "left C (visible)", "left B",
                    "left Child",
                ])
    }

    @Test func aScreenReorderedIsNeitherNewNorGone() {
        #expect(
            diff(snapshot("nav*", "A", "B", "C*"), snapshot("nav*", "B", "A", "C*")) == [])
    }

    @Test func aScreenGoneWhoseViewStillShowsHasNotLeft() {
        #expect(
            diff(snapshot("nav*", "A", "B*"), snapshot("nav*", "A"), shown: ["B"])
                == ["still shown B"])
    }

    @Test func aScreenThatAppearsAndOneThatDisappearsInTheMiddle() {
        #expect(
            diff(snapshot("nav*", "A*", "X", "B"), snapshot("nav*", "A", "D", "B*"))
                == ["appeared B", "disappeared A", "left X"])
    }
}
