import Foundation
import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// One window on its own scene (so its own run loop and clock), a trace whose times are
/// relative to the last ``take()``, a second trace for what probes see inside callbacks, and
/// a leak tracker.
@MainActor
final class Stage {
    let window: UIWindow
    let trace: CallbackTrace
    /// What ``ProbedViewController/probe`` closures saw inside callbacks.
    let probes = CallbackTrace()
    let leaks = LeakTracker()
    private let origin: Origin

    private final class Origin {
        var time: TimeInterval = 0
    }

    /// A window in a scene of its own, or in `scene`.
    init(scene: UIWindowScene? = nil) {
        let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: .zero)
        let origin = Origin()
        self.window = window
        self.origin = origin
        self.trace = CallbackTrace(clock: { [weak window] in
            (window?.headless.now ?? 0) - origin.time
        })
    }

    private var screens: [String: WeakScreen] = [:]

    private struct WeakScreen {
        weak var value: ProbedViewController?
    }

    /// A traced, probe-able view controller named `name`, watched by ``leaks`` and found again
    /// by ``screen(_:)`` without the test holding it.
    func controller(_ name: String) -> ProbedViewController {
        let controller = ProbedViewController(name, trace: trace)
        screens[name] = WeakScreen(value: controller)
        leaks.track(controller, name)
        return controller
    }

    /// The live controller made by ``controller(_:)`` under `name`.
    func screen(_ name: String) -> ProbedViewController {
        guard let screen = screens[name]?.value else {
            Issue.record("\(name) was released")
            return controller(name)
        }
        return screen
    }

    /// A traced navigation controller named `name` holding `root`, watched by ``leaks``.
    func navigation(_ name: String = "nav", root: UIViewController) -> TracedNavigationController {
        let nav = TracedNavigationController(name, trace: trace, root: root)
        leaks.track(nav, name)
        return nav
    }

    /// Makes `root` the window's root, shows the window, runs until idle and forgets the
    /// trace, so that a test starts from a settled screen.
    func show(_ root: UIViewController) {
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.headless.runUntilIdle()
        _ = take()
    }

    /// Shows `nav(names[0])` and pushes the rest without animation; returns the navigation
    /// controller and the screens, bottom first.
    ///
    /// The stage holds none of the screens; reach them with ``screen(_:)``.
    func showStack(
        _ names: String..., delegate: NavigationDelegateRecorder? = nil
    ) -> TracedNavigationController {
        let nav = navigation(root: controller(names[0]))
        nav.delegate = delegate
        show(nav)
        for name in names.dropFirst() {
            nav.pushViewController(controller(name), animated: false)
            window.headless.runUntilIdle()
        }
        _ = take()
        return nav
    }

    /// The names of the watched controllers that are alive, in the order they were made.
    var alive: [String] { leaks.alive }

    /// Turns the loop until nothing is pending.
    func runUntilIdle() {
        window.headless.runUntilIdle()
    }

    /// Turns the loop up to `now + interval`.
    func advance(by interval: TimeInterval) {
        window.headless.advance(by: interval)
    }

    /// The timed lines recorded since the last call (`"0.350 B.viewDidAppear(true)"`, time
    /// relative to that call), then forgets them and restarts the relative clock.
    func take() -> [String] {
        let lines = trace.timedLines
        trace.clear()
        origin.time = window.headless.now
        return lines
    }

    /// The run loop's diagnostics.
    var diagnostics: [String] { window.headless.diagnostics }

    /// Asserts the whole timed trace since the last ``take()``, with a diff on failure.
    func expectTrace(
        _ expected: [String],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        expectNoDifference(
            take(), expected, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Asserts that nothing was recorded since the last ``take()``, without restarting the
    /// relative clock (to show that nothing happens before its time).
    func expectNothingYet(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        expectNoDifference(
            trace.timedLines, [], fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Asserts that the run loop recorded no diagnostic.
    func expectNoDiagnostics(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        expectNoDifference(
            diagnostics, [], fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Asserts the probe lines since the last call, then forgets them.
    func expectProbes(
        _ expected: [String],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        expectNoDifference(
            probes.take(), expected, fileID: fileID, filePath: filePath, line: line,
            column: column)
    }
}

extension Stage {
    /// A completion that records `name` in the trace.
    func completion(_ name: String) -> () -> Void {
        { self.trace.record(name) }
    }
}

extension Stage {
    /// Makes the window an iPad's in a regular width, where a `.tabSidebar` tab bar shows its
    /// sidebar: HeadlessUIKit's default is an iPhone, whose `.tabSidebar` is the regular tab
    /// bar ("On iPhone and Apple TV, the system displays the platform’s regular tab bar",
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum/tabsidebar).
    func becomeAnIPad() {
        window.windowScene?.traitOverrides.userInterfaceIdiom = .pad
        window.headless.setHorizontalSizeClass(.regular)
    }
}
