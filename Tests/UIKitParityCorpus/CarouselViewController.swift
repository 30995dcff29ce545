#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A screen with a horizontal carousel: on iOS 26 the full-width content swipe-back would
/// fight the carousel's horizontal scrolling, so it is turned off while the screen shows
/// (the edge swipe still works).
public final class CarouselViewController: UIViewController {
    /// The carousel.
    public let carousel = UIScrollView()

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Featured"
        carousel.isPagingEnabled = true
        carousel.showsHorizontalScrollIndicator = false
        view.addSubview(carousel)
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        setContentSwipeBackEnabled(false)
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        setContentSwipeBackEnabled(true)
    }

    private func setContentSwipeBackEnabled(_ enabled: Bool) {
        #if !canImport(UIKit) || canImport(UIKit, _version: 9126)  // built with the iOS 26 SDK
            if #available(iOS 26.0, *),
                let contentPop = navigationController?.interactiveContentPopGestureRecognizer
            {
                contentPop.isEnabled = enabled
            }
        #endif
    }
}
