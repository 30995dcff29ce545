extension UIViewController {
    /// The navigator of this screen's window, if one was created (``Navigator/of(_:)``).
    public var navigator: Navigator? { Navigator.of(self) }

    /// Closes this screen however it was shown: pops it when it was pushed, dismisses it when
    /// it (or the navigation controller it is the root of) was presented, unembeds it when it
    /// is a custom container's child.
    ///
    /// The screen does not need to know how it was shown. Goes through the window's
    /// ``Navigator`` so that it waits for any running transition; without a navigator it
    /// does nothing.
    public func close(animated: Bool = true) {
        navigator?.close(self, animated: animated)
    }

    /// Calls `body` exactly once, when this screen has really left its window, with what
    /// made it leave.
    ///
    /// A swipe-back that the user cancels half-way calls nothing; the back button, a
    /// finished swipe, a sheet swiped down, or code (a navigator command, ``close(animated:)``)
    /// calls it after the transition ended.
    ///
    /// ```swift
    /// detail.onFinish { by in coordinator.childDidFinish(detail, by: by) }
    /// ```
    public func onFinish(_ body: @escaping @MainActor (ClosedBy) -> Void) {
        ScreenStore.record(for: self).finishHandlers.append(body)
    }

    /// This screen's events as its navigator sees them: `appeared`, `disappeared`, and
    /// `finished(by)` once, after which the stream ends.
    public var screenEvents: AsyncStream<ScreenEvent> {
        let (stream, continuation) = AsyncStream<ScreenEvent>.makeStream()
        ScreenStore.record(for: self).eventContinuations.append(continuation)
        return stream
    }
}
