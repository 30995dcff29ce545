import Foundation
import HeadlessUIKit
import WayfinderTesting

/// A traced view controller that also calls ``probe`` after each recorded callback, with the
/// line just recorded, so a test can look at the model from inside a callback.
final class ProbedViewController: TracedViewController {
    /// Called after each callback with this controller and the trace line of the callback.
    var probe: ((ProbedViewController, String) -> Void)?

    private func report() {
        guard let probe, let line = trace.lines.last else { return }
        probe(self, line)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        report()
    }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        report()
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report()
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        report()
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        report()
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        report()
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        report()
    }
}

/// A custom container (seed 001) that embeds children correctly, in either forwarding mode.
///
/// With `forwardsAppearance == false` it drives its children with
/// `beginAppearanceTransition` / `endAppearanceTransition` from its own appearance callbacks,
/// as a container that turns automatic forwarding off must.
final class TracedContainer: TracedViewController {
    let forwardsAppearance: Bool

    init(_ name: String, trace: CallbackTrace, forwardsAppearance: Bool) {
        self.forwardsAppearance = forwardsAppearance
        super.init(name, trace: trace)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAppearance }

    /// `addChild`, add the view, `didMove(toParent: self)`.
    func addTracedChild(_ child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    /// `willMove(toParent: nil)`, remove the view, `removeFromParent`.
    func removeTracedChild(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard !forwardsAppearance else { return }
        for child in children { child.beginAppearanceTransition(true, animated: animated) }
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !forwardsAppearance else { return }
        for child in children { child.endAppearanceTransition() }
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard !forwardsAppearance else { return }
        for child in children { child.beginAppearanceTransition(false, animated: animated) }
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard !forwardsAppearance else { return }
        for child in children { child.endAppearanceTransition() }
    }
}
