extension Navigator {
    /// How a refresh went: a transition runs (nothing was recorded; the pump runs again from
    /// its coordinator's completion), or the screens are up to date (`ranAppCode`: screens
    /// heard something or quiet observers were called: the app may have changed the window).
    enum RefreshOutcome: Equatable {
        case transitionRuns
        case made(ranAppCode: Bool)
    }

    /// The quiet moment: takes a snapshot of the window, and tells screens that appeared,
    /// disappeared or left since the last one, with `cause`. When a transition runs, nothing
    /// changes, and the pump runs again when it ends (``ScreenTracker``).
    @discardableResult
    func refresh(cause: ClosedBy) -> RefreshOutcome {
        guard let found = screens.refresh(from: window.rootViewController) else {
            _ = isQuiet()  // the pump runs again from the coordinator's completion
            return .transitionRuns
        }
        let ranAppCode = !found.changes.isEmpty || !listeners.quietObservers.isEmpty
        tell(found, cause: cause)
        callQuietObservers()
        return .made(ranAppCode: ranAppCode)
    }

    /// Tells the screens what `found` says changed, with `cause`, and puts the proxies in
    /// the front controllers' delegates.
    private func tell(_ found: ScreenRefresh, cause: ClosedBy) {
        if screens.checksQuietMoments { checkSnapshot() }
        var left = false
        for change in found.changes {
            let (entry, event): (WeakScreen, ScreenEvent)
            switch change {
            case .appeared(let screen): (entry, event) = (screen, .appeared)
            case .disappeared(let screen): (entry, event) = (screen, .disappeared)
            case .left:
                left = true
                continue
            }
            guard let screen = entry.value else {
                // Released before this quiet moment: a screen the user popped while its push
                // ran (iOS 26) appeared all the same, and hears it, once.
                ScreenStore.sendReleased(event, record: entry.record)
                tracer.record(.screen, traceCause(cause), "\(entry.name) \(event)")
                continue
            }
            ScreenStore.send(event, to: screen, record: entry.record)
            tracer.record(.screen, traceCause(cause), "\(screenName(of: screen)) \(event)")
        }
        // No transition runs now, so nothing is being dismissed: a swipe whose coordinator
        // was missed must not leave a visible sheet skipped by `topmost`, and a stale
        // identity would make it skip whatever screen takes its address next.
        proxies.forgetDismissals()
        installProxies(in: found.front)
        proxies.dropGone(anyGone: found.anyGone, inWindow: screens.snapshot)
        if screens.checksQuietMoments { checkTables() }
        if left {
            for case .left(let screen, let wasVisible) in found.changes {
                finish(screen, wasVisible: wasVisible, cause: cause)
            }
        }
    }

    /// Tells a screen that left, with `cause`.
    private func finish(_ entry: WeakScreen, wasVisible: Bool, cause: ClosedBy) {
        guard let screen = entry.value else {
            // Released before this quiet moment (only UIKit held it, and a multi-step command
            // went on after it left): it left all the same.
            if wasVisible { ScreenStore.sendReleased(.disappeared, record: entry.record) }
            tracer.record(.screen, traceCause(cause), "\(entry.name) finished(\(cause))")
            ScreenStore.finishReleased(entry.record, by: cause)
            let reference = ScreenReference(
                id: entry.id, name: entry.name, closingGesture: entry.record.closingGesture)
            emit(.screenFinished(reference, cause))
            return
        }
        screens.noteLeft(entry)
        if wasVisible { ScreenStore.send(.disappeared, to: screen, record: entry.record) }
        tracer.record(.screen, traceCause(cause), "\(screenName(of: screen)) finished(\(cause))")
        // The screen's own record (the one kept unless it finished and was shown again).
        let own = entry.record.isFinished ? ScreenStore.existingRecord(for: screen) : entry.record
        let gesture = own?.closingGesture
        ScreenStore.finish(screen, by: cause)
        emit(
            .screenFinished(
                ScreenReference(screen, names: screens.names, closingGesture: gesture), cause))
    }
}
