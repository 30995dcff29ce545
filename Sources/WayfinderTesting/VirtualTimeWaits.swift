#if !canImport(UIKit)
    import Foundation
    import IssueReporting
    import Wayfinder

    /// An asynchronous call a test started with ``AppHarness/start(_:)`` (or
    /// ``NavigatorHarness/start(_:)``), such as `navigator.push(picker)` awaiting the
    /// picker's ``/Wayfinder/Outcome``: the test acts while it runs, then reads its value with
    /// ``AppHarness/value(of:within:fileID:filePath:line:column:)``.
    @MainActor
    public final class PendingValue<Value> {
        /// The value, once the call returned.
        public fileprivate(set) var value: Value?
        fileprivate var started = false
        fileprivate var task: Task<Void, Never>?

        fileprivate init() {}

        /// Whether the call has returned.
        public var isFinished: Bool { value != nil }

        /// Cancels the call's task (its `Task.isCancelled` becomes true).
        public func cancel() { task?.cancel() }
    }

    /// Waits that turn a window's run loop and give other main-actor tasks their turn, in
    /// steps of virtual time, and give up after a limit of virtual time: whatever the test
    /// awaits, the wait ends.
    @MainActor
    enum VirtualTimeWaits {
        /// The virtual time one step of a wait advances: a frame at 60 Hz.
        static let step: TimeInterval = 1.0 / 60
        /// How many times a step lets other main-actor tasks run.
        static let yieldsPerStep = 8

        /// Turns `window`'s loop until `done` is true or `limit` seconds of virtual time have
        /// passed; returns whether `done` became true.
        static func wait(
            in window: UIWindow, within limit: TimeInterval, turn: (TimeInterval) -> Void,
            until done: () -> Bool
        ) async -> Bool {
            let deadline = window.headless.now + max(0, limit)
            while true {
                if done() { return true }
                for _ in 0..<yieldsPerStep {
                    await Task.yield()
                    if done() { return true }
                }
                let left = deadline - window.headless.now
                if left <= 0 { return done() }
                turn(min(step, left))
            }
        }

        /// Starts `body` as a main-actor task and lets it run up to its first suspension, so
        /// that the navigator call it makes first has been made when this returns.
        static func start<Value>(_ body: @escaping @MainActor () async -> Value) async
            -> PendingValue<Value>
        {
            let pending = PendingValue<Value>()
            pending.task = Task { @MainActor in
                pending.started = true
                pending.value = await body()
            }
            await letTasksRun { pending.started }
            return pending
        }

        static func reportTimeout(
            _ what: String, limit: TimeInterval, fileID: StaticString, filePath: StaticString,
            line: UInt, column: UInt
        ) {
            reportIssue(
                "\(what) did not finish within \(limit) s of virtual time. Something it "
                    + "waits for never happens: a gesture not finished, a screen that never "
                    + "calls finish(with:), a transition queued behind one that does not end.",
                fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    extension VirtualTimeWaits {
        /// The wait behind both harnesses' `settle(_:within:)`.
        static func settle(
            _ transition: NavigatorTransition, in window: UIWindow, within limit: TimeInterval,
            turn: (TimeInterval) -> Void, fileID: StaticString, filePath: StaticString,
            line: UInt, column: UInt
        ) async -> Settlement? {
            let settled = await wait(
                in: window, within: limit, turn: turn, until: { transition.settlement != nil })
            if !settled {
                reportTimeout(
                    "The transition", limit: limit, fileID: fileID, filePath: filePath,
                    line: line, column: column)
            }
            return transition.settlement
        }

        /// The wait behind both harnesses' `value(of:within:)`.
        static func value<Value>(
            of pending: PendingValue<Value>, in window: UIWindow, within limit: TimeInterval,
            turn: (TimeInterval) -> Void, fileID: StaticString, filePath: StaticString,
            line: UInt, column: UInt
        ) async -> Value? {
            let returned = await wait(
                in: window, within: limit, turn: turn, until: { pending.isFinished })
            if !returned {
                pending.cancel()
                reportTimeout(
                    "The call", limit: limit, fileID: fileID, filePath: filePath, line: line,
                    column: column)
            }
            return pending.value
        }
    }

    extension AppHarness {
        /// Turns the run loop until `transition` settles, and returns how it settled; fails
        /// the test and returns `nil` when it has not settled after `limit` seconds of
        /// virtual time. Never hangs.
        ///
        /// ```swift
        /// let settlement = await app.settle(app.routes.update { $0.push(.cart) })
        /// #expect(settlement == .completed)
        /// ```
        ///
        /// - Parameters:
        ///   - transition: a transition of this app's navigator.
        ///   - limit: the most virtual time to wait, in seconds.
        ///   - fileID: the file ID of the call, where the failure is reported.
        ///   - filePath: the path of the file of the call, where the failure is reported.
        ///   - line: the line of the call.
        ///   - column: the column of the call.
        /// - Returns: the settlement, or `nil` after the limit.
        @discardableResult
        public func settle(
            _ transition: NavigatorTransition, within limit: TimeInterval = 5,
            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
            line: UInt = #line, column: UInt = #column
        ) async -> Settlement? {
            await VirtualTimeWaits.settle(
                transition, in: window, within: limit, turn: advance(by:), fileID: fileID,
                filePath: filePath, line: line, column: column)
        }

        /// Starts an asynchronous call, such as a push that awaits a screen's
        /// ``/Wayfinder/Outcome``, and returns once the call has begun (the screen is pushed,
        /// pending a turn of the run loop): the test can then act on the screen and read the
        /// result with
        /// ``value(of:within:fileID:filePath:line:column:)``.
        ///
        /// ```swift
        /// let picker = SizePicker()
        /// let size = await app.start { await app.navigator.push(picker) }
        /// app.runUntilIdle()
        /// picker.finish(with: .large)
        /// #expect(await app.value(of: size) == .finished(.large))
        /// ```
        ///
        /// - Parameter body: the call, run as a task on the main actor.
        /// - Returns: the pending call.
        public func start<Value>(_ body: @escaping @MainActor () async -> Value) async
            -> PendingValue<Value>
        {
            await VirtualTimeWaits.start(body)
        }

        /// Turns the run loop until `pending` returns, and returns its value; fails the test,
        /// cancels the call and returns `nil` when it has not returned after `limit` seconds
        /// of virtual time. Never hangs.
        ///
        /// - Parameters:
        ///   - pending: a call started with ``start(_:)``.
        ///   - limit: the most virtual time to wait, in seconds.
        ///   - fileID: the file ID of the call, where the failure is reported.
        ///   - filePath: the path of the file of the call, where the failure is reported.
        ///   - line: the line of the call.
        ///   - column: the column of the call.
        /// - Returns: the call's value, or `nil` after the limit.
        public func value<Value>(
            of pending: PendingValue<Value>, within limit: TimeInterval = 5,
            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
            line: UInt = #line, column: UInt = #column
        ) async -> Value? {
            await VirtualTimeWaits.value(
                of: pending, in: window, within: limit, turn: advance(by:), fileID: fileID,
                filePath: filePath, line: line, column: column)
        }
    }

    extension NavigatorHarness {
        /// Turns the run loop until `transition` settles, and returns how it settled; fails
        /// the test and returns `nil` when it has not settled after `limit` seconds of
        /// virtual time. Never hangs. See
        /// ``AppHarness/settle(_:within:fileID:filePath:line:column:)``.
        @discardableResult
        public func settle(
            _ transition: NavigatorTransition, within limit: TimeInterval = 5,
            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
            line: UInt = #line, column: UInt = #column
        ) async -> Settlement? {
            await VirtualTimeWaits.settle(
                transition, in: window, within: limit, turn: advance(by:), fileID: fileID,
                filePath: filePath, line: line, column: column)
        }

        /// Starts an asynchronous call and returns once it has begun. See
        /// ``AppHarness/start(_:)``.
        public func start<Value>(_ body: @escaping @MainActor () async -> Value) async
            -> PendingValue<Value>
        {
            await VirtualTimeWaits.start(body)
        }

        /// Turns the run loop until `pending` returns; fails the test and returns `nil`
        /// after `limit` seconds of virtual time. Never hangs. See
        /// ``AppHarness/value(of:within:fileID:filePath:line:column:)``.
        public func value<Value>(
            of pending: PendingValue<Value>, within limit: TimeInterval = 5,
            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
            line: UInt = #line, column: UInt = #column
        ) async -> Value? {
            await VirtualTimeWaits.value(
                of: pending, in: window, within: limit, turn: advance(by:), fileID: fileID,
                filePath: filePath, line: line, column: column)
        }
    }
#endif
