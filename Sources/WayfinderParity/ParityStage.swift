import Foundation
import Logging
import Wayfinder
import WayfinderTesting

/// The world of one parity scenario: a window from the driver, named traced screens, and one
/// ordered ``CallbackTrace`` that gets their callbacks, the delegates' calls, the steps taken
/// (`"▶ …"`), what the scenario's code observed (`"# …"`) and the settlement of each
/// transition a step starts (`"◆ nav: finished"`); ``entries`` adds the console messages the
/// driver can read (`"⚠ …"`).
///
/// The steps speak the scenario language of `wayfinder run` and record the same step text,
/// so a parity trace reads like the CLI's. Each step does the same UIKit calls on every
/// platform; only the gestures go through the ``ParityDriver``.
@MainActor
public final class ParityStage {
    /// The platform's driver.
    public let driver: any ParityDriver
    /// The scenario's window.
    public let window: UIWindow
    /// Where the screens, the delegate recorders and the steps write, in event order.
    public let trace: CallbackTrace
    /// Every screen the stage made, to check they are released after the scenario.
    public let leaks = LeakTracker()
    private var controllers: [String: UIViewController] = [:]
    private var retained: [AnyObject] = []
    private var interaction: (any ParityInteraction)?
    private var lazyNavigator: Navigator?
    private var recorded: [String] = []
    private var consumedTrace = 0
    private var consumedConsole = 0

    /// Creates a stage on `window`, driven by `driver`.
    public init(driver: any ParityDriver, window: UIWindow) {
        self.driver = driver
        self.window = window
        let ticker = ConsoleTicker()
        // Stamped with event order, as `CallbackTrace.inEventOrder()` does, and a look at the
        // console before each entry.
        trace = CallbackTrace(clock: { ticker.tick() })
        ticker.onTick = { [weak self] in self?.collectConsole() }
    }

    /// The recorded entries, in order: the trace's lines, with the console messages the
    /// driver reads (`"⚠ …"`) before the entry during which they were logged.
    public var entries: [String] {
        collectConsole()
        flushTrace()
        return recorded
    }

    /// Forgets what was recorded so far: a scenario's set-up is not part of its trace.
    public func beginRecording() {
        collectConsole()
        trace.clear()
        consumedTrace = 0
        recorded.removeAll()
    }

    private func flushTrace() {
        let lines = trace.lines
        while consumedTrace < lines.count {
            recorded.append(lines[consumedTrace])
            consumedTrace += 1
        }
    }

    /// Moves the console messages logged since the last look into the entries, after the
    /// trace lines recorded before them.
    private func collectConsole() {
        guard let console = driver.consoleMessages(in: window) else { return }
        while consumedConsole < console.count {
            flushTrace()
            recorded.append("⚠ " + console[consumedConsole])
            consumedConsole += 1
        }
    }

    /// The controller named `name`.
    /// - Throws: ``ParitySkip`` naming the scenario bug when there is none (never for the
    ///   catalog's scenarios; their tests run each one).
    public func controller(_ name: String) throws(ParitySkip) -> UIViewController {
        guard let controller = controllers[name] else {
            throw ParitySkip("the scenario names \(name), which it never made")
        }
        return controller
    }

    /// Registers a controller of the scenario's own making under `name`.
    public func register(_ controller: UIViewController, as name: String) {
        controllers[name] = controller
        leaks.track(controller, name)
    }

    /// Records a step the scenario takes in its own code: `"▶ <text>"`.
    public func step(_ text: String) {
        trace.record("▶ " + text)
    }

    /// Records what the scenario's code observed, e.g. a navigator's answer: `"# <text>"`.
    /// Notes take part in the comparison of two runs, not in the check against a golden
    /// file's callbacks.
    public func note(_ text: String) {
        trace.record("# " + text)
    }

    // MARK: Making screens

    /// `screen A B`: traced view controllers.
    public func screens(_ names: String...) {
        for name in names { register(TracedViewController(name, trace: trace), as: name) }
    }

    /// `navigation nav A B`: a traced navigation controller, by default with a delegate
    /// recorder.
    public func navigation(_ name: String, _ stack: [String], recordsDelegate: Bool = true)
        throws(ParitySkip)
    {
        var children: [UIViewController] = []
        for screen in stack { children.append(try controller(screen)) }
        trace.record(
            "▶ "
                + (stack.count == 1
                    ? "let \(name) = UINavigationController(rootViewController: \(stack[0]))"
                    : "let \(name) = UINavigationController(); "
                        + "\(name).viewControllers = [\(stack.joined(separator: ", "))]"))
        let nav = TracedNavigationController(name, trace: trace, root: children[0])
        if children.count > 1 { nav.setViewControllers(children, animated: false) }
        if recordsDelegate {
            let recorder = NavigationDelegateRecorder(name, trace: trace)
            nav.delegate = recorder
            retained.append(recorder)
        }
        register(nav, as: name)
    }

