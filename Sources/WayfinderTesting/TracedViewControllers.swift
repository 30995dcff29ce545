import Foundation
import Wayfinder

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A view controller that records its lifecycle callbacks, with the moving/being flags that
/// are true inside each, into a ``CallbackTrace``.
///
/// Lines read `"B.viewWillAppear(true) [movingToParent]"`, `"B.willMove(toParent: nav)"`,
/// `"B.viewDidLoad"`.
open class TracedViewController: UIViewController {
    /// The short name used in the trace.
    public let name: String
    /// Where the callbacks are recorded.
    public let trace: CallbackTrace

    /// Creates a traced view controller named `name`; its title is `name` too.
    public init(_ name: String, trace: CallbackTrace) {
        self.name = name
        self.trace = trace
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    /// Not supported: traced controllers are made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The flags that are true now, as `" [movingToParent, beingPresented]"`, or `""`.
    public var flagSuffix: String {
        var flags: [String] = []
        if isMovingToParent { flags.append("movingToParent") }
        if isMovingFromParent { flags.append("movingFromParent") }
        if isBeingPresented { flags.append("beingPresented") }
        if isBeingDismissed { flags.append("beingDismissed") }
        return flags.isEmpty ? "" : " [" + flags.joined(separator: ", ") + "]"
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        trace.record("\(name).viewDidLoad")
    }
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        trace.record("\(name).viewWillAppear(\(animated))\(flagSuffix)")
    }
    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        trace.record("\(name).viewIsAppearing(\(animated))\(flagSuffix)")
    }
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        trace.record("\(name).viewDidAppear(\(animated))\(flagSuffix)")
    }
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        trace.record("\(name).viewWillDisappear(\(animated))\(flagSuffix)")
    }
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        trace.record("\(name).viewDidDisappear(\(animated))\(flagSuffix)")
    }
    open override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        trace.record("\(name).willMove(toParent: \(traceName(of: parent)))")
    }
    open override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        trace.record("\(name).didMove(toParent: \(traceName(of: parent)))")
    }
}

/// A navigation controller that records its own lifecycle callbacks, as
/// ``TracedViewController`` does.
open class TracedNavigationController: UINavigationController {
    /// The short name used in the trace.
    public let name: String
    /// Where the callbacks are recorded.
    public let trace: CallbackTrace

    /// Creates a traced navigation controller with a root; its title is `name`.
    public init(_ name: String, trace: CallbackTrace, root: UIViewController) {
        self.name = name
        self.trace = trace
        super.init(nibName: nil, bundle: nil)
        title = name
        setViewControllers([root], animated: false)
    }

    /// Not supported: traced controllers are made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        trace.record("\(name).viewDidLoad")
    }
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        trace.record("\(name).viewWillAppear(\(animated))")
    }
    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        trace.record("\(name).viewIsAppearing(\(animated))")
    }
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        trace.record("\(name).viewDidAppear(\(animated))")
    }
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        trace.record("\(name).viewWillDisappear(\(animated))")
    }
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        trace.record("\(name).viewDidDisappear(\(animated))")
    }
}

/// A tab bar controller that records its own appearance callbacks, as
/// ``TracedNavigationController`` does.
open class TracedTabBarController: UITabBarController {
    /// The short name used in the trace.
    public let name: String
    /// Where the callbacks are recorded.
    public let trace: CallbackTrace

    /// Creates a traced tab bar controller named `name` (its title too) showing `tabs`.
    public init(_ name: String = "tabs", trace: CallbackTrace, tabs: [UIViewController]) {
        self.name = name
        self.trace = trace
        super.init(nibName: nil, bundle: nil)
        title = name
        setViewControllers(tabs, animated: false)
    }

    /// Not supported: traced controllers are made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        trace.record("\(name).viewWillAppear(\(animated))")
    }
    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        trace.record("\(name).viewIsAppearing(\(animated))")
    }
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        trace.record("\(name).viewDidAppear(\(animated))")
    }
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        trace.record("\(name).viewWillDisappear(\(animated))")
    }
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        trace.record("\(name).viewDidDisappear(\(animated))")
    }
}

/// The name a trace uses for a controller: a traced controller's name, else its title, else
/// its type; `nil` for none.
@MainActor
public func traceName(of viewController: UIViewController?) -> String {
    guard let viewController else { return "nil" }
    if let traced = viewController as? TracedViewController { return traced.name }
    if let traced = viewController as? TracedNavigationController { return traced.name }
    if let traced = viewController as? TracedTabBarController { return traced.name }
    return viewController.title ?? String(describing: type(of: viewController))
}
