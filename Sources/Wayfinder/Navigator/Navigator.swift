import Foundation
import Logging

/// Screen navigation for one window that never fights the navigation stack.
///
/// Every change is a command on the window's serial queue: a command issued while a
/// transition runs — an animation, a swipe-back, a sheet being dragged — waits for it,
/// consecutive stack edits merge into one `setViewControllers`, and each command settles
/// from UIKit's own signals. Screens learn exactly once when they really left
/// (``HeadlessUIKit/UIViewController/onFinish(_:)``), and a screen can close itself and hand back a result
/// without knowing how it was shown (``ResultScreen``).
///
/// ```swift
/// let navigator = Navigator(window: window)
/// navigator.push(detail)                                // waits for any running transition
/// navigator.push(end, removing: { $0 is StartScreen })  // one push that also removes Start
/// navigator.present(sheet)                              // on the front-most screen
/// let outcome = await navigator.push(PickColor())       // .finished(color) or .closed(by)
/// ```
///
/// One window, one navigator: create it once per window and keep it. Screens find it with
/// ``Navigator/of(_:)`` or ``HeadlessUIKit/UIViewController/navigator``.
@MainActor
public final class Navigator {
    /// The window this navigator drives.
    public let window: UIWindow

    @exclusivity(unchecked) var tracer: Tracer
    // The navigator's state below is only touched on the main actor, by its own methods, and
    // never lent out `inout` across a call that could reach it again, so the run-time
    // exclusivity check of each access is left out (it would weigh on every quiet moment).
    /// The command queue: commands waiting, the run under way, why its commands failed.
    @exclusivity(unchecked) var queue = CommandQueue()
    /// What the navigator knows of the window's screens as of the last quiet moment.
    @exclusivity(unchecked) var screens = ScreenTracker()
    /// Wayfinder's delegate proxies, the causes of user transitions they reported, and the
    /// presented screens being dismissed.
    @exclusivity(unchecked) var proxies = DelegateProxies()
    /// The event streams, quiet observers and tab gates listening to this navigator.
    @exclusivity(unchecked) var listeners = NavigatorListeners()
    /// The classes this navigator's walks to the front-most screen found plain.
    @exclusivity(unchecked) var plainTypes = PlainTypes()

    /// Creates the navigator of `window`, logging to a swift-log `Logger` labelled
    /// `"wayfinder"` and stamping records with the wall clock.
    public convenience init(window: UIWindow) {
        self.init(window: window, logger: Logger(label: "wayfinder"))
    }

    /// Creates the navigator of `window`.
    ///
    /// - Parameters:
    ///   - window: the window; its root view controller may be set before or after.
    ///   - logger: where trace records go, at `debug` level, with `kind` and `cause`
    ///     metadata.
    ///   - clock: the time stamped on trace records; pass `{ window.headless.now }` in tests
    ///     on HeadlessUIKit to get virtual time.
    ///   - onTrace: called with every trace record (see `TraceRecorder` in
    ///     WayfinderTesting).
    public init(
        window: UIWindow, logger: Logger,
        clock: @escaping @MainActor () -> TimeInterval = { Date().timeIntervalSince1970 },
        onTrace: (@MainActor (TraceRecord) -> Void)? = nil
    ) {
        self.window = window
        let log: @MainActor (TraceRecord) -> Void = { record in
            logger.debug(
                "\(record.message)",
                metadata: [
                    "kind": .string(record.kind.rawValue),
                    "cause": .string(record.cause.description),
                    "time": .string(String(format: "%.3f", record.time)),
                ])
        }
        #if DEBUG
            let warn: (@MainActor (String) -> Void)? = { message in logger.warning("\(message)") }
        #else
            let warn: (@MainActor (String) -> Void)? = nil
        #endif
        self.tracer = Tracer(
            clock: clock, handler: onTrace, log: logger.logLevel > .debug ? nil : log,
            warnLog: warn)
        Self.register(self)
        refresh(cause: .code)
    }

    // MARK: - Finding the navigator of a screen

    private static var registry: [WeakNavigator] = []

    private static func register(_ navigator: Navigator) {
        registry.removeAll { $0.value == nil || $0.value?.window === navigator.window }
        registry.append(WeakNavigator(value: navigator))
    }

    /// The navigator of the window `viewController` is in, found through the window: its
    /// view's window, or the window whose root it descends from (pushed, presented or
    /// embedded, visible or not).
    public static func of(_ viewController: UIViewController) -> Navigator? {
        let base = Hierarchy.baseRoot(of: viewController)
        let viewWindow = viewController.viewIfLoaded?.window
        for entry in registry.reversed() {
            guard let navigator = entry.value else { continue }
            if navigator.window === viewWindow || navigator.window.rootViewController === base {
                return navigator
            }
        }
        return nil
    }

    // MARK: - Queries

    /// The front-most screen of this window: follows the presentation chain (skipping a
    /// screen being dismissed), a navigation controller's top, a tab bar controller's
    /// selected tab, and custom containers that adopt ``NavigationContainer``. Looks at this
    /// window only. `nil` when the window has no root.
    public var topmost: UIViewController? {
        guard let root = window.rootViewController else { return nil }
        return Hierarchy.topmost(
            from: root, dismissing: proxies.dismissing, plainTypes: &plainTypes)
    }

    /// The screen the user goes back to from `viewController`: the one below it in its
    /// navigation stack, or, for the root of a presented stack or a presented screen, the
    /// visible screen of its presenter.
    ///
    /// Right at every point of the lifecycle: in `viewDidLoad` of a pushed screen, and in
    /// `viewWillDisappear` of a screen being popped or swiped away, when UIKit's
    /// `viewControllers` no longer contains it.
    public func previous(of viewController: UIViewController) -> UIViewController? {
        if let navigation = viewController.navigationController {
            // A page inside a custom container: the user goes back from the container, the
            // ancestor that is the navigation controller's child.
            var inStack = viewController
            while let parent = inStack.parent, parent !== navigation { inStack = parent }
            let stack = navigation.viewControllers
            if let index = stack.firstIndex(where: { $0 === inStack }) {
                if index > 0 { return stack[index - 1] }
            } else if let below = screens.snapshot.screen(below: inStack, in: navigation) {
                return below
            } else if let top = navigation.topViewController {
                return top
            }
            return presenterFront(of: navigation)
        }
        return presenterFront(of: viewController)
    }

    private func presenterFront(of viewController: UIViewController) -> UIViewController? {
        let root = Hierarchy.rootAncestor(of: viewController)
        guard let presenter = root.presentingViewController else { return nil }
        return Hierarchy.frontScreen(in: presenter, plainTypes: &plainTypes)
    }

    /// A snapshot of everything this window shows; `Equatable` and printable.
    public var tree: NavigationTree { NavigationTree(window: window) }

    /// Every settled command and every screen that finished, in order. Each access makes a
    /// new stream; it ends when the navigator is released.
    public var events: AsyncStream<NavigationEvent> {
        let (stream, continuation) = AsyncStream<NavigationEvent>.makeStream()
        let id = UUID()
        listeners.addEventStream(id, continuation)
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.listeners.removeEventStream(id) }
        }
        return stream
    }
}

struct WeakNavigator {
    weak var value: Navigator?
}
