import Foundation

extension UIView {
    /// "No intrinsic size on this axis".
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size that fits, for `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The largest size that fits.
    public static let layoutFittingExpandedSize = CGSize(width: 1e6, height: 1e6)

    /// The size Auto Layout would give the view: its current size (nothing is solved).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { bounds.size }

    /// A transition from `fromView` to `toView`: `toView` takes `fromView`'s place in its
    /// superview at once (unless `.showHideTransitionViews`), and `completion(true)` runs
    /// after `duration` of virtual time.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval,
        options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
    ) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            let index =
                superview.subviews.firstIndex { $0 === fromView } ?? superview.subviews.count
            superview.insertSubview(toView, at: index)
            fromView.removeFromSuperview()
        }
        animate(
            withDuration: duration, delay: 0, options: options, animations: {},
            completion: completion)
    }
}
