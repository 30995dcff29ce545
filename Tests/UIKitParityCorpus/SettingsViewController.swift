#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// Settings: an alert with a text field, a popover, light or dark mode, status bar style.
public final class SettingsViewController: UIViewController {
    /// The name the user entered last.
    public private(set) var accountName: String?
    private var prefersDark = false

    public override var preferredStatusBarStyle: UIStatusBarStyle {
        prefersDark ? .lightContent : .darkContent
    }

    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        .portrait
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = UIColor { traits in
            traits.userInterfaceStyle == .dark ? .black : .systemGroupedBackground
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "person.crop.circle"), style: .plain, target: nil,
            action: nil)
        navigationItem.rightBarButtonItem?.primaryAction = UIAction { [weak self] _ in
            self?.renameAccount()
        }
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        prefersDark = traitCollection.userInterfaceStyle == .dark
        setNeedsStatusBarAppearanceUpdate()
    }

    /// Asks for a new account name in an alert with a text field.
    public func renameAccount() {
        let alert = UIAlertController(
            title: "Account", message: "Enter a new name", preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "Name"
            field.autocapitalizationType = .words
            field.clearButtonMode = .whileEditing
        }
        let save = UIAlertAction(title: "Save", style: .default) { [weak self, weak alert] _ in
            self?.accountName = alert?.textFields?.first?.text
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        alert.preferredAction = save
        present(alert, animated: true)
    }

    /// Shows the help screen in a popover anchored to `sourceView`.
    public func showHelp(from sourceView: UIView) {
        let help = UIViewController()
        help.view.backgroundColor = .systemBackground
        help.preferredContentSize = CGSize(width: 320, height: 240)
        help.modalPresentationStyle = .popover
        if let popover = help.popoverPresentationController {
            popover.sourceView = sourceView
            popover.sourceRect = sourceView.bounds
            popover.permittedArrowDirections = [.up, .down]
        }
        present(help, animated: true)
    }

    /// Forces dark mode on the whole app's window, or gives it back to the system.
    public func forceDarkMode(_ dark: Bool) {
        view.window?.overrideUserInterfaceStyle = dark ? .dark : .unspecified
    }
}
