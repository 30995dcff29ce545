#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// Onboarding pages the user swipes through; the last one has a button that finishes.
public final class WelcomePagesViewController: UIPageViewController,
    UIPageViewControllerDataSource, UIPageViewControllerDelegate
{
    /// The pages.
    public let pages: [UIViewController]
    /// Called when the user taps "Get Started".
    public var onFinish: (() -> Void)?
    /// The index of the page shown.
    public private(set) var currentIndex = 0

    /// Pages titled `titles`.
    public init(titles: [String]) {
        pages = titles.map { title in
            let page = UIViewController()
            page.title = title
            page.view.backgroundColor = .secondarySystemBackground
            return page
        }
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// UIKit calls this: `viewDidLoad()`.
    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        if let first = pages.first {
            setViewControllers([first], direction: .forward, animated: false)
        }
        guard let last = pages.last else { return }
        let start = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Get Started") { [weak self] _ in self?.onFinish?() })
        start.translatesAutoresizingMaskIntoConstraints = false
        last.view.addSubview(start)
        NSLayoutConstraint.activate([
            start.centerXAnchor.constraint(equalTo: last.view.centerXAnchor),
            start.bottomAnchor.constraint(
                equalTo: last.view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
        ])
    }

    /// UIKit calls this: the page before.
    public func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    /// UIKit calls this: the page after.
    public func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else {
            return nil
        }
        return pages[index + 1]
    }

    /// UIKit calls this: a swipe ended.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        guard completed, let shown = viewControllers?.first,
            let index = pages.firstIndex(of: shown)
        else { return }
        currentIndex = index
    }

    /// UIKit calls this: the number of dots.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int {
        pages.count
    }

    /// UIKit calls this: the selected dot.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        currentIndex
    }
}
