/// What a navigator knows of the screens in its window as of the last quiet moment, and the
/// walk that brings it up to date at the cost of what changed.
///
/// The front of the window (every controller but navigation stacks' covered screens) is
/// walked at each quiet moment; each navigation stack's covered screens are kept in a
/// ``StackRecord`` and looked at again only for what changed, so that a push or a pop costs
/// the same at any depth.
@MainActor
struct ScreenTracker {
    /// The buffers a quiet moment reuses, empty between quiet moments: no allocation when
    /// nothing grew.
    struct Buffers {
        var look = Navigator.Look()
        var ids: Set<ObjectIdentifier> = []
        /// The front a pass over it reuses.
        var front: [UIViewController] = []
        var visible: Set<ObjectIdentifier> = []
    }

    /// The front of the window at the last quiet moment (every screen but navigation
    /// stacks' covered ones), parents first.
    var frontScreens: [WeakScreen] = []
    /// The covered screens of each navigation controller in front, at the last quiet moment.
    var stackRecords: [ObjectIdentifier: StackRecord] = [:]
    /// The front screens whose view was in the window at the last quiet moment.
    var visibleScreens: Set<ObjectIdentifier> = []
    /// The identities of every screen in `stackRecords`.
    var coveredIDs: Set<ObjectIdentifier> = []
    /// Whether a command embedded or unembedded a screen, maybe inside a covered one, or set
    /// a stack the records cannot tell from a push or a pop: the next quiet moment looks at
    /// every covered screen again.
    var coveredScreensChanged = false
    /// How many quiet moments there were; stack records note the last that saw them.
    var quietMoments = 0
    /// Each navigation controller's stack at the last quiet moment or command, for
    /// `previous(of:)`, which must answer while UIKit has already taken a leaving screen out
    /// of `viewControllers`.
    var rememberedStacks: [ObjectIdentifier: [WeakController]] = [:]
    /// The lone push or pop the running command made, which the next quiet moment accounts
    /// for by itself when it is the only change (`Navigator+OnePass.swift`).
    var loneEdit: Navigator.LoneEdit?
    /// Where a quiet moment made in one pass disagreed with a full walk (debug builds only);
    /// reported by `Navigator.consistencyFaults()`.
    var faults: [ConsistencyFault] = []
    var buffers = Buffers()

    // MARK: - Walking the front of the window

    /// Walks `viewController` and what is in front inside it, parents first, as
    /// `Hierarchy.allControllers` does, but only the top of each navigation stack: its
    /// covered screens come from the stack's record, looked at again only when it changed.
    mutating func walk(_ viewController: UIViewController, into look: inout Navigator.Look) {
        look.listed.append(viewController)
        look.front.append(viewController)
        if let navigation = viewController as? UINavigationController {
            let stack = navigation.viewControllers
            lookAtCovered(of: navigation, stack: stack, into: &look)
            if let top = stack.last { walk(top, into: &look) }
        } else {
            for child in viewController.children { walk(child, into: &look) }
        }
        if let presented = Hierarchy.ownPresented(viewController) { walk(presented, into: &look) }
    }

    /// Brings the record of `navigation`'s covered screens up to date: after a push, only the
    /// screen just covered is looked at; after a pop, only the one that is the top again is
    /// dropped; when nothing changed, nothing is looked at.
    private mutating func lookAtCovered(
        of navigation: UINavigationController, stack: [UIViewController],
        into look: inout Navigator.Look
    ) {
        let id = ObjectIdentifier(navigation)
        let coveredCount = max(0, stack.count - 1)
        // Taken out of the table so that changing it copies nothing, and put back marked as
        // seen at this quiet moment; records not seen are of navigation controllers no
        // longer in front.
        let recorded = stackRecords.removeValue(forKey: id)
        var record = recorded ?? StackRecord()
        // How many recorded covered screens are still right, bottom first.
        let stillRight: Int
        switch recorded == nil || coveredScreensChanged ? .other : record.change(to: stack) {
        case .unchanged, .pushed: stillRight = record.covered.count
        case .popped: stillRight = coveredCount
        case .other: stillRight = 0
        }
        // From the first one visible last time up, covered screens are looked at again.
        let keep = min(stillRight, record.firstVisible, coveredCount)
        if keep < record.covered.count {
            look.dropped[id, default: []].append(contentsOf: record.covered[keep...])
            record.covered.removeSubrange(keep...)
        }
        for index in keep..<coveredCount {
            let screen = stack[index]
            let start = look.listed.count
            Hierarchy.visitAll(screen, into: &look.listed)
            let inside = look.listed[(start + 1)...].map(WeakScreen.init)
            let covered = StackRecord.Covered(screen: WeakScreen(screen), inside: inside)
            record.covered.append(covered)
            look.added.append(covered)
        }
        record.firstVisible = keep
        record.seenAt = quietMoments
        stackRecords[id] = record
    }

    /// Notes, for each stack record, the lowest covered screen visible now (`nowVisible`):
    /// the next quiet moment looks at the covered screens from there up again, since a screen
    /// covered by a push that has not run yet still shows.
    mutating func noteFirstVisible(_ nowVisible: Set<ObjectIdentifier>) {
        for (id, record) in stackRecords where record.firstVisible < record.covered.count {
            // Screens covered before `firstVisible` were not looked at: they stay hidden.
            let looked = record.covered[record.firstVisible...]
            stackRecords[id]?.firstVisible =
                looked.firstIndex { covered in
                    nowVisible.contains(covered.screen.id)
                        || covered.inside.contains { nowVisible.contains($0.id) }
                } ?? record.covered.count
        }
    }
}