    /// `tabs tabs A B`: a traced tab bar controller with a delegate recorder.
    public func tabs(_ name: String, _ tabs: [String]) throws(ParitySkip) {
        var children: [UIViewController] = []
        for screen in tabs { children.append(try controller(screen)) }
        trace.record(
            "▶ let \(name) = UITabBarController(); "
                + "\(name).viewControllers = [\(tabs.joined(separator: ", "))]")
        let tabBar = TracedTabBarController(name, trace: trace, tabs: children)
        let recorder = TabBarDelegateRecorder(trace: trace)
        tabBar.delegate = recorder
        retained.append(recorder)
        register(tabBar, as: name)
    }

    /// `container home`: a traced view controller used as a custom container.
    public func container(_ name: String) {
        register(TracedViewController(name, trace: trace), as: name)
    }

    /// `window nav`: the window's root, made key and visible.
    public func show(root name: String) throws(ParitySkip) {
        let root = try controller(name)
        trace.record("▶ window.rootViewController = \(name); window.makeKeyAndVisible()")
        window.rootViewController = root
        window.makeKeyAndVisible()
    }

    /// The window's navigator, made on first use (Wayfinder's flows).
    public var navigator: Navigator {
        if let lazyNavigator { return lazyNavigator }
        let made = Navigator(window: window, logger: Logger(label: "wayfinder.parity"))
        lazyNavigator = made
        return made
    }

    // MARK: Time

    /// `idle`: waits until nothing is pending; records `"⏱ …"` when the wait timed out.
    public func idle() async {
        if await !driver.waitForIdle(in: window) {
            trace.record("⏱ timed out waiting for the transitions to end")
        }
    }

    /// `advance 0.1`: lets time pass.
    public func advance(_ seconds: TimeInterval) async {
        await driver.advance(by: seconds, in: window)
    }

    // MARK: Steps in code

    /// `push B`.
    public func push(_ name: String, on navName: String = "nav", animated: Bool = true)
        throws(ParitySkip)
    {
        let nav = try navigationController(navName)
        let screen = try controller(name)
        trace.record("▶ \(navName).pushViewController(\(name), animated: \(animated))")
        nav.pushViewController(screen, animated: animated)
        settle(nav, as: navName)
    }

    /// `pop`.
    public func pop(on navName: String = "nav", animated: Bool = true) throws(ParitySkip) {
        let nav = try navigationController(navName)
        trace.record("▶ \(navName).popViewController(animated: \(animated))")
        nav.popViewController(animated: animated)
        settle(nav, as: navName)
    }

    /// `pop-to-root`.
    public func popToRoot(on navName: String = "nav", animated: Bool = true)
        throws(ParitySkip)
    {
        let nav = try navigationController(navName)
        trace.record("▶ \(navName).popToRootViewController(animated: \(animated))")
        nav.popToRootViewController(animated: animated)
        settle(nav, as: navName)
    }

    /// `pop-to A`.
    public func popTo(_ name: String, on navName: String = "nav", animated: Bool = true)
        throws(ParitySkip)
    {
        let nav = try navigationController(navName)
        let screen = try controller(name)
        trace.record("▶ \(navName).popToViewController(\(name), animated: \(animated))")
        nav.popToViewController(screen, animated: animated)
        settle(nav, as: navName)
    }

    /// `set-stack A D`.
    public func setStack(_ names: [String], on navName: String = "nav", animated: Bool = true)
        throws(ParitySkip)
    {
        let nav = try navigationController(navName)
        var stack: [UIViewController] = []
        for name in names { stack.append(try controller(name)) }
        trace.record(
            "▶ \(navName).setViewControllers([\(names.joined(separator: ", "))], "
                + "animated: \(animated))")
        nav.setViewControllers(stack, animated: animated)
        settle(nav, as: navName)
    }

    /// `present B from=A style=…`, with a presentation delegate recorder.
    public func present(
        _ name: String, from presenterName: String, style: UIModalPresentationStyle,
        styleName: String, animated: Bool = true
    ) throws(ParitySkip) {
        let screen = try controller(name)
        let presenter = try controller(presenterName)
        screen.modalPresentationStyle = style
        let recorder = PresentationDelegateRecorder(trace: trace)
        screen.presentationController?.delegate = recorder
        retained.append(recorder)
        trace.record(
            "▶ \(name).modalPresentationStyle = \(styleName); "
                + "\(presenterName).present(\(name), animated: \(animated))")
        presenter.present(screen, animated: animated)
        settle(screen, as: name)
    }

    /// `dismiss B`: `B.dismiss(animated:)`.
    public func dismiss(_ name: String, animated: Bool = true) throws(ParitySkip) {
        let target = try controller(name)
        // The transition is the one of the top of the chain: the only screen that animates.
        var leaving = target
        while let next = leaving.presentedViewController { leaving = next }
        let running = leaving.transitionCoordinator
        trace.record("▶ \(name).dismiss(animated: \(animated))")
        target.dismiss(animated: animated)
        // A dismiss during a running transition is ignored (UIKit logs it): the coordinator is
        // still the running one, whose end is already recorded.
        if let running, running === leaving.transitionCoordinator { return }
        settle(leaving, as: traceName(of: leaving))
    }

