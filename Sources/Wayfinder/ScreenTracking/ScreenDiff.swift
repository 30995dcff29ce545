/// One thing a screen must hear after a refresh of the screen tracker.
@MainActor
enum ScreenChange {
    /// Its view came into the window.
    case appeared(WeakScreen)
    /// Its view left the window, but the screen is still in it (covered, or a tab not
    /// selected).
    case disappeared(WeakScreen)
    /// It left the window for good (or was released before the refresh saw it go);
    /// `wasVisible`: its view was in the window at the refresh before.
    case left(WeakScreen, wasVisible: Bool)

    var screen: WeakScreen {
        switch self {
        case .appeared(let screen), .disappeared(let screen), .left(let screen, _): screen
        }
    }
}

/// What screens must hear going from one snapshot of the window to the next: a pure
/// function of the two (and of which screens no longer in the window still show).
@MainActor
enum ScreenDiff {
    /// Appends the changes from `old` to `new`: screens whose view came into the window,
    /// then those whose view left it (`new`'s order), then those that left the window
    /// (`old`'s order reversed: children and later screens first).
    ///
    /// A screen gone from `new` whose view is still shown (`isShown`: UIKit took it out of
    /// its container before the transition that takes its view out) has not left: it is
    /// returned, to be compared again at the next quiet moment, as not visible.
    static func changes(
        from old: [WindowSnapshot.Entry], to new: [WindowSnapshot.Entry],
        into changes: inout [ScreenChange],
        isShown: (WeakScreen) -> Bool = { $0.value?.viewIfLoaded?.window != nil }
    ) -> [WeakScreen] {
        // The same screens at the start of both; the rest is matched by identity.
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix].id == new[prefix].id,
            old[prefix].screen.isSame(as: new[prefix].screen)
        {
            prefix += 1
        }
        var oldIndex: [ObjectIdentifier: Int] = [:]
        if prefix < old.count, prefix < new.count {
            for index in prefix..<old.count { oldIndex[old[index].id] = index }
        }
        var matched = [Bool](repeating: false, count: old.count)
        var disappeared: [WeakScreen] = []
        for (index, entry) in new.enumerated() {
            var wasVisible = false
            if index < prefix {
                (matched[index], wasVisible) = (true, old[index].isVisible)
            } else if let before = oldIndex[entry.id], old[before].screen.isSame(as: entry.screen) {
                (matched[before], wasVisible) = (true, old[before].isVisible)
            }
            if wasVisible, !entry.isVisible {
                disappeared.append(entry.screen)
            } else if !wasVisible, entry.isVisible {
                changes.append(.appeared(entry.screen))
            }
        }
        changes += disappeared.map { .disappeared($0) }
        var stillShown: [WeakScreen] = []
        for index in old.indices.reversed() where !matched[index] {
            if isShown(old[index].screen) {
                stillShown.append(old[index].screen)
            } else {
                changes.append(.left(old[index].screen, wasVisible: old[index].isVisible))
            }
        }
        return stillShown
    }

    /// A screen a `didShow` reported since the last quiet moment (`wasVisible`), or one that
    /// came with it.
    struct Shown {
        let screen: WeakScreen
        let wasVisible: Bool
        /// The visible screen it covered when shown, if the last snapshot held one.
        var covered: WeakScreen?
    }

    /// Adds the screens `shown` since the last quiet moment, now out of the window and in
    /// neither snapshot: on iOS 26 the user can pop a screen while its push runs, so it
    /// appears and leaves with no quiet moment between. The shown one appears first; all
    /// leave, top first, before the screens below them. The screen a shown one covered,
    /// visible in both snapshots and in no other change, disappears and appears again around
    /// them (as UIKit called it).
    static func passedThrough(
        _ shown: [Shown], old: [WindowSnapshot.Entry], new: [WindowSnapshot.Entry],
        into changes: inout [ScreenChange]
    ) {
        let held = Set(old.lazy.map(\.id)).union(new.lazy.map(\.id))
        var added: [Shown] = []
        for entry in shown
        where !held.contains(entry.screen.id)
            && !added.contains(where: { $0.screen.isSame(as: entry.screen) })
        {
            added.append(entry)
        }
        var uncovered: [WeakScreen] = []
        for case let covered? in added.map(\.covered)
        where !uncovered.contains(where: { $0.id == covered.id })
            && old.contains(where: { $0.id == covered.id && $0.isVisible })
            && new.contains(where: {
                $0.id == covered.id && $0.isVisible && $0.screen.isSame(as: covered)
            })
            && !changes.contains(where: { $0.screen.id == covered.id })
        {
            uncovered.append(covered)
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
}
