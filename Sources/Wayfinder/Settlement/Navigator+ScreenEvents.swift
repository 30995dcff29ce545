extension Navigator {
    // MARK: - What screens hear at a quiet moment (after ScreenTracking/'s diff)

    /// Tells the screens that appeared or disappeared, as `found` says, with `cause`.
    func tellShown(_ found: ScreenRefresh, cause: ClosedBy) {
        for change in found.changes {
            let (entry, event): (WeakScreen, ScreenEvent)
            switch change {
            case .appeared(let screen): (entry, event) = (screen, .appeared)
            case .disappeared(let screen): (entry, event) = (screen, .disappeared)
            case .left: continue
            }
            guard let screen = entry.value else {
                // Released before this quiet moment: a screen the user popped while its push
                // ran (iOS 26) appeared all the same, and hears it, once.
                ScreenStore.sendReleased(event, record: entry.record)
                tracer.record(.screen, traceCause(cause), "\(entry.name) \(event)")
                continue
            }
            ScreenStore.send(event, to: screen, record: entry.record)
            tracer.record(.screen, traceCause(cause), "\(screens.names.name(of: screen)) \(event)")
        }
    }

    /// Tells the screens that left, as `found` says, with `cause`: each finishes.
    func tellLeft(_ found: ScreenRefresh, cause: ClosedBy) {
        for case .left(let screen, let wasVisible) in found.changes {
            finish(screen, wasVisible: wasVisible, cause: cause)
        }
    }

    /// Tells a screen that left, with `cause`: it hears `disappeared` if it was visible,
    /// then finishes, and `events` reports it.
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
        tracer.record(
            .screen, traceCause(cause), "\(screens.names.name(of: screen)) finished(\(cause))")
        // The screen's own record (the one kept unless it finished and was shown again).
        let own = entry.record.isFinished ? ScreenStore.existingRecord(for: screen) : entry.record
        let gesture = own?.closingGesture
        ScreenStore.finish(screen, by: cause)
        emit(
            .screenFinished(
                ScreenReference(screen, names: screens.names, closingGesture: gesture), cause))
    }
}
