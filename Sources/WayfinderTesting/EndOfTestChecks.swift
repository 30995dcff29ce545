#if !canImport(UIKit)
    import CustomDump
    import Foundation
    @_spi(Testing) import Wayfinder

    // The trait needs Swift Testing; the harnesses register with the list of the test under
    // way either way (there is none without the trait). Swift Testing's module is in the
    // toolchain on Linux and in Xcode, not in Apple's SDKs.
    #if canImport(Testing)
        import Testing

        /// A Swift Testing trait that checks every ``NavigatorHarness`` and ``AppHarness`` made
        /// during a test once the test's body has returned, the way NIO's
        /// `EmbeddedChannel.finish()` checks what is left over once, at the end.
        ///
        /// ```swift
        /// @MainActor
        /// @Suite(.navigationChecked) struct CheckoutTests {
        ///     @Test func payingShowsTheReceipt() {
        ///         let app = NavigatorHarness()
        ///         // ... no expectLeftScreensReleased() at the end: the trait checks
        ///     }
        /// }
        /// ```
        ///
        /// For each harness it turns the run loop until idle, then fails the test, at the line
        /// that made the harness, on:
        /// - a screen that left the window but is still alive
        ///   (``NavigatorHarness/expectLeftScreensReleased(fileID:filePath:line:column:)``,
        ///   ``AppHarness/expectLeftScreensReleased(fileID:filePath:line:column:)``), and an
        ///   exception HeadlessUIKit recorded that the test did not expect;
        /// - a command still pending in the navigator's queue, unless the test said so with
        ///   ``NavigatorHarness/expectsPendingCommandsAtEnd()``;
        /// - a UIKit console warning HeadlessUIKit recorded (`window.headless.warnings`: an
        ///   unbalanced appearance call, a push while a push runs) that the test did not expect
        ///   with ``NavigatorHarness/expectWarning(containing:fileID:filePath:line:column:)``.
        ///
        /// The check runs after the test's own references to screens have ended, so a test
        /// needs no care to drop them. Put it on a suite (it applies to every test in it) or on
        /// one test. A check a test means mid-way, before further steps, stays explicit; a
        /// harness made outside the trait is checked only where the test calls the checks.
        public struct NavigationCheckedTrait: TestTrait, SuiteTrait, TestScoping {
            /// The trait; written `.navigationChecked` in a `@Suite` or `@Test`.
            public init() {}

            /// Applies to every test of a suite it is put on, and to suites nested in it.
            public var isRecursive: Bool { true }

            /// Scopes each test case (not a suite as a whole): every test case gets its own
            /// harnesses checked.
            public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
                testCase == nil ? nil : self
            }

            /// Runs the test with a list the harnesses made in it join, then checks each.
            public func provideScope(
                for test: Test, testCase: Test.Case?,
                performing function: @Sendable () async throws -> Void
            ) async throws {
                let checks = EndOfTestChecks()
                try await EndOfTestScope.$current.withValue(checks) { try await function() }
                await checks.run()
            }
        }

        extension Trait where Self == NavigationCheckedTrait {
            /// Checks every harness made in the test once the test has returned: leftover screens,
            /// pending commands, unexpected UIKit warnings and exceptions
            /// (``NavigationCheckedTrait``).
            public static var navigationChecked: Self { NavigationCheckedTrait() }
        }
    #endif

    /// A harness the end-of-test check looks at.
    @MainActor
    protocol EndOfTestCheckable: AnyObject {
        /// Runs every end-of-test check, reporting at the place the harness was made.
        func checkAtEndOfTest()
    }

    /// Where the harnesses of the test under way gather.
    enum EndOfTestScope {
        /// The list of the test under way, when it runs under ``NavigationCheckedTrait``.
        @TaskLocal static var current: EndOfTestChecks?
    }

    /// The harnesses made in the test under way, checked when it returns.
    @MainActor
    final class EndOfTestChecks {
        /// Held strongly: the harness (and its window) outlives the test's body, so that the
        /// check runs once the test's own references to screens have ended.
        private var harnesses: [any EndOfTestCheckable] = []

        nonisolated init() {}

        /// Adds `harness` to the list of the test under way, if any.
        static func register(_ harness: any EndOfTestCheckable) {
            EndOfTestScope.current?.harnesses.append(harness)
        }

        /// Checks every harness, then lets them go.
        func run() {
            let harnesses = self.harnesses
            self.harnesses = []
            for harness in harnesses { harness.checkAtEndOfTest() }
        }
    }

    /// Where a harness was made, and what the test said it leaves behind on purpose.
    @MainActor
    struct EndOfTestExpectations {
        let fileID: StaticString
        let filePath: StaticString
        let line: UInt
        let column: UInt
        /// Whether the test leaves commands pending on purpose.
        var pendingCommands = false
        /// Indexes into the window's warnings that the test expected.
        var warnings: Set<Int> = []

        /// Marks the warnings recorded so far whose message contains `text` as expected;
        /// returns whether there was one.
        mutating func expectWarning(in window: UIWindow, containing text: String) -> Bool {
            var found = false
            for (index, warning) in window.headless.warnings.enumerated()
            where warning.message.contains(text) {
                warnings.insert(index)
                found = true
            }
            return found
        }

        /// Fails the test on a command still pending and on a warning not expected.
        func checkPendingCommandsAndWarnings(
            _ navigator: Navigator, in window: UIWindow,
            fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
        ) {
            if !pendingCommands {
                expectNoDifference(
                    navigator.pendingCommands.map(\.description), [],
                    "commands still pending in the navigator's queue with the run loop idle: "
                        + "they wait for something that never comes (a test that leaves them "
                        + "on purpose says so with expectsPendingCommandsAtEnd())",
                    fileID: fileID, filePath: filePath, line: line, column: column)
            }
            let unexpected = window.headless.warnings.enumerated()
                .filter { !warnings.contains($0.offset) }.map(\.element.message)
            expectNoDifference(
                unexpected, [],
                "HeadlessUIKit recorded warnings UIKit logs on a device: fix the calls, or "
                    + "say the test expects them with expectWarning(containing:)",
                fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// Fails with a message naming `text` when no warning contained it.
    @MainActor
    func reportMissingWarning(
        _ found: Bool, in window: UIWindow, containing text: String,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        guard !found else { return }
        expectNoDifference(
            window.headless.warnings.map(\.message), ["<a warning containing \"\(text)\">"],
            "no warning containing \"\(text)\" was recorded",
            fileID: fileID, filePath: filePath, line: line, column: column)
    }
#endif
