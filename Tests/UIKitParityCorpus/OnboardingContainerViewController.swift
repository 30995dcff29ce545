#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A custom container that pages through onboarding steps with UIKit's containment calls.
public final class OnboardingContainerViewController: UIViewController {
    private var current: UIViewController?
    /// The steps, in order.
    public let steps: [UIViewController]
    /// The step shown.
    public private(set) var index = 0

    /// A container for `steps`.
    public init(steps: [UIViewController]) {
        self.steps = steps
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        if let first = steps.first { install(first) }
    }

    /// Shows the next step, cross-dissolving; the last step does nothing.
    public func next() {
        guard index + 1 < steps.count, let old = current else { return }
        index += 1
        let new = steps[index]
        old.willMove(toParent: nil)
        addChild(new)
        new.view.frame = view.bounds
        new.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transition(
            from: old, to: new, duration: 0.3, options: [.transitionCrossDissolve],
            animations: nil
        ) { _ in
            old.removeFromParent()
            new.didMove(toParent: self)
            self.current = new
        }
    }

    private func install(_ child: UIViewController) {
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
        current = child
    }
}
