import Foundation

/// A view that scrolls its content. No scrolling happens here; offsets are kept as set.
@MainActor
open class UIScrollView: UIView {
    /// The edge effects (iOS 26), read through `topEdgeEffect` and the others.
    lazy var edgeEffects = UIScrollEdgeEffects()
    /// The point of the content at the view's origin.
    open var contentOffset = CGPoint.zero
    /// The size of the content.
    open var contentSize = CGSize.zero
    /// Extra space around the content.
    open var contentInset = UIEdgeInsets.zero
    /// Whether the user can scroll.
    open var isScrollEnabled = true
    /// Whether scrolling stops on multiples of the bounds.
    open var isPagingEnabled = false
    /// The scroll view's drag recogniser, for failure requirements (such as making iOS 26's
    /// content swipe-back wait for a horizontal carousel's drag to fail).
    public private(set) lazy var panGestureRecognizer = UIPanGestureRecognizer(
        target: nil, action: nil)
    /// Whether the content bounces at the edges.
    open var bounces = true
    /// Whether it bounces vertically even when the content is shorter.
    open var alwaysBounceVertical = false
    /// Whether it bounces horizontally even when the content is narrower.
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// How the keyboard is dismissed by scrolling.
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// How safe-area insets adjust the content.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// The delegate.
    open weak var delegate: (any UIScrollViewDelegate)?
    /// The pull-to-refresh control.
    open var refreshControl: UIRefreshControl? {
        didSet {
            oldValue?.removeFromSuperview()
            if let refreshControl { addSubview(refreshControl) }
        }
    }

    /// How scrolling dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Never.
        case none = 0
        /// When a drag begins.
        case onDrag = 1
        /// Interactively.
        case interactive = 2
    }

    /// How safe-area insets adjust the content.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// The system's choice.
        case automatic = 0
        /// Only on scrollable axes.
        case scrollableAxes = 1
        /// Never.
        case never = 2
        /// Always.
        case always = 3
    }

    /// Sets the offset, animated or not.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
        delegate?.scrollViewDidScroll(self)
    }

    /// Scrolls so that `rect` is visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
}

/// Told about scrolling.
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
