/// What a navigator knows of the screens in its window as of the last quiet moment, and the
/// one refresh that brings it up to date: it walks the window, records what it found, and
/// returns what each screen must hear.
///
/// The front of the window (every controller but navigation stacks' covered screens) is
/// walked at each refresh; each navigation stack's covered screens are kept in a
/// ``StackRecord`` and looked at again only for what changed (told by ``StackChange``, the one
/// stack-change classifier), so that a push or a pop costs the same at any depth.
///
/// A refresh is made only when no transition runs: a screen in the middle of a cancelled
/// swipe must never count as gone. The walk asks each front controller for a transition
/// coordinator before it reads anything else of it, and records nothing when one has.
@MainActor
struct ScreenTracker {
    /// The front of the window at the last refresh (every screen but navigation stacks'
    /// covered ones), parents first.
    private(set) var frontScreens: [WeakScreen] = []
    /// The covered screens of each navigation controller in front, at the last refresh.
    private(set) var stackRecords: [ObjectIdentifier: StackRecord] = [:]
    /// The screens listed at the last refresh whose view was in the window.
    private(set) var visibleScreens: Set<ObjectIdentifier> = []
    /// The identities of every screen in `stackRecords`, to tell that a screen no longer in
    /// front is still in the window.
    private(set) var coveredIDs: Set<ObjectIdentifier> = []
    /// Each navigation controller's stack at the last refresh or edit, for
    /// `Navigator.previous(of:)`, which must answer while UIKit has already taken a leaving
    /// screen out of `viewControllers`.
    var rememberedStacks: [ObjectIdentifier: [WeakController]] = [:]
    /// Whether a stack was remembered for a navigation controller that had none since the
    /// remembered stacks were last rid of controllers that left.
    var rememberedGained = false
    /// Screens that left recently; closing one again is superseded, not an error. Kept until
    /// released or back in the window.
    var recentlyLeft: [WeakScreen] = []
    /// Where the records disagreed with a full walk of the window right after a refresh
    /// (debug builds); reported by `Navigator.consistencyFaults()`.
    var faults: [ConsistencyFault] = []
    /// The buffers of the last refresh, reused, so that a refresh makes new ones only when
    /// the window grew.
    private var spare = Look()

    // MARK: - Refreshing

    /// Walks the window from `root` and brings the records up to date with it. Returns what
    /// the screens must hear, or `nil`, having recorded nothing, when a transition runs.
    ///
    /// The changes are, in order: the screens that appeared and those that disappeared
    /// (parents first), then those that left the window (children and later screens first).
    /// A screen UIKit already took out of its container but whose view is still in the
    /// window (a pop the app made itself, whose transition has not run yet) has not left: it
    /// stays in the front records until it does.
    mutating func refresh(from root: UIViewController?) -> ScreenRefresh? {
        var look = Look()
        swap(&look, &spare)
        look.empty()
        defer { swap(&look, &spare) }  // the buffers wait for the next refresh
        // 1. Walk (reads only).
        if let root, !walk(root, into: &look) {
            look.empty()  // holds no screen while the transition runs
            return nil
        }
        // 2. Record.
        recordStacks(from: &look)
        // 3. Compare.
        let inWindow = WindowContents(listed: look.listed, covered: coveredIDs)
        let gone = goneScreens(in: look, inWindow: inWindow)
        compare(&look, gone: gone)
        if !gone.isEmpty || rememberedGained {
            rememberedGained = false
            if rememberedStacks.keys.contains(where: { !inWindow.contains($0) }) {
                rememberedStacks = rememberedStacks.filter { inWindow.contains($0.key) }
            }
        }
        // The controllers the buffers hold are let go of by `releaseBuffers()`, once the
        // result is used.
        return ScreenRefresh(
            changes: look.changes, front: look.front, inWindow: inWindow, anyGone: !gone.isEmpty)
    }

