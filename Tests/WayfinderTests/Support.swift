import Foundation
import HeadlessUIKit
import Wayfinder
import WayfinderTesting

/// A plain screen titled `title`: the one helper for an untraced screen (a `NavigatorHarness`
/// makes traced, leak-tracked ones, `app.screen(_:)`).
@MainActor
func screen(_ title: String) -> UIViewController {
    screen(title) { UIViewController() }
}

/// The screen `make` makes (a result screen, a container), titled `title`.
@MainActor
func screen(_ title: String, _ make: () -> UIViewController) -> UIViewController {
    let screen = make()
    screen.title = title
    return screen
}

/// A deep-link router for `schemes` and `hosts` with `links` registered in order: the one
/// helper the deep-link tests build their routers with (each file keeps its own table).
func router<Route: Hashable & Codable & Sendable>(
    schemes: Set<String> = [], hosts: Set<String> = [],
    _ links: [(pattern: String, target: DeepLinkRouter<Route>.Target)]
) throws -> DeepLinkRouter<Route> {
    var router = DeepLinkRouter<Route>(schemes: schemes, hosts: hosts)
    for link in links { try router.register(link.pattern, link.target) }
    return router
}

/// A deep-link router with `patterns` registered in order, each leading where
/// `target(pattern)` says.
func router<Route: Hashable & Codable & Sendable>(
    _ patterns: [String], schemes: Set<String> = [], hosts: Set<String> = [],
    target: (String) -> DeepLinkRouter<Route>.Target
) throws -> DeepLinkRouter<Route> {
    try router(schemes: schemes, hosts: hosts, patterns.map { ($0, target($0)) })
}

/// A screen that hands back a colour name.
final class ColorPicker: TracedViewController, ResultScreen {
    typealias Result = String
}

/// A screen that writes `previous(of: self)` into the trace at the points seed 003 names.
final class PreviousReporter: TracedViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        trace.record("\(name).previous in viewDidLoad = \(previousName)")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        trace.record("\(name).previous in viewWillDisappear = \(previousName)")
    }

    private var previousName: String {
        navigator?.previous(of: self).map { traceName(of: $0) } ?? "nil"
    }
}

/// A traced custom container.
class TracedContainer: ContainerViewController {
    init(_ name: String) {
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

/// A custom container that forwards appearance by hand.
final class ManualContainer: TracedContainer {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

extension NavigatorHarness {
    /// `nav` with the named screens pushed (all but the first), settled, trace cleared.
    func stack(_ names: String...) -> (TracedNavigationController, [TracedViewController]) {
        let screens = names.map(screen)
        let navigation = self.navigation(root: screens[0])
        setRoot(navigation)
        for screen in screens.dropFirst() { navigator.push(screen, animated: false) }
        runUntilIdle()
        trace.clear()
        records.clear()
        return (navigation, screens)
    }

    /// The settlements of `transitions`, in order (nil when not settled).
    func settlements(_ transitions: [Transition]) -> [Settlement?] {
        transitions.map(\.settlement)
    }
}

/// A harness whose window follows `profile`, showing `names` in a navigation controller (the
/// first at the root, the others pushed without animation), with its trace and records
/// cleared: the start of the tests of one OS profile.
@MainActor
func harness(_ profile: HeadlessBehaviour.Profile, _ names: String...)
    -> (NavigatorHarness, TracedNavigationController)
{
    let app = NavigatorHarness()
    app.window.headless.behaviour = profile
    let screens = names.map(app.screen)
    let nav = app.navigation(root: screens[0])
    app.setRoot(nav)
    for screen in screens.dropFirst() { app.navigator.push(screen, animated: false) }
    app.runUntilIdle()
    app.trace.clear()
    app.records.clear()
    return (app, nav)
}
