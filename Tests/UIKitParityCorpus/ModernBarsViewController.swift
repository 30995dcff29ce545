#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

// A screen using iOS 26's bars: a subtitle, a prominent button, a fixed space that splits
// the glass backgrounds, an item without a shared background, and `updateProperties()` to
// keep them in step with the model. (Compiles only where the SDK has iOS 26's API.)
#if canImport(UIKit, _version: 9126) || !canImport(UIKit)

    /// "Listen Now": a queue of songs whose count shows as the navigation bar's subtitle.
    @available(iOS 26.0, *)
    public final class ModernBarsViewController: UIViewController {
        /// The songs in the queue; changing it asks for a properties update.
        public var queue: [String] = ["Intro"] {
            didSet { setNeedsUpdateProperties() }
        }
        /// How many times UIKit ran `updateProperties()`.
        public private(set) var propertyUpdates = 0
        /// The prominent Play button.
        public private(set) lazy var playItem = UIBarButtonItem(
            title: "Play", style: .prominent, target: nil, action: nil)
        /// The share button, drawn without the shared glass background.
        public private(set) lazy var shareItem: UIBarButtonItem = {
            let item = UIBarButtonItem(
                image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: nil,
                action: nil)
            item.hidesSharedBackground = true
            return item
        }()

        public override func viewDidLoad() {
            super.viewDidLoad()
            title = "Listen Now"
            view.backgroundColor = .systemBackground
            navigationItem.largeSubtitle = "Made for you"
            playItem.primaryAction = UIAction(title: "Play") { [weak self] _ in
                self?.queue.append("Song \((self?.queue.count ?? 0) + 1)")
            }
            navigationItem.rightBarButtonItems = [playItem, .fixedSpace(), shareItem]
            toolbarItems = [.flexibleSpace(), UIBarButtonItem.fixedSpace(), .flexibleSpace()]
        }

        public override func updateProperties() {
            super.updateProperties()
            propertyUpdates += 1
            let count = queue.count == 1 ? "1 song" : "\(queue.count) songs"
            if queue.isEmpty {
                navigationItem.subtitle = count
            } else {
                navigationItem.attributedSubtitle = AttributedString(count)
            }
            navigationItem.largeAttributedSubtitle = AttributedString("Listen Now")
            playItem.isEnabled = !queue.isEmpty
        }
    }

#endif
