import Foundation

/// A custom container that gets containment right by construction: it shows one
/// child at a time and switches between them with ``show(child:duration:)``.
///
/// ```swift
/// let container = ContainerViewController()
/// container.show(child: listScreen)      // embed: addChild, addSubview, didMove
/// container.show(child: detailScreen)    // swap: one transition, old one removed properly
/// ```
///
/// It adopts ``NavigationContainer``, so ``Navigator/topmost`` looks inside it.
open class ContainerViewController: UIViewController, NavigationContainer {
    /// The child shown now: the one embedded last (during a swap, the incoming one).
    public var currentChild: UIViewController? { children.last }

    /// The child in front: the current child.
    open var frontmostChild: UIViewController? { currentChild }

    /// Shows `child`, replacing the current one in a transition of `duration` (none when
    /// `0`). Showing the current child again does nothing.
    ///
    /// The replaced child finishes (`onFinish` with `.code`) when the swap ends, as one
    /// removed with ``Navigator/unembed(_:)``.
    open func show(child: UIViewController, duration: TimeInterval = 0) {
        guard child !== currentChild else { return }
        if let old = currentChild {
            Navigator.of(self)?.containerWillChangeChildren()
            swap(from: old, to: child, duration: duration) { [weak self] in
                self?.childrenChanged()
            }
        } else {
            embed(child)
        }
    }

    /// When the container forwards appearance by hand
    /// (`shouldAutomaticallyForwardAppearanceMethods` returns false), it tells the current
    /// child with `beginAppearanceTransition` here and `endAppearanceTransition` in
    /// `viewDidAppear`, so a subclass gets forwarding right by overriding one property.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !shouldAutomaticallyForwardAppearanceMethods {
            currentChild?.beginAppearanceTransition(true, animated: animated)
        }
    }

    /// Ends the current child's appearance when forwarding by hand.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !shouldAutomaticallyForwardAppearanceMethods {
            currentChild?.endAppearanceTransition()
        }
    }

    /// Starts the current child's disappearance when forwarding by hand.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if !shouldAutomaticallyForwardAppearanceMethods {
            currentChild?.beginAppearanceTransition(false, animated: animated)
        }
    }

    /// Ends the current child's disappearance when forwarding by hand.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if !shouldAutomaticallyForwardAppearanceMethods {
            currentChild?.endAppearanceTransition()
        }
    }

    /// Removes the current child. It finishes (`onFinish` with `.code`) as one removed with
    /// ``Navigator/unembed(_:)``.
    open func removeCurrentChild() {
        guard let old = currentChild else { return }
        Navigator.of(self)?.containerWillChangeChildren()
        unembed(old)
        childrenChanged()
    }

    /// Tells the window's navigator, if any, that a child left or came in outside its
    /// commands.
    private func childrenChanged() {
        Navigator.of(self)?.containerChangedChildren()
    }
}