    /// Notes in `look.changes` the screens that appeared, disappeared and left (of `gone`,
    /// those no longer shown), and makes the front and visible records what the walk found.
    private mutating func compare(_ look: inout Look, gone: [WeakScreen]) {
        tellVisibility(of: look.listed, into: &look.changes, disappearing: &look.disappearing)
        var stillShown: [WeakScreen] = []
        for screen in gone {
            if screen.value?.viewIfLoaded?.window != nil {
                stillShown.append(screen)
            } else {
                look.changes.append(.left(screen, wasVisible: visibleScreens.contains(screen.id)))
            }
        }
        for change in look.changes {
            switch change {
            case .appeared(let screen): visibleScreens.insert(ObjectIdentifier(screen))
            case .disappeared(let screen): visibleScreens.remove(ObjectIdentifier(screen))
            case .left: break
            }
        }
        for screen in gone where visibleScreens.contains(screen.id) {
            visibleScreens.remove(screen.id)
        }
        if look.firstMismatch != nil || look.front.count != frontScreens.count
            || !stillShown.isEmpty
        {
            updateFront(to: look.front, reusingFrom: look)
            frontScreens.append(contentsOf: stillShown.reversed())
        }
        noteFirstVisible(look.stacks)
    }

    /// Lets go of the controllers the last refresh's buffers hold, keeping their room for
    /// the next one. Called once the navigator is done with that refresh's result.
    mutating func releaseBuffers() {
        spare.empty()
    }

    /// The stack of `navigation` was set in a way its count and highest screens may not
    /// show (any `setViewControllers`): the next refresh looks at all its covered screens.
    mutating func stackWasReplaced(in navigation: UINavigationController) {
        stackRecords[ObjectIdentifier(navigation)]?.isStale = true
    }

    /// A screen was embedded or unembedded, maybe inside a covered screen: the next refresh
    /// looks at every covered screen again.
    mutating func coveredScreensMayHaveChanged() {
        for id in stackRecords.keys { stackRecords[id]?.isStale = true }
    }

    // MARK: - The walk

    /// One refresh's look at the window: what the walk found, and the buffers it fills.
    struct Look {
        /// Controllers to compare with the last refresh, parents first: every front
        /// controller, and right after each navigation controller the covered screens
        /// looked at again, each followed by what is inside it.
        var listed: [UIViewController] = []
        /// The front controllers: everything but navigation stacks' covered screens.
        var front: [UIViewController] = []
        /// What the walk decided for each navigation controller in front, in walk order.
        var stacks: [StackLook] = []
        /// Covered screens looked at again, in walk order (each `StackLook` names its range).
        var added: [StackRecord.Covered] = []
        /// Covered screens no longer recorded, bottom first, navigation controller after
        /// navigation controller (``dropped`` names each one's range).
        var droppedCovered: [StackRecord.Covered] = []
        /// Each navigation controller whose covered screens were dropped, with their range in
        /// `droppedCovered`.
        var dropped: [(navigation: ObjectIdentifier, range: Range<Int>)] = []
        /// The first index of `front` where it differs from the last refresh's, if any.
        var firstMismatch: Int?
        /// The changes of the refresh being made.
        var changes: [ScreenChange] = []
        /// Where in `listed` the screens whose view left the window are.
        var disappearing: [Int] = []

        /// Notes `covered`, of the navigation controller `id`, as dropped.
        mutating func drop(_ covered: ArraySlice<StackRecord.Covered>, of id: ObjectIdentifier) {
            let start = droppedCovered.count
            droppedCovered.append(contentsOf: covered)
            dropped.append((id, start..<droppedCovered.count))
        }

        /// Empties the buffers, keeping their room.
        mutating func empty() {
            if !listed.isEmpty { listed.removeAll(keepingCapacity: true) }
            if !front.isEmpty { front.removeAll(keepingCapacity: true) }
            if !stacks.isEmpty { stacks.removeAll(keepingCapacity: true) }
            if !added.isEmpty { added.removeAll(keepingCapacity: true) }
            if !dropped.isEmpty {
                dropped.removeAll(keepingCapacity: true)
                droppedCovered.removeAll(keepingCapacity: true)
            }
            if !changes.isEmpty { changes.removeAll(keepingCapacity: true) }
            if !disappearing.isEmpty { disappearing.removeAll(keepingCapacity: true) }
            firstMismatch = nil
        }
    }

    /// What a refresh decided for one navigation controller's covered screens.
    struct StackLook {
        let navigation: UINavigationController
        let stack: [UIViewController]
        /// How many recorded covered screens stay, bottom first.
        let keep: Int
        /// The covered screens looked at again, in `Look.added`.
        let added: Range<Int>
        /// Whether the navigation controller had a record.
        let wasRecorded: Bool
        /// Whether its record holds as it is: same covered screens, none of them visible.
        let isUnchanged: Bool
    }

