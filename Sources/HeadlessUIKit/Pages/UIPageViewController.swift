import Foundation

/// Pages of view controllers, one shown at a time, turned by a swipe
/// (`pages.headless.swipe(.forward)`) or in code. The shown page is a child whose view is in
/// the pages' view; turning replaces it with UIKit's containment and appearance calls.
@MainActor
open class UIPageViewController: UIViewController {
    /// Page curl or scroll.
    public enum TransitionStyle: Int, Sendable {
        /// A page curl.
        case pageCurl = 0
        /// Scrolling.
        case scroll = 1
    }

    /// Horizontal or vertical.
    public enum NavigationOrientation: Int, Sendable {
        /// Horizontal.
        case horizontal = 0
        /// Vertical.
        case vertical = 1
    }

    /// The direction of a turn.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }

    /// Where the spine is, for page curls.
    public enum SpineLocation: Int, Sendable {
        /// No spine (scroll).
        case none = 0
        /// The leading edge.
        case min = 1
        /// The middle.
        case mid = 2
        /// The trailing edge.
        case max = 3
    }

    /// Keys of the creation options.
    public struct OptionsKey: Hashable, Equatable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The space between pages (scroll style).
        public static let interPageSpacing = OptionsKey(
            rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
        /// The spine location (page curl style).
        public static let spineLocation = OptionsKey(
            rawValue: "UIPageViewControllerOptionSpineLocationKey")
    }

    /// Page curl or scroll.
    open private(set) var transitionStyle: TransitionStyle
    /// Horizontal or vertical.
    open private(set) var navigationOrientation: NavigationOrientation
    /// Where the spine is.
    open var spineLocation: SpineLocation { transitionStyle == .scroll ? .none : .min }
    /// Whether pages have a back side.
    open var isDoubleSided = false
    /// Gives the pages before and after a page.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// Told about turns.
    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// Pages of `style` turning along `navigationOrientation`.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: page controllers are made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The page shown.
    open var viewControllers: [UIViewController]? { children.isEmpty ? nil : children }

    /// Shows `viewControllers` (one page), replacing the current one; `completion(true)` runs
    /// when the turn has ended.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let page = viewControllers?.first, page !== children.first else {
            completion?(true)
            return
        }
        let old = children.first
        old?.willMove(toParent: nil)
        addChild(page)
        let pageView: UIView = page.view
        pageView.frame = view.bounds
        view.addSubview(pageView)
        old?.viewIfLoaded?.removeFromSuperview()
        old?.removeFromParent()
        page.didMove(toParent: self)
        completion?(true)
    }
}

/// Gives a page controller its pages. The first two methods are required, as in UIKit.
@MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController`, or nil.
    func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController`, or nil.
    func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// The number of pages for the page indicator.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The selected page for the page indicator.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// No indicator.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// No indicator.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Told about a page controller's turns.
@MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// A swipe is about to turn to `pendingViewControllers`.
    func pageViewController(
        _ pageViewController: UIPageViewController,
        willTransitionTo pendingViewControllers: [UIViewController])
    /// A swipe's turn ended.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController,
        willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
}

extension Headless where Base: UIPageViewController {
    /// A completed swipe in `direction`: the data source gives the next (or previous) page,
    /// the delegate hears `willTransitionTo`, the page turns, and the delegate hears
    /// `didFinishAnimating`. Returns false, changing nothing, at the first or last page.
    @discardableResult
    public func swipe(_ direction: UIPageViewController.NavigationDirection) -> Bool {
        let pages = base
        guard let current = pages.children.first, let dataSource = pages.dataSource else {
            return false
        }
        let next =
            direction == .forward
            ? dataSource.pageViewController(pages, viewControllerAfter: current)
            : dataSource.pageViewController(pages, viewControllerBefore: current)
        guard let next else { return false }
        pages.delegate?.pageViewController(pages, willTransitionTo: [next])
        pages.setViewControllers([next], direction: direction, animated: true)
        pages.delegate?.pageViewController(
            pages, didFinishAnimating: true, previousViewControllers: [current],
            transitionCompleted: true)
        return true
    }
}
