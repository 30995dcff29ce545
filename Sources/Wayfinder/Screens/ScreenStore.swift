/// What Wayfinder keeps about one screen: who waits for it to finish, and its result.
@MainActor
final class ScreenRecord {
    var finishHandlers: [@MainActor (ClosedBy) -> Void] = []
    var eventContinuations: [AsyncStream<ScreenEvent>.Continuation] = []
    var outcomeWaiters: [@MainActor (_ result: (any Sendable)?, _ by: ClosedBy) -> Void] = []
    var result: (any Sendable)?
    /// Whether the finish was delivered; a record hears it once.
    var isFinished = false
    /// The user's gesture closing the screen, noted when it started (``ClosingGestures``);
    /// `nil` when none is under way or the user cancelled it.
    var closingGesture: ClosingGesture?
}

/// Per-screen records, kept by the screen itself as an associated object (the Objective-C
/// runtime's on Apple platforms, HeadlessUIKit's stand-in on Linux): released with the
/// screen, no table of Wayfinder's. The navigator's references to the screens it saw hold
/// their records too (``WeakScreen``), so that a screen released before its navigator
/// noticed it left still hears it.
@MainActor
enum ScreenStore {
    /// The key of the record: the address of `ScreenRecord`'s class object, unique and fixed.
    private static var key: UnsafeRawPointer {
        unsafeBitCast(ScreenRecord.self as AnyClass, to: UnsafeRawPointer.self)
    }

    /// The record of `screen`, created when needed.
    static func record(for screen: UIViewController) -> ScreenRecord {
        if let record = existingRecord(for: screen) { return record }
        let record = ScreenRecord()
        objc_setAssociatedObject(screen, key, record, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return record
    }

    /// The record of `screen` if one exists.
    static func existingRecord(for screen: UIViewController) -> ScreenRecord? {
        objc_getAssociatedObject(screen, key) as? ScreenRecord
    }

    /// Sends `event` to the screen's event streams.
    ///
    /// - Parameter record: the record a ``WeakScreen`` holds of `screen`: still its own
    ///   unless finished (no need to look it up).
    static func send(_ event: ScreenEvent, to screen: UIViewController, record: ScreenRecord) {
        let own = record.isFinished ? existingRecord(for: screen) : record
        for continuation in own?.eventContinuations ?? [] { continuation.yield(event) }
    }

    /// The screen left for good: handlers, streams and awaiting callers hear it once, then
    /// the record is dropped (a screen shown again starts afresh).
    static func finish(_ screen: UIViewController, by cause: ClosedBy) {
        guard let record = existingRecord(for: screen) else { return }
        objc_setAssociatedObject(screen, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        deliver(record, by: cause)
    }

    /// A screen that was shown and released before its navigator's quiet moment (iOS 26: the
    /// user popped it while its push ran, and only UIKit held it): the record the navigator
    /// kept of it hears `event`, unless it finished.
    static func sendReleased(_ event: ScreenEvent, record: ScreenRecord) {
        guard !record.isFinished else { return }
        for continuation in record.eventContinuations { continuation.yield(event) }
    }

    /// A screen that was shown left and was released before its navigator noticed: the
    /// record the navigator kept of it hears it once.
    static func finishReleased(_ record: ScreenRecord, by cause: ClosedBy) {
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
}
