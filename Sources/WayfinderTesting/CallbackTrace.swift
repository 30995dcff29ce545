import Foundation
import Wayfinder

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// An ordered record of UIKit callbacks, for golden-trace tests.
///
/// Recorders (``TracedViewController``, ``TracedNavigationController``,
/// ``NavigationDelegateRecorder`` …) append lines such as
/// `"B.viewWillAppear(true) [movingToParent]"`; a test compares ``lines`` with the whole
/// expected list, and ``timedLines`` when the timing matters.
@MainActor
public final class CallbackTrace {
    /// One recorded callback.
    public struct Entry: Equatable, Sendable, CustomStringConvertible {
        /// The virtual time when it ran.
        public let time: TimeInterval
        /// What ran, e.g. `"B.viewDidAppear(true)"`.
        public let line: String

        /// `"0.350 B.viewDidAppear(true)"`.
        public var description: String { String(format: "%.3f %@", time, line) }
    }

    /// Everything recorded, oldest first.
    public private(set) var entries: [Entry] = []
    private let clock: @MainActor () -> TimeInterval
    #if !canImport(UIKit)
        /// The window whose recorded exceptions the checks given this report (a harness's
        /// window; see `RecordedExceptions`), if any.
        weak var exceptionWindow: UIWindow?
    #endif

    /// Creates a trace that stamps each entry with `clock()`, typically
    /// `{ window.headless.now }`.
    public init(clock: @escaping @MainActor () -> TimeInterval = { 0 }) {
        self.clock = clock
    }

    /// Appends a line.
    public func record(_ line: String) {
        entries.append(Entry(time: clock(), line: line))
    }

    /// The lines, without times.
    public var lines: [String] { entries.map(\.line) }

    /// The lines with their virtual times, `"0.350 B.viewDidAppear(true)"`.
    public var timedLines: [String] { entries.map(\.description) }

    /// Forgets everything recorded so far (to start a new step of a test).
    public func clear() {
        entries.removeAll()
    }

    /// Returns the lines recorded so far and clears them.
    public func take() -> [String] {
        defer { clear() }
        return lines
    }
}

extension CallbackTrace {
    /// A trace whose entries are stamped with their position (0, 1, 2 …) instead of a time:
    /// what a recording on real UIKit uses, where real time differs from run to run and only
    /// the order of the callbacks can be compared.
    public static func inEventOrder() -> CallbackTrace {
        let counter = EventCounter()
        return CallbackTrace(clock: { counter.next() })
    }
}

/// Counts the entries of a trace made by ``CallbackTrace/inEventOrder()``.
@MainActor
private final class EventCounter {
    private var count = 0

    func next() -> TimeInterval {
        defer { count += 1 }
        return TimeInterval(count)
    }
}