    /// Walks `viewController` and what is in front inside it, parents first, as
    /// `Hierarchy.allControllers` does, but only the top of each navigation stack: its
    /// covered screens come from the stack's record, looked at again only when it changed.
    /// Reads the records without changing them. Returns false at the first controller with a
    /// transition coordinator.
    private func walk(_ viewController: UIViewController, into look: inout Look) -> Bool {
        if viewController.transitionCoordinator != nil { return false }
        let index = look.front.count
        if look.firstMismatch == nil,
            index >= frontScreens.count || !frontScreens[index].isExact(for: viewController)
        {
            look.firstMismatch = index
        }
        look.listed.append(viewController)
        look.front.append(viewController)
        if let navigation = viewController as? UINavigationController {
            let stack = navigation.viewControllers
            lookAtCovered(of: navigation, stack: stack, into: &look)
            if let top = stack.last, !walk(top, into: &look) { return false }
        } else {
            for child in viewController.children where !walk(child, into: &look) {
                return false
            }
        }
        if let presented = Hierarchy.ownPresented(viewController) {
            return walk(presented, into: &look)
        }
        return true
    }

    /// Decides which of `navigation`'s recorded covered screens still hold: after a push,
    /// only the screen just covered is looked at; after a pop, only the one that is the top
    /// again is dropped; when nothing changed, nothing is looked at.
    private func lookAtCovered(
        of navigation: UINavigationController, stack: [UIViewController],
        into look: inout Look
    ) {
        let id = ObjectIdentifier(navigation)
        let coveredCount = max(0, stack.count - 1)
        let recorded = stackRecords[id]
        let record = recorded ?? StackRecord()
        // How many recorded covered screens are still right, bottom first.
        let stillRight: Int
        switch record.isStale ? .other : record.change(to: stack) {
        case .unchanged, .pushed: stillRight = record.covered.count
        case .popped: stillRight = coveredCount
        case .other: stillRight = 0
        }
        // From the first one visible last time up, covered screens are looked at again.
        let keep = min(stillRight, record.firstVisible, coveredCount)
        if keep < record.covered.count {
            look.drop(record.covered[keep...], of: id)
        }
        let start = look.added.count
        for index in keep..<coveredCount {
            let screen = stack[index]
            let first = look.listed.count
            Hierarchy.visitAll(screen, into: &look.listed)
            let inside = look.listed[(first + 1)...].map(WeakScreen.init)
            look.added.append(
                StackRecord.Covered(screen: reference(for: screen, in: look), inside: inside))
        }
        look.stacks.append(
            StackLook(
                navigation: navigation, stack: stack, keep: keep,
                added: start..<look.added.count, wasRecorded: recorded != nil,
                isUnchanged: recorded != nil && keep == record.covered.count
                    && start == look.added.count && !record.isStale))
    }

    // MARK: - Recording what the walk found

    /// Makes the stack records, covered identities and remembered stacks what the walk
    /// found; the covered screens of navigation controllers no longer in front are dropped.
    private mutating func recordStacks(from look: inout Look) {
        var allRecorded = look.stacks.count == stackRecords.count
        for stackLook in look.stacks {
            let id = ObjectIdentifier(stackLook.navigation)
            allRecorded = allRecorded && stackLook.wasRecorded
            // An unchanged stack's record and remembered stack hold as they are.
            guard !stackLook.isUnchanged else { continue }
            // Changed in place: one lookup, and nothing copied.
            stackRecords[id, default: StackRecord()].update(
                keeping: stackLook.keep, adding: look.added[stackLook.added])
            refreshRemembered(stackLook.navigation, stack: stackLook.stack)
        }
        // Records of navigation controllers no longer in front: their covered screens are
        // dropped (a screen now inside a covered one is counted again through it).
        if !allRecorded {
            let inFront = Set(look.stacks.map { ObjectIdentifier($0.navigation) })
            for (id, record) in stackRecords where !inFront.contains(id) {
                look.drop(record.covered[...], of: id)
                stackRecords[id] = nil
            }
        }
        for covered in look.droppedCovered {
            coveredIDs.remove(covered.screen.id)
            for entry in covered.inside { coveredIDs.remove(entry.id) }
        }
        for covered in look.added {
            coveredIDs.insert(covered.screen.id)
            for entry in covered.inside { coveredIDs.insert(entry.id) }
        }
    }

