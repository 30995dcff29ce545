/// What screens must hear going from one snapshot of the window to the next: a pure
/// function of the two (and of which screens no longer in the window still show).
@MainActor
enum ScreenDiff {
    /// Appends to `changes` the changes from `old` to `new`, in order: the screens whose
    /// view came into the window, then those whose view left it (both in `new`'s order),
    /// then those that left the window (children and later screens first: `old`'s order
    /// reversed).
    ///
    /// A screen no longer in `new` whose view is still in the window (`isShown`: UIKit took
    /// it out of its container, but the transition that takes its view out has not run yet)
    /// has not left: it is returned, to be compared again at the next quiet moment, and it
    /// counts as not visible from now on.
    static func changes(
        from old: [WindowSnapshot.Entry], to new: [WindowSnapshot.Entry],
        into changes: inout [ScreenChange],
        isShown: (WeakScreen) -> Bool = { $0.value?.viewIfLoaded?.window != nil }
    ) -> [WeakScreen] {
        // The same screens at the start of both (one identity comparison each); the rest
        // is matched by identity.
        var prefix = 0
        while prefix < min(old.count, new.count), same(old[prefix], new[prefix]) { prefix += 1 }
        var oldIndex: [ObjectIdentifier: Int] = [:]
        if prefix < old.count, prefix < new.count {
            for index in prefix..<old.count { oldIndex[old[index].id] = index }
        }
        var matched = [Bool](repeating: false, count: old.count - prefix)
        var disappeared: [WeakScreen] = []
        for index in new.indices {
            var wasVisible = false
            if index < prefix {
                wasVisible = old[index].isVisible
            } else if let before = oldIndex[new[index].id], same(old[before], new[index]) {
                matched[before - prefix] = true
                wasVisible = old[before].isVisible
            }
            guard wasVisible != new[index].isVisible else { continue }
            if wasVisible {
                disappeared.append(new[index].screen)
            } else {
                changes.append(.appeared(new[index].screen))
            }
        }
        changes += disappeared.map { .disappeared($0) }
        var stillShown: [WeakScreen] = []
        for index in (prefix..<old.count).reversed() where !matched[index - prefix] {
            if isShown(old[index].screen) {
                stillShown.append(old[index].screen)
            } else {
                changes.append(.left(old[index].screen, wasVisible: old[index].isVisible))
            }
        }
        return stillShown
    }

    /// Whether two entries are of the same screen: identities first, read inline.
    @inline(__always) private static func same(
        _ one: WindowSnapshot.Entry, _ other: WindowSnapshot.Entry
    ) -> Bool {
        one.id == other.id && one.screen.isSame(as: other.screen)
    }

    /// A screen a navigation controller's `didShow` reported (`wasVisible`), or one below it
    /// that came with it, since the last quiet moment.
    struct Shown {
        let screen: WeakScreen
        let wasVisible: Bool
        /// The visible screen it covered when shown, if the last snapshot held one.
        var covered: WeakScreen?
    }

    /// Adds to `changes` the screens a signal saw shown since the last quiet moment
    /// (`shown`: a navigation controller's `didShow`, and the new screens below it) that are
    /// in neither snapshot: on iOS 26 the user can pop a screen while its push still runs,
    /// so it appears and leaves with no quiet moment between. The shown one appears first;
    /// all leave, top first, before the screens that were below them. A screen either
    /// snapshot holds is left to ``changes(from:to:into:isShown:)``.
    static func passedThrough(
        _ shown: [Shown], old: [WindowSnapshot.Entry], new: [WindowSnapshot.Entry],
        into changes: inout [ScreenChange],
        isShown: (WeakScreen) -> Bool = { $0.value?.viewIfLoaded?.window != nil }
    ) {
        var held: Set<ObjectIdentifier>?
        var added: [Shown] = []
        for entry in shown where !isShown(entry.screen) {
            // Searched only for a screen out of the window, and made once: a `setStack` of
            // n screens notes n of them.
            if held == nil { held = Set(old.lazy.map(\.id)).union(new.lazy.map(\.id)) }
            guard held?.contains(entry.screen.id) == false,
                !added.contains(where: { $0.screen.isSame(as: entry.screen) })
            else { continue }
            added.append(entry)
        }
        guard !added.isEmpty else { return }
        var uncovered: [WeakScreen] = []
        for case let covered? in added.map(\.covered)
        where !uncovered.contains(where: { $0.id == covered.id }) {
            if let screen = coveredAndUncovered(covered, old: old, new: new, changes) {
                uncovered.append(screen)
            }
        }
        let firstLeft =
            changes.firstIndex { if case .left = $0 { true } else { false } } ?? changes.count
        changes.insert(
            contentsOf: added.map { .left($0.screen, wasVisible: $0.wasVisible) }, at: firstLeft)
        changes.insert(contentsOf: uncovered.map { .appeared($0) }, at: firstLeft)
        changes.insert(contentsOf: uncovered.map { .disappeared($0) }, at: 0)
        changes.insert(
            contentsOf: added.filter(\.wasVisible).map { .appeared($0.screen) }, at: 0)
    }

    /// `covered` when both snapshots show it and `changes` has nothing for it: a screen
    /// passed over it and left again between the two quiet moments (`viewDidDisappear`, then
    /// `viewDidAppear` in UIKit), so it disappears and appears again around that passage.
    private static func coveredAndUncovered(
        _ covered: WeakScreen, old: [WindowSnapshot.Entry], new: [WindowSnapshot.Entry],
        _ changes: [ScreenChange]
    ) -> WeakScreen? {
        let id = covered.id
        guard old.contains(where: { $0.id == id && $0.isVisible }),
            new.contains(where: { $0.id == id && $0.isVisible && $0.screen.isSame(as: covered) })
        else { return nil }
        let changed = changes.contains { change in
            switch change {
            case .appeared(let screen), .disappeared(let screen), .left(let screen, _):
                screen.id == id
            }
        }
        return changed ? nil : covered
    }
}
