#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The list screen: a compose button that presents a sheet with detents, and rows that
/// show a detail screen.
public final class InboxViewController: UIViewController {
    /// The messages shown.
    public var messages = ["Welcome", "Invoice", "Trip"]

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .compose,
            primaryAction: UIAction { [weak self] _ in self?.compose() })
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Filter", image: UIImage(systemName: "line.3.horizontal.decrease"),
            primaryAction: nil,
            menu: UIMenu(
                title: "Show",
                children: [
                    UIAction(title: "All", state: .on) { _ in },
                    UIAction(title: "Unread", image: UIImage(systemName: "envelope.badge")) { _ in
                    },
                ]))
        navigationItem.backButtonTitle = "Mail"
    }

    /// Presents the compose screen in a navigation controller, as a resizable sheet.
    public func compose() {
        let compose = ComposeViewController()
        let navigation = UINavigationController(rootViewController: compose)
        navigation.modalPresentationStyle = .pageSheet
        if let sheet = navigation.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.largestUndimmedDetentIdentifier = .medium
        }
        present(navigation, animated: true)
    }

    /// Opens the message at `index` the way its context wants (pushed here).
    public func open(at index: Int) {
        let detail = MessageViewController(subject: messages[index])
        show(detail, sender: self)
    }
}
