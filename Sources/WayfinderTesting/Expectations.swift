import CustomDump
import Wayfinder

/// Checks that the ordered list of callbacks is exactly `expected`, printing a line diff
/// when it is not. On HeadlessUIKit, also fails on any exception recorded in the window of a
/// ``NavigatorHarness`` whose trace this is, unless the test expected it.
@MainActor
public func expectTrace(
    _ trace: CallbackTrace, _ expected: [String],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    expectNoDifference(
        trace.lines, expected, fileID: fileID, filePath: filePath, line: line, column: column)
    #if !canImport(UIKit)
        reportUnexpectedExceptions(
            in: trace.exceptionWindow, fileID: fileID, filePath: filePath,
            line: line, column: column)
    #endif
}

/// Checks that `navigator.tree` prints as `expected`, printing a diff when it does not. On
/// HeadlessUIKit, also fails on any exception recorded in the navigator's window that the
/// test did not expect.
@MainActor
public func expectTree(
    _ navigator: Navigator, _ expected: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    expectNoDifference(
        navigator.tree.description, expected, fileID: fileID, filePath: filePath, line: line,
        column: column)
    #if !canImport(UIKit)
        reportUnexpectedExceptions(
            in: navigator.window, fileID: fileID, filePath: filePath, line: line, column: column)
    #endif
}

/// Checks that every object `leaks` tracks has been released (call it once the run loop is
/// idle), naming the ones still alive. On HeadlessUIKit, also fails on any exception
/// recorded in the window of a ``NavigatorHarness`` whose tracker this is, unless the test
/// expected it.
@MainActor
public func expectReleased(
    _ leaks: LeakTracker, _ names: [String]? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    let alive = names.map(leaks.unreleased) ?? leaks.alive
    expectNoDifference(
        alive, [], "still alive, so leaked — " + leakHint, fileID: fileID, filePath: filePath,
        line: line,
        column: column)
    #if !canImport(UIKit)
        reportUnexpectedExceptions(
            in: leaks.exceptionWindow, fileID: fileID, filePath: filePath,
            line: line, column: column)
    #endif
}
