#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A detail screen pushed from the inbox: hides the tab bar, shows a toolbar, and offers
/// a button that replies in a full-screen cover.
public final class MessageViewController: UIViewController {
    /// The message's subject.
    public let subject: String
    private let replyButton = UIButton(type: .system)

    /// A detail screen for `subject`.
    public init(subject: String) {
        self.subject = subject
        super.init(nibName: nil, bundle: nil)
        hidesBottomBarWhenPushed = true
    }

    required init?(coder: NSCoder) {
        return nil
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = subject
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.backButtonDisplayMode = .minimal

        let label = UILabel()
        label.text = subject
        label.font = .preferredFont(forTextStyle: .headline)
        label.textColor = .label
        label.textAlignment = .center
        label.numberOfLines = 0
        view.addSubview(label)

        var configuration = UIButton.Configuration.filled()
        configuration.title = "Reply"
        configuration.image = UIImage(systemName: "arrowshape.turn.up.left")
        configuration.imagePadding = 8
        replyButton.configuration = configuration
        replyButton.addAction(UIAction { [weak self] _ in self?.reply() }, for: .touchUpInside)
        view.addSubview(replyButton)

        toolbarItems = [
            UIBarButtonItem(systemItem: .trash),
            .flexibleSpace(),
            UIBarButtonItem(
                systemItem: .reply,
                primaryAction: UIAction { [weak self] _ in
                    self?.reply()
                }),
        ]
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }

    /// Presents the reply screen full screen.
    public func reply() {
        let reply = UINavigationController(rootViewController: ComposeViewController())
        reply.modalPresentationStyle = .fullScreen
        reply.modalTransitionStyle = .coverVertical
        present(reply, animated: true)
    }
}
