import Foundation
import HeadlessUIKit
import WayfinderTesting

/// A custom container view controller: a traced view controller whose children's
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
