import Foundation
import Wayfinder

/// Watches objects through weak references and tells which are still alive.
///
/// ```swift
/// let leaks = LeakTracker()
/// leaks.track(b, "B")
/// nav.popViewController(animated: true)
/// window.headless.runUntilIdle()
/// #expect(leaks.alive.isEmpty)     // or leaks.expectReleased()
/// ```
@MainActor
public final class LeakTracker {
    private struct Watched {
        let name: String
        weak var object: AnyObject?
    }

    private var watched: [Watched] = []
    #if !canImport(UIKit)
        /// The window whose recorded exceptions the checks given this report (a harness's
        /// window; see `RecordedExceptions`), if any.
        weak var exceptionWindow: UIWindow?
    #endif

    /// Creates an empty tracker.
    public init() {}

    /// Starts watching `object` under `name`.
    public func track(_ object: AnyObject, _ name: String) {
        watched.append(Watched(name: name, object: object))
    }

    /// The names of watched objects that are still alive, in the order they were tracked.
    public var alive: [String] {
        watched.filter { $0.object != nil }.map(\.name)
    }

    /// The watched objects that are still alive, with their names.
    public var aliveObjects: [(name: String, object: AnyObject)] {
        watched.compactMap { entry in entry.object.map { (entry.name, $0) } }
    }

    /// Whether the object watched under `name` was released.
    public func isReleased(_ name: String) -> Bool {
        watched.first { $0.name == name }.map { $0.object == nil } ?? true
    }

    /// The names among `names` that are still alive: empty when every one was released.
    public func unreleased(_ names: [String]) -> [String] {
        names.filter { !isReleased($0) }
    }
}

/// What a failed leak check adds to its message: the commonest cause of a screen that is
/// still alive at the end of a test is the test itself.
let leakHint =
    "if the test itself still holds one of these (a local `let` or `var` still in scope, or "
    + "a closure that captured it), end that reference before this check: make and use the "
    + "screen inside a `do { }` block, or keep it `weak`"
