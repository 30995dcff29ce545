/// What screens must hear going from one snapshot of the window to the next: a pure
/// function of the two (and of which screens no longer in the window still show).
@MainActor
enum ScreenDiff {
    /// Appends to `changes` the changes from `old` to `new`, in order: the screens whose view came into the
    /// window, then those whose view left it (both in `new`'s order), then those that left
    /// the window (children and later screens first: `old`'s order reversed).
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
        // The same screens at the start and at the end of both; the middles are matched by
        // identity.
        let common = min(old.count, new.count)
        var prefix = 0
        while prefix < common, old[prefix].screen.isSame(as: new[prefix].screen) { prefix += 1 }
        var suffix = 0
        while suffix < common - prefix,
            old[old.count - 1 - suffix].screen.isSame(as: new[new.count - 1 - suffix].screen)
        {
            suffix += 1
        }
        let oldMiddle = prefix..<(old.count - suffix)
        let newMiddle = prefix..<(new.count - suffix)
        var oldIndex: [ObjectIdentifier: Int] = [:]
        if !oldMiddle.isEmpty, !newMiddle.isEmpty {
            for index in oldMiddle { oldIndex[old[index].screen.id] = index }
        }
        var matched = [Bool](repeating: false, count: oldMiddle.count)
        var disappeared: [WeakScreen] = []
        for index in new.indices {
            var wasVisible = false
            if index < prefix {
                wasVisible = old[index].isVisible
            } else if index >= newMiddle.upperBound {
                wasVisible = old[index - new.count + old.count].isVisible
            } else if let before = oldIndex[new[index].screen.id],
                old[before].screen.isSame(as: new[index].screen)
            {
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
        for screen in disappeared { changes.append(.disappeared(screen)) }
        var stillShown: [WeakScreen] = []
        for index in oldMiddle.reversed() where !matched[index - prefix] {
            let screen = old[index].screen
            if isShown(screen) {
                stillShown.append(screen)
            } else {
                changes.append(.left(screen, wasVisible: old[index].isVisible))
            }
        }
        return stillShown
    }
}