    /// `embed C in home`: the containment calls UIKit asks for, in order (`addChild`,
    /// `addSubview`, `didMove(toParent:)`).
    public func embed(_ name: String, in containerName: String) throws(ParitySkip) {
        let child = try controller(name)
        let container = try controller(containerName)
        trace.record(
            "▶ \(containerName).addChild(\(name)); \(containerName).view.addSubview(\(name).view); "
                + "\(name).didMove(toParent: \(containerName))")
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
    }

    /// `unembed C`: the calls UIKit asks for to remove a child, in order.
    public func unembed(_ name: String) throws(ParitySkip) {
        let child = try controller(name)
        trace.record(
            "▶ \(name).willMove(toParent: nil); \(name).view.removeFromSuperview(); "
                + "\(name).removeFromParent()")
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }

    // MARK: Gestures

    /// `back`: the user taps the back button.
    public func back(on navName: String = "nav") throws(ParitySkip) {
        let nav = try navigationController(navName)
        trace.record("▶ user taps ‹ Back")
        try driver.tapBackButton(of: nav)
        settle(nav, as: navName)
    }

    /// `swipe back`: the user starts a swipe-back.
    public func swipeBack(on navName: String = "nav") throws(ParitySkip) {
        let nav = try navigationController(navName)
        trace.record("▶ user starts swiping back")
        interaction = try driver.beginInteractivePop(of: nav)
        settle(nav, as: navName)
    }

    /// `swipe down B`: the user starts to swipe the sheet down.
    public func swipeDown(_ name: String) throws(ParitySkip) {
        let sheet = try controller(name)
        trace.record("▶ user starts swiping \(name) down")
        interaction = try driver.beginInteractiveDismiss(of: sheet)
        settle(sheet, as: name)
    }

    /// `swipe progress 0.3`.
    public func swipeProgress(_ progress: Double) throws(ParitySkip) {
        trace.record("▶ user's finger at \(Int((progress * 100).rounded())) %")
        try currentInteraction().update(progress: progress)
    }

    /// `swipe finish`.
    public func swipeFinish() throws(ParitySkip) {
        trace.record("▶ user lets go: the swipe completes")
        try currentInteraction().finish()
        interaction = nil
    }

    /// `swipe cancel`.
    public func swipeCancel() throws(ParitySkip) {
        trace.record("▶ user lets go: the swipe is cancelled")
        try currentInteraction().cancel()
        interaction = nil
    }

    /// `tap-tab 1`: the user taps a tab.
    public func tapTab(_ index: Int, on tabsName: String = "tabs") throws(ParitySkip) {
        guard let tabBar = try controller(tabsName) as? UITabBarController else {
            throw ParitySkip("\(tabsName) is not a tab bar controller")
        }
        let tab = traceName(of: tabBar.viewControllers?[index])
        trace.record("▶ user taps tab \(index) (\(tab))")
        try driver.tapTab(at: index, of: tabBar)
    }

    /// `select-tab 1`: the app selects a tab in code (`selectedIndex`), which UIKit does
    /// without asking the delegate.
    public func selectTab(_ index: Int, on tabsName: String = "tabs") throws(ParitySkip) {
        guard let tabBar = try controller(tabsName) as? UITabBarController else {
            throw ParitySkip("\(tabsName) is not a tab bar controller")
        }
        trace.record("▶ \(tabsName).selectedIndex = \(index)")
        tabBar.selectedIndex = index
    }

    // MARK: Ending

    /// Takes everything off the window and forgets the screens, so that
    /// ``LeakTracker/alive`` then names the ones something else still holds.
    public func tearDown() async {
        window.rootViewController?.dismiss(animated: false)
        window.rootViewController = nil
        window.isHidden = true
        controllers.removeAll()
        retained.removeAll()
        interaction = nil
        lazyNavigator = nil
        _ = await driver.waitForIdle(in: window)
    }

    // MARK: Helpers

    private func navigationController(_ name: String) throws(ParitySkip)
        -> UINavigationController
    {
        guard let nav = try controller(name) as? UINavigationController else {
            throw ParitySkip("\(name) is not a navigation controller")
        }
        return nav
    }

    private func currentInteraction() throws(ParitySkip) -> any ParityInteraction {
        guard let interaction else { throw ParitySkip("no swipe is in progress") }
        return interaction
    }

    /// Records how the transition `controller` is in ends, if one started.
    private func settle(_ controller: UIViewController, as name: String) {
        guard let coordinator = controller.transitionCoordinator else { return }
        let trace = self.trace
        coordinator.animate(alongsideTransition: nil) { context in
            let outcome = context.isCancelled ? "cancelled" : "finished"
            MainActor.assumeIsolated { trace.record("◆ \(name): \(outcome)") }
        }
    }
}

/// Calls `onTick` each time the trace stamps an entry, before the entry is stored, and
/// stamps entries with their order.
@MainActor
private final class ConsoleTicker {
    var onTick: (() -> Void)?
    private var count = 0

    func tick() -> TimeInterval {
        onTick?()
        defer { count += 1 }
        return TimeInterval(count)
    }
}
