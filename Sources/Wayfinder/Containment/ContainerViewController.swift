import Foundation

/// A custom container that gets containment right by construction (seed 001): it shows one
/// child at a time and switches between them with ``show(child:)``.
///
/// ```swift
/// let container = ContainerViewController()
/// container.show(child: listScreen)      // embed: addChild, addSubview, didMove
/// container.show(child: detailScreen)    // swap: one transition, old one removed properly
/// ```
///
/// It adopts ``NavigationContainer``, so ``Navigator/topmost`` looks inside it.
open class ContainerViewController: UIViewController, NavigationContainer {
    /// The child shown now.
    public private(set) var currentChild: UIViewController?

    /// The child in front: the current child.
    open var frontmostChild: UIViewController? { currentChild }

    /// Shows `child`, replacing the current one in a transition of `duration` (none when
    /// `0`). Showing the current child again does nothing.
    open func show(child: UIViewController, duration: TimeInterval = 0) {
        guard child !== currentChild else { return }
        if let old = currentChild {
            currentChild = child
            swap(from: old, to: child, duration: duration)
        } else {
            currentChild = child
            embed(child)
        }
    }

    /// Removes the current child.
    open func removeCurrentChild() {
        guard let old = currentChild else { return }
        currentChild = nil
        unembed(old)
    }
}
