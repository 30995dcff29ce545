#if !canImport(UIKit)
    import CustomDump
    import Foundation
    import Logging
    @_spi(Testing) import Wayfinder

    /// A window on HeadlessUIKit with a ``/Wayfinder/Navigator``, a ``CallbackTrace`` its
    /// screens write to, a ``TraceRecorder`` for the navigator's records and a
    /// ``LeakTracker``: what a navigation test needs, in one line.
    ///
    /// ```swift
    /// let app = NavigatorHarness()
    /// let a = app.screen("A")
    /// app.setRoot(app.navigation(root: a))
    /// app.navigator.push(app.screen("B"))
    /// app.runUntilIdle()
    /// expectTrace(app.trace, [...])
    /// ```
    @MainActor
    public final class NavigatorHarness {
        /// The window.
        public let window: UIWindow
        /// Where the screens record their callbacks, stamped with virtual time.
        public let trace: CallbackTrace
        /// The navigator's trace records.
        public let records = TraceRecorder()
        /// Tracks every screen the harness made.
        public let leaks = LeakTracker()
        /// The window's navigator.
        public private(set) var navigator: Navigator!
        /// The tracked objects seen in the window, sampled whenever the harness turns the loop.
        private var shown: Set<ObjectIdentifier> = []
        /// Where the harness was made, and what the test leaves behind on purpose.
        private var endOfTest: EndOfTestExpectations

        /// Creates a window with a navigator whose records use virtual time.
        ///
        /// Under ``NavigationCheckedTrait`` (`@Suite(.navigationChecked)`), the harness is
        /// checked when the test returns (``expectNothingLeftOver(fileID:filePath:line:column:)``),
        /// failures pointing at the place it was made.
        public init(
            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
            line: UInt = #line, column: UInt = #column
        ) {
            endOfTest = EndOfTestExpectations(
                fileID: fileID, filePath: filePath, line: line, column: column)
            let window = UIWindow(frame: .zero)
            self.window = window
            trace = CallbackTrace(clock: { window.headless.now })
            let records = self.records
            navigator = Navigator(
                window: window, logger: Logger(label: "wayfinder.test"),
                clock: { window.headless.now }, onTrace: { records.record($0) })
            trace.exceptionWindow = window
            leaks.exceptionWindow = window
            EndOfTestChecks.register(self)
        }

        /// Checks that HeadlessUIKit recorded an exception (a call that crashes the app on a
        /// device) whose message contains `text`, and marks it as expected: the harness and
        /// the `expect…` helpers fail the test on any exception it did not expect.
        public func expectException(
            containing text: String,
            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
            line: UInt = #line, column: UInt = #column
        ) {
            WayfinderTesting.expectException(
                in: window, containing: text, fileID: fileID, filePath: filePath, line: line,
                column: column)
        }

        /// A traced screen named `name`, tracked for leaks.
        public func screen(_ name: String) -> TracedViewController {
            let screen = TracedViewController(name, trace: trace)
            leaks.track(screen, name)
            return screen
        }

        /// A traced navigation controller named `name` with `root`, tracked for leaks.
        public func navigation(_ name: String = "nav", root: UIViewController)
            -> TracedNavigationController
        {
            let navigation = TracedNavigationController(name, trace: trace, root: root)
            leaks.track(navigation, name)
            return navigation
        }

        /// Makes `root` the window's root, shows the window, lets it settle and clears the
        /// trace.
        public func setRoot(_ root: UIViewController) {
            window.rootViewController = root
            window.makeKeyAndVisible()
            runUntilIdle()
            trace.clear()
            records.clear()
        }

        /// Turns the run loop until nothing is pending.
        public func runUntilIdle() {
            sampleShown()
            window.headless.runUntilIdle()
            sampleShown()
        }

        /// Advances the virtual clock.
        public func advance(by interval: TimeInterval) {
            sampleShown()
            window.headless.advance(by: interval)
            sampleShown()
        }

        private func sampleShown() {
            for controller in allControllers() { shown.insert(ObjectIdentifier(controller)) }
        }

        /// Turns the run loop until idle, then checks that every screen the harness made that
        /// was in the window and has left it has been released, naming the leaked ones. Call
        /// it at the end of a test, after the test's own references to screens have ended.
        public func expectLeftScreensReleased(
            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
            line: UInt = #line, column: UInt = #column
        ) {
            runUntilIdle()
            reportUnexpectedExceptions(
                in: window, fileID: fileID, filePath: filePath, line: line, column: column)
            let onScreen = Set(
                (allControllers() + viewControllersKeptByTabs(in: window)
                    + viewControllersKeptBySplitViews(in: window))
                    .map(ObjectIdentifier.init))
            let leaked = leaks.aliveObjects.filter { entry in
                let id = ObjectIdentifier(entry.object)
                return shown.contains(id) && !onScreen.contains(id)
            }
            expectNoDifference(
                leaked.map(\.name), [], "left the window but still alive — " + leakHint,
                fileID: fileID, filePath: filePath, line: line, column: column)
            // Debug builds check every quiet moment the navigator made against a
            // full walk of the window (`consistencyFaults()`).
            expectNoDifference(
                navigator.consistencyFaults().map(\.description), [],
                "a quiet moment disagreed with a full walk",
                fileID: fileID, filePath: filePath, line: line, column: column)
        }

        /// Turns the run loop until idle, then runs every check ``NavigationCheckedTrait``
        /// runs when a test returns: ``expectLeftScreensReleased(fileID:filePath:line:column:)``,
        /// no command pending in the navigator's queue (unless
        /// ``expectsPendingCommandsAtEnd()``), no UIKit warning the test did not expect with
        /// ``expectWarning(containing:fileID:filePath:line:column:)``. For a test without the
        /// trait, or a check the test means mid-way.
        public func expectNothingLeftOver(
            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
            line: UInt = #line, column: UInt = #column
        ) {
            expectLeftScreensReleased(
                fileID: fileID, filePath: filePath, line: line, column: column)
            endOfTest.checkPendingCommandsAndWarnings(
                navigator, in: window, fileID: fileID, filePath: filePath, line: line,
                column: column)
        }

        /// Says the test leaves commands pending in the navigator's queue on purpose (a
        /// transition it never lets finish): the end-of-test check does not fail on them.
        public func expectsPendingCommandsAtEnd() {
            endOfTest.pendingCommands = true
        }

        /// Checks that HeadlessUIKit recorded a UIKit console warning (`window.headless.warnings`)
        /// whose message contains `text`, and marks it as expected: the end-of-test check fails
        /// on any warning the test did not expect.
        public func expectWarning(
            containing text: String,
            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
            line: UInt = #line, column: UInt = #column
        ) {
            reportMissingWarning(
                endOfTest.expectWarning(in: window, containing: text), in: window,
                containing: text, fileID: fileID, filePath: filePath, line: line, column: column)
        }

        /// Every controller in the window: roots, children, presented ones.
        public func allControllers() -> [UIViewController] {
            allViewControllers(in: window)
        }

        /// HeadlessUIKit's diagnostics for the window.
        public var diagnostics: [String] { window.headless.diagnostics }
    }

    extension NavigatorHarness: EndOfTestCheckable {
        func checkAtEndOfTest() {
            expectNothingLeftOver(
                fileID: endOfTest.fileID, filePath: endOfTest.filePath, line: endOfTest.line,
                column: endOfTest.column)
        }
    }
#endif
