extension Navigator {
    /// A ``ContainerViewController`` is about to change its children by itself (not through
    /// a command): screens are brought up to date first, as before a command starts, so that
    /// the child about to leave is known to have been there.
    func containerWillChangeChildren() {
        guard !runsACommand else { return }
        refreshNowOrWhenQuiet(cause: .code)
    }

    /// A ``ContainerViewController`` changed its children by itself: screens are brought up
    /// to date now, with `.code`, as after the navigator's own `unembed` and `embed`, so that
    /// a child that left hears `onFinish` while it is still alive. A running command's own
    /// quiet moment tells them instead; a transition that runs defers it to its end.
    func containerChangedChildren() {
        guard !runsACommand else { return }
        refreshNowOrWhenQuiet(cause: .code)
    }
}
