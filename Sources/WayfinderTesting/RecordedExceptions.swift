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
        /// Indexes into a window's exceptions that the test expected or that were already
        /// reported: kept by the window itself (an associated object), released with it.
        private final class Ledger {
            var settled: Set<Int> = []
        }

        /// The key of a window's ledger: the address of `Ledger`'s class object, unique and
        /// fixed.
        private static var key: UnsafeRawPointer {
            unsafeBitCast(Ledger.self as AnyClass, to: UnsafeRawPointer.self)
        }

        private static func ledger(of window: UIWindow) -> Ledger {
            if let ledger = objc_getAssociatedObject(window, key) as? Ledger { return ledger }
            let ledger = Ledger()
            objc_setAssociatedObject(window, key, ledger, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return ledger
        }

        /// Marks the exceptions recorded so far whose message contains `text` as expected;
        /// returns whether there was one.
        static func expect(in window: UIWindow, containing text: String) -> Bool {
            let ledger = ledger(of: window)
            var found = false
            for (index, exception) in window.headless.exceptions.enumerated()
            where exception.message.contains(text) || exception.description.contains(text) {
                ledger.settled.insert(index)
                found = true
            }
            return found
        }

        /// The exceptions of `window` not expected and not reported yet; they count as
        /// reported from now on.
        static func takeUnexpected(in window: UIWindow) -> [String] {
            let ledger = ledger(of: window)
            var unexpected: [String] = []
            for (index, exception) in window.headless.exceptions.enumerated()
            where !ledger.settled.contains(index) {
                ledger.settled.insert(index)
                unexpected.append(exception.description)
            }
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
