import Foundation
import HeadlessUIKit
import WayfinderTesting

/// A tab bar controller that records its own appearance callbacks, as
/// `TracedNavigationController` does for a navigation controller.
final class TracedTabBarController: UITabBarController {
    /// The short name used in the trace.
    let name: String
    /// Where the callbacks are recorded.
    let trace: CallbackTrace

    /// Creates a traced tab bar controller named `name` showing `tabs`.
    init(_ name: String, trace: CallbackTrace, tabs: [UIViewController]) {
        self.name = name
        self.trace = trace
        super.init(nibName: nil, bundle: nil)
        title = name
        setViewControllers(tabs, animated: false)
    }

    /// Not supported: traced controllers are made in code.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        trace.record("\(name).viewWillAppear(\(animated))")
    }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        trace.record("\(name).viewIsAppearing(\(animated))")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        trace.record("\(name).viewDidAppear(\(animated))")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        trace.record("\(name).viewWillDisappear(\(animated))")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        trace.record("\(name).viewDidDisappear(\(animated))")
    }
}

/// A custom container view controller (seed 001): a traced view controller whose children's
/// views go into its own view.
final class TracedContainerViewController: TracedViewController {}

/// A traced screen that also runs the app code a demo wants to show inside its callbacks,
/// e.g. "find the previous screen in `viewWillDisappear`".
final class ProbeViewController: TracedViewController {
    /// Runs inside `viewWillDisappear(_:)`, after it is recorded.
    var onViewWillDisappear: ((ProbeViewController) -> Void)?
    /// Runs inside `viewDidDisappear(_:)`, after it is recorded.
    var onViewDidDisappear: ((ProbeViewController) -> Void)?
    /// Runs inside `viewDidAppear(_:)`, after it is recorded.
    var onViewDidAppear: ((ProbeViewController) -> Void)?

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        onViewWillDisappear?(self)
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        onViewDidDisappear?(self)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onViewDidAppear?(self)
    }
}
