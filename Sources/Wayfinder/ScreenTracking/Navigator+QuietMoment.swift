extension Navigator {
    /// One quiet moment's look at the window: the front controllers walked, the covered
    /// screens whose records changed, and the records they replace.
    struct Look {
        /// Controllers to compare with the last quiet moment, parents first: every front
        /// controller and every covered screen looked at again.
        var listed: [UIViewController] = []
        /// The front controllers: everything but navigation stacks' covered screens.
        var front: [UIViewController] = []
        /// Covered screens dropped or looked at again, per navigation controller, bottom
        /// first.
        var dropped: [ObjectIdentifier: [StackRecord.Covered]] = [:]
        /// Covered screens looked at again, with where they sit in `listed`.
        var added: [StackRecord.Covered] = []
    }

    // MARK: - Bringing screens up to date

    /// Compares what the window shows now with what it showed at the last quiet moment, and
    /// tells screens that appeared, disappeared or left, with `cause`. Runs only when no
    /// transition runs, so that a screen in the middle of a cancelled swipe never counts as
    /// gone.
    ///
    /// The work is proportional to what changed: the front of the window is walked, and a
    /// navigation stack's covered screens are looked at only when the stack changed (see
    /// ``StackRecord``).
    func reconcile(cause: ClosedBy, knownQuiet: Bool = false) {
        guard knownQuiet || !Hierarchy.isTransitionRunning(in: window) else { return }
        // A lone push or pop, when it is the only change, costs one pass over the front.
        if let edit = loneEdit {
            loneEdit = nil
            if reconcileByOnePass(after: edit, cause: cause) == .done { return }
        }
        quietMoments &+= 1
        // The buffers of the last quiet moment, emptied, are reused: no allocation when
        // nothing grew.
        var look = spareLook
        spareLook = Look()
        if let root = window.rootViewController { screens.walk(root, into: &look) }

        // Records of navigation controllers no longer in front: their covered screens are
        // dropped (a screen now inside a covered one is counted again through it).
        var leftover = false
        for (id, record) in stackRecords where record.seenAt != quietMoments {
            look.dropped[id, default: []].insert(contentsOf: record.covered, at: 0)
            leftover = true
        }
        if leftover { stackRecords = stackRecords.filter { $0.value.seenAt == quietMoments } }
        for covered in look.dropped.values.joined() {
            coveredIDs.remove(covered.screen.id)
            for entry in covered.inside { coveredIDs.remove(entry.id) }
        }
        for covered in look.added {
            coveredIDs.insert(covered.screen.id)
            for entry in covered.inside { coveredIDs.insert(entry.id) }
        }

        var listedIDs = spareIDs
        var nowVisible = spareVisible
        spareIDs = []
        spareVisible = []
        listedIDs.removeAll(keepingCapacity: true)
        nowVisible.removeAll(keepingCapacity: true)
        for controller in look.listed {
            let id = ObjectIdentifier(controller)
            listedIDs.insert(id)
            if controller.viewIfLoaded?.window != nil { nowVisible.insert(id) }
        }
        func isInWindow(_ id: ObjectIdentifier) -> Bool {
            listedIDs.contains(id) || coveredIDs.contains(id)
        }

        // What was known, parents first: the front, with the dropped covered screens of each
        // navigation controller right after it; gone are those no longer in the window,
        // children and later screens first.
        var gone: [WeakScreen] = []
        if look.dropped.isEmpty {
            for screen in frontScreens.reversed() where !isInWindow(screen.id) {
                gone.append(screen)
            }
        } else {
            var known: [WeakScreen] = []
            for screen in frontScreens {
                known.append(screen)
                if let dropped = look.dropped[screen.id] {
                    for covered in dropped { known.append(contentsOf: covered.all) }
                }
            }
            gone = known.reversed().filter { !isInWindow($0.id) }
        }

        // A screen UIKit already took out of its container but whose view is still in the
        // window (a pop the app made itself, whose transition has not run yet) has not left.
        let stillShown = gone.filter { $0.value?.viewIfLoaded?.window != nil }
        let left = gone.filter { $0.value?.viewIfLoaded?.window == nil }
        let wasVisible = visibleScreens
        for screen in look.listed where !visibleScreens.contains(ObjectIdentifier(screen)) {
            guard nowVisible.contains(ObjectIdentifier(screen)) else { continue }
            ScreenStore.send(.appeared, to: screen)
            tracer.record(.screen, traceCause(cause), "\(screenName(of: screen)) appeared")
        }
        for screen in look.listed where visibleScreens.contains(ObjectIdentifier(screen)) {
            guard !nowVisible.contains(ObjectIdentifier(screen)) else { continue }
            ScreenStore.send(.disappeared, to: screen)
            tracer.record(.screen, traceCause(cause), "\(screenName(of: screen)) disappeared")
        }
        // Taken out so that updating it in place copies nothing.
        var references = frontScreens
        frontScreens = []
        Self.update(&references, to: look.front)
        references.append(contentsOf: stillShown.reversed())
        frontScreens = references
        coveredScreensChanged = false
        screens.noteFirstVisible(nowVisible)
        // No transition runs now, so nothing is being dismissed: a swipe whose coordinator
        // was missed must not leave a visible sheet skipped by `topmost` (API-AUDIT finding
        // 6), and a stale identity would make it skip whatever screen takes its address next.
        if !dismissing.isEmpty { dismissing.removeAll() }
        visibleScreens = nowVisible
        installProxies(in: look.front)
        dropGoneEntries(listedIDs: listedIDs)
        finish(left, wasVisible: wasVisible, cause: cause)
        // Emptied (holding no screen), the buffers wait for the next quiet moment.
        look.listed.removeAll(keepingCapacity: true)
        look.front.removeAll(keepingCapacity: true)
        look.dropped.removeAll(keepingCapacity: true)
        look.added.removeAll(keepingCapacity: true)
        spareLook = look
        spareIDs = listedIDs
        spareVisible = wasVisible
        callQuietObservers()
    }

    /// Tells the screens that left, children and later screens first.
    func finish(_ left: [WeakScreen], wasVisible: Set<ObjectIdentifier>, cause: ClosedBy) {
        for entry in left {
            guard let screen = entry.value else {
                // Released before this quiet moment (only UIKit held it, and a multi-step
                // command went on after it left): it left all the same.
                tracer.record(.screen, traceCause(cause), "\(entry.name) finished(\(cause))")
                ScreenStore.finishReleased(entry.id, record: entry.record, by: cause)
                emit(.screenFinished(ScreenReference(id: entry.id, name: entry.name), cause))
                continue
            }
            recentlyLeft.append(entry)
            if wasVisible.contains(entry.id) {
                ScreenStore.send(.disappeared, to: screen)
            }
            tracer.record(
                .screen, traceCause(cause), "\(screenName(of: screen)) finished(\(cause))")
            ScreenStore.finish(screen, by: cause)
            emit(.screenFinished(ScreenReference(screen), cause))
        }
    }

    /// Makes `references` refer to `controllers`, keeping the leading references that are
    /// still exact (same screen, name and record), so that an unchanged front makes no new
    /// references and a changed one reuses the array.
    private static func update(_ references: inout [WeakScreen], to controllers: [UIViewController])
    {
        var kept = 0
        while kept < controllers.count, kept < references.count,
            references[kept].isExact(for: controllers[kept])
        {
            kept += 1
        }
        references.removeSubrange(kept...)
        for controller in controllers[kept...] { references.append(WeakScreen(controller)) }
    }

    /// Calls the quiet observers (Routes/) when no command runs; an observer that returns
    /// `false` is removed.
    func callQuietObservers() {
        guard run == nil else { return }
        for (id, observer) in quietObservers where !observer() { quietObservers[id] = nil }
    }

    func traceCause(_ cause: ClosedBy) -> TraceRecord.Cause {
        cause == .code ? .code : .user(cause)
    }
}
