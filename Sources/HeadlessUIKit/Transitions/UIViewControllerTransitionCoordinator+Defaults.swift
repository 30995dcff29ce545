import Foundation

// UIKit imports the coordinator's completion parameters with a `nil` default; a protocol
// requirement cannot have one, so these overloads give calls that leave it out the same
// meaning.
extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion: nil)`.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// `animateAlongsideTransition(in:animation:completion: nil)`.
    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
