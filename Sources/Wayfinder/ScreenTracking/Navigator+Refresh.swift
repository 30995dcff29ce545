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
        if screens.checksQuietMoments { checkSnapshot() }
        // A command the screens' handlers or the observers issue starts once all is told.
        queue.beginTelling()
        tellShown(found, cause: cause)  // Settlement/: appeared, disappeared
        proxiesAfterQuietMoment(found)  // Signals/: the front controllers' delegates
        if screens.checksQuietMoments { checkTables() }
        tellLeft(found, cause: cause)  // Settlement/: finished
        callQuietObservers()  // Settlement/
        if queue.endTelling() { pump() }  // Queue/
        return .made(ranAppCode: ranAppCode)
    }
}
