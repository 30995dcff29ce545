import Wayfinder

/// Collects a navigator's ``/Wayfinder/TraceRecord``s for assertions.
///
/// ```swift
/// let recorder = TraceRecorder()
/// let navigator = Navigator(window: window, logger: logger, onTrace: recorder.record)
/// ...
/// #expect(recorder.lines(.uikit) == ["nav.pushViewController(B, animated: true)"])
/// ```
@MainActor
public final class TraceRecorder {
    /// Everything recorded, oldest first.
    public private(set) var records: [TraceRecord] = []

    /// Creates an empty recorder.
    public init() {}

    /// Appends a record; pass this method as a navigator's `onTrace`.
    public func record(_ record: TraceRecord) {
        records.append(record)
    }

    /// The messages of the records of the given kinds (all kinds when none are given).
    public func lines(_ kinds: TraceRecord.Kind...) -> [String] {
        records.filter { kinds.isEmpty || kinds.contains($0.kind) }.map(\.message)
    }

    /// Forgets everything recorded.
    public func clear() {
        records.removeAll()
    }
}