    /// The screens known at the last refresh that are no longer in the window, children and
    /// later screens first: the front then, with each navigation controller's dropped
    /// covered screens right after it.
    private func goneScreens(in look: Look, inWindow: WindowContents) -> [WeakScreen] {
        // The same front, and no covered screen dropped: nothing left.
        if look.firstMismatch == nil, look.front.count == frontScreens.count,
            look.dropped.isEmpty
        {
            return []
        }
        var gone: [WeakScreen] = []
        if look.dropped.isEmpty {
            for screen in frontScreens.reversed() where !inWindow.contains(screen.id) {
                gone.append(screen)
            }
            return gone
        }
        for screen in frontScreens.reversed() {
            for dropped in look.dropped where dropped.navigation == screen.id {
                for covered in look.droppedCovered[dropped.range].reversed() {
                    for entry in covered.inside.reversed() where !inWindow.contains(entry.id) {
                        gone.append(entry)
                    }
                    if !inWindow.contains(covered.screen.id) { gone.append(covered.screen) }
                }
            }
            if !inWindow.contains(screen.id) { gone.append(screen) }
        }
        return gone
    }

    /// Appends, for the listed controllers in order, those whose view came into the window
    /// since the last refresh, then those whose view left it.
    private func tellVisibility(
        of listed: [UIViewController], into changes: inout [ScreenChange],
        disappearing: inout [Int]
    ) {
        for index in listed.indices {
            let screen = listed[index]
            let wasVisible = visibleScreens.contains(ObjectIdentifier(screen))
            let isVisible = screen.viewIfLoaded?.window != nil
            if isVisible, !wasVisible { changes.append(.appeared(screen)) }
            if wasVisible, !isVisible { disappearing.append(index) }
        }
        for index in disappearing { changes.append(.disappeared(listed[index])) }
    }

    /// Notes, for each stack whose covered screens were looked at, the lowest covered screen
    /// visible now: the next refresh looks at the covered screens from there up again, since
    /// a screen covered by a push that has not run yet still shows.
    private mutating func noteFirstVisible(_ stacks: [StackLook]) {
        for stackLook in stacks where !stackLook.added.isEmpty {
            let id = ObjectIdentifier(stackLook.navigation)
            guard let record = stackRecords[id] else { continue }
            let looked = record.covered[record.firstVisible...]
            stackRecords[id]?.firstVisible =
                looked.firstIndex { covered in
                    visibleScreens.contains(covered.screen.id)
                        || covered.inside.contains { visibleScreens.contains($0.id) }
                } ?? record.covered.count
        }
    }

    /// Makes the front records refer to `controllers`, keeping the leading references the
    /// walk found still exact (same screen, name and record), and reusing the exact
    /// references the last refresh made of the others.
    private mutating func updateFront(to controllers: [UIViewController], reusingFrom look: Look) {
        // The walk compared them: the references before the first difference are exact.
        var index = look.firstMismatch ?? min(controllers.count, frontScreens.count)
        while index < controllers.count {
            let reference = reference(for: controllers[index], in: look)
            if index < frontScreens.count {
                frontScreens[index] = reference
            } else {
                frontScreens.append(reference)
            }
            index += 1
        }
        if frontScreens.count > controllers.count {
            frontScreens.removeSubrange(controllers.count...)
        }
    }

    /// A reference to `controller`: an exact one the last refresh made (in front, or of a
    /// covered screen the walk dropped) when one is found among a few, else
    /// a new one. Reusing it keeps the screen's name and record as they were noted.
    private func reference(for controller: UIViewController, in look: Look) -> WeakScreen {
        if frontScreens.count <= 16 {
            for candidate in frontScreens where candidate.isExact(for: controller) {
                return candidate
            }
        }
        if !look.droppedCovered.isEmpty, look.droppedCovered.count <= 4 {
            for covered in look.droppedCovered where covered.screen.isExact(for: controller) {
                return covered.screen
            }
        }
        return WeakScreen(controller)
    }
}
