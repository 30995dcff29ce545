extension Navigator {
    /// Calls `handler` with every trace record this navigator makes from now on, in
    /// addition to its logger and to the handlers added before; for a navigator the app
    /// created itself, such as in its scene delegate, so that a test can read its records
    /// without a swift-log `Logger`.
    ///
    /// ```swift
    /// let recorder = TraceRecorder()      // WayfinderTesting
    /// navigator.addTraceHandler(recorder.record)
    /// ```
    ///
    /// Handlers stay for the navigator's life; the navigator keeps `handler` (and what it
    /// captures) alive until then.
    ///
    /// - Parameter handler: called on the main actor with each record, as it is made.
    public func addTraceHandler(_ handler: @escaping @MainActor (TraceRecord) -> Void) {
        if let previous = tracer.handler {
            tracer.handler = { record in
                previous(record)
                handler(record)
            }
        } else {
            tracer.handler = handler
        }
    }
}

extension Navigator {
    /// The trace cause of `cause`.
    func traceCause(_ cause: ClosedBy) -> TraceRecord.Cause {
        cause == .code ? .code : .user(cause)
    }
}
