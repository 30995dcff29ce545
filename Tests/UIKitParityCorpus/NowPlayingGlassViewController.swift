#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

// An iOS 26 "Up Next" screen in Liquid Glass: a list whose top edge cuts off hard under the
// bar, a floating glass play button, and glass controls merged in a container, presented as
// a sheet from the tab bar's accessory.
#if canImport(UIKit, _version: 9126) || !canImport(UIKit)

    /// The queue of songs coming up.
    @available(iOS 26.0, *)
    public final class NowPlayingGlassViewController: UIViewController {
        /// The queue.
        public let queue = UITableView(frame: .zero, style: .insetGrouped)
        /// The floating Play button.
        public let playButton = UIButton(configuration: .prominentGlass())
        /// The glass behind the transport controls.
        public let controls = UIVisualEffectView(effect: UIGlassContainerEffect())

        /// UIKit calls this: the view loaded.
        public override func viewDidLoad() {
            super.viewDidLoad()
            title = "Up Next"
            queue.topEdgeEffect.style = .hard
            queue.bottomEdgeEffect.isHidden = true
            view.addSubview(queue)
            var play = UIButton.Configuration.glass()
            play.image = UIImage(systemName: "play.fill")
            playButton.configuration = play
            playButton.addAction(
                UIAction { [weak self] _ in self?.dismiss(animated: true) },
                for: .primaryActionTriggered)
            view.addSubview(playButton)
            let glass = UIGlassEffect(style: .clear)
            glass.isInteractive = true
            glass.tintColor = .systemPink
            let skip = UIVisualEffectView(effect: glass)
            (controls.effect as? UIGlassContainerEffect)?.spacing = 8
            controls.contentView.addSubview(skip)
            view.addSubview(controls)
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                systemItem: .close,
                primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
        }

        /// Presents the queue as a sheet from `presenter`.
        public static func present(from presenter: UIViewController) {
            let navigation = UINavigationController(
                rootViewController: NowPlayingGlassViewController())
            navigation.sheetPresentationController?.detents = [.medium(), .large()]
            navigation.sheetPresentationController?.prefersGrabberVisible = true
            presenter.present(navigation, animated: true)
        }
    }

#endif
