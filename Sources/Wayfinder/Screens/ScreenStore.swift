/// What Wayfinder keeps about one screen: who waits for it to finish, and its result.
@MainActor
final class ScreenRecord {
    weak var screen: UIViewController?
    var finishHandlers: [@MainActor (ClosedBy) -> Void] = []
    var eventContinuations: [AsyncStream<ScreenEvent>.Continuation] = []
    var outcomeWaiters: [@MainActor (_ result: (any Sendable)?, _ by: ClosedBy) -> Void] = []
    var result: (any Sendable)?
    /// Whether the finish was delivered; a record hears it once.
    var isFinished = false

    init(screen: UIViewController) {
        self.screen = screen
    }

    var isEmpty: Bool {
        finishHandlers.isEmpty && eventContinuations.isEmpty && outcomeWaiters.isEmpty
            && result == nil
    }
}

/// Per-screen storage. Swift has no associated objects without the Objective-C runtime, so
/// this table, keyed by identity and checked against a weak reference, stands in for them.
/// It holds no screen alive, and records of released screens are dropped.
@MainActor
enum ScreenStore {
    private static var records: [ObjectIdentifier: ScreenRecord] = [:] {
        didSet { revision &+= 1 }
    }
    /// Changes whenever a record is made or dropped: a reference that noted a screen's record
    /// at one revision knows it is still the screen's record while the revision is the same.
    private(set) static var revision = 0

    /// The record of `screen`, created when needed.
    static func record(for screen: UIViewController) -> ScreenRecord {
        let id = ObjectIdentifier(screen)
        if let record = records[id], record.screen === screen { return record }
        dropReleased()
        let record = ScreenRecord(screen: screen)
        records[id] = record
        return record
    }

    /// The record of `screen` if one exists.
    static func existingRecord(for screen: UIViewController) -> ScreenRecord? {
        guard let record = records[ObjectIdentifier(screen)], record.screen === screen else {
            return nil
        }
        return record
    }

    /// Sends `event` to the screen's event streams.
    static func send(_ event: ScreenEvent, to screen: UIViewController) {
        guard let record = existingRecord(for: screen) else { return }
        for continuation in record.eventContinuations { continuation.yield(event) }
    }

    /// The screen left for good: handlers, streams and awaiting callers hear it once, then
    /// the record is dropped (a screen shown again starts afresh).
    static func finish(_ screen: UIViewController, by cause: ClosedBy) {
        let id = ObjectIdentifier(screen)
        guard let record = records[id], record.screen === screen else { return }
        records[id] = nil
        deliver(record, by: cause)
    }

    /// A screen that was shown left and was released before its navigator noticed: the
    /// record the navigator kept (or, failing that, the one still in the table for its
    /// identity) hears it once.
    static func finishReleased(
        _ id: ObjectIdentifier, record kept: ScreenRecord?, by cause: ClosedBy
    ) {
        let stored = records[id].flatMap { $0.screen == nil ? $0 : nil }
        guard let record = kept ?? stored else { return }
        if records[id] === record { records[id] = nil }
        deliver(record, by: cause)
    }

    private static func deliver(_ record: ScreenRecord, by cause: ClosedBy) {
        guard !record.isFinished else { return }
        record.isFinished = true
        for continuation in record.eventContinuations {
            continuation.yield(.finished(cause))
            continuation.finish()
        }
        for handler in record.finishHandlers { handler(cause) }
        for waiter in record.outcomeWaiters { waiter(record.result, cause) }
    }

    private static func dropReleased() {
        records = records.filter { $0.value.screen != nil }
    }
}
