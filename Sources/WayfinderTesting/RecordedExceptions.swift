#if !canImport(UIKit)
    import CustomDump
    import Foundation
    import Wayfinder

    /// The exceptions HeadlessUIKit recorded in a window (`window.headless.exceptions`: calls
    /// that crash the app on a device), and which of them a test said it expects.
    ///
    /// WayfinderTesting's helpers (``NavigatorHarness``, ``expectTrace(_:_:fileID:filePath:line:column:)``,
    /// ``expectTree(_:_:fileID:filePath:line:column:)``, ``expectReleased(_:_:fileID:filePath:line:column:)``)
    /// fail the test on any exception the test did not expect with
    /// ``expectException(in:containing:fileID:filePath:line:column:)`` or
    /// ``NavigatorHarness/expectException(containing:fileID:filePath:line:column:)``: a test
    /// that passes on HeadlessUIKit while the app would crash on a device proves nothing.
    @MainActor
    enum RecordedExceptions {
        private struct Ledger {
            weak var window: UIWindow?
            /// Indexes into the window's exceptions that the test expected or that were
            /// already reported.
            var settled: Set<Int> = []
        }

        private struct Link {
            weak var object: AnyObject?
            weak var window: UIWindow?
        }

        private static var ledgers: [ObjectIdentifier: Ledger] = [:]
        private static var links: [ObjectIdentifier: Link] = [:]
        /// The table sizes at which released entries are dropped next: twice the size after
        /// the last drop, so that a suite of many tests pays a constant cost per test rather
        /// than a pass over every entry at each link (lookups check identity, so a released
        /// entry never answers).
        private static var linksPruneSize = 64
        private static var ledgersPruneSize = 64

        /// Ties `object` (a trace, a leak tracker) to `window`, so that the helpers given
        /// `object` check `window`'s exceptions.
        static func link(_ object: AnyObject, to window: UIWindow) {
            if links.count >= linksPruneSize {
                links = links.filter { $0.value.object != nil }
                linksPruneSize = max(64, links.count * 2)
            }
            links[ObjectIdentifier(object)] = Link(object: object, window: window)
        }

        /// The window `object` was tied to, if it is still alive.
        static func window(linkedTo object: AnyObject) -> UIWindow? {
            guard let link = links[ObjectIdentifier(object)], link.object === object else {
                return nil
            }
            return link.window
        }

        private static func ledger(of window: UIWindow) -> Ledger {
            let id = ObjectIdentifier(window)
            if let ledger = ledgers[id], ledger.window === window { return ledger }
            if ledgers.count >= ledgersPruneSize {
                ledgers = ledgers.filter { $0.value.window != nil }
                ledgersPruneSize = max(64, ledgers.count * 2)
            }
            return Ledger(window: window)
        }

        /// Marks the exceptions recorded so far whose message contains `text` as expected;
        /// returns whether there was one.
        static func expect(in window: UIWindow, containing text: String) -> Bool {
            var ledger = ledger(of: window)
            var found = false
            for (index, exception) in window.headless.exceptions.enumerated()
            where exception.message.contains(text) || exception.description.contains(text) {
                ledger.settled.insert(index)
                found = true
            }
            ledgers[ObjectIdentifier(window)] = ledger
            return found
        }

        /// The exceptions of `window` not expected and not reported yet; they count as
        /// reported from now on.
        static func takeUnexpected(in window: UIWindow) -> [String] {
            var ledger = ledger(of: window)
            var unexpected: [String] = []
            for (index, exception) in window.headless.exceptions.enumerated()
            where !ledger.settled.contains(index) {
                ledger.settled.insert(index)
                unexpected.append(exception.description)
            }
            ledgers[ObjectIdentifier(window)] = ledger
            return unexpected
        }
    }

    /// Checks that HeadlessUIKit recorded, in `window`, an exception (a call that crashes the
    /// app on a device) whose message contains `text`, and marks it as expected so that
    /// WayfinderTesting's helpers do not fail the test for it.
    @MainActor
    public func expectException(
        in window: UIWindow, containing text: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        guard !RecordedExceptions.expect(in: window, containing: text) else { return }
        expectNoDifference(
            window.headless.exceptions.map(\.description),
            ["*** <an exception containing \"\(text)\">"],
            "no exception containing \"\(text)\" was recorded",
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Fails the test for every exception recorded in `window` (if any) that the test did not
    /// expect.
    @MainActor
    func reportUnexpectedExceptions(
        in window: UIWindow?, fileID: StaticString, filePath: StaticString, line: UInt,
        column: UInt
    ) {
        guard let window else { return }
        expectNoDifference(
            RecordedExceptions.takeUnexpected(in: window), [],
            "HeadlessUIKit recorded exceptions that crash the app on a device: fix the calls, "
                + "or say the test expects them with expectException(containing:)",
            fileID: fileID, filePath: filePath, line: line, column: column)
    }
#endif
